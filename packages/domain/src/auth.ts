import { z } from 'zod';
import { ZId } from './ids';
import { UNITS_PREFERENCES, ZLocale } from './locale';
import { ZRole } from './roles';
import { messageRef } from './validation';

/** Session length the spec fixes: 604800 s (7 days). */
export const SESSION_SECONDS = 604_800;

/** `POST /v2/auth-sgpa/create`. */
export const ZLoginRequest = z.object({
  login: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
  owner: z.string().trim().min(1).max(50),
  environment: z.literal('Browser').default('Browser'),
  scope: z.literal('sgp').default('sgp'),
  /** Session length in seconds. */
  time: ZId.max(SESSION_SECONDS).default(SESSION_SECONDS),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** A user's choice of units (see `unitSystemFor`). */
export const ZUnitsPreference = z.enum(UNITS_PREFERENCES, {
  error: () => messageRef('unitsPreferenceInvalid'),
});

export const ZSessionUser = z.object({
  id: z.number().int(),
  login: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  /** The active branch (unit) id. */
  unit: z.number().int(),
  language: ZLocale,
  /** The user's choice of units; a session saved before the choice existed has none: the language's. */
  units: ZUnitsPreference.default('language'),
  roles: z.array(ZRole),
  owner: z.string(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZLoginResponse = z.object({
  token: z.string(),
  user: ZSessionUser,
  /** True when the user must set a new password before working. */
  recovery: z.boolean(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** `PUT /auth-sgpa/update`: change language, units and/or active unit; answers a new token. */
export const ZSessionUpdate = z
  .object({ language: ZLocale.optional(), units: ZUnitsPreference.optional(), unit: ZId.optional() })
  .strict();
export type TSessionUpdate = z.infer<typeof ZSessionUpdate>;

export const ZTokenResponse = z.object({ token: z.string(), user: ZSessionUser });
