import { Alert, Button, Group, Stack, Table, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  formatQuantity,
  formatTime,
  LABEL_GATE_QUANTITY,
  LABEL_GATE_REASON_MAX,
  ZLabelGateViolation,
  type TLabelGateViolation,
  type TLocale,
  type TUnitSystem,
} from '@tramline/domain';
import { z } from 'zod';
import { isApiError } from '../../api';
import { useUnitSystem } from '../../ui';

const ZViolations = z.object({ violations: z.array(ZLabelGateViolation) });

/** The violations of a send the label gate refused, or null for any other failure. */
export function labelGateViolations(error: unknown): TLabelGateViolation[] | null {
  if (!isApiError(error) || error.code !== 'labelGateRefused') return null;
  const parsed = ZViolations.safeParse(error.extra);
  return parsed.success ? parsed.data.violations : null;
}

/** A rule's value or limit in the user's units (humidity in percent, rain-free as hours). */
function shown(
  violation: TLabelGateViolation,
  value: number | null,
  locale: TLocale,
  hours: string,
  system: TUnitSystem,
) {
  if (value === null) return '';
  const quantity = LABEL_GATE_QUANTITY[violation.rule];
  if (violation.rule === 'rain' && value === violation.limit) return hours;
  if (quantity) return formatQuantity(quantity, value, locale, {}, system);
  return violation.rule.startsWith('humidity') ? `${Math.round(value)}%` : String(value);
}

interface LabelGateRefusalProps {
  violations: TLabelGateViolation[];
  locale: TLocale;
  timeZone: string;
  /** Whether the user may send despite the violations (the send permission). */
  canOverride: boolean;
  reason: string;
  onReason: (reason: string) => void;
  onOverride: () => void;
  onClose: () => void;
  sending: boolean;
}

/**
 * The label gate's refusal: each broken requirement (order, product, rule, planned hour, value
 * against the limit), and for a user who may send, the reason to send it anyway.
 */
export function LabelGateRefusal(props: LabelGateRefusalProps) {
  const { t } = useTranslation();
  const { violations, locale, timeZone } = props;
  const system = useUnitSystem();
  return (
    <Stack gap="sm" data-testid="label-gate-refusal">
      <Alert color="red" title={t('schedule.send.gate.title', { count: violations.length })}>
        {t('schedule.send.gate.intro')}
      </Alert>
      <Table.ScrollContainer minWidth={640} mah={320}>
        <Table striped withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('schedule.send.gate.columns.order')}</Table.Th>
              <Table.Th>{t('schedule.send.gate.columns.product')}</Table.Th>
              <Table.Th>{t('schedule.send.gate.columns.rule')}</Table.Th>
              <Table.Th>{t('schedule.send.gate.columns.hour')}</Table.Th>
              <Table.Th>{t('schedule.send.gate.columns.value')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {violations.map((violation, index) => {
              const hours = t('schedule.send.gate.hours', { count: violation.limit ?? 0 });
              const value = shown(violation, violation.value, locale, hours, system);
              const limit =
                violation.rule === 'rain' ? hours : shown(violation, violation.limit, locale, hours, system);
              return (
                <Table.Tr key={index}>
                  <Table.Td>#{violation.vlOrdemServico ?? violation.cdOrdemServico}</Table.Td>
                  <Table.Td>{violation.productName ?? '—'}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {t(`schedule.send.gate.rules.${violation.rule}`)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {violation.message}
                    </Text>
                  </Table.Td>
                  <Table.Td>{violation.hour ? formatTime(violation.hour, locale, timeZone) : '—'}</Table.Td>
                  <Table.Td>
                    {value && limit ? t('schedule.send.gate.versus', { value, limit }) : '—'}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {props.canOverride ? (
        <Textarea
          label={t('schedule.send.gate.reason')}
          description={t('schedule.send.gate.reasonHint')}
          value={props.reason}
          maxLength={LABEL_GATE_REASON_MAX}
          rows={3}
          onChange={(event) => props.onReason(event.currentTarget.value)}
          data-testid="label-gate-reason"
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('schedule.send.gate.noPermission')}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose}>
          {t('common.cancel')}
        </Button>
        {props.canOverride && (
          <Button
            color="red"
            onClick={props.onOverride}
            loading={props.sending}
            disabled={props.reason.trim() === ''}
            data-testid="label-gate-override"
          >
            {t('schedule.send.gate.override')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
