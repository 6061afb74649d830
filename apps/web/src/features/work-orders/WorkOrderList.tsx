import { useState } from 'react';
import { Button, Group, MultiSelect, SegmentedControl, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileImport, IconPlayerStop, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  WORK_ORDER_CATEGORIES,
  type TWorkOrderCategory,
  type TWorkOrderClose,
  type TWorkOrderSummary,
} from '@tramline/domain';
import { errorText, useSession } from '../../api';
import { asPageQuery } from '../../records/record-screens';
import { confirmAction, DataTable, DateRangePicker, PageHeader, type TDateRange } from '../../ui';
import { activeLocationsQuery } from '../session/session.queries';
import { useCan } from '../users/use-can';
import { AsAppliedImportModal } from './AsAppliedImportModal';
import { CloseWorkOrderDialog } from './CloseWorkOrderDialog';
import { useWorkOrderColumns } from './use-work-order-columns';
import { isCancellable, toneOf, workOrderRowStyle, workOrderSelectable } from './work-order-rows';
import { ticketOf } from '@tramline/domain';
import { useCancelWorkOrders, useChangeWorkOrder, type TWorkOrderChange } from './work-orders.mutations';
import { workOrderListQuery, workOrderUsage, type TWorkOrderFilter } from './work-orders.queries';
import type { TChangeTexts } from './WorkOrderRowMenu';

const CATEGORIES = Object.keys(WORK_ORDER_CATEGORIES) as TWorkOrderCategory[];
const SAVED: TChangeTexts = { done: 'workOrders.saved', failed: 'workOrders.errors.save' };

/** /records/orders: the ranked, server-paged list of the branch's work orders with their status actions. */
export function WorkOrderList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const changeOrder = useChangeWorkOrder();
  const cancelOrders = useCancelWorkOrders();
  const [category, setCategory] = useState<TWorkOrderCategory>('active');
  const [range, setRange] = useState<TDateRange>([null, null]);
  const [closing, setClosing] = useState<TWorkOrderSummary | null>(null);
  /** A new close dialog for each opening, so it starts empty. */
  const [closeDialogKey, setCloseDialogKey] = useState(0);
  const [selected, setSelected] = useState<Map<number, TWorkOrderSummary>>(new Map());
  const [pickedLocations, setPickedLocations] = useState<string[] | null>(null);
  const session = useSession();
  const canEdit = useCan('orders.edit');
  const canChangeStatus = useCan('orders.status');
  const canImportAsApplied = useCan('planning.send');
  const [importing, setImporting] = useState(false);
  const locationsQuery = useQuery({
    ...activeLocationsQuery(session?.user.id ?? 0, session?.user.unit ?? 0),
    enabled: Boolean(session),
  });
  const permitted = locationsQuery.data?.locations ?? [];
  // The active locations until the user picks others.
  const locations = pickedLocations ?? (locationsQuery.data?.active ?? []).map(String);
  const filter: TWorkOrderFilter = {
    category,
    dateInit: range[0] ?? undefined,
    dateEnd: range[1] ?? undefined,
    locations: locations.length ? locations.map(Number) : undefined,
  };
  const clearSelection = () => setSelected(new Map());
  const cancellable = [...selected.values()].filter(isCancellable);

  /** Runs a status change; success and failure texts name what was done. */
  async function run(change: TWorkOrderChange, row: TWorkOrderSummary, texts: TChangeTexts = SAVED) {
    try {
      await changeOrder.mutateAsync(change);
      notifications.show({ color: 'green', message: t(texts.done, { ticket: ticketOf(row) }) });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t(texts.failed),
        message: errorText(error, t('errors.request')),
      });
    }
  }

  /** Voids the selected orders that can be, after a confirmation. */
  async function cancelSelected() {
    const rows = cancellable;
    if (!rows.length) return;
    const confirmed = await confirmAction({
      title: t('workOrders.bulk.confirmTitle', { count: rows.length }),
      message: t('workOrders.bulk.confirmBody'),
      confirmLabel: t('workOrders.bulk.cancel', { count: rows.length }),
      danger: true,
    });
    if (!confirmed) return;
    const { failed } = await cancelOrders.mutateAsync(rows.map((row) => row.cdOrdemServico));
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
  }

  function openClose(row: TWorkOrderSummary) {
    setCloseDialogKey((key) => key + 1);
    setClosing(row);
  }

  function confirmClose(row: TWorkOrderSummary, close: TWorkOrderClose) {
    setClosing(null);
    void run({ action: 'close', id: row.cdOrdemServico, close }, row);
  }

  /** Deletes after a confirmation; an order a plan uses is named so, and its delete is forced. */
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
      await run({ action: 'delete', id: row.cdOrdemServico, force: usage.inUse }, row, {
        done: 'workOrders.deleted',
        failed: 'workOrders.errors.remove',
      });
  }

  const columns = useWorkOrderColumns({
    onClose: openClose,
    onChange: (change, row, texts) => void run(change, row, texts),
    onRemove: (row) => void remove(row),
  });

  return (
    <>
      <PageHeader
        title={t('screens.orderRecords')}
        subtitle={t('workOrders.subtitle')}
        actions={
          canEdit || canImportAsApplied ? (
            <Group gap="xs">
              {canImportAsApplied ? (
                <Button
                  variant="default"
                  leftSection={<IconFileImport size={16} />}
                  onClick={() => setImporting(true)}
                >
                  {t('asAppliedImport.button')}
                </Button>
              ) : null}
              {canEdit ? (
                <Button leftSection={<IconPlus size={16} />} onClick={() => navigate('/records/orders/new')}>
                  {t('workOrders.newButton')}
                </Button>
              ) : null}
            </Group>
          ) : undefined
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
        // Voiding is the only bulk action: a role that may not void selects nothing.
        selection={
          canChangeStatus
            ? {
                selected: new Set(selected.keys()),
                onChange: (keys, pageRows) =>
                  setSelected((current) => {
                    const next = new Map<number, TWorkOrderSummary>();
                    for (const key of keys) {
                      const row =
                        current.get(Number(key)) ??
                        pageRows.find((candidate) => candidate.cdOrdemServico === key);
                      if (row) next.set(row.cdOrdemServico, row);
                    }
                    return next;
                  }),
                selectable: workOrderSelectable,
                rowLabel: (row) => t('workOrders.select.row', { ticket: ticketOf(row) }),
                allLabel: t('workOrders.select.page'),
              }
            : undefined
        }
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
                  disabled={!cancellable.length}
                  onClick={() => void cancelSelected()}
                >
                  {t('workOrders.bulk.cancel', { count: cancellable.length })}
                </Button>
                <Button variant="subtle" onClick={clearSelection}>
                  {t('workOrders.select.clear')}
                </Button>
              </Group>
            )}
          </>
        }
      />{' '}
      <AsAppliedImportModal opened={importing} onClose={() => setImporting(false)} />
      <CloseWorkOrderDialog
        key={closeDialogKey}
        closing={closing}
        onCancel={() => setClosing(null)}
        onConfirm={confirmClose}
      />
    </>
  );
}
