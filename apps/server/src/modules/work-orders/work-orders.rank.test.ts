import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankWorkOrder } from '@tramline/domain';
import type { TDatabaseHandle } from '../../db/database';
import { createTestDatabase } from '../../test/test-database';
import { rankOf, type TRankFacts } from './work-orders.rank';

const TODAY = '2026-05-10';
const DAYS = [null, '2026-05-09', TODAY, '2026-05-11'] as const;

interface TCase {
  skippedOn: string | null;
  scheduledOn: string | null;
  alertCount: number;
  inconsistent: boolean;
  /** An applicator without the licence one of the order's products asks for. */
  unlicensed: boolean;
}

/** Every combination of what the rank reads: skip and schedule days around today, alerts, inconsistency, licences. */
const CASES: TCase[] = DAYS.flatMap((skippedOn) =>
  DAYS.flatMap((scheduledOn) =>
    [0, 1, 3].flatMap((alertCount) =>
      [false, true].flatMap((inconsistent) =>
        [false, true].map((unlicensed) => ({ skippedOn, scheduledOn, alertCount, inconsistent, unlicensed })),
      ),
    ),
  ),
);

const FACTS: TRankFacts = {
  today: TODAY,
  goodProductIds: [],
  badFieldIds: [],
  sprayRanges: [],
  groupLimits: [],
  licences: { timeZone: 'UTC', applicatorProductIds: [1], dicambaProductIds: [], held: [] },
};

let database: TDatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The SQL rank of each case, computed over rows shaped like the order table. */
async function sqlRanks(facts: TRankFacts): Promise<number[]> {
  const rows = CASES.map(
    (item, index) =>
      sql`(${index}::int, ${item.skippedOn}::date, ${item.scheduledOn}::date, ${item.alertCount}::int, ${item.inconsistent}::boolean, ${item.unlicensed ? 7 : null}::int, ${'{1}'}::int[], null::timestamptz)`,
  );
  const rank = rankOf(facts, sql`"work_orders"."inconsistent"`);
  const result = (await database.db.execute(
    sql`select "work_orders"."position" as position, ${rank} as rank from (values ${sql.join(rows, sql`, `)}) as "work_orders"("position", "skipped_on", "scheduled_on", "alert_count", "inconsistent", "applicator_id", "product_ids", "planned_start") order by 1`,
  )) as unknown as { rows: { rank: number }[] };
  return result.rows.map((row) => Number(row.rank));
}

/** The domain's rank of each case, with the inputs the service derives from the order row. */
function domainRanks(withLicences: boolean): number[] {
  return CASES.map(
    (item) =>
      rankWorkOrder({
        skipped: item.skippedOn === TODAY,
        inconsistent: item.inconsistent,
        scheduledToday: item.scheduledOn === TODAY,
        scheduled: item.scheduledOn !== null && item.scheduledOn >= TODAY,
        alertCount: item.alertCount + (withLicences && item.unlicensed ? 1 : 0),
      }).rank,
  );
}

describe('work-order rank in SQL', () => {
  it('ranks every combination of its inputs as the domain ranking does', async () => {
    expect(CASES).toHaveLength(192);
    expect(await sqlRanks(FACTS)).toEqual(domainRanks(true));
  });

  it('agrees with the domain ranking when no product asks for a licence', async () => {
    expect(await sqlRanks({ ...FACTS, licences: undefined })).toEqual(domainRanks(false));
  });
});
