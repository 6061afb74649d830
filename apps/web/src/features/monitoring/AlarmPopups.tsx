import { useState } from 'react';
import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ALARM_EVENT, formatTime, SPECIAL_ALARM_COLOURS, type TSpecialAlarmCode } from '@tramline/domain';
import { useLocale } from '../../i18n';
import { useLiveEvent } from '../schedule/use-live-event';
import { useBranchTimeZone } from '../session/use-branch';
import { addAlarmPopup, dismissAlarmPopup, type TAlarmLiveEvent, type TAlarmPopup } from './alarm-popups';

interface AlarmPopupsProps {
  /** The machine's name as the fleet knows it (null when the fleet does not list it). */
  machineName: (machineId: number) => string | null;
  /** Selects the machine on the map and follows it. */
  onShow: (machineId: number) => void;
  /** Listens to the live topic while true. */
  enabled?: boolean;
}

function colourOf(code: number | null): string {
  return code !== null && code in SPECIAL_ALARM_COLOURS
    ? SPECIAL_ALARM_COLOURS[code as TSpecialAlarmCode]
    : 'var(--mantine-color-red-6)';
}

/**
 * Cards over the monitoring map for alarms that open while the page is open: machine, what
 * happened and when, a button that selects and follows the machine, and a close button. Newest on
 * top, at most three.
 */
export function AlarmPopups({ machineName, onShow, enabled = true }: AlarmPopupsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const timeZone = useBranchTimeZone();
  const [popups, setPopups] = useState<TAlarmPopup[]>([]);

  useLiveEvent<TAlarmLiveEvent>(ALARM_EVENT, enabled, (event) =>
    setPopups((current) => addAlarmPopup(current, event, new Date())),
  );

  if (!popups.length) return null;
  return (
    <Stack
      gap={6}
      w={300}
      data-testid="alarm-popups"
      role="region"
      aria-label={t('monitoring.alarmPopup.region')}
    >
      {popups.map((popup) => {
        const machine =
          machineName(popup.machineId) ?? t('monitoring.alarmPopup.machine', { id: popup.machineId });
        const what =
          popup.code === null
            ? t('monitoring.alarmPopup.alarm')
            : t(`alerts.codes.${popup.code}`, { defaultValue: t('monitoring.alarmPopup.alarm') });
        return (
          <Paper
            key={popup.id}
            withBorder
            shadow="md"
            radius="md"
            p="xs"
            role="alert"
            data-testid="alarm-popup"
            data-cleared={popup.clearedAt ? 'true' : undefined}
            style={{
              borderLeft: `4px solid ${popup.clearedAt ? 'var(--mantine-color-gray-5)' : colourOf(popup.code)}`,
            }}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text size="sm" fw={700}>
                  {what}
                </Text>
                <Text size="sm">{machine}</Text>
                <Text size="xs" c="dimmed">
                  {formatTime(popup.at, locale, timeZone)}
                </Text>
                {popup.clearedAt && (
                  <Text size="xs" fw={600} data-testid="alarm-popup-cleared">
                    {t('monitoring.alarmPopup.cleared', {
                      time: formatTime(popup.clearedAt, locale, timeZone),
                    })}
                  </Text>
                )}
              </div>
              <CloseButton
                size="sm"
                aria-label={t('monitoring.alarmPopup.dismiss')}
                onClick={() => setPopups((current) => dismissAlarmPopup(current, popup.id))}
              />
            </Group>
            <Button size="compact-xs" variant="light" mt={6} onClick={() => onShow(popup.machineId)}>
              {t('monitoring.alarmPopup.show')}
            </Button>
          </Paper>
        );
      })}
    </Stack>
  );
}
