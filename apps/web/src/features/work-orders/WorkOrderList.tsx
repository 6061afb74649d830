import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Menu,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconDots,
  IconHistory,
  IconPlayerStop,
  IconPlus,
  IconPrinter,
  IconRestore,
  IconRotate,
  IconTrash,
  IconCheck,
  IconReport,
  IconPencil,
  IconAlertTriangle,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  formatDate,
  rowTone,
  WORK_ORDER_CATEGORIES,
  type TWorkOrderCategory,
  type TWorkOrderSummary,
} from '@tramline/domain';
import { errorText } from '../../api';
import { useLocale } from '../../i18n';
import {
  confirmAction,
  DataTable,
  DateRangePicker,
  PageHeader,
  UnitValue,
  type DataTableColumn,
  type TDateRange,
} from '../../ui';
import { asPageQuery } from '../equipment/fleet-session';
import { useBranchTimeZone } from '../session/use-branch';
import {
  cancelWorkOrder,
  closeWorkOrder,
  deleteWorkOrder,
  resetWorkOrder,
  restoreWorkOrder,
  workOrderKeys,
  workOrderListQuery,
  workOrderUsage,
  type TWorkOrderFilter,
} from './work-orders.queries';

const CATEGORIES = Object.keys(WORK_ORDER_CATEGORIES) as TWorkOrderCategory[];
const TONE_COLOURS = {
  danger: 'var(--mantine-color-red-6)',
  warning: 'var(--mantine-color-yellow-6)',
} as const;

/** Local `YYYY-MM-DDTHH:mm` for a datetime-local input. */
function localInputValue(date: Date) {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/**
 * The finish time to send: the minute typed, or this very instant when the field still shows the
 * current minute (an order created a few seconds ago may be closed at once).
 */
function finishInstant(value: string, now = new Date()) {
  return value === localInputValue(now) ? now.toISOString() : new Date(value).toISOString();
}

/** /records/orders: the ranked, server-paged list of the branch's work orders with their status actions. */
export function WorkOrderList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const timeZone = useBranchTimeZone();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [category, setCategory] = useState<TWorkOrderCategory>('active');
  const [range, setRange] = useState<TDateRange>([null, null]);
  const [closing, setClosing] = useState<TWorkOrderSummary | null>(null);
  const [finish, setFinish] = useState(() => localInputValue(new Date()));
  const [clean, setClean] = useState(false);
  const filter: TWorkOrderFilter = {
    category,
    dateInit: range[0] ?? undefined,
    dateEnd: range[1] ?? undefined,
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: workOrderKeys.all });
  const ticketOf = (row: TWorkOrderSummary) => row.vlOrdemServico ?? String(row.cdOrdemServico);

  async function run(action: () => Promise<unknown>, row: TWorkOrderSummary) {
    try {
      await action();
      notifications.show({ color: 'green', message: t('workOrders.saved', { ticket: ticketOf(row) }) });
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(error, t('errors.request')) });
    } finally {
      await refresh();
    }
  }

  async function remove(row: TWorkOrderSummary) {
    const usage = await workOrderUsage(row.cdOrdemServico).catch(() => ({ inUse: false, uses: 0 }));
    const confirmed = await confirmAction(
      usage.inUse
        ? {
            title: t('workOrders.inUseTitle'),
            message: t('workOrders.inUseBody'),
            confirmLabel: t('workOrders.actions.delete'),
            danger: true,
          }
        : {
            title: t('workOrders.deleteTitle', { ticket: ticketOf(row) }),
            message: t('workOrders.deleteBody'),
            confirmLabel: t('workOrders.actions.delete'),
            danger: true,
          },
    );
    if (confirmed) await run(() => deleteWorkOrder(row.cdOrdemServico, usage.inUse), row);
  }

  const can = (row: TWorkOrderSummary, statuses: readonly number[]) => statuses.includes(row.status);

  const columns: DataTableColumn<TWorkOrderSummary>[] = [
    {
      key: 'vlOrdemServico',
      header: t('workOrders.columns.ticket'),
      sortable: true,
      render: (row) => {
        const tone = rowTone({ inconsistent: row.inconsistencies.length > 0, alertCount: row.qtdAlertas });
        return (
          <Group gap={6} wrap="nowrap" data-tone={tone ?? 'none'}>
            <span
              style={{
                width: 4,
                alignSelf: 'stretch',
                minHeight: 18,
                borderRadius: 2,
                background: tone ? TONE_COLOURS[tone] : 'transparent',
              }}
            />
            <Text fw={600} size="sm">
              #{ticketOf(row)}
            </Text>
          </Group>
        );
      },
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
        <Badge
          variant="light"
          color={
            row.status === 4 ? 'green' : row.status === 2 ? 'blue' : row.status === 1 ? 'gray' : 'orange'
          }
        >
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
            <Tooltip label={t('workOrders.alerts', { count: row.qtdAlertas })}>
              <Badge
                size="sm"
                color="yellow"
                variant="light"
                leftSection={<IconAlertTriangle size={12} />}
                aria-label={t('workOrders.alerts', { count: row.qtdAlertas })}
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
      render: (row) => (
        <div onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                aria-label={t('workOrders.actions.menu', { ticket: ticketOf(row) })}
              >
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {row.status !== 6 && (
                <Menu.Item
                  leftSection={<IconPencil size={16} />}
                  onClick={() => navigate(`/records/orders/${row.cdOrdemServico}/edit`)}
                >
                  {t('workOrders.actions.edit')}
                </Menu.Item>
              )}
              {can(row, [1, 2, 5]) && (
                <Menu.Item
                  leftSection={<IconCheck size={16} />}
                  onClick={() => {
                    setFinish(localInputValue(new Date()));
                    setClosing(row);
                  }}
                >
                  {t('workOrders.actions.close')}
                </Menu.Item>
              )}
              {can(row, [4]) && (
                <Menu.Item
                  leftSection={<IconReport size={16} />}
                  onClick={() => navigate(`/records/orders/${row.cdOrdemServico}/report`)}
                >
                  {t('workOrders.actions.report')}
                </Menu.Item>
              )}
              {can(row, [2, 3, 4, 5, 7]) && (
                <Menu.Item
                  leftSection={<IconRotate size={16} />}
                  onClick={() => void run(() => resetWorkOrder(row.cdOrdemServico), row)}
                >
                  {t('workOrders.actions.reset')}
                </Menu.Item>
              )}
              {can(row, [1, 2, 5]) && (
                <Menu.Item
                  leftSection={<IconPlayerStop size={16} />}
                  onClick={() => void run(() => cancelWorkOrder(row.cdOrdemServico), row)}
                >
                  {t('workOrders.actions.cancel')}
                </Menu.Item>
              )}
              <Menu.Item
                leftSection={<IconHistory size={16} />}
                onClick={() => navigate(`/records/orders/${row.cdOrdemServico}/history`)}
              >
                {t('workOrders.actions.history')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconPrinter size={16} />}
                onClick={() => navigate(`/records/orders/${row.cdOrdemServico}/print`)}
              >
                {t('workOrders.actions.print')}
              </Menu.Item>
              {row.status === 6 ? (
                <Menu.Item
                  leftSection={<IconRestore size={16} />}
                  onClick={() => void run(() => restoreWorkOrder(row.cdOrdemServico), row)}
                >
                  {t('workOrders.actions.restore')}
                </Menu.Item>
              ) : (
                <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => void remove(row)}>
                  {t('workOrders.actions.delete')}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('screens.orderRecords')}
        subtitle={t('workOrders.subtitle')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => navigate('/records/orders/new')}>
            {t('workOrders.newButton')}
          </Button>
        }
      />
      <DataTable
        id="records.work-orders"
        columns={columns}
        rowKey={(row) => row.cdOrdemServico}
        onRowClick={(row) => navigate(`/records/orders/${row.cdOrdemServico}/history`)}
        initialSort={{ field: 'rank', direction: 'asc' }}
        query={(request) => asPageQuery(workOrderListQuery(request, filter))}
        toolbar={
          <>
            <SegmentedControl
              value={category}
              onChange={(value) => setCategory(value as TWorkOrderCategory)}
              data={CATEGORIES.map((value) => ({ value, label: t(`workOrders.categories.${value}`) }))}
            />
            <DateRangePicker value={range} onChange={setRange} label={t('workOrders.created')} w={260} />
          </>
        }
      />
      <Modal
        opened={closing !== null}
        onClose={() => setClosing(null)}
        title={closing ? t('workOrders.close.title', { ticket: ticketOf(closing) }) : ''}
      >
        <Stack>
          <TextInput
            type="datetime-local"
            label={t('workOrders.close.finish')}
            value={finish}
            onChange={(event) => setFinish(event.currentTarget.value)}
          />
          <Checkbox
            label={t('workOrders.close.cleanEquipment')}
            checked={clean}
            onChange={(event) => setClean(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setClosing(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              onClick={() => {
                const row = closing!;
                setClosing(null);
                void run(
                  () =>
                    closeWorkOrder(row.cdOrdemServico, {
                      termino: finishInstant(finish),
                      cleanEquipment: clean,
                      appliedVolume: null,
                      appliedArea: null,
                    }),
                  row,
                );
              }}
            >
              {t('common.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
