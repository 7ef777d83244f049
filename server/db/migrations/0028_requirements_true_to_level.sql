-- The default proof-requirements subtitle promised "We check every post by hand", untrue for the
-- AUTO and OCR review levels (issue 32). Flows that still carry that exact default get the new one;
-- a subtitle a business wrote itself is left as it is.
UPDATE sway_flows SET proof_requirements_data = jsonb_set(proof_requirements_data, '{subtitle}', '"Make sure these can be seen on your screenshot."')
WHERE proof_requirements_data->>'subtitle' = 'We check every post by hand, so make sure these are visible.';
