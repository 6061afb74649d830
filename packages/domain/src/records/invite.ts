import { z } from 'zod';
import { ZId } from '../ids';
import { ZLocale } from '../locale';
import type { TRole } from '../roles';
import { ZPageQuery } from '../paging';
import { ZPassword } from '../password';
import { messageRef } from '../validation';
import { ZLogin } from './user';

/**
 * Who manages invites (the top-manager invite list, /invite-top-manager, part 1 §2): top managers
 * and administrators. Managers add people through the users screen instead.
 */
export const INVITE_MANAGER_ROLES: readonly TRole[] = ['ADMIN', 'TOP_MANAGER'];

export function canManageInvites(roles: readonly TRole[]): boolean {
  return roles.some((role) => INVITE_MANAGER_ROLES.includes(role));
}

/** Roles an invite may give (part 1 §6). */
export const INVITE_ROLES = ['TOP_MANAGER', 'MANAGER'] as const;
export const ZInviteRole = z.enum(INVITE_ROLES);
export type TInviteRole = z.infer<typeof ZInviteRole>;

/**
 * Invite states. An active invite past its expiry reads as expired; a finished one was used to
 * create (or activate) the account; a disabled one was switched off by a manager.
 */
export const INVITE_STATUSES = ['ACTIVE', 'DISABLED', 'EXPIRED', 'FINISHED'] as const;
export const ZInviteStatus = z.enum(INVITE_STATUSES);
export type TInviteStatus = z.infer<typeof ZInviteStatus>;

/** An invite link works for 7 days after it is sent, like a login session (part 2 §9). */
export const INVITE_VALID_SECONDS = 604_800;

/** An invite as managers see it. `link` is present only in the answer that issued it. */
export const ZInviteRecord = z.object({
  id: z.number().int(),
  /** The first characters of the link's secret, to tell links apart; never the secret. */
  hash: z.string(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  cdUnidade: z.number().int(),
  descUnidade: z.string(),
  role: ZInviteRole,
  status: ZInviteStatus,
  active: z.boolean(),
  finished: z.boolean(),
  /** UTC instant after which the link no longer works. */
  expiresAt: z.string(),
  createdAt: z.string(),
  link: z.string().nullable(),
  /** False when the invite was saved but its email could not be sent (copy the link instead). */
  emailSent: z.boolean().nullable(),
  version: z.number().int(),
});
export type TInviteRecord = z.infer<typeof ZInviteRecord>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** Create an invite: who is invited, where, and as what. */
export const ZInviteInput = z
  .object({
    username: ZLogin,
    fullName: z.string().trim().min(1).max(120),
    email: z.email().max(254),
    phone: optionalText(40),
    cdUnidade: ZId,
    role: ZInviteRole,
    /** Email the link at once (default); otherwise the link is only answered, to copy. */
    send: z.boolean().default(true),
  })
  .strict();
export type TInviteInput = z.input<typeof ZInviteInput>;
export type TInviteValues = z.infer<typeof ZInviteInput>;

/** Edit an invite that is not finished: contact details only. */
export const ZInviteUpdate = z
  .object({
    version: ZId.optional(),
    fullName: z.string().trim().min(1).max(120),
    email: z.email().max(254),
    phone: optionalText(40),
  })
  .strict();

export const ZInviteListQuery = ZPageQuery.extend({
  status: ZInviteStatus.optional(),
  role: ZInviteRole.optional(),
});

/** `GET /invite/{hash}`: what the invited person sees before onboarding. */
export const ZInviteDetail = z.object({
  hash: z.string(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  cdUnidade: z.number().int(),
  descUnidade: z.string(),
  role: ZInviteRole,
  /** The company code the invite belongs to. */
  owner: z.string(),
  ownerName: z.string(),
  status: ZInviteStatus,
  active: z.boolean(),
  finished: z.boolean(),
  expiresAt: z.string(),
});
export type TInviteDetail = z.infer<typeof ZInviteDetail>;

/** The invite's secret from the link: URL-safe base64. */
export const ZInviteHash = z
  .string()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, messageRef('invalidValue'));

/** Path `{hash}` of the public invite links. */
export const ZInviteHashParams = z.object({ hash: ZInviteHash });

/** `POST /invites/{id}/link`: issue a new link; `send` also emails it. */
export const ZInviteLinkInput = z.object({ send: z.boolean().default(false) }).strict();
export type TInviteLinkInput = z.input<typeof ZInviteLinkInput>;

/** `GET /invite/{hash}` query: the company's code, when the owner header does not carry it. */
export const ZInviteOwnerQuery = z.object({ owner: z.string().trim().min(1).max(50).optional() });

/**
 * `POST /invite/{hash}/accept`: the end of onboarding. The terms are accepted, the password
 * follows the policy and matches its confirmation, and the registration details are confirmed.
 */
export const ZInviteAcceptance = z
  .object({
    owner: z.string().trim().min(1).max(50),
    acceptTerms: z.literal(true, { error: () => messageRef('termsRequired') }),
    password: ZPassword,
    confirmation: z.string(),
    name: z.string().trim().min(1).max(120),
    email: z.email().max(254),
    phone: optionalText(40),
    language: ZLocale,
  })
  .strict()
  .refine((value) => value.password === value.confirmation, {
    message: messageRef('passwordMismatch'),
    path: ['confirmation'],
  });
export type TInviteAcceptance = z.infer<typeof ZInviteAcceptance>;

/** The account made from an invite: sign in with this login and the password just set. */
export const ZInviteAccepted = z.object({ login: z.string(), owner: z.string() });
