import { useTranslation } from 'react-i18next';
import type { TScreenKey } from '../app/routes';
import { NotAvailable } from '../ui';

/** A route of the spec whose screen is not built yet. */
export function ScreenNotAvailablePage({ screen }: { screen: TScreenKey }) {
  const { t } = useTranslation();
  return (
    <NotAvailable
      screen={t(`screens.${screen}`)}
      backTo="/monitoring"
      backLabel={t('notAvailable.toMonitoring')}
    />
  );
}
