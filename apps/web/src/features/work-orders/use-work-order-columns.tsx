import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  WORK_ORDER_STATUS,
  type TWorkOrderStatus,
  type TWorkOrderSummary,
} from '@tramline/domain';
import { useLocale } from '../../i18n';
import { UnitValue, type DataTableColumn } from '../../ui';
import { useBranchTimeZone } from '../session/use-branch';
import { toneOf } from './work-order-rows';
import { ticketOf } from '@tramline/domain';
import { WorkOrderRowMenu, type TWorkOrderRowActions } from './WorkOrderRowMenu';

/** Status badge colours; any other status reads orange. */
const STATUS_COLOURS: Partial<Record<TWorkOrderStatus, string>> = {
  [WORK_ORDER_STATUS.COMPLETED]: 'green',
  [WORK_ORDER_STATUS.IN_PROGRESS]: 'blue',
  [WORK_ORDER_STATUS.READY]: 'gray',
};

/** The work-order list's columns: ticket, what and where, timing, area, status, flags, created, actions. */
export function useWorkOrderColumns(menu: TWorkOrderRowActions): DataTableColumn<TWorkOrderSummary>[] {
  const { t } = useTranslation();
  const locale = useLocale();
  const timeZone = useBranchTimeZone();
  /** The alert count, then each product the applicator is not licensed for and on which day. */
  const alertText = (row: TWorkOrderSummary) =>
    [
      t('workOrders.alerts', { count: row.qtdAlertas }),
      ...row.licenceAlerts.map((alert) =>
        t('workOrders.licenceAlert', {
          product: alert.descProduct,
          date: formatDate(`${alert.date}T12:00:00Z`, locale, 'UTC'),
          types: alert.missing.map((type) => t(`people.licences.types.${type}`)).join(', '),
        }),
      ),
    ].join('. ');

  return [
    {
      key: 'vlOrdemServico',
      header: t('workOrders.columns.ticket'),
      sortable: true,
      render: (row) => (
        <Text fw={600} size="sm" data-tone={toneOf(row) ?? 'none'}>
          #{ticketOf(row)}
        </Text>
      ),
    },
    {
      key: 'description',
      header: t('workOrders.columns.description'),
      sortable: true,
      render: (row) => row.description,
    },
    {
      key: 'grower',
      header: t('workOrders.columns.grower'),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.growerName}</Text>
          <Text size="xs" c="dimmed">
            {row.farmName}
          </Text>
        </Stack>
      ),
    },
    { key: 'fields', header: t('workOrders.columns.fields'), render: (row) => row.fieldNames.join(', ') },
    {
      key: 'products',
      header: t('workOrders.columns.products'),
      render: (row) => row.productNames.join(' + '),
    },
    {
      key: 'timing',
      header: t('workOrders.columns.timing'),
      sortable: true,
      render: (row) => t(`workOrders.timings.${row.timing}`),
    },
    {
      key: 'selectedArea',
      header: t('workOrders.columns.area'),
      sortable: true,
      align: 'right',
      render: (row) => <UnitValue quantity="area" value={row.selectedArea} maximumFractionDigits={1} />,
    },
    {
      key: 'status',
      header: t('workOrders.columns.status'),
      sortable: true,
      width: 140,
      render: (row) => (
        <Badge variant="light" color={STATUS_COLOURS[row.status] ?? 'orange'}>
          {t(`workOrders.statuses.s${row.status}`)}
        </Badge>
      ),
    },
    {
      key: 'flags',
      header: t('workOrders.columns.flags'),
      render: (row) => (
        <Group gap={4}>
          {row.inconsistencies.map((cause) => (
            <Badge key={cause} size="xs" color="red" variant="light">
              {t(`workOrders.causes.${cause}`)}
            </Badge>
          ))}
          {row.qtdAlertas > 0 && (
            <Tooltip label={alertText(row)} multiline maw={360}>
              <Badge
                size="sm"
                color="yellow"
                variant="light"
                leftSection={<IconAlertTriangle size={12} />}
                aria-label={alertText(row)}
              >
                {row.qtdAlertas}
              </Badge>
            </Tooltip>
          )}
          {!row.selectable && row.inconsistencies.length === 0 && (
            <Tooltip label={t('workOrders.notSelectable')}>
              <Badge size="xs" variant="outline">
                {row.rankName}
              </Badge>
            </Tooltip>
          )}
        </Group>
      ),
    },
    {
      key: 'createdAt',
      header: t('workOrders.columns.created'),
      sortable: true,
      render: (row) => formatDate(row.createdAt, locale, timeZone),
    },
    {
      key: 'actions',
      header: t('workOrders.columns.actions'),
      align: 'right',
      width: 70,
      render: (row) => <WorkOrderRowMenu row={row} {...menu} />,
    },
  ];
}
