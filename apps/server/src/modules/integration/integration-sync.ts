import { createHash } from 'node:crypto';
import {
  INTEGRATION_ROW_STATUS,
  WORK_ORDER_STATUS,
  type TErpTicket,
  type TErpWorkOrderStatus,
  type TMessageKey,
  type TStatusAction,
} from '@tramline/domain';
import type { TDatabase } from '../../db/database';
import type { TAuth } from '../../http/auth-context';
import { AppError, conflict } from '../../http/errors';
import type { TWorkOrderCommand } from '../work-orders/work-orders.presenter';
import type { TWorkOrdersService } from '../work-orders/work-orders.service';
import type { TWorkOrderExecutionService } from '../work-orders/work-order-execution.service';
import type { createProductsService } from '../records/products/products.service';
import type { createFieldsService } from '../records/growers/fields.service';
import type { createEquipmentService } from '../records/equipment/equipment.service';
import type { createEquipmentGroupsService } from '../records/equipment-groups/equipment-groups.service';
import type { createLocationsService } from '../tenancy/locations.service';
import { ErpError, type TErpConnector } from './integration.connector';
import {
  createIntegrationRepository,
  type TBranchScope,
  type TIntegrationRepository,
  type TIntegrationRowRow,
} from './integration.repository';
import {
  baseUnitOf,
  codesOf,
  groupOfTicket,
  issuesOf,
  perHectare,
  rowStatusOf,
  unitOf,
  type TMappingLookup,
} from './integration.tickets';

/** The services the integration reads and writes through. */
export interface TIntegrationDependencies {
  workOrders: TWorkOrdersService;
  products: ReturnType<typeof createProductsService>;
  fields: ReturnType<typeof createFieldsService>;
  equipment: ReturnType<typeof createEquipmentService>;
  equipmentGroups: ReturnType<typeof createEquipmentGroupsService>;
  locations: ReturnType<typeof createLocationsService>;
}

interface TSyncParts {
  repository: TIntegrationRepository;
  lookupOf(scope: TBranchScope): Promise<TMappingLookup>;
  connectorOf(scope: TBranchScope): Promise<TErpConnector>;
  orderFactsOf(
    auth: TAuth,
    rows: readonly TIntegrationRowRow[],
  ): Promise<Map<number, { status: number; isScheduled: boolean }>>;
}

const scopeOf = (auth: TAuth): TBranchScope => ({ ownerId: auth.ownerId, unitId: auth.unitId });
const hashOf = (ticket: TErpTicket) => createHash('sha256').update(JSON.stringify(ticket)).digest('hex');

/** A rule failure of one ticket, kept on its row. */
class TicketError extends Error {
  constructor(
    readonly key: TMessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

/**
 * Both directions of the exchange: pulling tickets into rows (idempotent by ticket number and
 * content), turning attached rows into work orders through the work-order service, and sending a
 * closed order's status and applied amounts back. One ticket failing never undoes another.
 */
export function createIntegrationSync(
  db: TDatabase,
  dependencies: TIntegrationDependencies,
  parts: TSyncParts,
) {
  const { repository, lookupOf, connectorOf, orderFactsOf } = parts;
  const { workOrders, products, fields } = dependencies;
  const pending = new Set<Promise<unknown>>();

  /** The work-order command of a ticket, or the reason it cannot be one yet. */
  async function commandOf(
    auth: TAuth,
    ticket: TErpTicket,
    lookup: TMappingLookup,
  ): Promise<TWorkOrderCommand> {
    const issues = issuesOf(ticket, lookup);
    if (!ticket.fields.length) throw new TicketError('ticketWithoutFields');
    const lines = ticket.products.filter((line) => !lookup.isIgnored(line.code));
    if (!lines.length) throw new TicketError('ticketWithoutProducts');
    if (issues.length)
      throw new TicketError('integrationNotAttached', {
        codes: issues.map((issue) => issue.erpCode).join(', '),
      });
    const fieldIds = [
      ...new Set(ticket.fields.map((field) => lookup.targetOf('field', field.code)!.targetId!)),
    ];
    const summaries = await fields.summaries(auth, { ids: fieldIds });
    for (const field of ticket.fields) {
      const summary = summaries.find((row) => row.id === lookup.targetOf('field', field.code)!.targetId);
      if (!summary) throw new TicketError('integrationFieldNotFound', { code: field.code });
      if (summary.geometryMissing) throw new TicketError('geometryMissing', { code: field.code });
    }
    const farmIds = new Set(summaries.map((row) => row.farmId));
    if (farmIds.size > 1) throw new TicketError('fieldFarmMismatch');
    const productRows = await products.getMany(
      auth,
      lines.map((line) => lookup.targetOf('product', line.code)!.targetId!),
    );
    const productLines = lines.map((line) => {
      const productId = lookup.targetOf('product', line.code)!.targetId!;
      const product = productRows.find((row) => row.id === productId);
      const unit = unitOf(lookup, line.unit)!;
      const rate = perHectare(line.rate, unit, baseUnitOf(product?.typeProduct ?? null), ticket.areaUnit);
      if (rate === null) throw new TicketError('integrationNotAttached', { codes: line.unit });
      return { productId, rate, rateUnit: unit };
    });
    const carrierUnit = ticket.carrierUnit ? unitOf(lookup, ticket.carrierUnit) : null;
    const carrier =
      ticket.carrierRate && carrierUnit
        ? perHectare(ticket.carrierRate, carrierUnit, 'l', ticket.areaUnit)
        : null;
    const first = summaries[0]!;
    const optional = (kind: 'group' | 'location', code: string | null | undefined) =>
      code ? (lookup.targetOf(kind, code)?.targetId ?? null) : null;
    return {
      description: `${ticket.growerName ?? ticket.growerCode} ${ticket.ticketNumber}`.slice(0, 200),
      ticket: ticket.ticketNumber,
      locationId: optional('location', ticket.locationCode),
      growerId: first.growerId,
      farmId: first.farmId,
      fieldIds,
      selectedArea: null,
      equipmentGroupId: groupOfTicket(ticket, lookup),
      applicatorId: null,
      products: productLines,
      carrierRate: carrier,
      timing: ticket.timing,
      cropId: null,
      traitPackage: null,
      applicationType: 'MIX',
      plannedStart: ticket.applyAfter ?? null,
      plannedEnd: ticket.applyBefore ?? null,
      minSpeed: null,
      maxSpeed: null,
      observation: ticket.notes ?? null,
    };
  }

  /** Makes or updates the ticket's order; the row keeps the order or the failure. */
  async function saveOrderOf(auth: TAuth, row: TIntegrationRowRow, lookup: TMappingLookup) {
    const scope = scopeOf(auth);
    try {
      const command = await commandOf(auth, row.ticket, lookup);
      let orderId = row.workOrderId;
      let saved: TIntegrationRowRow | null;
      if (orderId === null) {
        // The order and the row's link to it commit together: a crash between them would make
        // a second order of the ticket at the next save.
        let linked: TIntegrationRowRow | null = null;
        const [record] = await workOrders.createOrders(auth, command, {
          breakFields: false,
          async alsoWithin(tx, [id]) {
            linked = await createIntegrationRepository(tx).linkOrder(scope, row.id, id!);
            if (!linked) throw conflict();
          },
        });
        orderId = record!.cdOrdemServico;
        saved = linked;
      } else {
        await workOrders.updateOrder(auth, orderId, command);
        saved = await repository.updateRow(scope, row.id, row.version, {
          needsUpdate: false,
          errorKey: null,
          errorDetail: null,
        });
      }
      await repository.log(scope, {
        direction: 'IN',
        operation: row.workOrderId === null ? 'create-work-order' : 'update-work-order',
        ticketNumber: row.ticketNumber,
        ok: true,
        message: `work order ${orderId}`,
      });
      return { ok: true as const, orderId, row: saved };
    } catch (error) {
      const known = error instanceof TicketError || error instanceof AppError;
      if (!known) throw error;
      const params = error.params ?? {};
      await repository.updateRow(scope, row.id, row.version, {
        errorKey: error.key,
        errorDetail: Object.keys(params).length ? JSON.stringify(params) : null,
      });
      await repository.log(scope, {
        direction: 'IN',
        operation: 'save-work-order',
        ticketNumber: row.ticketNumber,
        ok: false,
        message: `${error.key}${Object.keys(params).length ? ` ${JSON.stringify(params)}` : ''}`,
      });
      return { ok: false as const, key: error.key };
    }
  }

  /**
   * Stores tickets as rows, from a pull or a file: the same ticket twice changes nothing; a
   * changed ticket updates its order, or waits as 'update' when the order is scheduled.
   */
  async function ingest(auth: TAuth, tickets: readonly TErpTicket[], operation: string) {
    const scope = scopeOf(auth);
    const existing = new Map(
      (await repository.rows(scope, { ticketNumbers: tickets.map((ticket) => ticket.ticketNumber) })).map(
        (row) => [row.ticketNumber, row],
      ),
    );
    const counts = { received: tickets.length, created: 0, changed: 0, updatedOrders: 0 };
    for (const ticket of tickets) {
      for (const kind of ['product', 'field', 'unit', 'equipment', 'group', 'location'] as const) {
        const codes = codesOf(ticket).filter((code) => code.kind === kind);
        const nameOf = (code: string) =>
          (kind === 'product'
            ? ticket.products.find((line) => line.code === code)?.name
            : kind === 'field'
              ? ticket.fields.find((field) => field.code === code)?.name
              : undefined) ?? null;
        await repository.noteCodes(
          scope,
          kind,
          codes.map((code) => ({ erpCode: code.erpCode, erpName: nameOf(code.erpCode) })),
        );
      }
      const hash = hashOf(ticket);
      const pendency = ticket.status === 'CANCELLED' ? 'C' : undefined;
      const row = existing.get(ticket.ticketNumber);
      if (!row) {
        // A pull running at the same moment (the clock, another user) may have inserted it.
        const inserted = await repository.insertRow({
          ...scope,
          ticketNumber: ticket.ticketNumber,
          ticket,
          ticketHash: hash,
          pendency: pendency ?? 'A',
        });
        if (inserted) counts.created += 1;
        continue;
      }
      if (row.ticketHash === hash) {
        await repository.updateRow(scope, row.id, row.version, { seenAt: new Date() });
        continue;
      }
      counts.changed += 1;
      const changed = await repository.updateRow(scope, row.id, row.version, {
        ticket,
        ticketHash: hash,
        seenAt: new Date(),
        ...(pendency ? { pendency } : {}),
      });
      if (changed?.workOrderId !== null && changed && !pendency) {
        if (await followChange(auth, changed, await lookupOf(scope))) counts.updatedOrders += 1;
      }
    }
    await repository.log(scope, {
      direction: 'IN',
      operation,
      ok: true,
      message: `received ${counts.received}, new ${counts.created}, changed ${counts.changed}`,
    });
    return counts;
  }

  /** The ticket's order follows it now, or the row waits as 'update' when the order is scheduled. */
  async function followChange(auth: TAuth, row: TIntegrationRowRow, lookup: TMappingLookup) {
    const facts = (await orderFactsOf(auth, [row])).get(row.workOrderId!);
    if (!facts) return false;
    if (facts.isScheduled) {
      await repository.updateRow(scopeOf(auth), row.id, row.version, { needsUpdate: true });
      return false;
    }
    return (await saveOrderOf(auth, row, lookup)).ok;
  }

  /** The status and applied amounts of a row's closed or cancelled order; null while it runs. */
  async function statusMessageOf(auth: TAuth, row: TIntegrationRowRow): Promise<TErpWorkOrderStatus | null> {
    const [record] = await workOrders.findRecords(auth, [row.workOrderId!]);
    if (!record) return null;
    const status =
      record.status === WORK_ORDER_STATUS.COMPLETED
        ? 'COMPLETED'
        : record.status === WORK_ORDER_STATUS.CANCELED || record.status === WORK_ORDER_STATUS.CANCELED_APP
          ? 'CANCELLED'
          : null;
    if (!status) return null;
    const lookup = await lookupOf(scopeOf(auth));
    const area = record.appliedArea ?? null;
    const productOf = (id: number) =>
      row.ticket.products.find((line) => lookup.targetOf('product', line.code)?.targetId === id)?.code ??
      String(id);
    const message: TErpWorkOrderStatus = {
      ticketNumber: row.ticketNumber,
      status,
      completedAt: status === 'COMPLETED' ? new Date().toISOString() : null,
      appliedAreaHectares: area,
      appliedVolumeLitres: record.appliedVolume ?? null,
      products: record.products.map((line) => ({
        code: productOf(line.productId),
        appliedAmount: area === null ? null : line.rate * area,
        unit: baseUnitOf(line.typeProduct),
      })),
    };
    return message;
  }

  /**
   * Sends a closed or cancelled order's status and applied amounts to the ERP of its ticket.
   * Orders not made from a ticket, and statuses already sent, send nothing. A failure is logged
   * and left for `sendPending`.
   */
  async function pushOrderStatus(auth: TAuth, workOrderId: number) {
    const row = await repository.rowOfOrder(auth.ownerId, workOrderId);
    if (!row || row.unitId !== auth.unitId) return { sent: false };
    const scope = scopeOf(auth);
    // A branch exchanging files gets the statuses in the applied-amounts export instead.
    if ((await repository.settings(scope))?.adapter === 'FILES') return { sent: false };
    const message = await statusMessageOf(auth, row);
    if (!message || row.statusSent === message.status) return { sent: false };
    try {
      await (await connectorOf(scope)).sendStatus(message);
    } catch (error) {
      if (!(error instanceof ErpError) && !(error instanceof AppError)) throw error;
      await repository.log(scope, {
        direction: 'OUT',
        operation: 'work-order-status',
        ticketNumber: row.ticketNumber,
        ok: false,
        message: error.message,
      });
      return { sent: false };
    }
    await repository.updateRow(scope, row.id, row.version, { statusSent: message.status });
    await repository.log(scope, {
      direction: 'OUT',
      operation: 'work-order-status',
      ticketNumber: row.ticketNumber,
      ok: true,
      message: message.status,
    });
    return { sent: true };
  }

  return {
    followChange,

    /**
     * Pulls the ERP's tickets into rows. The same ticket twice changes nothing; a changed ticket
     * updates its order, or waits as 'update' when the order is scheduled. The ERP down answers
     * 502 and leaves every row as it was, with the error in the log and the settings.
     */
    async syncNow(auth: TAuth) {
      const scope = scopeOf(auth);
      const connector = await connectorOf(scope);
      let pulled: Awaited<ReturnType<TErpConnector['tickets']>>;
      try {
        pulled = await connector.tickets();
      } catch (error) {
        if (!(error instanceof ErpError)) throw error;
        await repository.log(scope, {
          direction: 'IN',
          operation: 'blend-tickets',
          ok: false,
          message: error.message,
        });
        await repository.markSync(scope, null, error.message);
        throw new AppError(502, 'integrationDownloadError');
      }
      for (const rejected of pulled.rejected)
        await repository.log(scope, {
          direction: 'IN',
          operation: 'blend-ticket',
          ticketNumber: rejected.ticketNumber,
          ok: false,
          message: rejected.message.slice(0, 1000),
        });
      const names = await Promise.all([connector.products(), connector.fields()]).catch(() => null);
      if (names) {
        await repository.noteCodes(
          scope,
          'product',
          names[0].map((item) => ({ erpCode: item.code, erpName: item.name })),
        );
        await repository.noteCodes(
          scope,
          'field',
          names[1].map((item) => ({ erpCode: item.code, erpName: item.name })),
        );
      }
      const counts = await ingest(auth, pulled.tickets, 'blend-tickets');
      await repository.markSync(scope, new Date(), null);
      return counts;
    },

    /**
     * 'Save work orders': each attached row (or one ticket) becomes its order; rows waiting as
     * 'update' follow their ticket only with `force`. Each ticket stands alone: a failure stays on
     * its row and in the log, and the others are saved.
     */
    async saveWorkOrders(auth: TAuth, request: { ticketNumber?: string; force: boolean }) {
      const scope = scopeOf(auth);
      const rows = await repository.rows(scope, {
        pendency: 'A',
        ...(request.ticketNumber ? { ticketNumbers: [request.ticketNumber] } : {}),
      });
      if (request.ticketNumber && !rows.length) throw new AppError(404, 'notFound');
      const lookup = await lookupOf(scope);
      const facts = await orderFactsOf(auth, rows);
      const result = {
        saved: [] as { ticketNumber: string; workOrderId: number }[],
        failed: [] as { ticketNumber: string; message: string }[],
      };
      for (const row of rows) {
        const order = row.workOrderId === null ? null : (facts.get(row.workOrderId) ?? null);
        const status = rowStatusOf(row.ticket, lookup, row, order);
        const wanted =
          status === INTEGRATION_ROW_STATUS.ATTACHED ||
          (status === INTEGRATION_ROW_STATUS.UPDATE && request.force) ||
          (request.ticketNumber !== undefined &&
            status !== INTEGRATION_ROW_STATUS.MAPPED &&
            status !== INTEGRATION_ROW_STATUS.SCHEDULED);
        if (!wanted) continue;
        const outcome = await saveOrderOf(auth, row, lookup);
        if (outcome.ok) result.saved.push({ ticketNumber: row.ticketNumber, workOrderId: outcome.orderId });
        else result.failed.push({ ticketNumber: row.ticketNumber, message: outcome.key });
      }
      return result;
    },

    pushOrderStatus,
    statusMessageOf,

    /** Stores the tickets of an uploaded file (the file adapter), as a pull would. */
    async ingestFile(auth: TAuth, tickets: readonly TErpTicket[]) {
      const counts = await ingest(auth, tickets, 'blend-ticket-file');
      await repository.markSync(scopeOf(auth), new Date(), null);
      return counts;
    },

    /** `GET /enviar-dados`: sends every closed order's status the ERP has not received yet. */
    async sendPending(auth: TAuth) {
      const rows = (await repository.rows(scopeOf(auth))).filter((row) => row.workOrderId !== null);
      let sent = 0;
      for (const row of rows) if ((await pushOrderStatus(auth, row.workOrderId!)).sent) sent += 1;
      return { sent };
    },

    /**
     * Listens to orders closing, in the office (close, cancel) or from the cab (complete): their
     * status goes back to the ERP. A failure is in the log; `sendPending` sends it again.
     */
    listenToOrders(execution: Pick<TWorkOrderExecutionService, 'onEvent'>) {
      const push = (auth: TAuth, id: number) => {
        const task: Promise<unknown> = pushOrderStatus(auth, id)
          .catch(() => ({ sent: false }))
          .finally(() => pending.delete(task));
        pending.add(task);
      };
      workOrders.onStatusAction((auth: TAuth, id: number, action: TStatusAction) => {
        if (action === 'close' || action === 'cancel') push(auth, id);
      });
      execution.onEvent(({ auth, event }) => {
        if (event.type === 'complete') push(auth, event.workOrderId);
      });
    },

    /** Waits for the pushes under way (tests, shutdown). */
    async settled() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
