import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatTime, type TLoad, type TLoadStatus } from '@tramline/domain';
import { useLocale } from '../../i18n';
import { useUnits } from '../../ui';
import { useBranchTimeZone } from '../session/use-branch';
import { amountText } from './load-amounts';
import { nextStatusOf } from './load-groups';

const STATUS_COLOUR: Record<TLoadStatus, string> = {
  pending: 'gray',
  mixed: 'blue',
  loaded: 'teal',
  dispatched: 'green',
};

interface LoadCardProps {
  load: TLoad;
  canOperate: boolean;
  busy: boolean;
  onMark: (load: TLoad, status: TLoadStatus) => void;
  onPrint: (load: TLoad) => void;
}

/** One load in the yard's list: what it is, where it stands, what changed, and the next mark. */
export function LoadCard({ load, canOperate, busy, onMark, onPrint }: LoadCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const units = useUnits();
  const timeZone = useBranchTimeZone();
  const next = nextStatusOf(load);
  const products = load.compartments.flatMap((compartment) => compartment.products);
  const water = load.compartments.reduce((sum, compartment) => sum + compartment.water, 0);

  return (
    <Card withBorder padding="sm" data-testid="load-card" data-load-key={load.key} data-status={load.status}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={700}>{t('loads.sequence', { sequence: load.sequence })}</Text>
            <Text fw={600}>{load.equipmentName}</Text>
            <Badge color={STATUS_COLOUR[load.status]} variant="light">
              {t(`loads.status.${load.status}`)}
            </Badge>
            {load.changedSinceMixed && (
              <Badge color="orange" leftSection={<IconAlertTriangle size={12} />}>
                {t('loads.changed')}
              </Badge>
            )}
          </Group>
          <Text size="sm">
            {t('loads.loadOf', { number: load.loadNumber, count: load.loadCount })} ·{' '}
            {load.ticket ?? load.cdOrdemServico} · {load.growerName} · {units.format('area', load.area)}
          </Text>
          <Text size="sm" c="dimmed">
            {load.neededAt
              ? t('loads.neededBy', { time: formatTime(load.neededAt, locale, timeZone) })
              : null}
            {load.neededAt ? ' · ' : null}
            {[
              ...products.map((line) => `${line.name} ${amountText(units, line.unit, line.amount)}`),
              ...(water > 0 ? [`${t('loads.water')} ${amountText(units, 'l', water)}`] : []),
            ].join(' · ')}
          </Text>
          {load.changedSinceMixed && (
            <Text size="sm" c="orange.8">
              {load.changes
                .map((change) =>
                  t('loads.changeLine', {
                    name: change.name ?? t('loads.water'),
                    before: units.number(change.before),
                    now: units.number(change.now),
                  }),
                )
                .join(' · ')}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPrinter size={14} />}
            data-testid="print-load"
            onClick={() => onPrint(load)}
          >
            {t('loads.print')}
          </Button>
          {canOperate && next && (
            <Button
              size="xs"
              loading={busy}
              data-testid="mark-load"
              data-next={next}
              onClick={() => onMark(load, next)}
            >
              {t(load.status === 'mixed' && next === 'mixed' ? 'loads.mark.remix' : `loads.mark.${next}`)}
            </Button>
          )}
          {canOperate && (load.status === 'mixed' || load.status === 'loaded') && (
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              disabled={busy}
              onClick={() => onMark(load, 'pending')}
            >
              {t('loads.mark.pending')}
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  );
}
