import { calendarDateIn, daysBetween, licenceStandingOn, type TLicenceLike } from '@tramline/domain';

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
