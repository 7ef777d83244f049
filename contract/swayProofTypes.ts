// Known task types a sway proof may be set to (spec 1 §2 Sway proof modal). Its own module, free of
// zod, because the console's dashboard chunk needs the list but not the schemas.
export const SWAY_PROOF_TYPES = ['INSTAGRAM_POST', 'FACEBOOK_POST', 'TIK_TOK', 'ONLINE_REVIEW', 'FACEBOOK_REVIEW'] as const;
