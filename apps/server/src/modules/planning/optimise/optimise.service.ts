import {
  formatMessage,
  type TGroupWithEquipment,
  type TOptimiseRequest,
  type TVehicle,
} from '@tramline/domain';
import { startSolveWorker, type Plan } from '@tramline/optimizer';
import type { TDatabase } from '../../../db/database';
import type { TAuth } from '../../../http/auth-context';
import { AppError, conflict } from '../../../http/errors';
import type { TPlanningJobsService } from '../jobs/planning-jobs.service';
import type { TPlanningSettingsService } from '../settings/planning-settings.service';
import { localDateOf, weekdayOf } from '../../../calendar/calendar';
import type { TPlansService } from '../plans/plans.service';
import { JobFailure, type TJobContext } from '../jobs/planning-jobs.service';
import type { TPlanningLogsService } from '../logs/planning-logs.service';
import { allocationFailure, machineDaysOf, outcomeOf, successMessage } from './optimise-outcome';
import { createProblemBuilder } from '../engine/problem-builder';
import type { TBuiltProblem, TProblemBuilderDependencies, TProblemRequest } from '../engine/problem-types';

/** Seconds the engine searches when the request names no budget. */
export const DEFAULT_TIME_BUDGET_SECONDS = 20;
/** Longest search the server allows (the spec's texts promise an answer within minutes). */
export const MAX_TIME_BUDGET_SECONDS = 120;

export type TOptimiseDependencies = TProblemBuilderDependencies & {
  planningJobs: TPlanningJobsService;
  planningLogs: TPlanningLogsService;
  planningSettings: TPlanningSettingsService;
  plans: TPlansService;
  /** The engine in its worker thread (replaceable in tests). */
  startSolve?: typeof startSolveWorker;
};

/**
 * Optimising a group's day (`POST /add-ordens-otimizando-equipamentos`) or one machine's custom day
 * (`PUT /manual/otimizar`): the preconditions are answered at once with the spec's codes, then a
 * planning job solves in a worker thread (cancellable, live progress), writes the optimised days
 * through the plans service and records the run in the planning logs.
 */
export function createOptimiseService(db: TDatabase, services: TOptimiseDependencies) {
  const builder = createProblemBuilder({
    ...services,
    weatherRespectOf: (auth, groupId) => services.planningSettings.weatherRespectOf(auth, groupId),
    plannedAreasBefore: (auth, orderIds, date) => services.plans.plannedAreasBefore(auth, orderIds, date),
    async machinesWithPlan(auth, query) {
      const plans = await services.plans.activePlans(db, auth, {
        groupId: query.groupId,
        localDate: query.localDate,
      });
      return plans
        .filter(
          ({ plan, items }) =>
            query.equipmentIds.includes(plan.equipmentId) && items.some((item) => item.kind === 'order'),
        )
        .map(({ plan }) => plan.equipmentId);
    },
  });

  const startSolve = services.startSolve ?? startSolveWorker;

  /**
   * The rules before any work: the group is the caller's (404), the day is not past (409), a day
   * already sent to one of the machines needs `confirmSent` (409, as a manual change does), and no
   * other optimisation of the same machines that day is pending (905). The weighting and vehicle
   * the request does not name come from the group's planning settings.
   */
  async function admit(
    auth: TAuth,
    request: TProblemRequest & { confirmSent?: boolean },
  ): Promise<{
    weighting: NonNullable<TProblemRequest['weighting']>;
    vehicle: TVehicle;
    release: () => void;
  }> {
    const group = await services.equipmentGroups.get(auth, request.groupId);
    if (request.date < localDateOf(new Date(), group.timeZone)) throw conflict('planningPastPlan');
    const sent = (await services.plans.activePlans(db, auth, { groupId: group.id, localDate: request.date }))
      .filter(({ plan }) => request.equipmentIds.includes(plan.equipmentId) && plan.sentAt !== null)
      .map(({ plan }) => plan);
    if (sent.length && !request.confirmSent)
      throw new AppError(
        409,
        'planningSentNeedsConfirmation',
        {},
        {
          needsConfirmation: true,
          sentAt: sent[0]!.sentAt!.toISOString(),
          equipamentosId: sent.map((plan) => plan.equipmentId),
        },
      );
    const settings = await services.planningSettings.settingsOf(auth, group.id);
    const release = await services.planningJobs.claim(auth, {
      groupId: group.id,
      date: request.date,
      equipmentIds: [...new Set(request.equipmentIds)],
    });
    return {
      weighting: request.weighting ?? settings.weighting,
      vehicle: request.vehicle ?? settings.vehicle,
      release,
    };
  }

  async function run(
    auth: TAuth,
    asked: TProblemRequest & { timeBudgetSeconds?: number; confirmSent?: boolean },
    kind: 'optimise' | 'reoptimise',
  ): Promise<{ processHash: string }> {
    const startedAt = new Date();
    const { weighting, vehicle, release } = await admit(auth, asked);
    try {
      return await runAdmitted(auth, { ...asked, weighting, vehicle }, kind, startedAt, release);
    } catch (error) {
      release();
      throw error;
    }
  }

  async function runAdmitted(
    auth: TAuth,
    request: TProblemRequest & { timeBudgetSeconds?: number },
    kind: 'optimise' | 'reoptimise',
    startedAt: Date,
    release: () => void,
  ): Promise<{ processHash: string }> {
    const prepared = await builder.prepare(auth, request);
    const seconds = Math.min(
      MAX_TIME_BUDGET_SECONDS,
      Math.max(1, request.timeBudgetSeconds ?? DEFAULT_TIME_BUDGET_SECONDS),
    );
    const workOrderIds = prepared.orderIds;
    const equipmentIds = prepared.machines.map((machine) => machine.record.cdEquipamento);
    const input = {
      weighting: request.weighting ?? 'fastest',
      vehicle: request.vehicle ?? 'sprayer',
      timeBudgetSeconds: seconds,
      orderCount: workOrderIds.length,
      fieldCount: 0,
      machineCount: equipmentIds.length,
      selectedArea: 0,
    };
    let announce!: (hash: string) => void;
    const processHashReady = new Promise<string>((resolve) => (announce = resolve));

    const work = async (context: TJobContext) => {
      try {
        return await solveAndSave(context);
      } finally {
        release();
      }
    };

    const solveAndSave = async (context: TJobContext) => {
      const processHash = await processHashReady;
      const log = (code: number, message: string | null, outcome: ReturnType<typeof outcomeOf> | null) =>
        services.planningLogs.record(auth, {
          equipmentGroupId: request.groupId,
          localDate: request.date,
          processHash,
          kind,
          workOrderIds,
          equipmentIds,
          input,
          result: outcome?.result ?? null,
          orders: outcome?.orders ?? [],
          code,
          message,
          startedAt,
          finishedAt: new Date(),
          durationSeconds: (Date.now() - startedAt.getTime()) / 1000,
        });
      let built: TBuiltProblem;
      try {
        built = await builder.complete(auth, prepared);
      } catch (error) {
        // Weather (707, 708), distance (706) and field (705) answers come from the records read here.
        const code = error instanceof AppError && typeof error.code === 'number' ? error.code : 999;
        const message =
          error instanceof AppError
            ? formatMessage(error.key, auth.language, error.params)
            : formatMessage('planningUnknownError', auth.language);
        await log(code, message, null);
        throw new JobFailure(code, message);
      }
      // Fields, a field bigger than a day once however many parts the engine plans it in.
      input.fieldCount = new Set(
        [...built.orders.values()].map((order) => `${order.workOrderId}:${order.fieldId}`),
      ).size;
      input.selectedArea = [...built.orders.values()].reduce((sum, order) => sum + order.area, 0);
      let plan: Plan;
      try {
        const job = startSolve(built.problem, { seconds, seed: 1 }, (progress) =>
          context.progress(progress.percent),
        );
        const cancel = () => job.cancel();
        if (context.signal.aborted) cancel();
        context.signal.addEventListener('abort', cancel, { once: true });
        plan = await job.result;
      } catch {
        const message = formatMessage('planningUnknownError', auth.language);
        await log(999, message, null);
        throw new JobFailure(999, message);
      }
      const outcome = outcomeOf(built, plan);
      outcome.result.leftOutMachines = prepared.leftOut;
      if (plan.code !== 900 || outcome.result.assignedOrders === 0) {
        const today = localDateOf(new Date(), built.timeZone);
        const { code, message } = allocationFailure(outcome.result.causes, auth.language, {
          dayUnderway: request.date === today && Date.now() > prepared.period.workingStart.getTime(),
        });
        await log(code, message, outcome);
        throw new JobFailure(code, message);
      }
      // One machine's day re-optimised is planned with the tender trucks, but they serve the
      // group's other sprayers too: their days are planned again for the whole day once it is
      // written, not taken from this run (which knows of one sprayer).
      const oneMachine = kind === 'reoptimise';
      const days = machineDaysOf(built, plan, { tenders: !oneMachine });
      const written = await db.transaction(async (tx) =>
        services.plans.saveOptimisedDay(tx, auth, {
          groupId: request.groupId,
          localDate: request.date,
          processHash,
          machines: days,
          since: startedAt,
          tenderIds: oneMachine ? [] : (built.tenders ?? []).map((tender) => tender.equipmentId),
        }),
      );
      // Machines whose custom day a planner wrote while the job ran keep it active.
      const writtenIds = new Set(written.values());
      const keptCustom = (
        await services.plans.activePlans(db, auth, { groupId: request.groupId, localDate: request.date })
      )
        .filter(({ plan }) => written.has(plan.equipmentId) && !writtenIds.has(plan.id))
        .map(({ plan }) => plan.equipmentId);
      // The tender trucks' new days serve the optimised sprayers: with a custom day kept beside
      // them, or after one machine's day, the tenders are planned again for the day as it stands.
      if ((keptCustom.length || oneMachine) && built.tenders?.length)
        await services.plans.replanTendersOfDay(auth, request.groupId, request.date);
      await services.plans.announceSentChanges(auth, {
        groupId: request.groupId,
        localDate: request.date,
        planIds: [...written.values()],
      });
      // The orders' ranking reads their schedule date: placed orders become 'scheduled', orders
      // the new day left out are free again.
      await services.plans.refreshScheduleFacts(
        auth,
        request.groupId,
        outcome.orders.map((order) => order.workOrderId),
      );
      const message = successMessage(prepared.leftOut, auth.language);
      await log(900, message, outcome);
      return {
        code: 900,
        message,
        result: {
          ...outcome.result,
          planIds: Object.fromEntries(written),
          keptCustom,
          leftOutMachines: prepared.leftOut.map((machine) => ({
            equipamentoId: machine.equipmentId,
            name: machine.name,
            reason: machine.reason,
          })),
          unassigned: outcome.orders
            .filter((order) => order.cause !== null)
            .map((order) => ({
              cdOrdemServico: order.workOrderId,
              fieldId: order.fieldId,
              cause: order.cause,
              code: order.code,
            })),
          // Fields bigger than the day placed in part: the rest waits for a later day's plan.
          carried: outcome.carried.map((field) => ({
            ...field,
            vlOrdemServico:
              built.workOrders.find((order) => order.cdOrdemServico === field.cdOrdemServico)
                ?.vlOrdemServico ?? null,
          })),
        },
      };
    };

    const started = await services.planningJobs.start(
      auth,
      'planning-new',
      { kind, groupId: request.groupId, date: request.date, equipmentIds, ...input },
      work,
    );
    announce(started.processHash);
    return started;
  }

  return {
    /** `POST /add-ordens-otimizando-equipamentos`. */
    optimise(auth: TAuth, request: TOptimiseRequest): Promise<{ processHash: string }> {
      return run(
        auth,
        {
          date: request.data,
          groupId: request.configuracaoId,
          equipmentIds: request.equipamentosId,
          orderIds: request.ordensId,
          weighting: request.weighting,
          vehicle: request.vehicle,
          timeBudgetSeconds: request.timeBudgetSeconds,
          confirmSent: request.confirmSent,
        },
        'optimise',
      );
    },

    /** `PUT /manual/otimizar`: the orders of a machine's active day, re-sequenced by the engine. */
    async reoptimise(
      auth: TAuth,
      query: {
        configuracaoId: number;
        referencia: string;
        equipamentoId: number;
        timeBudgetSeconds?: number;
        confirmSent?: boolean;
      },
    ): Promise<{ processHash: string }> {
      const plans = await services.plans.activePlans(db, auth, {
        groupId: query.configuracaoId,
        localDate: query.referencia,
      });
      const day = plans.find(({ plan }) => plan.equipmentId === query.equipamentoId);
      const orderIds = [
        ...new Set(
          (day?.items ?? []).flatMap((item) =>
            item.kind === 'order' && item.workOrderId !== null ? [item.workOrderId] : [],
          ),
        ),
      ];
      return run(
        auth,
        {
          date: query.referencia,
          groupId: query.configuracaoId,
          equipmentIds: [query.equipamentoId],
          orderIds,
          mode: 'reoptimise',
          timeBudgetSeconds: query.timeBudgetSeconds,
          confirmSent: query.confirmSent,
        },
        'reoptimise',
      );
    },

    /** `GET /configuracoes-com-info-equipamento?data`: the branch's active groups with their machines and plan state. */
    async groupsWithEquipment(auth: TAuth, date: string): Promise<TGroupWithEquipment[]> {
      const summaries = await services.equipmentGroups.all(auth, { active: true });
      const answer: TGroupWithEquipment[] = [];
      for (const summary of summaries) {
        const group = await services.equipmentGroups.get(auth, summary.id);
        const [plans, warehouses] = await Promise.all([
          services.plans.activePlans(db, auth, { groupId: group.id, localDate: date }),
          (async () => {
            const ids = [
              ...new Set(
                group.equipments.flatMap((member) =>
                  member.warehouseId === null ? [] : [member.warehouseId],
                ),
              ),
            ];
            return new Map(
              (ids.length ? await services.places.getMany(auth, ids) : []).map((place) => [place.id, place]),
            );
          })(),
        ]);
        const weekday = weekdayOf(date);
        answer.push({
          configuracaoId: group.id,
          configName: group.name,
          autoSend: group.autoSendLoads,
          autoSendHour: group.autoSendTime?.hour ?? null,
          hasWorkingHours: group.workingPeriods.some((period) => period.dayOfWeek === weekday),
          equipments: group.equipments.map((member) => {
            const plan = plans.find((entry) => entry.plan.equipmentId === member.cdEquipamento);
            const warehouse = member.warehouseId === null ? undefined : warehouses.get(member.warehouseId);
            return {
              equipamentoId: member.cdEquipamento,
              name: member.equipmentName,
              equipmentType: member.equipmentType,
              warehouse: warehouse
                ? {
                    id: warehouse.id,
                    name: warehouse.name,
                    latitude: warehouse.latitude,
                    longitude: warehouse.longitude,
                  }
                : null,
              hasPlan: plan !== undefined && plan.items.some((item) => item.kind === 'order'),
              sentAt: plan?.plan.sentAt?.toISOString() ?? null,
            };
          }),
          tenders: group.tenderTrucks.map((tender) => ({
            equipamentoId: tender.cdEquipamento,
            name: tender.equipmentName,
            hasPlan: plans.some(
              (entry) => entry.plan.equipmentId === tender.cdEquipamento && entry.items.length > 0,
            ),
          })),
        });
      }
      return answer;
    },
  };
}

export type TOptimiseService = ReturnType<typeof createOptimiseService>;
