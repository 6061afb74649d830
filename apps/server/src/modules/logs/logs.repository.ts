import { sql, type SQL } from 'drizzle-orm';
import type { TLogKind } from '@tramline/domain';
import type { TExecutor } from '../../db/database';
import { likePattern, sortTarget } from '../../db/list';
import type { TListWindow } from '../../http/paged-list';

export interface TLogScope {
  ownerId: number;
  unitId: number;
}

export interface TLogFilter {
  kinds: readonly TLogKind[];
  dateInit?: string;
  dateEnd?: string;
  search?: string;
}

/** Columns a log may be sorted by, under their wire names. */
const ENTRY_SORT: Record<string, string> = {
  at: 'at',
  localDate: 'local_date',
  kind: 'kind',
  equipmentGroupName: 'equipment_group_name',
  equipmentName: 'equipment_name',
  id: 'at',
};
const OUTCOME_SORT: Record<string, string> = {
  at: 'at',
  localDate: 'local_date',
  cdOrdemServico: 'work_order_id',
  equipmentName: 'equipment_name',
  cause: 'cause',
  id: 'at',
};

function orderOf(sort: string | undefined, columns: Record<string, string>): SQL {
  const { column, direction } = sortTarget(sort, columns, 'at');
  // Without an explicit sort the newest line comes first.
  const way = sort ? direction : 'desc';
  return sql.raw(`${column} ${way} nulls last, id ${way}`);
}

const dateWhere = (filter: Omit<TLogFilter, 'kinds'>) =>
  sql`${filter.dateInit ? sql` and local_date >= ${filter.dateInit}` : sql``}${
    filter.dateEnd ? sql` and local_date <= ${filter.dateEnd}` : sql``
  }`;

export interface TLogEntryRow {
  id: string;
  kind: TLogKind;
  at: Date | string;
  localDate: string;
  equipmentGroupId: number | null;
  equipmentGroupName: string | null;
  equipmentId: number | null;
  equipmentName: string | null;
  workOrderCount: number;
  processHash: string | null;
  code: number | null;
  detail: string | null;
  userLogin: string | null;
  total: number;
}

export interface TOrderOutcomeRow {
  logId: number;
  processHash: string;
  at: Date | string;
  localDate: string;
  equipmentGroupName: string | null;
  workOrderId: number;
  ticket: string | null;
  fieldId: number | null;
  equipmentId: number | null;
  equipmentName: string | null;
  cause: string | null;
  code: number | null;
  total: number;
}

/**
 * The log lists, read in the database with paging: optimisations (planning logs), days sent by a
 * person or the auto-send, and auto-sends held back by the label gate, as one timeline.
 */
export function createLogsRepository(db: TExecutor) {
  return {
    async entries(scope: TLogScope, filter: TLogFilter, window: TListWindow): Promise<TLogEntryRow[]> {
      const search = filter.search
        ? sql` and (coalesce(equipment_group_name, '') ilike ${likePattern(filter.search)}
            or coalesce(equipment_name, '') ilike ${likePattern(filter.search)}
            or coalesce(detail, '') ilike ${likePattern(filter.search)}
            or coalesce(process_hash, '') ilike ${likePattern(filter.search)}
            or coalesce(user_login, '') ilike ${likePattern(filter.search)})`
        : sql``;
      const kinds = sql.join(
        filter.kinds.map((kind) => sql`${kind}`),
        sql`, `,
      );
      const result = (await db.execute(sql`
        with entries as (
          select 'optimisation:' || l.id as id, 'optimisation' as kind, l.finished_at as at,
            l.local_date::text as local_date, l.equipment_group_id, g.name as equipment_group_name,
            null::int as equipment_id, null::text as equipment_name,
            cardinality(l.work_order_ids) as work_order_count, l.process_hash, l.code,
            l.message as detail, u.login as user_login
          from planning_logs l
          left join equipment_groups g on g.id = l.equipment_group_id
          left join users u on u.id = l.created_by
          where l.owner_id = ${scope.ownerId} and l.unit_id = ${scope.unitId}
          union all
          select 'send:' || s.id, case when s.automatic then 'autoSend' else 'send' end, s.sent_at,
            s.local_date::text, s.equipment_group_id, s.group_name, s.equipment_id, s.equipment_name,
            cardinality(s.work_order_ids), null, null, s.override_reason, u.login
          from plan_sends s
          left join users u on u.id = s.sent_by
          where s.owner_id = ${scope.ownerId} and s.unit_id = ${scope.unitId}
          union all
          select 'autoSendSkip:' || k.id, 'autoSendSkip', k.skipped_at, k.local_date::text,
            k.equipment_group_id, g.name, k.equipment_id, e.name, 0, null, null,
            (select string_agg(distinct v ->> 'rule', ', ') from jsonb_array_elements(k.violations) v), null
          from auto_send_skips k
          left join equipment_groups g on g.id = k.equipment_group_id
          left join equipment e on e.id = k.equipment_id
          where k.owner_id = ${scope.ownerId} and k.unit_id = ${scope.unitId}
        )
        select id, kind, at, local_date as "localDate", equipment_group_id as "equipmentGroupId",
          equipment_group_name as "equipmentGroupName", equipment_id as "equipmentId",
          equipment_name as "equipmentName", work_order_count::int as "workOrderCount",
          process_hash as "processHash", code, detail, user_login as "userLogin",
          (count(*) over ())::int as total
        from entries
        where kind in (${kinds}) ${dateWhere(filter)} ${search}
        order by ${orderOf(window.sort, ENTRY_SORT)}
        limit ${window.limit} offset ${window.offset}`)) as unknown as { rows: TLogEntryRow[] };
      return result.rows;
    },

    /** Each order's outcome in the optimisations, one line per order and field. */
    async orderOutcomes(
      scope: TLogScope,
      filter: Omit<TLogFilter, 'kinds'>,
      window: TListWindow,
    ): Promise<TOrderOutcomeRow[]> {
      const search = filter.search
        ? sql` and (coalesce(ticket, '') ilike ${likePattern(filter.search)}
            or work_order_id::text = ${filter.search}
            or coalesce(cause, '') ilike ${likePattern(filter.search)}
            or coalesce(equipment_name, '') ilike ${likePattern(filter.search)})`
        : sql``;
      const result = (await db.execute(sql`
        with outcomes as (
          select l.id || ':' || ordinality as id, l.id as log_id, l.process_hash, l.finished_at as at,
            l.local_date::text as local_date, g.name as equipment_group_name,
            (o ->> 'workOrderId')::int as work_order_id, w.ticket, (o ->> 'fieldId')::int as field_id,
            (o ->> 'equipmentId')::int as equipment_id, e.name as equipment_name,
            o ->> 'cause' as cause, (o ->> 'code')::int as code
          from planning_logs l
          cross join lateral jsonb_array_elements(l.orders) with ordinality as x(o, ordinality)
          left join equipment_groups g on g.id = l.equipment_group_id
          left join work_orders w on w.id = (o ->> 'workOrderId')::int
          left join equipment e on e.id = (o ->> 'equipmentId')::int
          where l.owner_id = ${scope.ownerId} and l.unit_id = ${scope.unitId}
        )
        select log_id as "logId", process_hash as "processHash", at, local_date as "localDate",
          equipment_group_name as "equipmentGroupName", work_order_id as "workOrderId", ticket,
          field_id as "fieldId", equipment_id as "equipmentId", equipment_name as "equipmentName",
          cause, code, (count(*) over ())::int as total
        from outcomes
        where true ${dateWhere(filter)} ${search}
        order by ${orderOf(window.sort, OUTCOME_SORT)}
        limit ${window.limit} offset ${window.offset}`)) as unknown as { rows: TOrderOutcomeRow[] };
      return result.rows;
    },
  };
}

export type TLogsRepository = ReturnType<typeof createLogsRepository>;
