import { WORK_ORDER_STATUS } from '@tramline/domain';
import type { TAuth } from '../../http/auth-context';
import { notFound } from '../../http/errors';
import type { TWorkOrdersService } from '../work-orders/work-orders.service';
import { presentMapping } from './integration.presenter';
import type { TBranchScope, TIntegrationRepository } from './integration.repository';

const scopeOf = (auth: TAuth): TBranchScope => ({ ownerId: auth.ownerId, unitId: auth.unitId });
const STATUS_NAMES = new Map(Object.entries(WORK_ORDER_STATUS).map(([name, code]) => [code as number, name]));
const OPEN = new Set<number>([
  WORK_ORDER_STATUS.READY,
  WORK_ORDER_STATUS.IN_PROGRESS,
  WORK_ORDER_STATUS.ON_HOLD,
]);

/**
 * The spec's ERP calls whose answers it does not show (docs/integration.md): one ERP product by
 * code, the orders made from tickets that cannot run, and a count of those orders by status.
 * A `cdUnidade` other than the active branch answers 404, as the other integration calls.
 */
export function createErpCalls(repository: TIntegrationRepository, workOrders: TWorkOrdersService) {
  function assertBranch(auth: TAuth, unitId: number | undefined) {
    if (unitId !== undefined && unitId !== auth.unitId) throw notFound();
  }

  async function productRow(auth: TAuth, code: string) {
    const row = (await repository.mappings(scopeOf(auth), 'product')).find((item) => item.erpCode === code);
    if (!row) throw notFound();
    return row;
  }

  return {
    /** `GET /products/{id}`: an ERP product and its mapping. */
    async erpProduct(auth: TAuth, code: string) {
      return presentMapping(await productRow(auth, code), 0);
    },

    /** `GET /products/get-sem-dto/{id}`: the stored record of an ERP product's de-para. */
    async erpProductRecord(auth: TAuth, code: string) {
      const row = await productRow(auth, code);
      return {
        id: row.id,
        kind: row.kind,
        erpCode: row.erpCode,
        erpName: row.erpName,
        targetId: row.targetId,
        targetCode: row.targetCode,
        ignored: row.ignored,
        updatedAt: row.updatedAt.toISOString(),
      };
    },

    /** `DELETE /products/{id}`: unmaps an ERP product and stops ignoring it. */
    async unmapErpProduct(auth: TAuth, code: string) {
      await productRow(auth, code);
      const row = await repository.upsertMapping(
        scopeOf(auth),
        { kind: 'product', erpCode: code },
        { targetId: null, targetCode: null, ignored: false },
      );
      return presentMapping(row, 0);
    },

    /** `GET /work-orders/inconsistents`: open orders made from tickets with inconsistency causes. */
    async inconsistentOrders(auth: TAuth, unitId: number | undefined) {
      assertBranch(auth, unitId);
      const rows = (await repository.rows(scopeOf(auth), { pendency: 'A' })).filter(
        (row) => row.workOrderId !== null,
      );
      const records = await workOrders.findRecords(
        auth,
        rows.map((row) => row.workOrderId!),
      );
      const ticketOf = new Map(rows.map((row) => [row.workOrderId!, row.ticketNumber]));
      return records
        .filter((record) => OPEN.has(record.status) && record.inconsistencies.length > 0)
        .map((record) => ({
          workOrderId: record.cdOrdemServico,
          ticketNumber: ticketOf.get(record.cdOrdemServico)!,
          status: record.status,
          inconsistencies: record.inconsistencies,
        }));
    },

    /**
     * `GET /report/count-wo-status-erp`: orders made from the branch's tickets and created from
     * `startDate` to `endDate` (days in UTC), counted by status, and the active tickets still
     * without an order.
     */
    async countByStatus(auth: TAuth, query: { startDate: string; endDate: string; cdUnidade?: number }) {
      assertBranch(auth, query.cdUnidade);
      const rows = await repository.rows(scopeOf(auth));
      const withOrder = rows.filter((row) => row.workOrderId !== null);
      const records = await workOrders.findRecords(
        auth,
        withOrder.map((row) => row.workOrderId!),
      );
      const byStatus: Record<string, number> = {};
      let total = 0;
      for (const record of records) {
        const day = record.createdAt.slice(0, 10);
        if (day < query.startDate || day > query.endDate) continue;
        const name = STATUS_NAMES.get(record.status) ?? String(record.status);
        byStatus[name] = (byStatus[name] ?? 0) + 1;
        total += 1;
      }
      return {
        cdUnidade: auth.unitId,
        startDate: query.startDate,
        endDate: query.endDate,
        total,
        byStatus,
        withoutOrder: rows.filter((row) => row.workOrderId === null && row.pendency === 'A').length,
      };
    },
  };
}
