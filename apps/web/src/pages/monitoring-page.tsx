import { useTranslation } from 'react-i18next';
import { NotAvailable } from '../ui';

/** Live monitoring: the map arrives with the monitoring screen. */
export default function MonitoringPage() {
  const { t } = useTranslation();
  return <NotAvailable screen={t('screens.monitoring')} description={t('notAvailable.monitoringBody')} />;
}
