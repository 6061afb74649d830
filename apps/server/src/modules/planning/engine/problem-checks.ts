import {
  BLOCKS_OPTIMISATION,
  breaksRobotFieldRule,
  SCHEDULE_STATUS_LABELS,
  WORK_ORDER_STATUS,
  workingWidthOf,
  type TEquipmentGroupRecord,
  type TWorkOrderStatus,
} from '@tramline/domain';
import type { TAuth } from '../../../http/auth-context';
import { notFound } from '../../../http/errors';
import { planningError } from '../planning.errors';
import { instantOfClock, weekdayName, weekdayOf } from '../../../calendar/calendar';
import {
  MIN_ORDERS_TO_OPTIMISE,
  type TProblemBuilderDependencies,
  type TProblemRequest,
  type TLeftOutMachine,
  type TLoadedMachine,
} from './problem-types';
import { compartmentsOf } from './problem-loads';
import { carriedAreaOf } from './field-parts';

/**
 * The preconditions read from the records before a job starts (orders, machines, working period,
 * tender trucks), each answered with its planning code.
 */
export function createProblemChecks(services: TProblemBuilderDependencies) {
  /** The order rules, on the list's short records (fast: answered before any job starts). */
  async function checkOrders(
    auth: TAuth,
    request: TProblemRequest,
    group: Pick<TEquipmentGroupRecord, 'robot' | 'individualOrdersPerField'>,
  ) {
    const ids = [...new Set(request.orderIds)];
    if (ids.length === 0) throw planningError(704);
    const summaries = [];
    for (let index = 0; index < ids.length; index += 500)
      summaries.push(...(await services.workOrders.forPlanning(auth, ids.slice(index, index + 500))));
    const found = new Set(summaries.map((summary) => summary.cdOrdemServico));
    const invalid = ids.filter((id) => !found.has(id));
    if (invalid.length) throw planningError(705, { details: { ordensId: invalid } });
    const robotBreakers = summaries
      .filter((summary) => breaksRobotFieldRule(group, summary.fieldNames.length))
      .map((summary) => summary.cdOrdemServico);
    if (robotBreakers.length)
      throw planningError(705, { message: 'robotGroupOneField', details: { ordensId: robotBreakers } });
    // An order in progress whose earlier days planned part of it goes on with the rest.
    const inProgress = summaries
      .filter((summary) => summary.status === WORK_ORDER_STATUS.IN_PROGRESS)
      .map((summary) => summary.cdOrdemServico);
    const plannedBefore =
      inProgress.length && request.mode !== 'retime'
        ? ((await services.plannedAreasBefore?.(auth, inProgress, request.date)) ?? new Map<number, number>())
        : new Map<number, number>();
    for (const summary of summaries) {
      const status = summary.status as TWorkOrderStatus;
      if (status === WORK_ORDER_STATUS.DELETED)
        throw planningError(705, { details: { ordensId: [summary.cdOrdemServico] } });
      if (request.mode === 'retime') continue;
      const skipped = summary.skipedDate !== null;
      const carried =
        status === WORK_ORDER_STATUS.IN_PROGRESS &&
        carriedAreaOf(summary.selectedArea, plannedBefore.get(summary.cdOrdemServico) ?? 0) !== null;
      if ((BLOCKS_OPTIMISATION.includes(status) && !carried) || skipped)
        throw planningError(500, {
          status: 409,
          message: 'planningOrderBlocked',
          params: {
            order: summary.vlOrdemServico ? `#${summary.vlOrdemServico}` : String(summary.cdOrdemServico),
            status:
              skipped && !BLOCKS_OPTIMISATION.includes(status) ? 'SKIPPED' : SCHEDULE_STATUS_LABELS[status],
          },
          details: { ordensId: [summary.cdOrdemServico] },
        });
    }
    const withoutProducts = summaries
      .filter((summary) => summary.productNames.length === 0)
      .map((summary) => summary.cdOrdemServico);
    if (withoutProducts.length) throw planningError(714, { details: { ordensId: withoutProducts } });
    if ((request.mode ?? 'optimise') === 'optimise' && summaries.length < MIN_ORDERS_TO_OPTIMISE)
      throw planningError(500, { message: 'planningSelectMoreOrders' });
    return ids;
  }

  /** The full records of checked orders, in one batch read; one gone since the check is not found. */
  async function loadOrders(auth: TAuth, ids: readonly number[]) {
    const records = await services.workOrders.findRecords(auth, ids);
    if (records.length < new Set(ids).size) throw notFound();
    const withoutProducts = records
      .filter((record) => record.products.length === 0)
      .map((record) => record.cdOrdemServico);
    if (withoutProducts.length) throw planningError(714, { details: { ordensId: withoutProducts } });
    return records;
  }

  async function loadMachines(
    auth: TAuth,
    group: TEquipmentGroupRecord,
    request: TProblemRequest,
  ): Promise<{ machines: TLoadedMachine[]; leftOut: TLeftOutMachine[] }> {
    const wanted = [...new Set(request.equipmentIds)];
    const members = wanted.map((id) => group.equipments.find((member) => member.cdEquipamento === id));
    const strangers = wanted.filter((_, index) => !members[index]);
    if (wanted.length === 0 || strangers.length)
      throw planningError(715, { details: { equipamentosId: strangers } });
    const chosen = members.filter((member) => member !== undefined);
    if ((request.mode ?? 'optimise') === 'optimise' && services.machinesWithPlan) {
      const planned = await services.machinesWithPlan(auth, {
        groupId: group.id,
        localDate: request.date,
        equipmentIds: wanted,
      });
      if (planned.length)
        throw planningError(500, {
          status: 409,
          message: 'planningEquipmentHasOrders',
          details: { equipamentosId: planned },
        });
    }
    const machineRecords = new Map(
      (await services.equipment.findMany(auth, wanted)).map((record) => [record.cdEquipamento, record]),
    );
    const implementIds = chosen.flatMap((member) =>
      member.implementId === null ? [] : [member.implementId],
    );
    const implementRecords = new Map(
      (implementIds.length ? await services.implements.findMany(auth, implementIds) : []).map((record) => [
        record.id,
        record,
      ]),
    );
    const warehouseIds = [
      ...new Set(chosen.flatMap((member) => (member.warehouseId === null ? [] : [member.warehouseId]))),
    ];
    const warehouses = new Map(
      (warehouseIds.length ? await services.places.getMany(auth, warehouseIds) : []).map((place) => [
        place.id,
        place,
      ]),
    );
    const leftOut: TLeftOutMachine[] = [];
    const machines = chosen.flatMap((member): TLoadedMachine[] => {
      const record = machineRecords.get(member.cdEquipamento);
      if (!record) throw planningError(715, { details: { equipamentosId: [member.cdEquipamento] } });
      const implement =
        member.implementId === null ? null : (implementRecords.get(member.implementId) ?? null);
      const warehouse = member.warehouseId === null ? undefined : warehouses.get(member.warehouseId);
      if (!warehouse)
        throw planningError(709, {
          message: 'planningEquipmentWithoutWarehouse',
          params: { equipment: record.name },
          details: { equipamentosId: [record.cdEquipamento] },
        });
      const width = workingWidthOf(member, implement, record);
      // A machine that does not apply (a semi-truck in a dry group) is no error: the day goes on
      // without it and says so.
      if (!width || width <= 0) {
        leftOut.push({ equipmentId: record.cdEquipamento, name: record.name, reason: 'noWorkingWidth' });
        return [];
      }
      const compartments = compartmentsOf(record, implement, group.mixtureType);
      if (compartments.length === 0)
        throw planningError(716, { details: { equipamentosId: [record.cdEquipamento] } });
      return [{ member, record, implement, warehouse, width, compartments }];
    });
    // With no machine left that applies there is no day to plan.
    if (machines.length === 0 && leftOut.length)
      throw planningError(709, {
        message: 'planningEquipmentWithoutWidth',
        params: { equipment: leftOut[0]!.name },
        details: { equipamentosId: leftOut.map((machine) => machine.equipmentId) },
      });
    return { machines, leftOut };
  }

  function periodOf(auth: TAuth, group: TEquipmentGroupRecord, date: string) {
    const weekday = weekdayOf(date);
    const period = group.workingPeriods.find((entry) => entry.dayOfWeek === weekday);
    if (!period)
      throw planningError(500, {
        message: 'planningNoWorkingHours',
        params: { weekday: weekdayName(date, auth.language) },
        details: { weekday },
      });
    const workingStart = instantOfClock(date, period.start, group.timeZone);
    const workingEnd = instantOfClock(date, period.end, group.timeZone);
    if (workingEnd.getTime() <= workingStart.getTime())
      throw planningError(711, {
        message: 'planningInvalidWorkingPeriod',
        params: { weekday: weekdayName(date, auth.language) },
        details: { weekday },
      });
    const overtimeSeconds = (period.overtimeLimit.hour * 60 + period.overtimeLimit.minute) * 60;
    return {
      workingStart,
      workingEnd,
      overtimeEnd: new Date(workingEnd.getTime() + overtimeSeconds * 1000),
      overtimeSeconds,
    };
  }

  /**
   * A group that adds chemical at the field (in-field injection) depends on its tender trucks to
   * bring it: without any tender truck there is no truck to plan (712); with tender trucks none of
   * which has a warehouse to load at, no truck to process (713).
   */
  function checkTenders(group: TEquipmentGroupRecord) {
    if (group.chemicalAddition !== 'at-field') return;
    if (group.tenderTrucks.length === 0) throw planningError(712, { message: 'planningNoTenderTruck' });
    if (group.tenderTrucks.every((tender) => tender.warehouseId === null))
      throw planningError(713, {
        message: 'planningNoTenderWarehouse',
        details: {
          equipamentosId: group.tenderTrucks.map((tender) => tender.cdEquipamento),
        },
      });
  }

  return { checkOrders, loadOrders, loadMachines, periodOf, checkTenders };
}
