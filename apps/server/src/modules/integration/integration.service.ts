import { randomBytes } from 'node:crypto';
import {
  can,
  type TIntegrationSettingsInput,
  type TMappingInput,
  type TMappingKind,
  type TPendenciesQuery,
  type TPendencyStatus,
} from '@tramline/domain';
import type { TDatabase } from '../../db/database';
import type { TAuth } from '../../http/auth-context';
import { AppError, badRequest, conflict, fieldError, notFound } from '../../http/errors';
import { createHttpConnector, ErpError, type TErpConnector } from './integration.connector';
import {
  createIntegrationRepository,
  type TBranchScope,
  type TIntegrationRowRow,
} from './integration.repository';
import { createSecretBox } from './integration.secrets';
import {
  createPendencyQueries,
  type TPendencyFilter,
  type TPendencyScope,
} from './integration-pendencies.repository';
import {
  codesOf,
  groupOfTicket,
  issuesOf,
  rowStatusOf,
  TICKET_GROUP_KIND,
  type TMappingLookup,
} from './integration.tickets';
import { presentLogEntry, presentMapping, presentRow, presentSettings } from './integration.presenter';
import { createIntegrationSync, type TIntegrationDependencies } from './integration-sync';
import { createTicketFileExchange } from './integration-file-exchange';
import { createErpCalls } from './integration-erp-calls';
import { createTicketGroups } from './integration-ticket-groups';

export type { TIntegrationDependencies } from './integration-sync';

export interface TIntegrationOptions {
  /** Secret the credentials are sealed with (`INTEGRATION_SECRET`); random per process when unset. */
  secret?: string;
  /** Builds the connector of a branch's settings; the HTTP adapter by default. */
  connectorFor?: (settings: { baseUrl: string; apiKey: string | null }) => TErpConnector;
}

const scopeOf = (auth: TAuth): TBranchScope => ({ ownerId: auth.ownerId, unitId: auth.unitId });

/**
 * The farm-system integration of the active branch: connector settings (credentials sealed, never
 * answered), blend tickets seen (rows) with their status, the de-para of each V2 tab, the pendency
 * A/C, and the log. Syncing, saving orders and the push back are in `integration-sync`.
 */
export function createIntegrationService(
  db: TDatabase,
  dependencies: TIntegrationDependencies,
  options: TIntegrationOptions = {},
) {
  const repository = createIntegrationRepository(db);
  const pendencyQueries = createPendencyQueries(db);

  /** Orders at READY with no trip sent are scheduled only when a schedule holds them. */
  async function heldOrderIdsOf(auth: TAuth, scope: TPendencyScope, filter: TPendencyFilter) {
    const ids = await pendencyQueries.undecidedOrderIds(scope, filter);
    const usage = await dependencies.workOrders.scheduleUsage.usage(auth.ownerId, ids);
    return ids.filter((id) => (usage.get(id) ?? 0) > 0);
  }
  const box = createSecretBox(options.secret ?? randomBytes(32).toString('hex'));
  const connectorFor = options.connectorFor ?? ((settings) => createHttpConnector(settings));

  async function lookupOf(scope: TBranchScope): Promise<TMappingLookup> {
    const rows = await repository.mappings(scope);
    const byKey = new Map(rows.map((row) => [`${row.kind}:${row.erpCode}`, row]));
    return {
      targetOf(kind, erpCode) {
        const row = byKey.get(`${kind}:${erpCode}`);
        return row ? { targetId: row.targetId, targetCode: row.targetCode } : null;
      },
      isIgnored: (erpCode) => byKey.get(`product:${erpCode}`)?.ignored ?? false,
      chosenGroupOf: (ticketNumber) => byKey.get(`${TICKET_GROUP_KIND}:${ticketNumber}`)?.targetId ?? null,
    };
  }

  /** The branch's connector; 400 when the branch has none. */
  async function connectorOf(scope: TBranchScope) {
    const settings = await repository.settings(scope);
    // A files branch has nothing to pull or push: say so, and where its tickets come in.
    if (settings?.adapter === 'FILES') throw badRequest('integrationFilesNoPull');
    if (!settings || settings.adapter !== 'HTTP' || !settings.baseUrl)
      throw badRequest('integrationNotConfigured');
    const apiKey = settings.credentialsSealed ? box.open(settings.credentialsSealed) : null;
    return connectorFor({ baseUrl: settings.baseUrl, apiKey });
  }

  /** Whether each order is in planning, on a machine or past ready. */
  async function orderFactsOf(auth: TAuth, rows: readonly TIntegrationRowRow[]) {
    const ids = rows.flatMap((row) => (row.workOrderId === null ? [] : [row.workOrderId]));
    const records = await dependencies.workOrders.findRecords(auth, ids);
    const usage = await dependencies.workOrders.scheduleUsage.usage(auth.ownerId, ids);
    return new Map(
      records.map((record) => [
        record.cdOrdemServico,
        {
          status: record.status,
          isScheduled:
            record.status !== 1 || record.tripSentOn !== null || (usage.get(record.cdOrdemServico) ?? 0) > 0,
        },
      ]),
    );
  }

  async function presentRows(auth: TAuth, rows: TIntegrationRowRow[]) {
    const lookup = await lookupOf(scopeOf(auth));
    const facts = await orderFactsOf(auth, rows);
    return rows.map((row) => {
      const order = row.workOrderId === null ? null : (facts.get(row.workOrderId) ?? null);
      return presentRow(
        auth,
        row,
        rowStatusOf(row.ticket, lookup, row, order),
        issuesOf(row.ticket, lookup),
        order,
        {
          equipmentGroupId: groupOfTicket(row.ticket, lookup),
          equipmentGroupChosen: lookup.chosenGroupOf(row.ticketNumber) !== null,
        },
      );
    });
  }

  const sync = createIntegrationSync(db, dependencies, {
    repository,
    lookupOf,
    connectorOf,
    orderFactsOf,
  });

  return {
    ...sync,

    /** The file adapter: CSV or XLSX tickets in, applied amounts out. */
    files: createTicketFileExchange(repository, sync),

    /** The spec's calls whose answers it leaves open (one ERP product, inconsistent orders, counts). */
    erp: createErpCalls(repository, dependencies.workOrders),

    /** `POST|DELETE /blendtickets/cfg`: the equipment group chosen for a ticket's order. */
    ticketGroups: createTicketGroups({
      repository,
      groupOf: (auth, groupId) => dependencies.equipmentGroups.get(auth, groupId),
      lookupOf,
      followChange: sync.followChange,
      presentRows,
    }),

    /**
     * The connected branches whose pull is due at `now`, claimed for this process for
     * `leaseMs` (the polling clock; another process's clock skips them meanwhile).
     */
    claimDuePulls(now: Date, leaseMs: number) {
      return repository.claimDue(now, new Date(now.getTime() + leaseMs));
    },

    /** Sets the branch's next pull and its count of failed pulls in a row (the polling clock). */
    scheduleSync(scope: TBranchScope, nextSyncAt: Date, syncFailures: number) {
      return repository.scheduleSync(scope, nextSyncAt, syncFailures);
    },

    /** The orders whose ticket changed after they were scheduled: they wait for 'force'. */
    async ordersWaitingUpdate(auth: TAuth) {
      return (await repository.rows(scopeOf(auth), { pendency: 'A' })).flatMap((row) =>
        row.needsUpdate && row.workOrderId !== null
          ? [{ workOrderId: row.workOrderId, ticketNumber: row.ticketNumber }]
          : [],
      );
    },

    /** `GET /permission?cdUnidade`: whether the caller maps and syncs in the branch. */
    permission(auth: TAuth, unitId: number | undefined) {
      const inBranch = unitId === undefined || auth.permittedUnitIds.includes(unitId);
      return {
        cdUnidade: unitId ?? auth.unitId,
        integrationManage: inBranch && can(auth.roles, 'integration.manage'),
      };
    },

    async getSettings(auth: TAuth) {
      return presentSettings(await repository.settings(scopeOf(auth)));
    },

    /** Saves the connection; an empty API key keeps the stored one. */
    async saveSettings(auth: TAuth, input: TIntegrationSettingsInput) {
      const row = await repository.saveSettings(
        scopeOf(auth),
        {
          adapter: input.adapter,
          baseUrl: input.baseUrl,
          pollingMinutes: input.pollingMinutes,
          ...(input.apiKey ? { credentialsSealed: box.seal(input.apiKey) } : {}),
        },
        input.version,
      );
      if (!row) throw conflict();
      return presentSettings(row);
    },

    /** Tries the connection; the answer says whether it works and, if not, why. */
    async testConnection(auth: TAuth) {
      const connector = await connectorOf(scopeOf(auth));
      try {
        await connector.test();
        await repository.log(scopeOf(auth), { direction: 'OUT', operation: 'test', ok: true, message: null });
        return { ok: true, message: null };
      } catch (error) {
        if (!(error instanceof ErpError)) throw error;
        await repository.log(scopeOf(auth), {
          direction: 'OUT',
          operation: 'test',
          ok: false,
          message: error.message,
        });
        return { ok: false, message: error.message };
      }
    },

    /**
     * Pending items: the rows of a pendency, filtered (status, search, location, equipment group),
     * sorted and paged in the database. Only the page's rows are read and presented.
     */
    async pendencies(auth: TAuth, query: TPendenciesQuery) {
      if (query.unidade !== undefined && query.unidade !== auth.unitId) throw notFound();
      const scope = { ...scopeOf(auth), locationIds: auth.permittedLocationIds };
      const filter = {
        pendency: query.status,
        search: query.search,
        location: query.location,
        equipmentGroup: query.equipmentGroupFilter,
        sort: query.sort,
      };
      const heldOrderIds =
        query.statusFilter === 'MAPPED' || query.statusFilter === 'SCHEDULED'
          ? await heldOrderIdsOf(auth, scope, filter)
          : [];
      const { rows, total } = await pendencyQueries.page(
        scope,
        { ...filter, status: query.statusFilter, heldOrderIds },
        query,
      );
      return {
        content: await presentRows(auth, rows),
        totalElements: total,
        totalPages: Math.ceil(total / query.size),
        number: query.page,
        size: query.size,
      };
    },

    /**
     * `GET /blendtickets/status`: how many active rows have each status, counted in the database
     * over the rows the pending list shows the caller.
     */
    async statusCounts(auth: TAuth) {
      const scope = { ...scopeOf(auth), locationIds: auth.permittedLocationIds };
      const filter = { pendency: 'A' as const };
      const heldOrderIds = await heldOrderIdsOf(auth, scope, filter);
      return pendencyQueries.statusCounts(scope, { ...filter, heldOrderIds });
    },

    /** Sets a row's pendency to A or C. */
    async setPendency(auth: TAuth, id: number, pendency: TPendencyStatus) {
      const [row] = await repository.rows(scopeOf(auth), { ids: [id] });
      if (!row) throw notFound();
      const updated = await repository.updateRow(scopeOf(auth), id, row.version, { pendency });
      if (!updated) throw conflict();
      return (await presentRows(auth, [updated]))[0]!;
    },

    /** The codes of one tab with their mapping and how many active tickets name them. */
    async mappings(auth: TAuth, kind: TMappingKind) {
      const scope = scopeOf(auth);
      const [rows, active] = await Promise.all([
        repository.mappings(scope, kind),
        repository.rows(scope, { pendency: 'A' }),
      ]);
      const pending = new Map<string, number>();
      for (const row of active) {
        if (row.workOrderId !== null) continue;
        for (const code of codesOf(row.ticket)) {
          if (code.kind === kind) pending.set(code.erpCode, (pending.get(code.erpCode) ?? 0) + 1);
        }
      }
      return rows.map((row) => presentMapping(row, pending.get(row.erpCode) ?? 0));
    },

    /** Maps (or unmaps, with nulls) one ERP code; the target must be the caller's. */
    async setMapping(auth: TAuth, input: TMappingInput) {
      const { kind, erpCode, targetId, targetCode } = input;
      if (kind === 'unit' ? targetId !== null : targetCode !== null)
        throw fieldError(auth, 400, [
          { path: kind === 'unit' ? 'targetId' : 'targetCode', key: 'invalidValue' },
        ]);
      if (targetId !== null) {
        const target = {
          product: () => dependencies.products.get(auth, targetId),
          field: () => dependencies.fields.get(auth, targetId),
          equipment: () => dependencies.equipment.get(auth, targetId),
          group: () => dependencies.equipmentGroups.get(auth, targetId),
          location: () => dependencies.locations.get(auth, targetId),
          unit: () => Promise.resolve(null),
        }[kind];
        await target();
      }
      const row = await repository.upsertMapping(scopeOf(auth), { kind, erpCode }, { targetId, targetCode });
      return presentMapping(row, 0);
    },

    /** Ignores an ERP product (its lines are left out of orders), or stops ignoring it. */
    async ignoreProduct(auth: TAuth, erpCode: string, ignored: boolean) {
      const row = await repository.upsertMapping(scopeOf(auth), { kind: 'product', erpCode }, { ignored });
      return presentMapping(row, 0);
    },

    /** `DELETE produtor/{unit}/{code}`: forgets an ERP grower: its tickets without an order are cancelled. */
    async forgetGrower(auth: TAuth, unitId: number, growerCode: string) {
      if (unitId !== auth.unitId) throw notFound();
      const rows = (await repository.rows(scopeOf(auth), { pendency: 'A' })).filter(
        (row) => row.ticket.growerCode === growerCode && row.workOrderId === null,
      );
      if (!rows.length) throw notFound();
      for (const row of rows)
        await repository.updateRow(scopeOf(auth), row.id, row.version, { pendency: 'C' });
      return { cancelled: rows.length };
    },

    /** `GET /integrar-dados/field/{id}`: whether a field can be synced (it needs a boundary). */
    async checkField(auth: TAuth, fieldId: number) {
      const field = await dependencies.fields.get(auth, fieldId).catch((error: unknown) => {
        if (error instanceof AppError && error.statusCode === 404)
          throw new AppError(404, 'integrationFieldNotFound');
        throw error;
      });
      if (field.geometryMissing) throw badRequest('geometryMissing');
      return { id: field.id, ok: true };
    },

    /** `GET /integration-status`: the log, newest first. */
    async log(auth: TAuth, query: { page: number; size: number; ticketnumber?: string }) {
      const { rows, total } = await repository.logPage(scopeOf(auth), {
        page: query.page,
        size: query.size,
        ticketNumber: query.ticketnumber,
      });
      return {
        content: rows.map(presentLogEntry),
        totalElements: total,
        totalPages: Math.ceil(total / query.size),
        number: query.page,
        size: query.size,
      };
    },
  };
}

export type TIntegrationService = ReturnType<typeof createIntegrationService>;
