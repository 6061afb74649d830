import { useState } from 'react';
import { Badge, Button, Code, Drawer, Group, SegmentedControl, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBan, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TVoucherRecord, TVoucherStatus } from '@tramline/domain';
import { errorText } from '../../api';
import { useLocale } from '../../i18n';
import { confirmAction, DataTable, PageHeader, type DataTableColumn } from '../../ui';
import { toPageQuery } from '../users/page-query';
import { branchToday, formatCalendarDate } from '../employees/licence-standing';
import { useBranchTimeZone } from '../session/use-branch';
import { cancelVoucher, deleteVoucher, voucherKeys, vouchersListQuery } from './vouchers.queries';
import { VoucherForm } from './VoucherForm';

type TStatusFilter = TVoucherStatus | 'ALL';

/** Vouchers of the branch: on-board computer access for a user and an employee. */
export function VouchersList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const today = branchToday(useBranchTimeZone());
  const [status, setStatus] = useState<TStatusFilter>('ACTIVE');
  const [open, setOpen] = useState<TVoucherRecord | null | undefined>(undefined);
  const refresh = () => queryClient.invalidateQueries({ queryKey: voucherKeys.all });

  async function act(voucher: TVoucherRecord, action: 'cancel' | 'delete') {
    const confirmed = await confirmAction({
      title:
        action === 'cancel'
          ? t('people.vouchers.cancelTitle', { code: voucher.code })
          : t('people.common.deleteTitle', { name: voucher.code }),
      message: action === 'cancel' ? t('people.vouchers.cancelBody') : t('people.common.deleteBody'),
      confirmLabel: action === 'cancel' ? t('people.vouchers.cancel') : t('people.common.delete'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      if (action === 'cancel') await cancelVoucher(voucher.id);
      else await deleteVoucher(voucher.id);
      notifications.show({
        color: 'green',
        message:
          action === 'cancel'
            ? t('people.vouchers.cancelled', { code: voucher.code })
            : t('people.common.deleted', { name: voucher.code }),
      });
      setOpen(undefined);
      await refresh();
    } catch (error) {
      notifications.show({
        color: 'red',
        title: action === 'cancel' ? t('people.vouchers.cancelError') : t('people.common.deleteError'),
        message: errorText(error, t('errors.request')),
      });
    }
  }

  const columns: DataTableColumn<TVoucherRecord>[] = [
    {
      key: 'code',
      header: t('people.vouchers.fields.code'),
      sortable: true,
      render: (row) => <Code fw={600}>{row.code}</Code>,
    },
    {
      key: 'username',
      header: t('people.vouchers.fields.username'),
      sortable: true,
      render: (row) => row.username,
    },
    {
      key: 'employeeCode',
      header: t('people.vouchers.fields.employeeCode'),
      sortable: true,
      render: (row) => row.employeeCode,
    },
    {
      key: 'obcType',
      header: t('people.vouchers.fields.obcType'),
      sortable: true,
      render: (row) => t(`people.vouchers.obcTypes.${row.obcType}`),
    },
    {
      key: 'permission',
      header: t('people.vouchers.fields.permission'),
      sortable: true,
      render: (row) => t(`people.vouchers.permissions.${row.permission}`),
    },
    {
      key: 'expirationDate',
      header: t('people.vouchers.fields.expirationDate'),
      sortable: true,
      render: (row) => (
        <Text size="sm" c={row.status === 'ACTIVE' && row.expirationDate < today ? 'red' : undefined}>
          {formatCalendarDate(row.expirationDate, locale)}
        </Text>
      ),
    },
    {
      key: 'status',
      header: t('people.common.status'),
      sortable: true,
      render: (row) => (
        <Badge
          color={row.status === 'ACTIVE' ? (row.expirationDate < today ? 'orange' : 'teal') : 'gray'}
          variant="light"
        >
          {row.status === 'ACTIVE' && row.expirationDate < today
            ? t('people.vouchers.expired')
            : t(`people.vouchers.statuses.${row.status}`)}
        </Badge>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('screens.vouchers')}
        subtitle={t('people.vouchers.subtitle')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen(null)}>
            {t('people.vouchers.newButton')}
          </Button>
        }
      />
      <DataTable
        id="admin.vouchers"
        columns={columns}
        rowKey={(row) => row.id}
        onRowClick={(row) => setOpen(row)}
        initialSort={{ field: 'expirationDate', direction: 'asc' }}
        query={(request) =>
          toPageQuery(vouchersListQuery({ ...request, status: status === 'ALL' ? undefined : status }))
        }
        toolbar={
          <SegmentedControl
            aria-label={t('people.common.status')}
            value={status}
            onChange={(value) => setStatus(value as TStatusFilter)}
            data={[
              { value: 'ACTIVE', label: t('people.vouchers.statuses.ACTIVE') },
              { value: 'CANCELLED', label: t('people.vouchers.statuses.CANCELLED') },
              { value: 'ALL', label: t('people.common.all') },
            ]}
          />
        }
      />
      <Drawer
        opened={open !== undefined}
        onClose={() => setOpen(undefined)}
        position="right"
        size="lg"
        title={t('screens.vouchers')}
        padding="md"
      >
        {open !== undefined &&
          (open?.status === 'CANCELLED' ? (
            <Text c="dimmed">{t('people.vouchers.cancelledInfo', { code: open.code })}</Text>
          ) : (
            <VoucherForm
              key={open?.id ?? 'new'}
              voucher={open}
              onSaved={() => setOpen(undefined)}
              onCancel={() => setOpen(undefined)}
            />
          ))}
        {open && (
          <Group mt="md">
            {open.status === 'ACTIVE' && (
              <Button
                variant="light"
                color="orange"
                leftSection={<IconBan size={16} />}
                onClick={() => void act(open, 'cancel')}
              >
                {t('people.vouchers.cancel')}
              </Button>
            )}
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => void act(open, 'delete')}
            >
              {t('people.vouchers.deleteButton')}
            </Button>
          </Group>
        )}
      </Drawer>
    </>
  );
}
