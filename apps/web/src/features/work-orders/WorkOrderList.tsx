import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  ticketOf,
  type TWorkOrderClose,
  type TWorkOrderListRow,
  type TWorkOrderSummary,
} from '@tramline/domain';
import { errorText, useSession } from '../../api';
import { asPageQuery } from '../../records/record-screens';
import { confirmAction, DataTable, PageHeader } from '../../ui';
import { activeLocationsQuery } from '../session/session.queries';
import { useCan } from '../users/use-can';
import { AsAppliedImportModal } from './AsAppliedImportModal';
import { CloseWorkOrderDialog } from './CloseWorkOrderDialog';
import { useWorkOrderColumns } from './use-work-order-columns';
import { filterFromParams, paramsOfFilter, type TWorkOrderListFilter } from './work-order-list-filter';
import { toneOf, workOrderRowStyle } from './work-order-rows';
import { useChangeWorkOrder, type TWorkOrderChange } from './work-orders.mutations';
import { workOrderListQuery, workOrderUsage } from './work-orders.queries';
import { WorkOrderBulkActions } from './WorkOrderBulkActions';
import { WorkOrderListFilters } from './WorkOrderListFilters';
import type { TChangeTexts } from './WorkOrderRowMenu';

const SAVED: TChangeTexts = { done: 'workOrders.saved', failed: 'workOrders.errors.save' };

/**
 * /records/orders: the ranked, server-paged list of the branch's work orders with where the
 * schedule holds each, its filters (kept in the URL, so a link reproduces the view), status
 * actions and bulk actions. A row opens the order.
 */
export function WorkOrderList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const changeOrder = useChangeWorkOrder();
  const [closing, setClosing] = useState<TWorkOrderSummary | null>(null);
  /** A new close dialog for each opening, so it starts empty. */
  const [closeDialogKey, setCloseDialogKey] = useState(0);
  const [selected, setSelected] = useState<Map<number, TWorkOrderListRow>>(new Map());
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
  const activeLocations = locationsQuery.data?.active ?? [];
  const shown = filterFromParams(params);
  // The active locations until the user picks others.
  const locations = shown.locations ?? activeLocations;
  const filter: TWorkOrderListFilter = { ...shown, locations: locations.length ? locations : undefined };
  const clearSelection = () => setSelected(new Map());

  function changeFilter(next: TWorkOrderListFilter) {
    setParams(paramsOfFilter(next), { replace: true });
    clearSelection();
  }

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
        onRowClick={(row) => navigate(`/records/orders/${row.cdOrdemServico}`)}
        initialSort={{ field: 'rank', direction: 'asc' }}
        query={(request) => asPageQuery(workOrderListQuery(request, filter))}
        rowStyle={workOrderRowStyle}
        rowClassName={(row) => {
          const tone = toneOf(row);
          return tone ? `work-order-row-${tone}` : undefined;
        }}
        // Every role may print the selected orders; moving and voiding ask their permissions.
        selection={{
          selected: new Set(selected.keys()),
          onChange: (keys, pageRows) =>
            setSelected((current) => {
              const next = new Map<number, TWorkOrderListRow>();
              for (const key of keys) {
                const row =
                  current.get(Number(key)) ?? pageRows.find((candidate) => candidate.cdOrdemServico === key);
                if (row) next.set(row.cdOrdemServico, row);
              }
              return next;
            }),
          rowLabel: (row) => t('workOrders.select.row', { ticket: ticketOf(row) }),
          allLabel: t('workOrders.select.page'),
        }}
        toolbar={
          <>
            <WorkOrderListFilters
              filter={shown}
              onChange={changeFilter}
              locations={permitted.map((location) => ({
                value: String(location.cdLocalizacaoId),
                label: location.dsLocalizacaoEscritorio,
              }))}
              activeLocations={activeLocations}
            />
            {selected.size > 0 && (
              <WorkOrderBulkActions
                selected={[...selected.values()]}
                canEdit={canEdit}
                canChangeStatus={canChangeStatus}
                onDone={clearSelection}
              />
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
