import { z } from 'zod';
import { ZId } from '../ids';
import { ZPageQuery } from '../paging';
import { ZCalendarDate } from './licence';
import { ZLogin } from './user';

/** On-board computer kinds a voucher unlocks: a hardware terminal or the virtual (app) one. */
export const OBC_TYPES = ['HARDWARE', 'VIRTUAL'] as const;
export const ZObcType = z.enum(OBC_TYPES);
export type TObcType = z.infer<typeof ZObcType>;

/** What a voucher unlocks on the terminal (part 2 §6). */
export const VOUCHER_PERMISSIONS = [
  'APPS',
  'COCKPIT',
  'FARMER',
  'SALES_AGRONOMIST',
  'TENDER_TRUCK',
  'ALL',
] as const;
export const ZVoucherPermission = z.enum(VOUCHER_PERMISSIONS);
export type TVoucherPermission = z.infer<typeof ZVoucherPermission>;

export const VOUCHER_STATUSES = ['ACTIVE', 'CANCELLED'] as const;
export const ZVoucherStatus = z.enum(VOUCHER_STATUSES);
export type TVoucherStatus = z.infer<typeof ZVoucherStatus>;

/** A voucher as it travels on the wire. */
export const ZVoucherRecord = z.object({
  id: z.number().int(),
  /** The code typed on the terminal. */
  code: z.string(),
  username: z.string(),
  employeeCode: z.string(),
  cdUnidade: z.number().int(),
  obcType: ZObcType,
  permission: ZVoucherPermission,
  /** Last calendar day the voucher works. */
  expirationDate: z.string(),
  status: ZVoucherStatus,
  version: z.number().int(),
});
export type TVoucherRecord = z.infer<typeof ZVoucherRecord>;

/** Create or edit a voucher: the username must be a user's login, the employee code an employee's. */
export const ZVoucherInput = z
  .object({
    id: ZId.optional(),
    version: ZId.optional(),
    username: ZLogin,
    employeeCode: z.string().trim().min(1).max(40),
    obcType: ZObcType,
    permission: ZVoucherPermission,
    expirationDate: ZCalendarDate,
  })
  .strict();
export type TVoucherInput = z.input<typeof ZVoucherInput>;
export type TVoucherValues = z.infer<typeof ZVoucherInput>;

export const ZVoucherListQuery = ZPageQuery.extend({ status: ZVoucherStatus.optional() });
