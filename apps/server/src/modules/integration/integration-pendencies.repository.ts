import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { MEASURE_UNIT_CODES, type TIntegrationRowStatus, type TPendencyStatus } from '@tramline/domain';
import type { TExecutor } from '../../db/database';
import { sortTarget } from '../../db/list';
import { workOrders } from '../work-orders/work-orders.tables';
import type { TBranchScope } from './integration.repository';
import { integrationRows } from './integration.tables';
import { KNOWN_UNIT_SPELLINGS, TICKET_GROUP_KIND } from './integration.tickets';

/** The branch and the locations whose orders the caller sees (as the work-order reads scope them). */
export interface TPendencyScope extends TBranchScope {
  locationIds: readonly number[];
}

export interface TPendencyFilter {
  pendency: TPendencyStatus;
  search?: string;
  location?: number;
  equipmentGroup?: number;
  sort?: string;
}

/**
 * The row status as SQL, the rules of `rowStatusOf` (integration.tickets.ts) over the ticket's JSON
 * and the branch's mappings. One split needs facts outside this module: an order at READY with no
 * trip sent is SCHEDULED only when a schedule holds it (the work orders' usage registry), so such
 * rows answer ORDERED unless their order is in `heldOrderIds`.
 */
export type TSqlRowStatus = TIntegrationRowStatus | 'ORDERED';

const list = (values: readonly (string | number)[]) =>
  values.length
    ? sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )
    : sql`null`;

/** A mapping of the row's branch of `kind` for the code `code`, with `extra` conditions. */
const mappingExists = (kind: string, code: SQL, extra: SQL = sql`true`) => sql`exists (
  select 1 from integration_mappings m
  where m.owner_id = ${integrationRows.ownerId} and m.unit_id = ${integrationRows.unitId}
    and m.kind = ${kind} and m.erp_code = ${code} and ${extra})`;

const mappedTarget = (kind: string, code: SQL) => sql`(
  select m.target_id from integration_mappings m
  where m.owner_id = ${integrationRows.ownerId} and m.unit_id = ${integrationRows.unitId}
    and m.kind = ${kind} and m.erp_code = ${code})`;

/** The product lines of the ticket not ignored. */
const keptLines = sql`jsonb_array_elements(${integrationRows.ticket} -> 'products') as kept(line)
  where not ${mappingExists('product', sql`kept.line ->> 'code'`, sql`m.ignored`)}`;

/** An ERP unit code Tramline reads: its de-para to a measure unit, or a spelling it knows. */
const unitKnown = (code: SQL) =>
  sql`(${mappingExists(
    'unit',
    code,
    sql`m.target_code in (${list(MEASURE_UNIT_CODES)})`,
  )} or lower(regexp_replace(${code}, ${'[\\s.]'}, '', 'g')) in (${list(Object.keys(KNOWN_UNIT_SPELLINGS))}))`;

const needsMapping = sql`(
  exists (select 1 from jsonb_array_elements(${integrationRows.ticket} -> 'fields') as f(item)
    where not ${mappingExists('field', sql`f.item ->> 'code'`, sql`m.target_id is not null`)})
  or exists (select 1 from ${keptLines}
    and not ${mappingExists('product', sql`kept.line ->> 'code'`, sql`m.target_id is not null`)})
  or exists (select 1 from ${keptLines} and not ${unitKnown(sql`kept.line ->> 'unit'`)})
  or (coalesce(${integrationRows.ticket} ->> 'carrierUnit', '') <> ''
    and not ${unitKnown(sql`${integrationRows.ticket} ->> 'carrierUnit'`)}))`;

function statusOf(heldOrderIds: readonly number[]): SQL<TSqlRowStatus> {
  return sql<TSqlRowStatus>`case
    when jsonb_array_length(${integrationRows.ticket} -> 'fields') = 0 then 'NO_FIELDS'
    when not exists (select 1 from ${keptLines}) then 'NO_PRODUCTS'
    when ${workOrders.id} is not null then case
      when ${integrationRows.needsUpdate} then 'UPDATE'
      when ${workOrders.status} <> 1 or ${workOrders.tripSentOn} is not null
        or ${workOrders.id} in (${list(heldOrderIds)}) then 'SCHEDULED'
      else 'ORDERED' end
    when ${needsMapping} then 'NOT_ATTACHED'
    else 'ATTACHED' end`;
}

/** The group a row's order goes to: the one chosen for the ticket, else its code's mapping. */
const groupOf = sql`coalesce(
  ${mappedTarget(TICKET_GROUP_KIND, sql`${integrationRows.ticketNumber}`)},
  ${mappedTarget('group', sql`${integrationRows.ticket} ->> 'equipmentGroupCode'`)})`;

const SORTS: Record<string, SQL | typeof integrationRows.id> = {
  ticketNumber: sql`${integrationRows.ticketNumber}`,
  seenAt: sql`${integrationRows.seenAt}`,
  growerCode: sql`${integrationRows.ticket} ->> 'growerCode'`,
  id: integrationRows.id,
};

function orderOf(sort: string | undefined) {
  const { column, direction } = sortTarget(sort, SORTS, 'ticketNumber');
  const by = direction === 'desc' ? desc : asc;
  return [by(column), by(integrationRows.id)];
}

/** Pending items filtered, sorted and paged in the database (`GET /pendencias`). */
export function createPendencyQueries(db: TExecutor) {
  function base(scope: TPendencyScope, filter: TPendencyFilter) {
    const search = filter.search?.toLowerCase();
    return and(
      eq(integrationRows.ownerId, scope.ownerId),
      eq(integrationRows.unitId, scope.unitId),
      eq(integrationRows.pendency, filter.pendency),
      search
        ? sql`(position(${search} in lower(${integrationRows.ticketNumber})) > 0
            or position(${search} in lower(${integrationRows.ticket} ->> 'growerCode')) > 0)`
        : undefined,
      filter.location !== undefined
        ? sql`${mappedTarget('location', sql`${integrationRows.ticket} ->> 'locationCode'`)} = ${filter.location}`
        : undefined,
      filter.equipmentGroup !== undefined ? sql`${groupOf} = ${filter.equipmentGroup}` : undefined,
    );
  }

  /** The caller's order of a row, as the work-order reads find it (branch and locations). */
  const orderJoin = (scope: TPendencyScope) =>
    and(
      eq(workOrders.id, integrationRows.workOrderId),
      eq(workOrders.ownerId, scope.ownerId),
      eq(workOrders.unitId, scope.unitId),
      or(
        isNull(workOrders.locationId),
        inArray(workOrders.locationId, scope.locationIds.length ? [...scope.locationIds] : [-1]),
      ),
    );

  return {
    /** Orders of the rows that answer ORDERED: whether a schedule holds them is asked elsewhere. */
    async undecidedOrderIds(scope: TPendencyScope, filter: TPendencyFilter) {
      const rows = await db
        .select({ id: workOrders.id })
        .from(integrationRows)
        .leftJoin(workOrders, orderJoin(scope))
        .where(and(base(scope, filter), sql`${statusOf([])} = 'ORDERED'`));
      return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
    },

    /**
     * One page of rows. `status` filters by the SQL status: MAPPED is ORDERED once the orders
     * held by a schedule (`heldOrderIds`) are taken out.
     */
    async page(
      scope: TPendencyScope,
      filter: TPendencyFilter & { status?: TIntegrationRowStatus; heldOrderIds?: readonly number[] },
      page: { page: number; size: number },
    ) {
      const status = statusOf(filter.heldOrderIds ?? []);
      const wanted = filter.status === 'MAPPED' ? 'ORDERED' : filter.status;
      const where = and(base(scope, filter), wanted ? sql`${status} = ${wanted}` : undefined);
      const [total] = await db
        .select({ value: count() })
        .from(integrationRows)
        .leftJoin(workOrders, orderJoin(scope))
        .where(where);
      const rows = await db
        .select({ row: integrationRows })
        .from(integrationRows)
        .leftJoin(workOrders, orderJoin(scope))
        .where(where)
        .orderBy(...orderOf(filter.sort))
        .limit(page.size)
        .offset(page.page * page.size);
      return { rows: rows.map((item) => item.row), total: total?.value ?? 0 };
    },

    /** How many rows of the pendency answer each status, grouped in the database. */
    async statusCounts(scope: TPendencyScope, filter: TPendencyFilter & { heldOrderIds: readonly number[] }) {
      const status = statusOf(filter.heldOrderIds);
      const rows = await db
        .select({ status, value: count() })
        .from(integrationRows)
        .leftJoin(workOrders, orderJoin(scope))
        .where(base(scope, filter))
        // By position: the status expression carries parameters, so it cannot be repeated here.
        .groupBy(sql`1`);
      const counts: Partial<Record<TIntegrationRowStatus, number>> = {};
      for (const row of rows) {
        const name = row.status === 'ORDERED' ? 'MAPPED' : row.status;
        counts[name] = (counts[name] ?? 0) + row.value;
      }
      return counts;
    },
  };
}
