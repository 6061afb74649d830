import { z } from 'zod';
import { ZId } from './ids';
import { ZLocale } from './locale';
import { ZRole } from './roles';

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

export const ZSessionUser = z.object({
  id: z.number().int(),
  login: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  /** The active branch (unit) id. */
  unit: z.number().int(),
  language: ZLocale,
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

/** `PUT /auth-sgpa/update`: change language and/or active unit; answers a new token. */
export const ZSessionUpdate = z.object({ language: ZLocale.optional(), unit: ZId.optional() }).strict();
export type TSessionUpdate = z.infer<typeof ZSessionUpdate>;

export const ZTokenResponse = z.object({ token: z.string(), user: ZSessionUser });
