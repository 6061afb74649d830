import { z } from 'zod';
import { ZId, ZIdText } from '../ids';
import { messageRef } from '../validation';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** A phone kept as `+` and digits, so `(515) 555-0142` and `515.555.0142` are the same phone. */
export function normalizePhone(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

/** A stored phone as people read it: `+1 (515) 555-0142`, `+55 66 99921-0000`; others as stored. */
export function formatPhone(phone: string): string {
  const northAmerica = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  if (northAmerica) return `+1 (${northAmerica[1]}) ${northAmerica[2]}-${northAmerica[3]}`;
  const brazil = /^\+55(\d{2})(\d{4,5})(\d{4})$/.exec(phone);
  if (brazil) return `+55 ${brazil[1]} ${brazil[2]}-${brazil[3]}`;
  return phone;
}

/** 7 to 15 digits (E.164), written with spaces, dots, dashes or brackets as people do. */
export const ZPhone = z
  .string()
  .trim()
  .max(30)
  .refine(
    (phone) => /^\+?[\d\s().-]+$/.test(phone) && /^\+?\d{7,15}$/.test(normalizePhone(phone)),
    messageRef('phoneFormat'),
  )
  .transform(normalizePhone);

/** A grower as it travels on the wire. */
export const ZGrowerRecord = z.object({
  id: z.number().int(),
  cdUnidade: z.number().int(),
  code: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  /** Phones as `+` and digits. */
  phones: z.array(z.string()),
  notes: z.string().nullable(),
  /** SMS notifications: when a machine is on its way, when the job is complete. */
  smsEnRoute: z.boolean(),
  smsJobComplete: z.boolean(),
  active: z.boolean(),
  farmCount: z.number().int(),
  fieldCount: z.number().int(),
  version: z.number().int(),
});
export type TGrowerRecord = z.infer<typeof ZGrowerRecord>;

/** Create or edit a grower; `id` and `version` are present when editing. */
export const ZGrowerInput = z
  .object({
    id: ZId.optional(),
    version: ZId.optional(),
    code: z.string().trim().min(1).max(40),
    firstName: z.string().trim().min(1).max(80),
    lastName: optionalText(80),
    phones: z
      .array(ZPhone)
      .max(10)
      .default([])
      .superRefine((phones, context) => {
        phones.forEach((phone, index) => {
          if (phones.indexOf(phone) !== index)
            context.addIssue({ code: 'custom', path: [index], message: messageRef('phoneDuplicate') });
        });
      }),
    notes: optionalText(2000),
    smsEnRoute: z.boolean().default(false),
    smsJobComplete: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .strict();
export type TGrowerInput = z.infer<typeof ZGrowerInput>;
export type TGrowerFormValues = z.input<typeof ZGrowerInput>;

export const ZGrowerListQuery = z.object({
  active: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});

/** `POST /produtor/by_filter` body. */
export const ZGrowerFilter = z
  .object({
    page: z.number().int().min(0).default(0),
    size: z.number().int().min(1).max(500).default(20),
    sort: z.string().optional(),
    search: z.string().trim().min(2).max(200).optional(),
    active: z.boolean().optional(),
  })
  .strict();
export type TGrowerFilter = z.infer<typeof ZGrowerFilter>;

/** `GET /fazendas` query: the farms of one grower, else of the branch. */
export const ZFarmListQuery = z.object({ growerId: ZIdText.optional() });

/** `GET /zonas` query: the zones of one farm, else of the branch. */
export const ZZoneListQuery = z.object({ farmId: ZIdText.optional() });

/** `GET /produtor/getGrowersByPhones?phones=…`. */
export const ZGrowersByPhonesQuery = z.object({
  phones: z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(',')).map(normalizePhone).filter(Boolean),
    ),
});

export const ZFarmRecord = z.object({
  id: z.number().int(),
  growerId: z.number().int(),
  growerName: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  fieldCount: z.number().int(),
  /** Sum of the fields' areas, hectares. */
  areaHectares: z.number(),
  version: z.number().int(),
});
export type TFarmRecord = z.infer<typeof ZFarmRecord>;

export const ZFarmInput = z
  .object({
    id: ZId.optional(),
    version: ZId.optional(),
    growerId: ZId,
    name: z.string().trim().min(1).max(120),
    code: optionalText(40),
  })
  .strict();
export type TFarmInput = z.infer<typeof ZFarmInput>;

export const ZZoneRecord = z.object({
  id: z.number().int(),
  farmId: z.number().int(),
  name: z.string(),
  version: z.number().int(),
});
export type TZoneRecord = z.infer<typeof ZZoneRecord>;

export const ZZoneInput = z
  .object({
    id: ZId.optional(),
    version: ZId.optional(),
    farmId: ZId,
    name: z.string().trim().min(1).max(120),
  })
  .strict();
export type TZoneInput = z.infer<typeof ZZoneInput>;
