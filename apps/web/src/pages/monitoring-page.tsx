import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@tramline/domain';
import { FieldsBackdrop } from '../features/monitoring/FieldsBackdrop';
import { useBranchTimeZone } from '../features/session/use-branch';
import { useLocale } from '../i18n';
import { NotAvailable, PageHeader } from '../ui';

/** Live monitoring: the map arrives with the monitoring screen. */
export default function MonitoringPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const timeZone = useBranchTimeZone();
  return (
    <>
      <PageHeader title={t('screens.monitoring')} subtitle={formatLongDate(new Date(), locale, timeZone)} />
      <FieldsBackdrop>
        <NotAvailable screen={t('screens.monitoring')} description={t('notAvailable.monitoringBody')} />
      </FieldsBackdrop>
    </>
  );
}
