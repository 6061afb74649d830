import {
  machineStateOf,
  type TEquipmentRecord,
  type TFleetDayItem,
  type TFleetMachine,
  type TFleetNow,
  type TFleetWork,
  type TTripStop,
  type TWorkOrderRecord,
} from '@tramline/domain';
import type { TDatabase } from '../../db/database';
import type { TAuth } from '../../http/auth-context';
import { localDateOf, localMidnight, nextDate } from '../../calendar/calendar';
import type { TEquipmentService } from '../records/equipment/equipment.service';
import type { TTenancyService } from '../tenancy/tenancy.service';
import type { TWorkOrdersService } from '../work-orders/work-orders.service';
import { createMonitoringRepository, type TLastPositionRow } from './monitoring.repository';
import { createTrailsRepository, type TOrderWorkRow } from './trails.repository';

export interface TFleetDependencies {
  equipment: TEquipmentService;
  tenancy: TTenancyService;
  workOrders: TWorkOrdersService;
}

/** Statuses after which an order of the day is behind the machine. */
const FINISHED = new Set([3, 4, 6, 7]);
const WORKING = new Set([2, 5]);

/** Working width (metres) of a machine: boom, else spreader, else the spinner's widest throw. */
function widthOf(machine: TEquipmentRecord) {
  return machine.boomWidth ?? machine.spreaderWidth ?? machine.spinnerRangeMax ?? 0;
}

/**
 * The stop the machine is at: the order it works (in progress or on hold); else the stop after
 * the last order of the day that is finished or skipped today; else the first stop.
 */
export function currentStopOf(
  stops: readonly TTripStop[],
  statusOf: (orderId: number) => { status: number; skippedToday: boolean } | undefined,
  workingOrderId: number | null,
): TTripStop | null {
  if (workingOrderId !== null) {
    const working = stops.find((stop) => stop.cdOrdemServico === workingOrderId);
    if (working) return working;
  }
  let lastDone = -1;
  stops.forEach((stop, index) => {
    if (stop.kind !== 'order' || stop.cdOrdemServico === null) return;
    const order = statusOf(stop.cdOrdemServico);
    if (order && (FINISHED.has(order.status) || WORKING.has(order.status) || order.skippedToday))
      lastDone = index;
  });
  return stops[lastDone + 1] ?? null;
}

/** The fleet map's read: every machine of the branch now, with its work and its day. */
export function createFleetService(db: TDatabase, dependencies: TFleetDependencies, onlineMinutes: number) {
  const positions = createMonitoringRepository(db);
  const trails = createTrailsRepository(db);
  const { equipment, tenancy, workOrders } = dependencies;

  function workOf(
    order: TWorkOrderRecord,
    stop: TTripStop | undefined,
    work: TOrderWorkRow | undefined,
    machine: TEquipmentRecord,
    now: Date,
  ): TFleetWork {
    const plannedArea = stop?.area ?? order.totalArea;
    const doneArea =
      order.status === 4 && order.appliedArea !== null
        ? order.appliedArea
        : ((work?.applyingMetres ?? 0) * widthOf(machine)) / 10_000;
    let scheduleDeltaMinutes: number | null = null;
    if (stop?.plannedStart && stop.plannedEnd) {
      const start = Date.parse(stop.plannedStart);
      const duration = (Date.parse(stop.plannedEnd) - start) / 60_000;
      const share = plannedArea > 0 ? Math.min(1, doneArea / plannedArea) : 0;
      scheduleDeltaMinutes = Math.round((now.getTime() - start) / 60_000 - share * duration);
    }
    return {
      cdOrdemServico: order.cdOrdemServico,
      description: order.description,
      status: order.status,
      plannedArea,
      doneArea: Math.round(doneArea * 100) / 100,
      scheduleDeltaMinutes,
    };
  }

  return {
    async now(auth: TAuth, now = new Date()): Promise<TFleetNow> {
      const scope = { ownerId: auth.ownerId, unitId: auth.unitId };
      const units = await tenancy.repository.unitsOfOwner(auth.ownerId);
      const timeZone = units.find((unit) => unit.id === auth.unitId)?.timeZone ?? 'UTC';
      const date = localDateOf(now, timeZone);
      const from = localMidnight(date, timeZone);
      const to = localMidnight(nextDate(date), timeZone);
      const [machines, lastRows, sends, work, working] = await Promise.all([
        equipment.all(auth, { active: true }),
        positions.lastPositions(scope),
        trails.latestSendsOfDay(scope, date),
        trails.orderWork(scope, from, to),
        trails.workingOrders(scope),
      ]);
      const last = new Map<number, TLastPositionRow>(lastRows.map((row) => [row.equipmentId, row]));
      const orderIds = new Set<number>();
      for (const stops of sends.values())
        for (const stop of stops) if (stop.cdOrdemServico !== null) orderIds.add(stop.cdOrdemServico);
      for (const id of working.values()) if (id !== null) orderIds.add(id);
      for (const row of lastRows) if (row.workOrderId !== null) orderIds.add(row.workOrderId);
      const orders = new Map(
        (await workOrders.findRecords(auth, [...orderIds])).map((order) => [order.cdOrdemServico, order]),
      );
      const workOfMachine = new Map(work.map((row) => [`${row.equipmentId}:${row.workOrderId}`, row]));
      const since = now.getTime() - onlineMinutes * 60_000;

      const fleet = machines.map((machine): TFleetMachine => {
        const id = machine.cdEquipamento;
        const position = last.get(id);
        const stops = sends.get(id) ?? [];
        const workingId = working.get(id) ?? null;
        const statusOf = (orderId: number) => {
          const order = orders.get(orderId);
          return order && { status: order.status, skippedToday: order.skipedDate === date };
        };
        const current = currentStopOf(stops, statusOf, workingId);
        const online = position !== undefined && position.recordedAt.getTime() >= since;
        // The order it works by its events; else, while online, the order its latest point names.
        const currentOrderId = workingId ?? (online ? (position.workOrderId ?? null) : null);
        const currentOrder = currentOrderId === null ? undefined : orders.get(currentOrderId);
        const day = stops.map((stop): TFleetDayItem => {
          const done =
            stop.cdOrdemServico === null ? undefined : workOfMachine.get(`${id}:${stop.cdOrdemServico}`);
          return {
            sequencia: stop.sequencia,
            kind: stop.kind,
            cdOrdemServico: stop.cdOrdemServico,
            description: stop.description,
            plannedStart: stop.plannedStart,
            plannedEnd: stop.plannedEnd,
            actualStart: done?.first.toISOString() ?? null,
            actualEnd: done?.last.toISOString() ?? null,
            status: stop.cdOrdemServico === null ? null : (orders.get(stop.cdOrdemServico)?.status ?? null),
          };
        });
        return {
          equipamentoId: id,
          name: machine.name,
          code: machine.equipmentId,
          type: machine.type,
          group: machine.group,
          tankCapacityLitres: machine.tankCapacity,
          position: position
            ? {
                recordedAt: position.recordedAt.toISOString(),
                latitude: position.latitude,
                longitude: position.longitude,
                speedKmh: position.speedKmh,
                headingDegrees: position.headingDegrees,
                boomOn: position.boomOn,
                rate: position.rate,
                tankLevelLitres: position.tankLevelLitres,
                workOrderId: position.workOrderId,
              }
            : null,
          state: machineStateOf({
            online,
            speedKmh: position?.speedKmh ?? null,
            boomOn: position?.boomOn ?? null,
            currentStopKind: current?.kind ?? null,
          }),
          work: currentOrder
            ? workOf(
                currentOrder,
                stops.find((stop) => stop.cdOrdemServico === currentOrder.cdOrdemServico),
                workOfMachine.get(`${id}:${currentOrder.cdOrdemServico}`),
                machine,
                now,
              )
            : null,
          day,
        };
      });
      return {
        date,
        onlineMinutes,
        machines: fleet,
        orders: [...orders.values()].map((order) => ({
          cdOrdemServico: order.cdOrdemServico,
          description: order.description,
          status: order.status,
          fieldIds: order.fieldIds,
        })),
      };
    },
  };
}

export type TFleetService = ReturnType<typeof createFleetService>;
