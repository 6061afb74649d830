import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EXECUTION_EVENT_TYPES, type TExecutionEventType } from '@tramline/domain';
import { useUnits } from '../../ui';
import type { TRefusedEvent } from './outbox';

/**
 * The events the server refused for good: what each was, the server's message (in the language the
 * app spoke when it sent it) and when, each dismissed on its own once the operator has read it.
 */
export function RefusedReports({
  refused,
  orderLabel,
  onDismiss,
}: {
  refused: readonly TRefusedEvent[];
  /** How the operator knows an order: its ticket, else its number. */
  orderLabel: (workOrderId: number) => string;
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation();
  const units = useUnits();
  if (!refused.length) return null;
  const time = (iso: string) =>
    new Date(iso).toLocaleTimeString(units.locale, { hour: '2-digit', minute: '2-digit' });
  const typeOf = (item: TRefusedEvent): TExecutionEventType =>
    EXECUTION_EVENT_TYPES.includes(item.body.type as TExecutionEventType)
      ? (item.body.type as TExecutionEventType)
      : 'start';

  return (
    <Alert color="red" variant="filled" role="alert" data-testid="operator-refused">
      <Stack gap="sm">
        <Text fw={700} size="xl">
          {t('operator.refused.title', { count: refused.length })}
        </Text>
        <Text>{t('operator.refused.help')}</Text>
        {refused.map((item) => (
          <Stack key={item.id} gap={4} data-testid={`operator-refused-${item.id}`}>
            <Text fw={600} size="lg">
              {t(`operator.refused.event.${typeOf(item)}`, { order: orderLabel(item.body.workOrderId) })}
            </Text>
            <Text>{item.refusal.message || item.refusal.code}</Text>
            <Group justify="space-between" align="center" wrap="nowrap">
              <Text size="sm">{t('operator.refused.at', { time: time(item.refusal.refusedAt) })}</Text>
              <Button color="red" variant="white" size="md" onClick={() => onDismiss(item.id)}>
                {t('operator.refused.dismiss')}
              </Button>
            </Group>
          </Stack>
        ))}
      </Stack>
    </Alert>
  );
}
