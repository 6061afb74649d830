import { z } from 'zod';
import { ZId } from './ids';
import { ZLocale } from './locale';

/** IANA time-zone names as `Area/Location` (or `UTC`), checked against the runtime's zone data. */
export function isTimeZone(name: string): boolean {
  if (!/^(UTC|[A-Z][A-Za-z_-]*(\/[A-Za-z0-9_+-]+){1,2})$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const ZUnitSystem = z.enum(['imperial', 'metric']);

/** A branch as the admin screen edits it. */
export const ZBranchRecord = z.object({
  id: z.number().int(),
  descUnidade: z.string(),
  /** The branch's short code; unique in the owner. */
  code: z.string().nullable(),
  /** IANA time zone: day boundaries, auto-send times and reports of the branch. */
  timeZone: z.string(),
  unitSystem: ZUnitSystem,
  language: ZLocale,
  /** ISO 3166-1 alpha-2 country code. */
  country: z.string().nullable(),
  /** The owner's region the branch belongs to. */
  regionId: z.number().int().nullable(),
  active: z.boolean(),
  /** Row version for optimistic concurrency: send back the version you read. */
  version: z.number().int(),
});
export type TBranchRecord = z.infer<typeof ZBranchRecord>;

/** Create or edit a branch; `version` is required when editing. */
export const ZBranchInput = z
  .object({
    version: ZId.optional(),
    descUnidade: z.string().trim().min(1).max(120),
    code: z.string().trim().min(1).max(20),
    timeZone: z.string().trim().min(1).max(64).refine(isTimeZone, { message: 'invalidTimeZone' }),
    unitSystem: ZUnitSystem,
    language: ZLocale,
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, { message: 'invalidCountry' })
      .transform((value) => value.toUpperCase()),
    regionId: ZId.nullable().default(null),
    active: z.boolean().default(true),
  })
  .strict();
export type TBranchInput = z.infer<typeof ZBranchInput>;

/** The owner (client company) as its top manager edits it. */
export const ZOwnerRecord = z.object({
  code: z.string(),
  name: z.string(),
  /** Web address of the support chat the top bar opens; null: the support panel offers email. */
  chatUrl: z.string().nullable(),
  supportEmail: z.string().nullable(),
  version: z.number().int(),
});
export type TOwnerRecord = z.infer<typeof ZOwnerRecord>;

const ZOptionalUrl = z
  .union([
    z.literal('').transform(() => null),
    z.url({ protocol: /^https?$/, message: 'invalidUrl' }).max(500),
  ])
  .nullish()
  .transform((value) => value ?? null);

export const ZOwnerInput = z
  .object({
    version: ZId,
    name: z.string().trim().min(1).max(120),
    chatUrl: ZOptionalUrl,
    supportEmail: z
      .email()
      .max(254)
      .nullish()
      .or(z.literal('').transform(() => null))
      .transform((value) => value ?? null),
  })
  .strict();
export type TOwnerInput = z.infer<typeof ZOwnerInput>;

/** A user's permitted branches, regions and locations, as the admin screen lists them. */
export const ZUserPermittedScope = z.object({
  id: z.number().int(),
  login: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
  branches: z.array(z.object({ id: z.number().int(), name: z.string() })),
  regions: z.array(z.object({ id: z.number().int(), name: z.string() })),
  locations: z.array(z.object({ id: z.number().int(), name: z.string(), branchId: z.number().int() })),
});
export type TUserPermittedScope = z.infer<typeof ZUserPermittedScope>;
