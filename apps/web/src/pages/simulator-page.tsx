import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../ui';
import { NoPermission } from '../features/users/NoPermission';
import { useCan } from '../features/users/use-can';
import { SimulatorForm } from '../features/simulator/SimulatorForm';
import { SimulatorRuns } from '../features/simulator/SimulatorRuns';

/** /solinftec/simulator: replay machines' sent days; for those who send days to machines. */
export default function SimulatorPage() {
  const { t } = useTranslation();
  if (!useCan('planning.send')) return <NoPermission screen={t('screens.simulator')} />;
  return (
    <>
      <PageHeader title={t('screens.simulator')} subtitle={t('simulator.subtitle')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SimulatorForm />
        <SimulatorRuns />
      </SimpleGrid>
    </>
  );
}
