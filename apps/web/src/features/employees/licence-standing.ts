import {
  calendarDateIn,
  daysBetween,
  formatDate,
  licenceStandingOn,
  type TLicenceLike,
  type TLocale,
} from '@tramline/domain';

/** A calendar date (`YYYY-MM-DD`) written the locale's way. */
export function formatCalendarDate(date: string, locale: TLocale): string {
  return formatDate(`${date}T12:00:00Z`, locale, 'UTC');
}

/** Today in the branch's time zone. */
export function branchToday(timeZone: string): string {
  return calendarDateIn(new Date(), timeZone);
}

/** What a licence badge says and its colour, on a day. */
export function licenceBadgeOf(licence: TLicenceLike, today: string) {
  const standing = licenceStandingOn(licence, today);
  const colour = {
    valid: 'teal',
    expiringSoon: 'yellow',
    expired: 'red',
    notYetEffective: 'blue',
    inactive: 'gray',
  }[standing];
  return { standing, colour, days: daysBetween(today, licence.expirationDate) };
}
