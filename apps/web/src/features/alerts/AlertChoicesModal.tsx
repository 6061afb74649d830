import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_TYPES,
  SPECIAL_ALARM_CODES,
  type TAlertPreferences,
  type TNotificationType,
  type TSpecialAlarmCode,
} from '@tramline/domain';
import { errorText } from '../../api';
import { shareChannelsQuery } from '../share/share.queries';
import { alertChoicesQuery, saveAlertChoices } from './alerts.queries';

interface AlertChoicesModalProps {
  opened: boolean;
  onClose: () => void;
}

const NONE: TAlertPreferences = { emailAlarmCodes: [], smsAlarmCodes: [], emailNotificationTypes: [] };

function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...new Set([...list, value])] : list.filter((item) => item !== value);
}

/** The signed-in user's choice of which alarms and notifications reach them by email or SMS. */
export function AlertChoicesModal({ opened, onClose }: AlertChoicesModalProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const stored = useQuery({ ...alertChoicesQuery(), enabled: opened });
  const channels = useQuery({ ...shareChannelsQuery(), enabled: opened });
  // What the user ticked since opening; the stored choices until they tick something.
  const [edited, setEdited] = useState<TAlertPreferences | null>(null);
  const choices = edited ?? stored.data ?? NONE;
  const setChoices = setEdited;
  const [busy, setBusy] = useState(false);
  const smsReady = channels.data?.sms ?? false;

  function close() {
    setEdited(null);
    onClose();
  }

  async function save() {
    setBusy(true);
    try {
      const saved = await saveAlertChoices(choices);
      client.setQueryData(alertChoicesQuery().queryKey, saved);
      toasts.show({ color: 'green', message: t('alerts.choices.saved') });
      close();
    } catch (error) {
      toasts.show({ color: 'red', message: errorText(error, t('alerts.choices.saveError')) });
    } finally {
      setBusy(false);
    }
  }

  const alarmRow = (code: TSpecialAlarmCode) => {
    const label = t(`alerts.codes.${code}`);
    return (
      <Table.Tr key={`alarm-${code}`}>
        <Table.Td>{label}</Table.Td>
        <Table.Td>
          <Checkbox
            aria-label={t('alerts.choices.emailOf', { what: label })}
            checked={choices.emailAlarmCodes.includes(code)}
            onChange={(event) =>
              setChoices({
                ...choices,
                emailAlarmCodes: toggle(choices.emailAlarmCodes, code, event.currentTarget.checked),
              })
            }
          />
        </Table.Td>
        <Table.Td>
          <Checkbox
            aria-label={t('alerts.choices.smsOf', { what: label })}
            disabled={!smsReady}
            checked={choices.smsAlarmCodes.includes(code)}
            onChange={(event) =>
              setChoices({
                ...choices,
                smsAlarmCodes: toggle(choices.smsAlarmCodes, code, event.currentTarget.checked),
              })
            }
          />
        </Table.Td>
      </Table.Tr>
    );
  };

  const notificationRow = (type: TNotificationType) => {
    const label = t(`alerts.notifications.types.${type}`);
    return (
      <Table.Tr key={`notification-${type}`}>
        <Table.Td>{label}</Table.Td>
        <Table.Td>
          <Checkbox
            aria-label={t('alerts.choices.emailOf', { what: label })}
            checked={choices.emailNotificationTypes.includes(type)}
            onChange={(event) =>
              setChoices({
                ...choices,
                emailNotificationTypes: toggle(
                  choices.emailNotificationTypes,
                  type,
                  event.currentTarget.checked,
                ),
              })
            }
          />
        </Table.Td>
        <Table.Td />
      </Table.Tr>
    );
  };

  const header = (title: string) => (
    <Table.Tr>
      <Table.Th>{title}</Table.Th>
      <Table.Th w={80}>{t('alerts.choices.email')}</Table.Th>
      <Table.Th w={80}>{t('alerts.choices.sms')}</Table.Th>
    </Table.Tr>
  );

  let body;
  if (stored.isPending) body = <Loader size="sm" aria-label={t('common.loading')} />;
  else if (stored.isError) body = <Alert color="red">{t('alerts.choices.loadError')}</Alert>;
  else
    body = (
      <Table data-testid="alert-choices">
        <Table.Thead>{header(t('alerts.choices.alarms'))}</Table.Thead>
        <Table.Tbody>{SPECIAL_ALARM_CODES.map(alarmRow)}</Table.Tbody>
        <Table.Thead>{header(t('alerts.choices.notifications'))}</Table.Thead>
        <Table.Tbody>{NOTIFICATION_TYPES.map(notificationRow)}</Table.Tbody>
      </Table>
    );

  return (
    <Modal opened={opened} onClose={close} title={t('alerts.choices.title')} size="lg" centered>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('alerts.choices.intro')}
        </Text>
        {channels.isSuccess && !smsReady && (
          <Text size="xs" c="dimmed" data-testid="sms-off">
            {t('alerts.choices.smsOff')}
          </Text>
        )}
        {body}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button loading={busy} disabled={!stored.isSuccess} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
