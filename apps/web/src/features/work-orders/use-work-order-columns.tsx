import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  formatCalendarDate,
  formatDate,
  type TWorkOrderListRow,
  type TWorkOrderSummary,
} from '@tramline/domain';
import { useLocale } from '../../i18n';
import { UnitValue, useUnits, type DataTableColumn } from '../../ui';
import { useBranchTimeZone } from '../session/use-branch';
import { toneOf } from './work-order-rows';
import { DayStateBadge, WRAPPING } from './day-state';
import { typedRateText } from './work-order-display';
import { ticketOf } from '@tramline/domain';
import { WorkOrderRowMenu, type TWorkOrderRowActions } from './WorkOrderRowMenu';

/**
 * The work-order list's columns: ticket, what and where, timing, area, day state, planned day,
 * machine, rate, flags, created, actions.
 */
export function useWorkOrderColumns(menu: TWorkOrderRowActions): DataTableColumn<TWorkOrderListRow>[] {
  const { t } = useTranslation();
  const locale = useLocale();
  const units = useUnits();
  const timeZone = useBranchTimeZone();
  /** The first product's rate in the unit it was typed in, with "+N" for the order's other products. */
  const rateOf = (row: TWorkOrderListRow) => {
    if (!row.firstRate) return '—';
    const { rate, rateUnit } = row.firstRate;
    const more =
      row.productCount > 1 ? ` ${t('workOrders.moreProducts', { count: row.productCount - 1 })}` : '';
    return (
      <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
        {typedRateText(rate, rateUnit, locale, units.system) ??
          `${units.number(rate, { maximumFractionDigits: 2 })} ${rateUnit}/${units.unit('area')}`}
        {more}
      </Text>
    );
  };
  /** The alert count, then each product the applicator is not licensed for and on which day. */
  const alertText = (row: TWorkOrderSummary) =>
    [
      t('workOrders.alerts', { count: row.qtdAlertas }),
      ...row.licenceAlerts.map((alert) =>
        t('workOrders.licenceAlert', {
          product: alert.descProduct,
          date: formatCalendarDate(alert.date, locale),
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
    {
      key: 'fields',
      header: t('workOrders.columns.fields'),
      hiddenByDefault: true,
      render: (row) => row.fieldNames.join(', '),
    },
    {
      key: 'products',
      header: t('workOrders.columns.products'),
      render: (row) => row.productNames.join(' + '),
    },
    {
      key: 'timing',
      header: t('workOrders.columns.timing'),
      sortable: true,
      hiddenByDefault: true,
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
      width: 130,
      render: (row) => <DayStateBadge state={row.dayState} />,
    },
    {
      key: 'plannedDate',
      header: t('workOrders.columns.plannedDate'),
      render: (row) => (row.plannedDate ? formatCalendarDate(row.plannedDate, locale) : '—'),
    },
    {
      key: 'machine',
      header: t('workOrders.columns.machine'),
      render: (row) => row.machineName ?? '—',
    },
    { key: 'rate', header: t('workOrders.columns.rate'), align: 'right', render: rateOf },
    {
      key: 'flags',
      header: t('workOrders.columns.flags'),
      render: (row) => (
        <Group gap={4}>
          {row.inconsistencies.map((cause) => (
            <Badge key={cause} size="xs" color="red" variant="light" styles={WRAPPING}>
              {t(`workOrders.causes.${cause}`)}
            </Badge>
          ))}
          {row.qtdAlertas > 0 && (
            <Tooltip label={alertText(row)} multiline maw={360}>
              <Badge
                size="sm"
                color="yellow"
                variant="light"
                leftSection={<IconAlertTriangle size={12} aria-hidden />}
                aria-label={alertText(row)}
              >
                {row.qtdAlertas}
              </Badge>
            </Tooltip>
          )}
          {!row.selectable && row.inconsistencies.length === 0 && row.dayState === 'READY' && (
            <Tooltip label={t('workOrders.notSelectable')} multiline maw={320}>
              <Badge size="xs" variant="outline" styles={WRAPPING}>
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
      hiddenByDefault: true,
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
