import { z } from 'zod';
import { ZId, ZIdText } from '../ids';
import { ZLocale } from '../locale';
import { ZPageQuery } from '../paging';
import { PASSWORD_MAX, PASSWORD_MIN, ZPassword, ZPasswordChange } from '../password';
import { can, ROLES, ZRole, type TRole } from '../roles';
import { messageRef } from '../validation';

/**
 * How far a role reaches when granting access: a user may grant a role they hold or one below it.
 * Administrators grant every role, top managers every role but administrator, managers their own
 * role and the branch roles below it. Roles without `users.manage` grant nothing.
 */
const ROLE_RANK: Readonly<Record<TRole, number>> = {
  ADMIN: 0,
  TOP_MANAGER: 1,
  MANAGER: 2,
  DISPATCHER: 3,
  MIX_OPERATOR: 4,
  APPLICATOR: 4,
};

/** The roles a user holding `roles` may grant (and change on other users). */
export function grantableRoles(roles: readonly TRole[]): TRole[] {
  const granting = roles.filter((role) => can([role], 'users.manage'));
  if (granting.length === 0) return [];
  const reach = Math.min(...granting.map((role) => ROLE_RANK[role]));
  return ROLES.filter((role) => ROLE_RANK[role] >= reach);
}

export function canGrantRoles(granter: readonly TRole[], roles: readonly TRole[]): boolean {
  const grantable = new Set(grantableRoles(granter));
  return roles.every((role) => grantable.has(role));
}

/** Tender-truck drivers (mix operators only) may have no email. */
export function isTenderDriver(roles: readonly TRole[]): boolean {
  return roles.length > 0 && roles.every((role) => role === 'MIX_OPERATOR');
}

/**
 * The password policy rule by rule, for the checklist shown while typing. It agrees with
 * `passwordProblems` (a test checks it): a password passes every check exactly when it has no problem.
 */
export function passwordChecks(password: string) {
  return {
    length: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
    letter: /\p{L}/u.test(password),
    uppercase: /\p{Lu}/u.test(password),
    number: /\d/.test(password),
    special: /[^\p{L}\d\s]/u.test(password),
  };
}
export type TPasswordCheck = keyof ReturnType<typeof passwordChecks>;

/** A user as it travels on the wire. */
export const ZUserRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  login: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  roles: z.array(ZRole),
  /** Permitted branches (units). */
  unitIds: z.array(z.number().int()),
  regionIds: z.array(z.number().int()),
  locationIds: z.array(z.number().int()),
  applicatorLicence: z.string().nullable(),
  language: ZLocale,
  active: z.boolean(),
  /** The user must set a new password (and go through onboarding) at the next login. */
  mustChangePassword: z.boolean(),
  version: z.number().int(),
});
export type TUserRecord = z.infer<typeof ZUserRecord>;

/** A new user's temporary password is shown once, when the server made it up. */
export const ZUserCreated = ZUserRecord.extend({ temporaryPassword: z.string().nullable() });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

export const ZLogin = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[A-Za-z0-9._@-]+$/, messageRef('userLoginFormat'));

const optionalEmail = z
  .email()
  .max(254)
  .nullish()
  .or(z.literal('').transform(() => null))
  .transform((value) => value ?? null);

/**
 * Create or edit a user. Name, login, roles, branches, regions and locations are required; the
 * email too, except for tender-truck drivers. A password may be given on creation; without one
 * the server makes up a temporary password. Either way the user sets their own at first login.
 */
export const ZUserInput = z
  .object({
    id: ZId.optional(),
    version: ZId.optional(),
    name: z.string().trim().min(1).max(120),
    login: ZLogin,
    email: optionalEmail,
    phone: optionalText(40),
    roles: z.array(ZRole).min(1).max(ROLES.length),
    unitIds: z.array(ZId).min(1).max(200),
    regionIds: z.array(ZId).min(1).max(200),
    locationIds: z.array(ZId).min(1).max(1000),
    applicatorLicence: optionalText(40),
    language: ZLocale.default('en-us'),
    active: z.boolean().default(true),
    password: ZPassword.optional(),
  })
  .strict()
  .superRefine((user, context) => {
    if (!user.email && !isTenderDriver(user.roles))
      context.addIssue({ code: 'custom', path: ['email'], message: messageRef('required') });
  });
export type TUserInput = z.input<typeof ZUserInput>;
export type TUserValues = z.infer<typeof ZUserInput>;

/** `GET /usuarios`: the list conventions plus role, branch and location filters. */
export const ZUserListQuery = ZPageQuery.extend({
  role: ZRole.optional(),
  cdUnidade: ZIdText.optional(),
  active: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});
export type TUserListQuery = z.infer<typeof ZUserListQuery>;

export const ZUserFilter = z
  .object({
    page: z.number().int().min(0).default(0),
    size: z.number().int().min(1).max(500).default(20),
    sort: z.string().optional(),
    search: z.string().trim().min(2).max(200).optional(),
    role: ZRole.optional(),
    cdUnidade: ZId.optional(),
    cdLocation: z.array(ZId).max(1000).optional(),
    active: z.boolean().optional(),
  })
  .strict();

/** The signed-in user's own profile, for the registration step and the password screen. */
export const ZUserProfile = z.object({
  id: z.number().int(),
  login: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  language: ZLocale,
  roles: z.array(ZRole),
  mustChangePassword: z.boolean(),
  termsAccepted: z.boolean(),
});
export type TUserProfile = z.infer<typeof ZUserProfile>;

/** `PUT /usuarios/me/password`: the current password, the new one and its confirmation. */
export const ZPasswordChangeRequest = z
  .object({
    currentPassword: z.string().min(1).max(200),
    password: ZPassword,
    confirmation: z.string(),
  })
  .strict()
  .refine((value) => value.password === value.confirmation, {
    message: messageRef('passwordMismatch'),
    path: ['confirmation'],
  });
export type TPasswordChangeRequest = z.infer<typeof ZPasswordChangeRequest>;

/** The registration step of onboarding: how the new user is called and reached. */
export const ZRegistration = z
  .object({
    name: z.string().trim().min(1).max(120),
    email: optionalEmail,
    phone: optionalText(40),
    language: ZLocale,
  })
  .strict();
export type TRegistration = z.infer<typeof ZRegistration>;

/** The terms step: the box must be ticked. */
export const ZTermsAcceptance = z.object({
  acceptTerms: z.literal(true, { error: () => messageRef('termsRequired') }),
});

/** The password step of onboarding: a new password and its confirmation. */
export { ZPasswordChange as ZOnboardingPassword };

/**
 * `POST /usuarios/me/onboarding`: a user who must change their password accepts the terms, sets
 * a new password and confirms their details, in one call.
 */
export const ZOnboardingRequest = z
  .object({
    acceptTerms: z.literal(true, { error: () => messageRef('termsRequired') }),
    currentPassword: z.string().min(1).max(200),
    password: ZPassword,
    confirmation: z.string(),
    name: z.string().trim().min(1).max(120),
    email: optionalEmail,
    phone: optionalText(40),
    language: ZLocale,
  })
  .strict()
  .refine((value) => value.password === value.confirmation, {
    message: messageRef('passwordMismatch'),
    path: ['confirmation'],
  });
export type TOnboardingRequest = z.infer<typeof ZOnboardingRequest>;
