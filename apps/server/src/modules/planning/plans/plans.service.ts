import type { TDatabase } from '../../../db/database';
import { createManualPlanning } from './manual-planning.service';
import { createPlanPlacement } from './plan-placement';
import { createPlanStore, type TPlansDependencies } from './plan-store';
import { createPlanUsage } from './plan-usage.service';
import { createPlanVersions } from './plan-versions.service';
import { createProposedDays } from './proposed-days';

export type { TPlansDependencies } from './plan-store';
export {
  PLAN_CHANGED_EVENT,
  compartmentProblem,
  scopeOf,
  summaryOfItems,
  workingPeriodOf,
  type TOptimisedMachineDay,
  type TPlanItemInput,
  type TPlanWithItems,
} from './plan-items';

/**
 * The plans of machines' days, one service over its parts: versions (`plan-versions.service.ts`),
 * manual planning (`manual-planning.service.ts`, placing orders in `plan-placement.ts`) and the
 * plans holding an order (`plan-usage.service.ts`), sharing `plan-store.ts`.
 */
export function createPlansService(db: TDatabase, dependencies: TPlansDependencies) {
  const store = createPlanStore(db, dependencies);
  const placement = createPlanPlacement(dependencies, store);
  return {
    ...createPlanVersions(db, dependencies, store),
    ...createManualPlanning(dependencies, store, placement),
    ...createPlanUsage(dependencies, store),
    ...createProposedDays(store),
  };
}

export type TPlansService = ReturnType<typeof createPlansService>;
