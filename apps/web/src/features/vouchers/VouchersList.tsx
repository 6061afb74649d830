import { useState } from 'react';
import { Badge, Button, Code, Drawer, Group, SegmentedControl, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBan, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, type TVoucherRecord, type TVoucherStatus } from '@tramline/domain';
import { errorText } from '../../api';
import { useLocale } from '../../i18n';
import { PEOPLE_DELETE_TEXTS, useRecordActions } from '../../records/record-actions';
import { confirmAction, DataTable, PageHeader, type DataTableColumn } from '../../ui';
import { toPageQuery } from '../users/page-query';
import { branchToday } from '../employees/licence-standing';
import { useBranchTimeZone } from '../session/use-branch';
import { cancelVoucher, deleteVoucher, voucherKeys, vouchersListQuery } from './vouchers.queries';
import { VoucherForm } from './VoucherForm';

type TStatusFilter = TVoucherStatus | 'ALL';

/** Vouchers of the branch: on-board computer access for a user and an employee. */
export function VouchersList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const today = branchToday(useBranchTimeZone());
  const [status, setStatus] = useState<TStatusFilter>('ACTIVE');
  const [open, setOpen] = useState<TVoucherRecord | null | undefined>(undefined);
  const actions = useRecordActions({ invalidate: [voucherKeys.all], deleteTexts: PEOPLE_DELETE_TEXTS });
  const remove = (voucher: TVoucherRecord) =>
    actions.remove(voucher.code, async () => {
      await deleteVoucher(voucher.id);
      setOpen(undefined);
    });

  /** Cancelling keeps the voucher (listed as cancelled); it has its own texts. */
  async function cancel(voucher: TVoucherRecord) {
    const confirmed = await confirmAction({
      title: t('people.vouchers.cancelTitle', { code: voucher.code }),
      message: t('people.vouchers.cancelBody'),
      confirmLabel: t('people.vouchers.cancel'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await cancelVoucher(voucher.id);
      notifications.show({ color: 'green', message: t('people.vouchers.cancelled', { code: voucher.code }) });
      setOpen(undefined);
      await actions.refresh();
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('people.vouchers.cancelError'),
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
                onClick={() => void cancel(open)}
              >
                {t('people.vouchers.cancel')}
              </Button>
            )}
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => void remove(open)}
            >
              {t('people.vouchers.deleteButton')}
            </Button>
          </Group>
        )}
      </Drawer>
    </>
  );
}
