// Business users (spec 1 §2 Users, §3 User, §7 businessUser/* rows).
import { z } from 'zod';
import { LIMITS } from './limits';
import { serialId } from './common';
import { email, requiredName, zodRule } from './validation';

export const businessUser = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type BusinessUser = z.infer<typeof businessUser>;
export const businessUserList = z.array(businessUser);

const name = z.string().trim().max(LIMITS.personName).superRefine(zodRule(requiredName));
const mail = z.string().trim().max(LIMITS.email).superRefine(zodRule(email)).transform((v) => v.toLowerCase());

export const businessUserCreate = z.object({ first_name: name, last_name: name, email: mail });
/** E-mail may change only for an admin (spec 1 §6); the server answers 403 otherwise. */
export const businessUserUpdate = z.object({ first_name: name, last_name: name, email: mail.optional() });
export type BusinessUserCreate = z.input<typeof businessUserCreate>;
export type BusinessUserUpdate = z.input<typeof businessUserUpdate>;

/** Where an admin's login e-mail leads: this console (client) or the sway dashboard. */
export const LOGIN_EMAIL_TARGETS = ['client', 'swayClient'] as const;
export const loginEmailParams = z.object({
  id: serialId,
  target: z.enum(LOGIN_EMAIL_TARGETS),
});
export const loginEmailReply = z.object({ message: z.string() });

export const DUPLICATE_EMAIL = 'A user with this e-mail already exists';
/** PUT businessUser/{id} by a business user, for an account that also belongs to another business. */
export const SHARED_ACCOUNT = 'This user also belongs to another business; only Sway support can change their details';
