import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Active or inactive as a small badge. */
export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={active ? 'green' : 'gray'}>
      {active ? t('fleet.common.active') : t('fleet.common.inactive')}
    </Badge>
  );
}
