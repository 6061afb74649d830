import { useState, type CSSProperties } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Menu,
  Modal,
  MultiSelect,
  NumberInput,
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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  formatDate,
  isSelectable,
  rowTone,
  type TRankingName,
  WORK_ORDER_CATEGORIES,
  type TWorkOrderCategory,
  type TWorkOrderSummary,
} from '@tramline/domain';
import { errorText, useSession } from '../../api';
import { useLocale } from '../../i18n';
import {
  confirmAction,
  DataTable,
  DateRangePicker,
  PageHeader,
  UnitValue,
  useUnits,
  type DataTableColumn,
  type TDateRange,
} from '../../ui';
import { asPageQuery } from '../../records/record-screens';
import { activeLocationsQuery } from '../session/session.queries';
import { useBranchTimeZone } from '../session/use-branch';
import {
  cancelWorkOrder,
  closeWorkOrder,
  deleteWorkOrder,
  resetWorkOrder,
  restoreWorkOrder,
  workOrderKeys,
  workOrderListQuery,
  workOrderQuery,
  workOrderUsage,
  type TWorkOrderFilter,
} from './work-orders.queries';

const CATEGORIES = Object.keys(WORK_ORDER_CATEGORIES) as TWorkOrderCategory[];
const TONE_COLOURS = {
  danger: 'var(--mantine-color-red-6)',
  warning: 'var(--mantine-color-yellow-6)',
} as const;
const TONE_BACKGROUNDS = {
  danger: 'var(--mantine-color-red-light)',
  warning: 'var(--mantine-color-yellow-light)',
} as const;
/** Statuses an order can be canceled (voided) from. */
const CANCELABLE = [1, 2, 5];

const toneOf = (row: TWorkOrderSummary) =>
  rowTone({ inconsistent: row.inconsistencies.length > 0, alertCount: row.qtdAlertas });

/** The row of an order with alerts reads as a warning, one with an inconsistency as danger. */
export function workOrderRowStyle(row: TWorkOrderSummary): CSSProperties | undefined {
  const tone = toneOf(row);
  return tone
    ? { background: TONE_BACKGROUNDS[tone], boxShadow: `inset 4px 0 0 ${TONE_COLOURS[tone]}` }
    : undefined;
}

/** Rows that may be picked: the domain's rule on the rank name (neither scheduled nor inconsistent). */
export const workOrderSelectable = (row: TWorkOrderSummary) =>
  row.selectable && isSelectable(row.rankName as TRankingName);

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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [category, setCategory] = useState<TWorkOrderCategory>('active');
  const [range, setRange] = useState<TDateRange>([null, null]);
  const [closing, setClosing] = useState<TWorkOrderSummary | null>(null);
  const [finish, setFinish] = useState(() => localInputValue(new Date()));
  const [clean, setClean] = useState(false);
  const [appliedArea, setAppliedArea] = useState<number | string>('');
  const [appliedVolume, setAppliedVolume] = useState<number | string>('');
  const [selected, setSelected] = useState<Map<number, TWorkOrderSummary>>(new Map());
  const [pickedLocations, setPickedLocations] = useState<string[] | null>(null);
  const units = useUnits();
  const session = useSession();
  const locationsQuery = useQuery({
    ...activeLocationsQuery(session?.user.id ?? 0, session?.user.unit ?? 0),
    enabled: Boolean(session),
  });
  const permitted = locationsQuery.data?.locations ?? [];
  // The active locations until the user picks others.
  const locations = pickedLocations ?? (locationsQuery.data?.active ?? []).map(String);
  const closingRecord = useQuery({
    ...workOrderQuery(closing?.cdOrdemServico ?? 0),
    enabled: closing !== null,
  });
  const filter: TWorkOrderFilter = {
    category,
    dateInit: range[0] ?? undefined,
    dateEnd: range[1] ?? undefined,
    locations: locations.length ? locations.map(Number) : undefined,
  };
  const clearSelection = () => setSelected(new Map());
  const refresh = () => queryClient.invalidateQueries({ queryKey: workOrderKeys.all });
  const ticketOf = (row: TWorkOrderSummary) => row.vlOrdemServico ?? String(row.cdOrdemServico);

  /** Runs a status action; success and failure texts name what was done. */
  async function run(
    action: () => Promise<unknown>,
    row: TWorkOrderSummary,
    texts: {
      done: 'workOrders.saved' | 'workOrders.deleted' | 'workOrders.restored';
      failed: 'workOrders.errors.save' | 'workOrders.errors.remove' | 'workOrders.errors.restore';
    } = {
      done: 'workOrders.saved',
      failed: 'workOrders.errors.save',
    },
  ) {
    try {
      await action();
      notifications.show({ color: 'green', message: t(texts.done, { ticket: ticketOf(row) }) });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t(texts.failed),
        message: errorText(error, t('errors.request')),
      });
    } finally {
      await refresh();
    }
  }

  /** Voids the selected orders that can be, after a confirmation. */
  async function cancelSelected() {
    const rows = [...selected.values()].filter((row) => CANCELABLE.includes(row.status));
    if (!rows.length) return;
    const confirmed = await confirmAction({
      title: t('workOrders.bulk.confirmTitle', { count: rows.length }),
      message: t('workOrders.bulk.confirmBody'),
      confirmLabel: t('workOrders.bulk.cancel', { count: rows.length }),
      danger: true,
    });
    if (!confirmed) return;
    const results = await Promise.allSettled(rows.map((row) => cancelWorkOrder(row.cdOrdemServico)));
    const failed = results.filter((result) => result.status === 'rejected').length;
    if (failed < rows.length)
      notifications.show({
        color: 'green',
        message: t('workOrders.bulk.done', { count: rows.length - failed }),
      });
    if (failed)
      notifications.show({
        color: 'red',
        title: t('workOrders.errors.save'),
        message: t('workOrders.bulk.failed', { count: failed }),
      });
    setSelected(new Map());
    await refresh();
  }

  function openClose(row: TWorkOrderSummary) {
    setFinish(localInputValue(new Date()));
    setAppliedArea('');
    setAppliedVolume('');
    setClosing(row);
  }

  /** The applied amount to send, in SI: the value typed, else the planned one (null: the server's). */
  function appliedOf(quantity: 'area' | 'volume', typed: number | string, planned: number | undefined) {
    if (typed !== '' && Number.isFinite(Number(typed))) return units.fromDisplay(quantity, Number(typed));
    return planned ?? null;
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
    if (confirmed)
      await run(() => deleteWorkOrder(row.cdOrdemServico, usage.inUse), row, {
        done: 'workOrders.deleted',
        failed: 'workOrders.errors.remove',
      });
  }

  const can = (row: TWorkOrderSummary, statuses: readonly number[]) => statuses.includes(row.status);

  const columns: DataTableColumn<TWorkOrderSummary>[] = [
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
                <Menu.Item leftSection={<IconCheck size={16} />} onClick={() => openClose(row)}>
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
                  onClick={() =>
                    void run(() => restoreWorkOrder(row.cdOrdemServico), row, {
                      done: 'workOrders.restored',
                      failed: 'workOrders.errors.restore',
                    })
                  }
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
        rowStyle={workOrderRowStyle}
        rowClassName={(row) => {
          const tone = toneOf(row);
          return tone ? `work-order-row-${tone}` : undefined;
        }}
        selection={{
          selected: new Set(selected.keys()),
          onChange: (keys, pageRows) =>
            setSelected((current) => {
              const next = new Map<number, TWorkOrderSummary>();
              for (const key of keys) {
                const row =
                  current.get(Number(key)) ?? pageRows.find((candidate) => candidate.cdOrdemServico === key);
                if (row) next.set(row.cdOrdemServico, row);
              }
              return next;
            }),
          selectable: workOrderSelectable,
          rowLabel: (row) => t('workOrders.select.row', { ticket: ticketOf(row) }),
          allLabel: t('workOrders.select.page'),
        }}
        toolbar={
          <>
            <SegmentedControl
              value={category}
              onChange={(value) => {
                setCategory(value as TWorkOrderCategory);
                clearSelection();
              }}
              data={CATEGORIES.map((value) => ({ value, label: t(`workOrders.categories.${value}`) }))}
            />
            <DateRangePicker value={range} onChange={setRange} label={t('workOrders.created')} w={260} />
            {permitted.length > 0 && (
              <MultiSelect
                label={t('workOrders.locations.label')}
                placeholder={locations.length ? undefined : t('workOrders.locations.all')}
                data={permitted.map((location) => ({
                  value: String(location.cdLocalizacaoId),
                  label: location.dsLocalizacaoEscritorio,
                }))}
                value={locations}
                onChange={(value) => {
                  setPickedLocations(value);
                  clearSelection();
                }}
                clearable
                searchable
                w={260}
              />
            )}
            {selected.size > 0 && (
              <Group gap="xs" data-testid="work-order-selection">
                <Text size="sm">{t('workOrders.select.count', { count: selected.size })}</Text>
                <Button
                  variant="light"
                  color="orange"
                  leftSection={<IconPlayerStop size={16} />}
                  disabled={![...selected.values()].some((row) => CANCELABLE.includes(row.status))}
                  onClick={() => void cancelSelected()}
                >
                  {t('workOrders.bulk.cancel', {
                    count: [...selected.values()].filter((row) => CANCELABLE.includes(row.status)).length,
                  })}
                </Button>
                <Button variant="subtle" onClick={clearSelection}>
                  {t('workOrders.select.clear')}
                </Button>
              </Group>
            )}
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
          <NumberInput
            label={t('workOrders.close.appliedArea', { unit: units.unit('area') })}
            description={t('workOrders.close.appliedHint')}
            min={0}
            decimalScale={2}
            placeholder={
              closingRecord.data
                ? units.number(units.toDisplay('area', closingRecord.data.selectedArea), {
                    maximumFractionDigits: 2,
                  })
                : undefined
            }
            value={appliedArea}
            onChange={setAppliedArea}
          />
          <NumberInput
            label={t('workOrders.close.appliedVolume', { unit: units.unit('volume') })}
            min={0}
            decimalScale={1}
            placeholder={
              closingRecord.data
                ? units.number(units.toDisplay('volume', closingRecord.data.totalVolume), {
                    maximumFractionDigits: 1,
                  })
                : undefined
            }
            value={appliedVolume}
            onChange={setAppliedVolume}
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
                      appliedVolume: appliedOf('volume', appliedVolume, closingRecord.data?.totalVolume),
                      appliedArea: appliedOf('area', appliedArea, closingRecord.data?.selectedArea),
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
