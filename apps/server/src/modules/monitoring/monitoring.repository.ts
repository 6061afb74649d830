import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { deviceTokens, machineLastPositions, machinePositions } from './monitoring.tables';

export type TDeviceTokenRow = typeof deviceTokens.$inferSelect;
export type TPositionRow = typeof machinePositions.$inferSelect;
export type TPositionInsert = typeof machinePositions.$inferInsert;
export type TLastPositionRow = typeof machineLastPositions.$inferSelect;

const PARTITION_PREFIX = 'machine_positions_';

/** `2026-11-26` → `machine_positions_20261126`. */
export function partitionName(day: string): string {
  return `${PARTITION_PREFIX}${day.replaceAll('-', '')}`;
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The only place that touches the device-token and position tables. */
export function createMonitoringRepository(db: TExecutor) {
  return {
    async insertDeviceToken(values: typeof deviceTokens.$inferInsert) {
      const [row] = await db.insert(deviceTokens).values(values).returning();
      return row!;
    },

    /** A token that is neither revoked nor expired. */
    async findLiveDeviceToken(tokenHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(deviceTokens)
        .where(
          and(
            eq(deviceTokens.tokenHash, tokenHash),
            isNull(deviceTokens.revokedAt),
            gt(deviceTokens.expiresAt, now),
          ),
        );
      return row;
    },

    /**
     * Creates the partition of a UTC day when it does not exist. Two requests may race to create
     * it; the loser's duplicate-table error is harmless and swallowed.
     */
    async ensureDayPartition(day: string) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`bad day ${day}`);
      try {
        await db.execute(
          sql.raw(
            `CREATE TABLE IF NOT EXISTS "${partitionName(day)}" PARTITION OF "machine_positions" ` +
              `FOR VALUES FROM ('${day} 00:00:00+00') TO ('${nextDay(day)} 00:00:00+00')`,
          ),
        );
      } catch (error) {
        const code =
          (error as { code?: string; cause?: { code?: string } }).code ??
          (error as { cause?: { code?: string } }).cause?.code;
        if (code !== '42P07' && code !== '23505') throw error;
      }
    },

    /** The days that have a partition, oldest first (`YYYY-MM-DD`). */
    async partitionDays(): Promise<string[]> {
      // Both drivers answer raw statements with `rows`.
      const result = (await db.execute(sql`
        select c.relname as name from pg_inherits i
        join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'machine_positions'::regclass`)) as unknown as { rows: { name: string }[] };
      return result.rows
        .map((row) => row.name.slice(PARTITION_PREFIX.length))
        .filter((digits) => /^\d{8}$/.test(digits))
        .map((digits) => `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`)
        .sort();
    },

    async dropDayPartition(day: string) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`bad day ${day}`);
      await db.execute(sql.raw(`DROP TABLE IF EXISTS "${partitionName(day)}"`));
    },

    /**
     * Stores the points not stored yet; answers how many were new. The batch travels as one JSON
     * parameter unpacked by `jsonb_to_recordset`: a statement with thirteen parameters a point
     * costs more to parse and bind than the insert itself.
     */
    async insertPositions(rows: readonly TPositionInsert[]) {
      if (!rows.length) return 0;
      const batch = JSON.stringify(
        rows.map((row) => ({
          equipment_id: row.equipmentId,
          recorded_at: new Date(row.recordedAt).toISOString(),
          owner_id: row.ownerId,
          unit_id: row.unitId,
          latitude: row.latitude,
          longitude: row.longitude,
          speed_kmh: row.speedKmh ?? null,
          heading_degrees: row.headingDegrees ?? null,
          boom_on: row.boomOn ?? null,
          sections: row.sections ?? null,
          rate: row.rate ?? null,
          tank_level_litres: row.tankLevelLitres ?? null,
          work_order_id: row.workOrderId ?? null,
        })),
      );
      const result = (await db.execute(sql`
        insert into machine_positions (equipment_id, recorded_at, owner_id, unit_id, latitude, longitude,
          speed_kmh, heading_degrees, boom_on, sections, rate, tank_level_litres, work_order_id)
        select equipment_id, recorded_at, owner_id, unit_id, latitude, longitude,
          speed_kmh, heading_degrees, boom_on, sections, rate, tank_level_litres, work_order_id
        from jsonb_to_recordset(${batch}::jsonb) as p(equipment_id integer, recorded_at timestamptz,
          owner_id integer, unit_id integer, latitude double precision, longitude double precision,
          speed_kmh double precision, heading_degrees double precision, boom_on boolean, sections boolean[],
          rate double precision, tank_level_litres double precision, work_order_id integer)
        on conflict do nothing
        returning 1 as stored`)) as unknown as { rows: unknown[] };
      return result.rows.length;
    },

    /** Moves a machine's last position forward; an older point arriving late leaves it alone. */
    async advanceLastPosition(values: typeof machineLastPositions.$inferInsert) {
      const { equipmentId: _key, ...changes } = values;
      await db
        .insert(machineLastPositions)
        .values(values)
        .onConflictDoUpdate({
          target: machineLastPositions.equipmentId,
          set: changes,
          setWhere: sql`${machineLastPositions.recordedAt} < excluded.recorded_at`,
        });
    },

    async lastPositions(scope: { ownerId: number; unitId: number }) {
      return db
        .select()
        .from(machineLastPositions)
        .where(
          and(eq(machineLastPositions.ownerId, scope.ownerId), eq(machineLastPositions.unitId, scope.unitId)),
        );
    },

    async lastPositionsOf(ownerId: number, equipmentIds: readonly number[]) {
      if (!equipmentIds.length) return [];
      return db
        .select()
        .from(machineLastPositions)
        .where(
          and(
            eq(machineLastPositions.ownerId, ownerId),
            inArray(machineLastPositions.equipmentId, [...equipmentIds]),
          ),
        );
    },

    /** A machine's points in a time range, in time order. */
    async positionsOf(ownerId: number, equipmentId: number, from: Date, to: Date) {
      return db
        .select()
        .from(machinePositions)
        .where(
          and(
            eq(machinePositions.ownerId, ownerId),
            eq(machinePositions.equipmentId, equipmentId),
            sql`${machinePositions.recordedAt} >= ${from.toISOString()}`,
            sql`${machinePositions.recordedAt} < ${to.toISOString()}`,
          ),
        )
        .orderBy(machinePositions.recordedAt);
    },

    /** An order's points, in time order. */
    async positionsOfOrder(ownerId: number, workOrderId: number) {
      return db
        .select()
        .from(machinePositions)
        .where(and(eq(machinePositions.ownerId, ownerId), eq(machinePositions.workOrderId, workOrderId)))
        .orderBy(machinePositions.recordedAt);
    },

    async latestPositionOf(ownerId: number, equipmentId: number) {
      const [row] = await db
        .select()
        .from(machinePositions)
        .where(and(eq(machinePositions.ownerId, ownerId), eq(machinePositions.equipmentId, equipmentId)))
        .orderBy(desc(machinePositions.recordedAt))
        .limit(1);
      return row;
    },
  };
}

export type TMonitoringRepository = ReturnType<typeof createMonitoringRepository>;
