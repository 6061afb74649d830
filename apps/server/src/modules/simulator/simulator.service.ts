import { randomUUID } from 'node:crypto';
import type {
  TExecutionEvent,
  TPositionPoint,
  TSimulatedMachine,
  TSimulatorRun,
  TSimulatorStart,
} from '@tramline/domain';
import type { TAuth } from '../../http/auth-context';
import { AppError, conflict, notFound } from '../../http/errors';
import type { TEmployeesService } from '../records/employees/employees.service';
import type { TStopOperationsService } from '../records/stop-operations/stop-operations.service';
import type { TVouchersService } from '../records/vouchers/vouchers.service';
import { createMachineApiClient, MachineApiError } from './machine-api.client';
import {
  loadMachineDay,
  SKIP_REASON,
  type TMachineDay,
  type TSimulatorDayDependencies,
} from './simulator-day';
import { sampleAt, segmentAt } from './timeline';

export interface TSimulatorOptions {
  /** Milliseconds between two steps of a run (1000). */
  tickMs?: number;
  /** Seconds of replayed time between two reported positions (5). */
  positionEverySeconds?: number;
  /** Run time per real time on top of the speed factor; only tests raise it (1). */
  clockRate?: number;
  logger?: { warn: (payload: object, message: string) => void };
}

export interface TSimulatorDependencies extends TSimulatorDayDependencies {
  vouchers: TVouchersService;
  employees: TEmployeesService;
  stopOperations: TStopOperationsService;
}

/** A `startNow` day's first field work began this long ago: the run catches up, then follows the clock. */
const START_NOW_LEAD_MS = 10 * 60_000;
/** A `startNow` run replays at most this much before the present (a long road trip is joined halfway). */
const START_NOW_CATCH_UP_MS = 40 * 60_000;
const MAX_BATCH = 1000;
/** Finished runs kept for the list; older ones are forgotten. */
const FINISHED_RUNS_KEPT = 20;
/** Boom sections a simulated machine reports. */
const SECTIONS = 5;
const VOUCHER_EMPLOYEE_NOTE = 'simulator';

interface TMachineRun extends TSimulatedMachine {
  day: TMachineDay;
  token: string | null;
  cursor: number;
  nextEvent: number;
}

interface TRun {
  id: number;
  key: string;
  ownerId: number;
  unitId: number;
  request: TSimulatorStart;
  shiftMs: number;
  planStart: number;
  realStart: number;
  state: TSimulatorRun['state'];
  startedAt: Date;
  finishedAt: Date | null;
  machines: TMachineRun[];
  timer: NodeJS.Timeout | null;
  tick: Promise<void> | null;
  stopOperationId: number | null;
}

const messageOf = (error: unknown) =>
  error instanceof MachineApiError
    ? `${error.status} ${error.body?.message ?? error.body?.code ?? ''}`.trim()
    : error instanceof Error
      ? error.message
      : String(error);

/**
 * The simulator: replays machines' sent days as their terminals would report them, through the
 * public machine API over HTTP with device tokens (never into the database directly). Runs live in
 * this process's memory and end with it.
 */
export function createSimulatorService(services: TSimulatorDependencies, options: TSimulatorOptions = {}) {
  const tickMs = options.tickMs ?? 1000;
  const stepMs = (options.positionEverySeconds ?? 5) * 1000;
  const clockRate = options.clockRate ?? 1;
  const runs = new Map<number, TRun>();
  let nextId = 1;

  /** The branch's simulator voucher (its employee code's voucher made by the simulator), made when missing. */
  async function voucherCode(auth: TAuth) {
    const today = new Date().toISOString().slice(0, 10);
    const active = await services.vouchers.list(auth, { page: 0, size: 100, status: 'ACTIVE' });
    const own = active.content.find(
      (voucher) =>
        voucher.username === auth.login && voucher.expirationDate > today && voucher.permission === 'COCKPIT',
    );
    if (own) return own.code;
    const employees = await services.employees.list(auth, { page: 0, size: 1, status: 'ACTIVE' });
    const employee = employees.content[0];
    if (!employee) throw conflict('voucherEmployeeNotFound');
    const expiry = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    const created = await services.vouchers.create(auth, {
      username: auth.login,
      employeeCode: employee.code,
      obcType: 'VIRTUAL',
      permission: 'COCKPIT',
      expirationDate: expiry,
    });
    options.logger?.warn({ voucherId: created.id, note: VOUCHER_EMPLOYEE_NOTE }, 'simulator voucher created');
    return created.code;
  }

  function present(run: TRun): TSimulatorRun {
    const total = run.machines.reduce((sum, machine) => sum + (machine.day.last - machine.day.first), 0);
    const done = run.machines.reduce(
      (sum, machine) => sum + machine.progress * (machine.day.last - machine.day.first),
      0,
    );
    return {
      id: run.id,
      date: run.request.date,
      speedFactor: run.request.speedFactor,
      timing: run.request.timing,
      disturbances: run.request.disturbances ?? {},
      state: run.state,
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt?.toISOString() ?? null,
      progress: total > 0 ? done / total : 1,
      machines: run.machines.map(
        ({ day: _day, token: _token, cursor: _cursor, nextEvent: _next, ...rest }) => rest,
      ),
    };
  }

  function eventBody(run: TRun, machine: TMachineRun, index: number): TExecutionEvent | null {
    const event = machine.day.events[index]!;
    const common = {
      idempotencyKey: `sim-${run.key}-${machine.equipmentId}-${index}`,
      workOrderId: event.workOrderId,
      time: new Date(event.time + run.shiftMs).toISOString(),
    };
    switch (event.type) {
      case 'pause':
        return run.stopOperationId === null
          ? null
          : {
              type: 'pause',
              ...common,
              stopOperationId: run.stopOperationId,
              ...(event.appliedArea === undefined
                ? {}
                : { appliedArea: event.appliedArea, appliedVolume: event.appliedVolume ?? 0 }),
            };
      case 'skip':
        return { type: 'skip', ...common, reason: SKIP_REASON };
      case 'complete':
        return {
          type: 'complete',
          ...common,
          appliedArea: event.appliedArea ?? 0,
          appliedVolume: event.appliedVolume ?? 0,
        };
      default:
        return { type: event.type, ...common };
    }
  }

  async function step(
    run: TRun,
    machine: TMachineRun,
    planNow: number,
    client: ReturnType<typeof createMachineApiClient>,
  ) {
    if (machine.state !== 'running' || !machine.token) return;
    const { day } = machine;
    const until = Math.min(planNow, day.last);
    const points: TPositionPoint[] = [];
    let time = Math.max(machine.cursor + stepMs - (machine.cursor % stepMs), day.segments[0]!.start);
    for (; time <= until; time += stepMs) {
      const segment = segmentAt(day.segments, time);
      if (!segment) continue;
      const sample = sampleAt(segment, time);
      points.push({
        time: new Date(time + run.shiftMs).toISOString(),
        longitude: sample.point[0],
        latitude: sample.point[1],
        speed: Math.round(Math.min(200, sample.speedKmh) * 10) / 10,
        heading: Math.round(sample.heading * 10) / 10,
        boomOn: sample.boomOn,
        sections: Array.from({ length: SECTIONS }, () => sample.boomOn),
        rate: sample.boomOn ? Math.round(segment.rate * 10) / 10 : 0,
        tankLevel: Math.round(sample.tankLevel),
        ...(segment.workOrderId !== null && (segment.kind === 'work' || segment.kind === 'breakdown')
          ? { workOrderId: segment.workOrderId }
          : {}),
      });
    }
    for (let index = 0; index < points.length; index += MAX_BATCH) {
      const batch = points.slice(index, index + MAX_BATCH);
      try {
        await client.postPositions(machine.token, machine.equipmentId, batch);
      } catch (error) {
        machine.error = messageOf(error);
      }
      machine.pointsSent += batch.length;
    }
    if (until >= machine.cursor) machine.cursor = until;
    while (machine.nextEvent < day.events.length && day.events[machine.nextEvent]!.time <= planNow) {
      const body = eventBody(run, machine, machine.nextEvent);
      machine.nextEvent += 1;
      if (!body) continue;
      try {
        await client.postEvent(machine.token, machine.equipmentId, body);
        machine.eventsSent += 1;
      } catch (error) {
        machine.error = messageOf(error);
      }
    }
    const current = segmentAt(day.segments, Math.min(planNow, day.last));
    machine.activity = planNow >= day.last ? 'done' : (current?.kind ?? 'wait');
    machine.clock =
      planNow >= day.first ? new Date(Math.min(planNow, day.last) + run.shiftMs).toISOString() : null;
    machine.progress = Math.max(
      0,
      Math.min(1, (machine.cursor - day.first) / Math.max(1, day.last - day.first)),
    );
    if (machine.cursor >= day.last && machine.nextEvent >= day.events.length) {
      machine.state = 'completed';
      machine.progress = 1;
    }
  }

  function finish(run: TRun, state: TSimulatorRun['state']) {
    if (run.timer) clearTimeout(run.timer);
    run.timer = null;
    if (run.state !== 'running') return;
    run.state = state;
    run.finishedAt = new Date();
    for (const machine of run.machines) if (machine.state === 'running') machine.state = state;
  }

  function schedule(run: TRun, baseUrl: string) {
    const client = createMachineApiClient({ baseUrl });
    const tick = async () => {
      const realNow = Date.now();
      const planNow = Math.min(
        run.planStart + (realNow - run.realStart) * clockRate * run.request.speedFactor,
        realNow - run.shiftMs,
      );
      for (const machine of run.machines) {
        if (run.state !== 'running') return;
        await step(run, machine, planNow, client);
      }
      if (run.machines.every((machine) => machine.state !== 'running'))
        finish(run, run.machines.some((machine) => machine.state === 'completed') ? 'completed' : 'failed');
    };
    const loop = () => {
      run.tick = tick()
        .catch((error: unknown) => {
          options.logger?.warn({ runId: run.id, error: messageOf(error) }, 'simulator run failed');
          finish(run, 'failed');
        })
        .finally(() => {
          run.tick = null;
          if (run.state === 'running') run.timer = setTimeout(loop, tickMs);
        });
    };
    loop();
  }

  return {
    /** Starts a run of the caller's branch; answers it as listed. */
    async start(
      auth: TAuth,
      request: TSimulatorStart,
      address: string | (() => string),
    ): Promise<TSimulatorRun> {
      const ids = new Set(request.equipmentIds ?? []);
      if (request.groupId !== undefined) {
        const group = await services.equipmentGroups.get(auth, request.groupId);
        for (const member of group.equipments) ids.add(member.cdEquipamento);
      }
      const known = new Set(
        (await services.equipment.findMany(auth, [...ids])).map((machine) => machine.cdEquipamento),
      );
      if ([...ids].some((id) => !known.has(id))) throw notFound();
      const disturbances = request.disturbances ?? {};
      const days: TMachineDay[] = [];
      for (const equipmentId of ids) {
        const day = await loadMachineDay(services, auth, { equipmentId, date: request.date, disturbances });
        if (day) days.push(day);
      }
      if (days.length === 0)
        throw new AppError(409, 'simulatorNothingSent', {}, [
          { path: 'date', code: 'simulatorNothingSent', message: '' },
        ]);
      const baseUrl = typeof address === 'function' ? address() : address;
      const code = await voucherCode(auth);
      const client = createMachineApiClient({ baseUrl });
      const stopOperationId = disturbances.breakdownMinutes
        ? ((await services.stopOperations.list(auth, { page: 0, size: 1 })).content[0]?.id ?? null)
        : null;
      const planStart = Math.min(...days.map((day) => day.first));
      const planEnd = Math.max(...days.map((day) => day.last));
      const firstWork = Math.min(
        ...days.map((day) => day.segments.find((segment) => segment.kind === 'work')?.start ?? day.first),
      );
      const realStart = Date.now();
      const shiftMs =
        request.timing === 'startNow'
          ? realStart - START_NOW_LEAD_MS - firstWork
          : request.timing === 'endNow'
            ? realStart - planEnd
            : 0;
      const replayFrom =
        request.timing === 'startNow'
          ? Math.max(planStart, realStart - shiftMs - START_NOW_CATCH_UP_MS)
          : planStart;
      const machines: TMachineRun[] = [];
      for (const day of days) {
        let token: string | null = null;
        let error: string | null = null;
        try {
          token = (await client.redeem(code, day.equipmentId)).token;
        } catch (failure) {
          error = messageOf(failure);
        }
        machines.push({
          equipmentId: day.equipmentId,
          name: day.name,
          state: token ? 'running' : 'failed',
          progress: 0,
          clock: null,
          activity: 'wait',
          pointsSent: 0,
          eventsSent: 0,
          error,
          day,
          token,
          cursor: replayFrom - 1,
          nextEvent: 0,
        });
      }
      const run: TRun = {
        id: nextId++,
        key: randomUUID().slice(0, 8),
        ownerId: auth.ownerId,
        unitId: auth.unitId,
        request: { ...request, disturbances },
        shiftMs,
        planStart: replayFrom,
        realStart,
        state: 'running',
        startedAt: new Date(realStart),
        finishedAt: null,
        machines,
        timer: null,
        tick: null,
        stopOperationId,
      };
      runs.set(run.id, run);
      const finished = [...runs.values()].filter((candidate) => candidate.state !== 'running');
      for (const old of finished.slice(0, Math.max(0, finished.length - FINISHED_RUNS_KEPT)))
        runs.delete(old.id);
      schedule(run, baseUrl);
      return present(run);
    },

    /** The runs of the caller's branch, the latest first. */
    list(auth: TAuth): TSimulatorRun[] {
      return [...runs.values()]
        .filter((run) => run.ownerId === auth.ownerId && run.unitId === auth.unitId)
        .sort((a, b) => b.id - a.id)
        .map(present);
    },

    get(auth: TAuth, id: number): TSimulatorRun {
      const run = runs.get(id);
      if (!run || run.ownerId !== auth.ownerId || run.unitId !== auth.unitId) throw notFound();
      return present(run);
    },

    /** Stops a run of the caller's branch where it is. */
    async stop(auth: TAuth, id: number): Promise<TSimulatorRun> {
      const run = runs.get(id);
      if (!run || run.ownerId !== auth.ownerId || run.unitId !== auth.unitId) throw notFound();
      finish(run, 'stopped');
      await run.tick;
      return present(run);
    },

    /** Stops every run (shutdown). */
    async stopAll() {
      for (const run of runs.values()) finish(run, 'stopped');
      await Promise.all([...runs.values()].map((run) => run.tick));
    },
  };
}

export type TSimulatorService = ReturnType<typeof createSimulatorService>;
