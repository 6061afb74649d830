import { useState } from 'react';
import { ActionIcon, Badge, Button, Menu, SegmentedControl, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconDots,
  IconLink,
  IconMailForward,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type TInviteRecord, type TInviteStatus } from '@tramline/domain';
import { errorText } from '../../api';
import { useLocale } from '../../i18n';
import { useRecordActions, type TDeleteTexts } from '../../records/record-actions';
import { confirmAction, DataTable, PageHeader, type DataTableColumn } from '../../ui';
import { toPageQuery } from '../users/page-query';
import { useBranchTimeZone } from '../session/use-branch';
import {
  deleteInvite,
  inviteKeys,
  invitesListQuery,
  reissueInviteLink,
  setInviteActive,
} from './invites.queries';
import { InviteForm } from './InviteForm';
import { InviteLinkModal } from './InviteLinkModal';

const STATUS_COLOURS: Record<TInviteStatus, string> = {
  ACTIVE: 'teal',
  DISABLED: 'gray',
  EXPIRED: 'orange',
  FINISHED: 'blue',
};
type TStatusFilter = TInviteStatus | 'ALL';

const DELETE_TEXTS: TDeleteTexts = {
  title: 'people.invites.confirm.deleteTitle',
  body: 'people.invites.confirm.deleteBody',
  confirm: 'people.invites.actions.delete',
  deleted: 'people.invites.done.delete',
  error: 'people.invites.errors.delete',
};

/** Invites of the branch: top managers and managers asked to join, with their state. */
export function InvitesList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const timeZone = useBranchTimeZone();
  const [status, setStatus] = useState<TStatusFilter>('ALL');
  const [creating, setCreating] = useState(false);
  const [issued, setIssued] = useState<TInviteRecord | null>(null);
  const { remove, refresh } = useRecordActions({ invalidate: [inviteKeys.all], deleteTexts: DELETE_TEXTS });

  async function run(invite: TInviteRecord, action: 'link' | 'send' | 'disable' | 'enable') {
    if (action === 'link' || action === 'send') {
      const confirmed = await confirmAction({
        title: t(`people.invites.confirm.${action}Title`, { name: invite.fullName }),
        message: t(`people.invites.confirm.${action}Body`),
        confirmLabel: t(`people.invites.actions.${action}`),
      });
      if (!confirmed) return;
    }
    try {
      if (action === 'disable' || action === 'enable') {
        await setInviteActive(invite.id, action === 'enable');
        notifications.show({
          color: 'green',
          message: t(`people.invites.done.${action}`, { name: invite.fullName }),
        });
      } else setIssued(await reissueInviteLink(invite.id, action === 'send'));
      await refresh();
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t(`people.invites.errors.${action}`),
        message: errorText(error, t('errors.request')),
      });
    }
  }

  const columns: DataTableColumn<TInviteRecord>[] = [
    {
      key: 'fullName',
      header: t('people.invites.fields.fullName'),
      sortable: true,
      render: (row) => (
        <Text fw={600} size="sm">
          {row.fullName}
        </Text>
      ),
    },
    {
      key: 'username',
      header: t('people.invites.fields.username'),
      sortable: true,
      render: (row) => row.username,
    },
    { key: 'email', header: t('people.invites.fields.email'), sortable: true, render: (row) => row.email },
    {
      key: 'role',
      header: t('people.invites.fields.role'),
      sortable: true,
      render: (row) => t(`roles.${row.role}`),
    },
    { key: 'branch', header: t('people.invites.fields.branch'), render: (row) => row.descUnidade },
    {
      key: 'status',
      header: t('people.common.status'),
      sortable: true,
      render: (row) => (
        <Badge color={STATUS_COLOURS[row.status]} variant="light" data-testid="invite-status">
          {t(`people.invites.statuses.${row.status}`)}
        </Badge>
      ),
    },
    {
      key: 'expiresAt',
      header: t('people.invites.fields.expiresAt'),
      sortable: true,
      render: (row) => formatDateTime(row.expiresAt, locale, timeZone),
    },
    {
      key: 'hash',
      header: t('people.invites.fields.hash'),
      hiddenByDefault: true,
      render: (row) => `${row.hash}…`,
    },
    {
      key: 'actions',
      header: t('people.common.actions'),
      align: 'right',
      width: 80,
      render: (row) =>
        row.finished ? null : (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                aria-label={t('people.common.actionsFor', { name: row.fullName })}
                onClick={(event) => event.stopPropagation()}
              >
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
              <Menu.Item leftSection={<IconLink size={14} />} onClick={() => void run(row, 'link')}>
                {t('people.invites.actions.link')}
              </Menu.Item>
              <Menu.Item leftSection={<IconMailForward size={14} />} onClick={() => void run(row, 'send')}>
                {t('people.invites.actions.send')}
              </Menu.Item>
              {row.status === 'DISABLED' ? (
                <Menu.Item leftSection={<IconPlayerPlay size={14} />} onClick={() => void run(row, 'enable')}>
                  {t('people.invites.actions.enable')}
                </Menu.Item>
              ) : (
                <Menu.Item
                  leftSection={<IconPlayerPause size={14} />}
                  onClick={() => void run(row, 'disable')}
                >
                  {t('people.invites.actions.disable')}
                </Menu.Item>
              )}
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => void remove(row.fullName, () => deleteInvite(row.id))}
              >
                {t('people.invites.actions.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('screens.topManagerInvites')}
        subtitle={t('people.invites.subtitle')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {t('people.invites.newButton')}
          </Button>
        }
      />
      <DataTable
        id="admin.invites"
        columns={columns}
        rowKey={(row) => row.id}
        initialSort={{ field: 'createdAt', direction: 'desc' }}
        query={(request) =>
          toPageQuery(invitesListQuery({ ...request, status: status === 'ALL' ? undefined : status }))
        }
        toolbar={
          <SegmentedControl
            aria-label={t('people.common.status')}
            value={status}
            onChange={(value) => setStatus(value as TStatusFilter)}
            data={[
              { value: 'ALL', label: t('people.common.all') },
              ...(['ACTIVE', 'EXPIRED', 'DISABLED', 'FINISHED'] as const).map((value) => ({
                value,
                label: t(`people.invites.statuses.${value}`),
              })),
            ]}
          />
        }
      />
      <InviteForm
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(invite) => {
          setCreating(false);
          setIssued(invite);
          void refresh();
        }}
      />
      <InviteLinkModal invite={issued} onClose={() => setIssued(null)} />
    </>
  );
}
