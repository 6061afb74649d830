import { EMPTY_PLAN_SUMMARY, type TDaySummary, type TPlanSummary } from '@tramline/domain';
import type { TAuth } from '../../../http/auth-context';
import { badRequest } from '../../../http/errors';
import type { TPlansService } from '../plans/plans.service';

/** The longest range `/resumo/por-faixa` answers, in days. */
export const SUMMARY_RANGE_MAX_DAYS = 62;

type TPlanFigures = {
  equipmentId: number;
  localDate: string;
  kind: string;
  summary: TPlanSummary;
  /** The work orders the plan holds; absent: its summary's count stands. */
  orderIds?: readonly number[];
};

/**
 * The plans' figures added up. Orders count once however many machines share them (the fields of
 * an order, or the parts of a field bigger than a day); a plan whose orders are not known adds
 * its own count.
 */
function addUp(plans: readonly TPlanFigures[]): TPlanSummary {
  const total = { ...EMPTY_PLAN_SUMMARY };
  const orders = new Set<number>();
  let uncounted = 0;
  for (const { summary, orderIds } of plans) {
    total.workedTime += summary.workedTime;
    total.displacementTime += summary.displacementTime;
    total.cleaningTime += summary.cleaningTime;
    total.waitingTime += summary.waitingTime;
    total.overtime += summary.overtime;
    total.workedArea += summary.workedArea;
    if (orderIds) for (const id of orderIds) orders.add(id);
    else uncounted += summary.orderCount;
    if (summary.orderCount > 0) total.equipmentCount += 1;
  }
  total.orderCount = orders.size + uncounted;
  return total;
}

/**
 * A day's figures, optimised and custom side by side: the optimised side adds up the machines'
 * optimised plans; the custom side adds up each machine's custom plan, or its optimised plan when
 * it has no custom one (a custom day starts as the optimised one).
 */
export function summariseDay(referencia: string, plans: readonly TPlanFigures[]): TDaySummary {
  const optimised = plans.filter((plan) => plan.kind === 'AUTOMATICO');
  const custom = new Map<number, TPlanFigures>();
  for (const plan of plans)
    if (plan.kind === 'MANUAL' || !custom.has(plan.equipmentId)) custom.set(plan.equipmentId, plan);
  return { referencia, optimised: addUp(optimised), custom: addUp([...custom.values()]) };
}

function datesBetween(from: string, to: string) {
  const dates: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += 86_400_000)
    dates.push(new Date(time).toISOString().slice(0, 10));
  return dates;
}

/** `GET /resumo/por-dia/` and `/resumo/por-faixa`: worked, displacement and cleaning time, worked area, counts. */
export function createPlanSummariesService(dependencies: { plans: TPlansService }) {
  return {
    async byDay(auth: TAuth, query: { referencia: string; configuracaoId: number; equipamentoId?: number }) {
      const rows = await dependencies.plans.plansInRange(auth, {
        groupId: query.configuracaoId,
        from: query.referencia,
        to: query.referencia,
        equipmentIds: query.equipamentoId === undefined ? undefined : [query.equipamentoId],
      });
      return summariseDay(query.referencia, rows);
    },

    async byRange(
      auth: TAuth,
      query: { inicio: string; fim: string; configId: number; equipamentosId?: number[] },
    ) {
      const dates = datesBetween(query.inicio, query.fim);
      if (!dates.length || dates.length > SUMMARY_RANGE_MAX_DAYS)
        throw badRequest('summaryRangeInvalid', { max: SUMMARY_RANGE_MAX_DAYS });
      const rows = await dependencies.plans.plansInRange(auth, {
        groupId: query.configId,
        from: query.inicio,
        to: query.fim,
        equipmentIds: query.equipamentosId?.length ? query.equipamentosId : undefined,
      });
      return dates.map((date) =>
        summariseDay(
          date,
          rows.filter((row) => row.localDate === date),
        ),
      );
    },
  };
}

export type TPlanSummariesService = ReturnType<typeof createPlanSummariesService>;
