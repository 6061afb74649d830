import { useState } from 'react';
import { Anchor, Badge, Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconBellRinging, IconMail, IconMailOpened } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  formatDateTime,
  NOTIFICATION_TYPES,
  type TNotification,
  type TNotificationType,
} from '@tramline/domain';
import { errorText } from '../../api';
import { useLocale } from '../../i18n';
import { DataTable, PageHeader, type DataTableColumn } from '../../ui';
import { useBranchTimeZone } from '../session/use-branch';
import { toPageQuery } from '../users/page-query';
import { AlertChoicesModal } from './AlertChoicesModal';
import { alertKeys, markNotifications, notificationsListQuery } from './alerts.queries';

type TShow = 'all' | 'unread' | 'read';

/** /notifications: the branch's notifications, read and unread for the signed-in user. */
export function NotificationsList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const timeZone = useBranchTimeZone();
  const client = useQueryClient();
  const [show, setShow] = useState<TShow>('all');
  const [type, setType] = useState<TNotificationType | null>(null);
  const [selected, setSelected] = useState<Set<string | number>>(new Set());
  const [choosing, setChoosing] = useState(false);

  async function mark(ids: number[], read: boolean) {
    try {
      await markNotifications(ids, read);
      setSelected(new Set());
      await client.invalidateQueries({ queryKey: alertKeys.all });
    } catch (error) {
      toasts.show({ color: 'red', message: errorText(error, t('alerts.notifications.loadError')) });
    }
  }

  const typeLabel = (value: TNotificationType) => t(`alerts.notifications.types.${value}`);
  const columns: DataTableColumn<TNotification>[] = [
    {
      key: 'message',
      header: t('alerts.notifications.message'),
      render: (row) => (
        <Stack gap={2}>
          <Text size="sm" fw={row.read ? 400 : 600}>
            {row.message}
          </Text>
          {row.link && (
            <Anchor component={Link} to={row.link} size="sm" onClick={(event) => event.stopPropagation()}>
              {t('alerts.notifications.openDay')}
            </Anchor>
          )}
        </Stack>
      ),
    },
    {
      key: 'type',
      header: t('alerts.notifications.type'),
      render: (row) => (
        <Badge variant="light" color={row.type === 'optimisationFailed' ? 'red' : 'tramline'}>
          {typeLabel(row.type)}
        </Badge>
      ),
    },
    {
      key: 'createdAt',
      header: t('alerts.notifications.when'),
      render: (row) => formatDateTime(row.createdAt, locale, timeZone),
    },
    {
      key: 'read',
      header: '',
      align: 'right',
      render: (row) => (
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={row.read ? <IconMail size={14} /> : <IconMailOpened size={14} />}
          onClick={(event) => {
            event.stopPropagation();
            void mark([row.id], !row.read);
          }}
        >
          {row.read ? t('alerts.notifications.markUnread') : t('alerts.notifications.markRead')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('screens.notifications')}
        subtitle={t('alerts.notifications.subtitle')}
        actions={
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconBellRinging size={16} />}
              onClick={() => setChoosing(true)}
            >
              {t('alerts.choices.open')}
            </Button>
            <Button
              leftSection={<IconMailOpened size={16} />}
              disabled={selected.size === 0}
              onClick={() => void mark([...selected].map(Number), true)}
            >
              {t('alerts.notifications.markSelectedRead')}
            </Button>
          </Group>
        }
      />
      <AlertChoicesModal opened={choosing} onClose={() => setChoosing(false)} />
      <DataTable
        id="alerts.notifications"
        columns={columns}
        rowKey={(row) => row.id}
        searchable={false}
        emptyText={t('alerts.notifications.none')}
        query={(request) =>
          toPageQuery(
            notificationsListQuery(request, {
              read: show === 'all' ? undefined : show === 'read',
              type: type ?? undefined,
            }),
          )
        }
        selection={{
          selected,
          onChange: (next) => setSelected(next),
          rowLabel: (row) => t('alerts.notifications.selectOne', { id: row.id }),
          allLabel: t('alerts.notifications.selectAll'),
        }}
        toolbar={
          <Group gap="sm" align="flex-end">
            <SegmentedControl
              aria-label={t('alerts.notifications.show')}
              value={show}
              onChange={(value) => setShow(value as TShow)}
              data={[
                { value: 'all', label: t('alerts.notifications.all') },
                { value: 'unread', label: t('alerts.notifications.unread') },
                { value: 'read', label: t('alerts.notifications.read') },
              ]}
            />
            <Select
              aria-label={t('alerts.notifications.type')}
              placeholder={t('alerts.notifications.type')}
              clearable
              w={220}
              value={type}
              onChange={(value) => setType(value as TNotificationType | null)}
              data={NOTIFICATION_TYPES.map((value) => ({ value, label: typeLabel(value) }))}
            />
          </Group>
        }
      />
    </>
  );
}
