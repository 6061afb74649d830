import { z } from 'zod';
import { ZId } from '../ids';
import { ZPageQuery } from '../paging';
import { ZLicenceInput, ZLicenceRecord } from './licence';

/** Languages an employee's in-cab terminal speaks (part 2 §3): English, Portuguese, Russian, Spanish, Ukrainian. */
export const EMPLOYEE_LANGUAGES = ['en', 'pt', 'ru', 'es', 'uk'] as const;
export const ZEmployeeLanguage = z.enum(EMPLOYEE_LANGUAGES);
export type TEmployeeLanguage = z.infer<typeof ZEmployeeLanguage>;

/** Employee titles (part 2 §6). A tender truck is driven by a driver; a sprayer by an operator. */
export const EMPLOYEE_ROLES = ['DRIVER', 'DRIVER_OPERATOR', 'OPERATOR', 'ROBOT_MANAGER'] as const;
export const ZEmployeeRole = z.enum(EMPLOYEE_ROLES);
export type TEmployeeRole = z.infer<typeof ZEmployeeRole>;

export const EMPLOYEE_STATUSES = ['ACTIVE', 'INACTIVE', 'AWAY', 'VACATION'] as const;
export const ZEmployeeStatus = z.enum(EMPLOYEE_STATUSES);
export type TEmployeeStatus = z.infer<typeof ZEmployeeStatus>;

/** An employee as it travels on the wire, with the licences that are not deleted. */
export const ZEmployeeRecord = z.object({
  id: z.number().int(),
  code: z.string(),
  credential: z.string(),
  name: z.string(),
  /** The branch (unit) the employee works for. */
  cdUnidade: z.number().int(),
  description: z.string().nullable(),
  language: ZEmployeeLanguage,
  role: ZEmployeeRole,
  status: ZEmployeeStatus,
  licences: z.array(ZLicenceRecord),
  version: z.number().int(),
});
export type TEmployeeRecord = z.infer<typeof ZEmployeeRecord>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * Create or edit an employee. Code and credential are unique in the company; a new employee may
 * bring its licences; later licence changes go through the licence calls.
 */
export const ZEmployeeInput = z
  .object({
    id: ZId.optional(),
    version: ZId.optional(),
    code: z.string().trim().min(1).max(40),
    credential: z.string().trim().min(1).max(40),
    name: z.string().trim().min(1).max(120),
    /** The branch; defaults to the active one and must be one the caller may work in. */
    cdUnidade: ZId.optional(),
    description: optionalText(500),
    language: ZEmployeeLanguage.default('en'),
    role: ZEmployeeRole,
    status: ZEmployeeStatus.default('ACTIVE'),
    licences: z.array(ZLicenceInput).max(20).default([]),
  })
  .strict();
export type TEmployeeInput = z.input<typeof ZEmployeeInput>;
export type TEmployeeValues = z.infer<typeof ZEmployeeInput>;

/** `GET /funcionario`: the list conventions plus role and status filters. */
export const ZEmployeeListQuery = ZPageQuery.extend({
  role: ZEmployeeRole.optional(),
  status: ZEmployeeStatus.optional(),
});
export type TEmployeeListQuery = z.infer<typeof ZEmployeeListQuery>;

/** `POST /funcionario/by_filter`. */
export const ZEmployeeFilter = z
  .object({
    page: z.number().int().min(0).default(0),
    size: z.number().int().min(1).max(500).default(20),
    sort: z.string().optional(),
    search: z.string().trim().min(2).max(200).optional(),
    role: ZEmployeeRole.optional(),
    status: ZEmployeeStatus.optional(),
  })
  .strict();
