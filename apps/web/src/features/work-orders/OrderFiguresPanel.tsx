import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UnitValue, useUnits } from '../../ui';
import type { TOrderFigures } from './work-order-form-values';
import type { TGroupFacts } from './use-work-order-form-data';

function Figure({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <Stack gap={0} miw={110}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

/** The order's area, volume, mass and batches as typed, with the tank they are counted against. */
export function OrderFiguresPanel({
  figures,
  groupFacts,
  groupName,
}: {
  figures: TOrderFigures;
  groupFacts: TGroupFacts | null;
  groupName: string;
}) {
  const { t } = useTranslation();
  const units = useUnits();
  const tankQuantity = groupFacts?.mixtureType === 'DRY' ? 'mass' : 'volume';
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-green-0)" data-testid="order-figures">
      <Group gap="xl" wrap="wrap">
        <Figure label={t('workOrders.form.figures.area')} testId="order-area">
          <UnitValue quantity="area" value={figures.areaHectares} maximumFractionDigits={2} />
        </Figure>
        <Figure label={t('workOrders.form.figures.volume')} testId="order-volume">
          <UnitValue quantity="volume" value={figures.volumeLitres} maximumFractionDigits={1} />
        </Figure>
        <Figure label={t('workOrders.form.figures.mass')} testId="order-mass">
          <UnitValue quantity="mass" value={figures.massKilograms} maximumFractionDigits={1} />
        </Figure>
        <Figure label={t('workOrders.form.figures.batches')} testId="order-batches">
          {figures.batches ?? '—'}
        </Figure>
        <Text size="xs" c="dimmed" maw={360}>
          {groupFacts?.tankCapacity
            ? t('workOrders.form.figures.tank', {
                group: groupName,
                capacity: units.format(tankQuantity, groupFacts.tankCapacity, {
                  maximumFractionDigits: 0,
                }),
              })
            : t('workOrders.form.figures.noTank')}
        </Text>
      </Group>
    </Paper>
  );
}
