import { z } from 'zod';
import { ZId, ZIdText } from '../ids';
import { messageRef } from '../validation';

/** Applicator licence kinds: a general (certified) applicator licence, and the dicamba one. */
export const LICENCE_TYPES = ['APPLICATOR', 'DICAMBA'] as const;
export const ZLicenceType = z.enum(LICENCE_TYPES);
export type TLicenceType = z.infer<typeof ZLicenceType>;

/** States of a licence record. A deleted licence stays stored but is no longer listed or used. */
export const LICENCE_STATUSES = ['ACTIVE', 'DEACTIVATED', 'DELETED'] as const;
export const ZLicenceStatus = z.enum(LICENCE_STATUSES);
export type TLicenceStatus = z.infer<typeof ZLicenceStatus>;

/** State changes a user may make; reactivation and deletion are confirmed on screen. */
export const LICENCE_TRANSITIONS: Readonly<Record<TLicenceStatus, readonly TLicenceStatus[]>> = {
  ACTIVE: ['DEACTIVATED', 'DELETED'],
  DEACTIVATED: ['ACTIVE', 'DELETED'],
  DELETED: [],
};

/** Days before expiry from which a licence is shown as expiring soon. */
export const LICENCE_EXPIRY_WARNING_DAYS = 30;

/** A calendar date `YYYY-MM-DD` (no time, no zone): licence and voucher dates. */
export type TCalendarDate = string;

/** True for a real calendar date written `YYYY-MM-DD` (2026-02-30 is not one). */
export function isCalendarDate(value: unknown): value is TCalendarDate {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A required calendar date with the generic 'required' and 'invalid date' messages. */
export const ZCalendarDate = z
  .string({ error: (issue) => (issue.input == null ? messageRef('required') : messageRef('invalidDate')) })
  .superRefine((value, context) => {
    if (value === '') context.addIssue({ code: 'custom', message: messageRef('required') });
    else if (!isCalendarDate(value)) context.addIssue({ code: 'custom', message: messageRef('invalidDate') });
  });

/** The calendar date of an instant in a time zone (the branch's), `YYYY-MM-DD`. */
export function calendarDateIn(instant: Date, timeZone: string): TCalendarDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: TCalendarDate, to: TCalendarDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A licence as it travels on the wire. Dates are calendar dates in the branch's time zone. */
export const ZLicenceRecord = z.object({
  id: z.number().int(),
  type: ZLicenceType,
  number: z.string(),
  effectiveDate: z.string(),
  expirationDate: z.string(),
  status: ZLicenceStatus,
  version: z.number().int(),
});
export type TLicenceRecord = z.infer<typeof ZLicenceRecord>;

/** Create or edit a licence: it needs an effective date, a valid one, on or before its expiry. */
export const ZLicenceInput = z
  .object({
    id: ZId.optional(),
    version: ZId.optional(),
    type: ZLicenceType,
    number: z.string().trim().min(1).max(40),
    effectiveDate: z
      .string({
        error: (issue) =>
          issue.input == null
            ? messageRef('licenceEffectiveDateRequired')
            : messageRef('licenceInvalidEffectiveDate'),
      })
      .superRefine((value, context) => {
        if (value === '')
          context.addIssue({ code: 'custom', message: messageRef('licenceEffectiveDateRequired') });
        else if (!isCalendarDate(value))
          context.addIssue({ code: 'custom', message: messageRef('licenceInvalidEffectiveDate') });
      }),
    expirationDate: ZCalendarDate,
  })
  .strict()
  .superRefine((licence, context) => {
    if (
      isCalendarDate(licence.effectiveDate) &&
      isCalendarDate(licence.expirationDate) &&
      licence.expirationDate < licence.effectiveDate
    ) {
      context.addIssue({
        code: 'custom',
        path: ['expirationDate'],
        message: messageRef('licenceExpirationBeforeEffective'),
      });
    }
  });
export type TLicenceInput = z.infer<typeof ZLicenceInput>;

/** `PUT .../licencas/{id}/status`: deactivate, reactivate or delete. */
export const ZLicenceStatusChange = z.object({ status: ZLicenceStatus }).strict();

/** Path of `/funcionario/{id}/licencas/{licenceId}`: an employee and one of their licences. */
export const ZLicenceParams = z.object({
  /** The employee's id. */
  id: ZIdText,
  licenceId: ZIdText,
});

/** What a licence is on a day: in force, expired, not yet effective, or switched off. */
export type TLicenceStanding = 'valid' | 'expiringSoon' | 'expired' | 'notYetEffective' | 'inactive';

export interface TLicenceLike {
  type: TLicenceType;
  effectiveDate: TCalendarDate;
  expirationDate: TCalendarDate;
  status: TLicenceStatus;
}

/**
 * A licence's standing on a calendar date. It is in force from its effective date through its
 * expiration date, both included, while it is active.
 */
export function licenceStandingOn(licence: TLicenceLike, date: TCalendarDate): TLicenceStanding {
  if (licence.status !== 'ACTIVE') return 'inactive';
  if (date < licence.effectiveDate) return 'notYetEffective';
  if (date > licence.expirationDate) return 'expired';
  return daysBetween(date, licence.expirationDate) < LICENCE_EXPIRY_WARNING_DAYS ? 'expiringSoon' : 'valid';
}

export function isLicenceInForce(licence: TLicenceLike, date: TCalendarDate): boolean {
  const standing = licenceStandingOn(licence, date);
  return standing === 'valid' || standing === 'expiringSoon';
}

/**
 * What a product asks of whoever applies it: an explicit list, or flags. A restricted-use
 * product needs an applicator licence; a dicamba product needs an applicator and a dicamba licence.
 */
export interface TLicensedProduct {
  requiredLicences?: readonly TLicenceType[] | null;
  restrictedUse?: boolean | null;
  dicamba?: boolean | null;
}

export function requiredLicencesFor(product: TLicensedProduct): TLicenceType[] {
  if (product.requiredLicences) return [...new Set(product.requiredLicences)];
  const required: TLicenceType[] = [];
  if (product.restrictedUse || product.dicamba) required.push('APPLICATOR');
  if (product.dicamba) required.push('DICAMBA');
  return required;
}

function toCalendarDate(date: TCalendarDate | Date): TCalendarDate {
  return typeof date === 'string' ? date : date.toISOString().slice(0, 10);
}

/** Licence kinds the product needs that the employee holds no licence in force for on the date. */
export function missingLicencesFor(
  employee: { licences: readonly TLicenceLike[] },
  product: TLicensedProduct,
  date: TCalendarDate | Date,
): TLicenceType[] {
  const day = toCalendarDate(date);
  return requiredLicencesFor(product).filter(
    (type) => !employee.licences.some((licence) => licence.type === type && isLicenceInForce(licence, day)),
  );
}

/**
 * Is the employee licensed to apply the product on the date? `date` is a calendar date
 * (`YYYY-MM-DD`, the branch's day); a `Date` is read as its UTC day.
 */
export function isLicensedFor(
  employee: { licences: readonly TLicenceLike[] },
  product: TLicensedProduct,
  date: TCalendarDate | Date,
): boolean {
  return missingLicencesFor(employee, product, date).length === 0;
}
