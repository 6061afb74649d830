import type { TAuth } from '../../../http/auth-context';
import type { TTimedDay } from './plan-items';
import type { TPlanStore } from './plan-store';

/** A machine's proposed day and the plan (id and version) it was proposed against. */
export interface TProposedDay {
  planId: number;
  version: number;
  timed: TTimedDay;
}

/**
 * Writing days proposed elsewhere (a re-plan from now) as custom versions, exactly as a planner's
 * change is written: each plan is checked first (not past, not stale: 409 with the fresh plan, a
 * sent day only with `confirmSent`), then every day is written in one transaction (a custom plan
 * gets a new version, an optimised one a custom plan made from it), and each written day is
 * announced as any change is.
 */
export function createProposedDays(store: TPlanStore) {
  const {
    loadForChange,
    inTransaction,
    writeVersion,
    deriveCustom,
    afterChange,
    orderIdsOf,
    presentOne,
    staleError,
  } = store;
  return {
    async writeProposedDays(auth: TAuth, days: readonly TProposedDay[], options: { confirmSent?: boolean }) {
      const loaded: ({ day: TProposedDay } & Awaited<ReturnType<TPlanStore['loadForChange']>>)[] = [];
      for (const day of days) {
        const plan = await loadForChange(auth, day.planId, day.version, {
          confirmSent: options.confirmSent,
          allowAutomatic: true,
        });
        // An optimised day is never superseded by a custom one made from it, only deactivated.
        if (!plan.row.active) throw await staleError(auth, plan.row);
        loaded.push({ day, ...plan });
      }
      const written = await inTransaction(auth, async (within) => {
        const rows = [];
        for (const { day, row } of loaded) {
          const result =
            row.kind === 'MANUAL'
              ? await writeVersion(within, auth, row, day.timed)
              : await deriveCustom(within, auth, row, day.timed);
          rows.push(result.plan);
        }
        return rows;
      });
      const plans = [];
      for (const [index, plan] of written.entries()) {
        const { group, items, day } = loaded[index]!;
        await afterChange(auth, group, plan, [...orderIdsOf(items), ...orderIdsOf(day.timed.items)]);
        plans.push(await presentOne(auth, plan, group));
      }
      return plans;
    },
  };
}
