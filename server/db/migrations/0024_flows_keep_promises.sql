-- Issue 32, no promise that cannot be kept: a stored flow whose end screen promises the reward by
-- e-mail (or text message) but whose contact step does not ask for an e-mail address (or phone
-- number) is repaired by asking for it: the contact step is switched on and the field collected
-- (not required). The patterns are contract/swayFlowRules.ts CONTACT_PROMISES in PostgreSQL's
-- syntax, over the same fields (title, subtitle, steps_title, each step's title, subtitle and
-- description of the end the flow uses); tests/api/claimFlowPromises.test.ts checks every stored
-- flow with the contract's rule.
WITH promises(kind, pattern) AS (
  VALUES ('EMAIL_ADDRESS', '\me-?mail|\minbox\M'), ('PHONE_NUMBER', '\m(sms|texted|text you|by text|text messages?|a text)\M')
), ends AS (
  SELECT f.id, f.contact_info_enabled AS enabled, coalesce(f.contact_info_data->'collect_contact_info', '[]'::jsonb) AS collected,
    concat_ws(' ', p->>'title', p->>'subtitle', p->>'steps_title',
      (SELECT string_agg(concat_ws(' ', s->>'title', s->>'subtitle', s->>'description'), ' ')
         FROM jsonb_array_elements(CASE WHEN jsonb_typeof(p->'steps') = 'array' THEN p->'steps' ELSE '[]'::jsonb END) s)) AS text
  FROM sway_flows f, LATERAL (SELECT CASE WHEN f.end_type = 'VOUCHER' THEN f.voucher_data ELSE f.whats_next_data END AS p) e
), broken AS (
  SELECT ends.id, ends.collected,
    coalesce(jsonb_agg(promises.kind) FILTER (WHERE NOT ends.collected @> jsonb_build_array(promises.kind)), '[]'::jsonb) AS added
  FROM ends JOIN promises ON ends.text ~* promises.pattern
  WHERE NOT (ends.enabled AND ends.collected @> jsonb_build_array(promises.kind))
  GROUP BY ends.id, ends.collected
)
UPDATE sway_flows f SET contact_info_enabled = true,
  contact_info_data = jsonb_set(f.contact_info_data, '{collect_contact_info}', broken.collected || broken.added)
FROM broken WHERE broken.id = f.id;
--> statement-breakpoint
-- Sending the voucher by contact needs somewhere to send it.
UPDATE sway_flows SET contact_info_data = jsonb_set(contact_info_data, '{collect_contact_info}',
    coalesce(contact_info_data->'collect_contact_info', '[]'::jsonb) || '["EMAIL_ADDRESS"]'::jsonb)
WHERE contact_info_enabled AND (contact_info_data->>'send_voucher_via_contact')::boolean IS TRUE
  AND NOT coalesce(contact_info_data->'collect_contact_info', '[]'::jsonb) @> '["EMAIL_ADDRESS"]'::jsonb
  AND NOT coalesce(contact_info_data->'collect_contact_info', '[]'::jsonb) @> '["PHONE_NUMBER"]'::jsonb;
