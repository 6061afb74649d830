import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, type TLicenceRecord } from '@tramline/domain';
import { useLocale } from '../../i18n';
import { licenceBadgeOf } from './licence-standing';

/** A licence's kind and standing: valid, expiring in N days, expired on a date, deactivated. */
export function LicenceBadge({ licence, today }: { licence: TLicenceRecord; today: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { standing, colour, days } = licenceBadgeOf(licence, today);
  const type = t(`people.licences.types.${licence.type}`);
  const expiry = formatCalendarDate(licence.expirationDate, locale);
  const effective = formatCalendarDate(licence.effectiveDate, locale);
  const text = {
    valid: t('people.licences.standing.valid', { type, date: expiry }),
    expiringSoon: t('people.licences.standing.expiringSoon', { type, count: days }),
    expired: t('people.licences.standing.expired', { type, date: expiry }),
    notYetEffective: t('people.licences.standing.notYetEffective', { type, date: effective }),
    inactive: t('people.licences.standing.inactive', { type }),
  }[standing];
  return (
    <Tooltip label={`${t('people.licences.number')}: ${licence.number}`}>
      <Badge
        color={colour}
        variant={standing === 'valid' ? 'light' : 'filled'}
        radius="sm"
        data-standing={standing}
      >
        {text}
      </Badge>
    </Tooltip>
  );
}
