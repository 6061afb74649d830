import {
  BLOCKS_OPTIMISATION,
  formatMessage,
  WORK_ORDER_STATUS,
  type TPlanActivity,
  type TPlanSummary,
  type TReplanAccept,
  type TReplanRequest,
  type TWorkOrderStatus,
} from '@tramline/domain';
import { startSolveWorker, type Plan } from '@tramline/optimizer';
import type { TDatabase } from '../../../db/database';
import type { TAuth } from '../../../http/auth-context';
import { AppError, conflict, notFound } from '../../../http/errors';
import { localDateOf, localMidnight } from '../../../calendar/calendar';
import { JobFailure, type TPlanningJobsService } from '../jobs/planning-jobs.service';
import type { TPlanningSettingsService } from '../settings/planning-settings.service';
import { summaryOfItems, type TPlanItemInput, type TPlansService } from '../plans/plans.service';
import { itemInputOf } from '../plans/plan-items';
import { planningError } from '../planning.errors';
import { createProblemBuilder } from '../engine/problem-builder';
import { familyOf } from '../engine/problem-loads';
import type { TMachineStartState, TProblemBuilderDependencies } from '../engine/problem-types';
import { machineDaysOf } from '../optimise/optimise-outcome';
import { replanDifference, type TDayOrders, type TTenderMeetingsDropped } from './replan-difference';
import { headActivities, splitDay, startStateOf, type TFieldReport } from './replan-start';
import { keptRefills, trimTenderDay } from '../plans/tender-meetings';

/**
 * Seconds a re-plan takes when the request names none: from the request to the proposal, reading
 * the records and starting the engine's thread included (the search gets what is left).
 */
export const DEFAULT_REPLAN_SECONDS = 5;

/** Milliseconds kept from a re-plan's budget for turning the engine's plan into the proposal. */
const PROPOSAL_MS = 250;

/** A job that starts this long after its request waited behind others: its budget starts then. */
const QUEUED_MS = 1000;

export type TReplanDependencies = TProblemBuilderDependencies & {
  planningJobs: TPlanningJobsService;
  planningSettings: TPlanningSettingsService;
  plans: TPlansService;
  /** The machines' last reports from the field (position, tank level), scoped to the owner. */
  lastReportsOf: (
    ownerId: number,
    equipmentIds: readonly number[],
  ) => Promise<(TFieldReport & { equipmentId: number })[]>;
  startSolve?: typeof startSolveWorker;
  /** The clock (tests set 'now' inside a working day). */
  now?: () => Date;
};

/** A machine's proposed day as the job's result keeps it (instants as ISO text). */
interface TProposedDayJson {
  equipamentoId: number;
  planejamentoId: number;
  version: number;
  items: (Omit<TPlanItemInput, 'plannedStart' | 'plannedEnd'> & {
    plannedStart: string | null;
    plannedEnd: string | null;
  })[];
  activities: TPlanActivity[];
  summary: TPlanSummary;
  period: { workingStart: string; workingEnd: string; overtimeEnd: string } | null;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const instant = (value: string | null) => (value ? new Date(value) : null);

/**
 * Re-planning a running day from now (docs/planning.md §Re-planning a running day): a job proposes
 * new days for the group's active plans (nothing is written) with their difference; accepting the
 * proposal writes custom versions as a planner's change does.
 */
export function createReplanService(db: TDatabase, services: TReplanDependencies) {
  const builder = createProblemBuilder({
    ...services,
    weatherRespectOf: (auth, groupId) => services.planningSettings.weatherRespectOf(auth, groupId),
    plannedAreasBefore: (auth, orderIds, date) => services.plans.plannedAreasBefore(auth, orderIds, date),
  });
  const startSolve = services.startSolve ?? startSolveWorker;
  const clock = services.now ?? (() => new Date());

  async function propose(auth: TAuth, request: TReplanRequest): Promise<{ processHash: string }> {
    const asked = Date.now();
    const now = clock();
    const group = await services.equipmentGroups.get(auth, request.configuracaoId);
    if (request.data < localDateOf(now, group.timeZone)) throw conflict('planningPastPlan');
    const tenders = new Set(group.tenderTrucks.map((tender) => tender.cdEquipamento));
    const groupDays = await services.plans.activePlans(db, auth, {
      groupId: group.id,
      localDate: request.data,
    });
    const days = groupDays.filter(({ plan }) => !tenders.has(plan.equipmentId));
    const tenderDays = groupDays.filter(({ plan }) => tenders.has(plan.equipmentId));
    const down = new Set(request.equipamentosParados);
    const heldIds = days.flatMap(({ items }) =>
      items.flatMap((item) => (item.kind === 'order' && item.workOrderId !== null ? [item.workOrderId] : [])),
    );
    const facts = new Map(
      (await services.workOrders.forPlanning(auth, [...new Set([...heldIds, ...request.ordensId])])).map(
        (order) => [order.cdOrdemServico, order],
      ),
    );
    const missing = request.ordensId.filter((id) => !facts.has(id));
    if (missing.length) throw planningError(705, { details: { ordensId: missing } });
    const statusOf = (id: number) => facts.get(id)?.status as number | undefined;
    const plannable = (id: number) => {
      const order = facts.get(id);
      const status = order?.status as TWorkOrderStatus | undefined;
      return (
        order !== undefined &&
        status !== WORK_ORDER_STATUS.DELETED &&
        !BLOCKS_OPTIMISATION.includes(status!) &&
        order.skipedDate === null
      );
    };
    const split = new Map(days.map((day) => [day.plan.equipmentId, splitDay(day, statusOf)]));
    const pool = [
      ...new Set([...[...split.values()].flatMap((part) => part.rest), ...request.ordensId]),
    ].filter(plannable);
    const working = days.map(({ plan }) => plan.equipmentId).filter((id) => !down.has(id));
    if (working.length === 0) throw planningError(715);
    if (pool.length === 0) throw planningError(704);

    const settings = await services.planningSettings.settingsOf(auth, group.id);
    const release = await services.planningJobs.claim(auth, {
      groupId: group.id,
      date: request.data,
      equipmentIds: groupDays.map(({ plan }) => plan.equipmentId),
    });
    try {
      const dayStart = localMidnight(request.data, group.timeZone);
      const reports = new Map(
        (await services.lastReportsOf(auth.ownerId, working)).map((report) => [report.equipmentId, report]),
      );
      const startStates = new Map<number, TMachineStartState>();
      const request0 = {
        date: request.data,
        groupId: group.id,
        equipmentIds: working,
        orderIds: pool,
        mode: 'reoptimise' as const,
        weighting: request.weighting ?? settings.weighting,
        vehicle: request.vehicle ?? settings.vehicle,
        startStates,
      };
      const prepared = await builder.prepare(auth, request0);
      for (const machine of prepared.machines) {
        const id = machine.record.cdEquipamento;
        const { lastUnderWay } = split.get(id)!;
        let lastUnderWayPoint = null;
        let family: string | undefined;
        if (lastUnderWay?.workOrderId) {
          const order = await services.workOrders.get(auth, lastUnderWay.workOrderId);
          const [field] = await services.fields.summaries(auth, { ids: order.fieldIds.slice(-1) });
          lastUnderWayPoint = field?.centroid ?? null;
          // What it applied last is left in its tank: another family needs a cleanout first.
          family = familyOf(
            await services.products.getMany(
              auth,
              order.products.map((line) => line.productId),
            ),
          );
        }
        startStates.set(id, {
          family,
          ...startStateOf({
            now,
            dayStart,
            report: reports.get(id) ?? null,
            liquidCapacity: machine.compartments
              .filter((compartment) => compartment.mixtureType === 'liquid')
              .reduce((sum, compartment) => sum + compartment.capacity, 0),
            lastUnderWay,
            lastUnderWayPoint,
          }),
        });
      }
      const seconds = Math.min(60, request.timeBudgetSeconds ?? DEFAULT_REPLAN_SECONDS);
      const started = await services.planningJobs.start(
        auth,
        'planning-new',
        {
          kind: 'replan',
          groupId: group.id,
          date: request.data,
          equipmentIds: days.map((d) => d.plan.equipmentId),
          timeBudgetSeconds: seconds,
        },
        async (context) => {
          const begun = Date.now();
          const deadline = (begun - asked > QUEUED_MS ? begun : asked) + seconds * 1000 - PROPOSAL_MS;
          try {
            const built = await builder.complete(auth, prepared);
            // The search starts from the current plan: each machine's remaining orders in their order.
            const initialRoutes: Record<string, string[]> = {};
            for (const id of working) {
              const rest = split.get(id)!.rest;
              initialRoutes[String(id)] = rest.flatMap((orderId) =>
                [...built.orders.entries()]
                  .filter(([, order]) => order.workOrderId === orderId)
                  .map(([key]) => key),
              );
            }
            let plan: Plan;
            try {
              const job = startSolve(
                built.problem,
                { seconds, deadline, seed: 1, initialRoutes },
                (progress) => context.progress(progress.percent),
              );
              context.signal.addEventListener('abort', () => job.cancel(), { once: true });
              plan = await job.result;
            } catch {
              throw new JobFailure(999, formatMessage('planningUnknownError', auth.language));
            }
            const newDays = new Map(machineDaysOf(built, plan).map((day) => [day.equipmentId, day]));
            const proposed: TProposedDayJson[] = days.map(({ plan: row }) => {
              const part = split.get(row.equipmentId)!;
              const fresh = newDays.get(row.equipmentId);
              const at = startStates.get(row.equipmentId)?.at ?? now;
              const kept = part.head.map(itemInputOf);
              const all: TPlanItemInput[] = [
                ...kept,
                ...(fresh?.items ?? []).map((item) => ({ ...item, extra: false, extraAccepted: false })),
              ];
              return {
                equipamentoId: row.equipmentId,
                planejamentoId: row.id,
                version: row.version,
                items: all.map((item) => ({
                  ...item,
                  plannedStart: iso(item.plannedStart),
                  plannedEnd: iso(item.plannedEnd),
                })),
                activities: [
                  ...headActivities(
                    row.activities,
                    at,
                    new Set(kept.flatMap((item) => (item.workOrderId === null ? [] : [item.workOrderId]))),
                  ),
                  ...(fresh?.activities ?? []),
                ],
                summary: {
                  ...summaryOfItems(all),
                  overtime: fresh?.summary.overtime ?? row.summary.overtime,
                },
                period: fresh
                  ? {
                      workingStart: fresh.workingStart.toISOString(),
                      workingEnd: fresh.workingEnd.toISOString(),
                      overtimeEnd: fresh.overtimeEnd.toISOString(),
                    }
                  : null,
              };
            });
            // The tender trucks no longer meet the sprayers whose refills the new days dropped.
            const refills = keptRefills(proposed);
            const replanned = new Set(proposed.map((day) => day.equipamentoId));
            const tenderChanges: TTenderMeetingsDropped[] = [];
            const tenderProposals: TProposedDayJson[] = tenderDays.flatMap(({ plan: row, items }) => {
              const trimmed = trimTenderDay(
                row.equipmentId,
                { items: items.map(itemInputOf), activities: row.activities },
                replanned,
                refills,
              );
              if (!trimmed) return [];
              tenderChanges.push({ equipmentId: row.equipmentId, dropped: trimmed.dropped });
              return [
                {
                  equipamentoId: row.equipmentId,
                  planejamentoId: row.id,
                  version: row.version,
                  items: trimmed.items.map((item) => ({
                    ...item,
                    plannedStart: iso(item.plannedStart),
                    plannedEnd: iso(item.plannedEnd),
                  })),
                  activities: trimmed.activities,
                  summary: { ...summaryOfItems(trimmed.items), overtime: row.summary.overtime },
                  period: null,
                },
              ];
            });
            const ordersOf = (
              items: readonly {
                kind: string;
                workOrderId: number | null;
                plannedStart: Date | string | null;
              }[],
            ) =>
              items.flatMap((item) =>
                item.kind === 'order' && item.workOrderId !== null
                  ? [
                      {
                        workOrderId: item.workOrderId,
                        start: item.plannedStart ? new Date(item.plannedStart) : null,
                      },
                    ]
                  : [],
              );
            const current: TDayOrders[] = days.map(({ plan: row, items }) => ({
              equipmentId: row.equipmentId,
              orders: ordersOf(items),
              overtime: row.summary.overtime,
            }));
            const next: TDayOrders[] = proposed.map((day) => ({
              equipmentId: day.equipamentoId,
              orders: ordersOf(day.items),
              overtime: day.summary.overtime,
            }));
            const difference = replanDifference(
              current,
              next,
              {
                tickets: new Map(
                  [...facts.values()].map((order) => [order.cdOrdemServico, order.vlOrdemServico ?? '']),
                ),
                machines: new Map(
                  [...group.equipments, ...group.tenderTrucks].map((member) => [
                    member.cdEquipamento,
                    member.equipmentName,
                  ]),
                ),
              },
              tenderChanges,
            );
            return {
              code: 900,
              result: {
                kind: 'replan',
                configuracaoId: group.id,
                data: request.data,
                equipamentosParados: [...down],
                proposal: [...proposed, ...tenderProposals],
                difference,
                iterations: plan.search.iterations,
              },
            };
          } catch (error) {
            if (error instanceof AppError && typeof error.code === 'number')
              throw new JobFailure(error.code, formatMessage(error.key, auth.language, error.params));
            throw error;
          } finally {
            release();
          }
        },
      );
      return started;
    } catch (error) {
      release();
      throw error;
    }
  }

  async function accept(auth: TAuth, command: TReplanAccept) {
    const job = await services.planningJobs.status(auth, command.processHash);
    const result = job.result as { kind?: string; proposal?: TProposedDayJson[] } | null;
    if (job.status === 'pendente') throw conflict('planningInProgress');
    if (job.status !== 'concluido' || result?.kind !== 'replan' || !result.proposal) throw notFound();
    const plans = await services.plans.writeProposedDays(
      auth,
      result.proposal.map((day) => ({
        planId: day.planejamentoId,
        version: day.version,
        timed: {
          items: day.items.map((item) => ({
            ...item,
            plannedStart: instant(item.plannedStart),
            plannedEnd: instant(item.plannedEnd),
          })),
          activities: day.activities,
          summary: day.summary,
          period: day.period
            ? {
                workingStart: new Date(day.period.workingStart),
                workingEnd: new Date(day.period.workingEnd),
                overtimeEnd: new Date(day.period.overtimeEnd),
              }
            : null,
        },
      })),
      { confirmSent: command.confirmSent },
    );
    return { plans };
  }

  return { propose, accept };
}

export type TReplanService = ReturnType<typeof createReplanService>;
