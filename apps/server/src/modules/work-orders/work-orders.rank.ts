/**
 * The spec's ranking of work orders (part 1 §4) as SQL over the order row, so a page of the ranked
 * list is sorted by the database: the same rule as `rankWorkOrder` in the domain, which ranks a
 * single order (`work-orders.rank.test.ts` checks they agree), plus the inconsistency and licence
 * conditions it reads.
 */
import { asc, sql, type SQL } from 'drizzle-orm';
import { workOrders } from './work-orders.tables';

/**
 * What the ranking reads that lives outside the order row: the branch's today, and the facts of
 * the branch's products, fields and equipment groups that make an order inconsistent. Asked from
 * the owning services once per read, so never stale.
 */
export interface TRankFacts {
  today: string;
  /** Active products with all their weather limits; any other product makes an order inconsistent. */
  goodProductIds: number[];
  /** Fields without geometry or productive area. */
  badFieldIds: number[];
  /** Liquid products with a spray-volume range (litres per hectare): the carrier rate must sit inside. */
  sprayRanges: { productId: number; min: number | null; max: number | null }[];
  /** Groups that cannot carry some products (another mixture type), or only so many (dry bins). */
  groupLimits: { groupId: number; foreignProductIds: number[]; maxProducts: number | null }[];
  /**
   * What licence alerts read: the products asking for an applicator licence (dicamba ones too),
   * those asking for a dicamba licence, and the active licences of the branch's employees. Absent
   * when no product asks for a licence.
   */
  licences?: {
    timeZone: string;
    applicatorProductIds: number[];
    dicambaProductIds: number[];
    held: { employeeId: number; type: 'APPLICATOR' | 'DICAMBA'; from: string; to: string }[];
  };
}

/** An integer array as one parameter (the ids are integers: no injection through the literal). */
export const intArray = (ids: readonly number[]) =>
  sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/**
 * The full inconsistency of an order in SQL, over its own columns only (product and field ids are
 * copies of its lines): a product not active or without weather limits, a field without geometry,
 * the carrier rate outside a product's spray range, a product its group cannot carry.
 */
export function inconsistentOf(facts: TRankFacts): SQL {
  const ids = workOrders.productIds;
  const carrier = workOrders.carrierRateLitresPerHectare;
  const parts: SQL[] = [sql`not (${ids} <@ ${intArray(facts.goodProductIds)})`];
  if (facts.badFieldIds.length) parts.push(sql`${workOrders.fieldIds} && ${intArray(facts.badFieldIds)}`);
  for (const range of facts.sprayRanges) {
    const outside: SQL[] = [];
    if (range.min !== null) outside.push(sql`${carrier} < ${range.min - 1e-9}::float8`);
    if (range.max !== null) outside.push(sql`${carrier} > ${range.max + 1e-9}::float8`);
    if (outside.length)
      parts.push(
        sql`(${ids} @> ${intArray([range.productId])} and ${carrier} > 0 and (${sql.join(outside, sql` or `)}))`,
      );
  }
  for (const group of facts.groupLimits) {
    const over: SQL[] = [];
    if (group.foreignProductIds.length) over.push(sql`${ids} && ${intArray(group.foreignProductIds)}`);
    if (group.maxProducts !== null) over.push(sql`cardinality(${ids}) > ${group.maxProducts}::int`);
    if (over.length)
      parts.push(
        sql`(${workOrders.equipmentGroupId} = ${group.groupId}::int and (${sql.join(over, sql` or `)}))`,
      );
  }
  return sql`coalesce(${sql.join(parts, sql` or `)}, false)`;
}

/**
 * An order whose applicator holds no licence in force, on the order's day (its planned start in
 * the branch, else today), of a kind one of its products asks for: the rule of `licenceAlertsOf`.
 */
export function licenceAlertOf(facts: TRankFacts): SQL | undefined {
  const licences = facts.licences;
  if (!licences || (!licences.applicatorProductIds.length && !licences.dicambaProductIds.length))
    return undefined;
  const ids = workOrders.productIds;
  const day = sql`coalesce((${workOrders.plannedStart} at time zone ${licences.timeZone})::date, ${facts.today}::date)`;
  const inForce = (type: 'APPLICATOR' | 'DICAMBA') => {
    const held = licences.held.filter((licence) => licence.type === type);
    if (!held.length) return sql`false`;
    return sql`(${sql.join(
      held.map(
        (licence) =>
          sql`(${workOrders.applicatorId} = ${licence.employeeId}::int and ${day} between ${licence.from}::date and ${licence.to}::date)`,
      ),
      sql` or `,
    )})`;
  };
  const lacking: SQL[] = [];
  if (licences.applicatorProductIds.length)
    lacking.push(
      sql`(${ids} && ${intArray(licences.applicatorProductIds)} and not ${inForce('APPLICATOR')})`,
    );
  if (licences.dicambaProductIds.length)
    lacking.push(sql`(${ids} && ${intArray(licences.dicambaProductIds)} and not ${inForce('DICAMBA')})`);
  return sql`(${workOrders.applicatorId} is not null and (${sql.join(lacking, sql` or `)}))`;
}

/** The rank's conditions on the order row for a day. */
export function tiersOf(facts: TRankFacts) {
  const today = sql`${facts.today}::date`;
  const skipped = sql`(${workOrders.skippedOn} = ${today})`;
  const scheduledToday = sql`(${workOrders.scheduledOn} = ${today})`;
  const scheduled = sql`(${workOrders.scheduledOn} >= ${today})`;
  const licenceAlert = licenceAlertOf(facts);
  const alerts = licenceAlert
    ? sql`(${workOrders.alertCount} > 0 or coalesce(${licenceAlert}, false))`
    : sql`(${workOrders.alertCount} > 0)`;
  const noAlerts = licenceAlert ? sql`not coalesce(${alerts}, false)` : sql`${workOrders.alertCount} <= 0`;
  /** Orders that rank before the plain ones (1 to 8) unless inconsistent: few, found by index. */
  const special = sql`(${skipped} or ${alerts} or ${scheduled})`;
  const notSpecial = sql`not coalesce(${special}, false)`;
  const notSkipped = sql`not coalesce(${skipped}, false)`;
  return { skipped, scheduledToday, scheduled, alerts, noAlerts, special, notSpecial, notSkipped };
}

/** The spec's ranking (part 1 §4) in SQL, the same as `rankWorkOrder` in the domain. */
export function rankOf(facts: TRankFacts, inconsistent: SQL): SQL<number> {
  const { skipped, scheduledToday, scheduled, alerts } = tiersOf(facts);
  return sql<number>`(case
    when ${skipped} then (case when ${inconsistent} then 1 when ${alerts} then (case when ${scheduledToday} then 5 else 4 end) when ${scheduledToday} then 2 else 3 end)
    when ${inconsistent} then 10
    when ${alerts} then (case when ${scheduledToday} then 7 else 6 end)
    when ${scheduled} then 8
    else 9 end)::int`;
}

/** The rank by its output name: sorting by it does not plan the expression twice. */
export const RANK_COLUMN = sql<number>`"rank"`;

/** The spec's order inside a rank: closing time ascending (none last), then id. */
export const closedThenId = [sql`${workOrders.closedAt} asc nulls last`, asc(workOrders.id)];
