import { z } from 'zod';
import { ZId } from '../ids';
import { ZPageQuery } from '../paging';

/** A location (office) as it travels on the wire. */
export const ZLocationRecord = z.object({
  cdLocalizacaoId: z.number().int(),
  dsLocalizacaoEscritorio: z.string(),
  cdUnidade: z.number().int(),
  address: z.string().nullable(),
  contactFirstName: z.string().nullable(),
  contactLastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  erpCode: z.string().nullable(),
  active: z.boolean(),
  /** Row version for optimistic concurrency: send back the version you read. */
  version: z.number().int(),
});
export type TLocationRecord = z.infer<typeof ZLocationRecord>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** Create or edit a location; `cdLocalizacaoId` and `version` are present when editing. */
export const ZLocationInput = z
  .object({
    cdLocalizacaoId: ZId.optional(),
    version: ZId.optional(),
    dsLocalizacaoEscritorio: z.string().trim().min(1).max(120),
    address: optionalText(250),
    contactFirstName: optionalText(80),
    contactLastName: optionalText(80),
    email: z
      .email()
      .max(254)
      .nullish()
      .or(z.literal('').transform(() => null))
      .transform((value) => value ?? null),
    phone: optionalText(40),
    erpCode: optionalText(40),
    active: z.boolean().default(true),
  })
  .strict();
export type TLocationInput = z.infer<typeof ZLocationInput>;

export const ZLocationListQuery = ZPageQuery;

/** `POST /by_filter` body: the list query plus filters. */
export const ZLocationFilter = z
  .object({
    page: z.number().int().min(0).default(0),
    size: z.number().int().min(1).max(500).default(20),
    sort: z.string().optional(),
    search: z.string().trim().min(2).max(200).optional(),
    active: z.boolean().optional(),
    erpCode: z.string().trim().max(40).optional(),
  })
  .strict();
