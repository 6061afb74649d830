import {
  breaksRobotFieldRule,
  formatMessage,
  type TAllocateOrder,
  type TEquipmentGroupRecord,
  type TMixtureType,
  type TWorkOrderRecord,
} from '@tramline/domain';
import type { TAuth } from '../../../http/auth-context';
import { AppError, badRequest, conflict, notFound } from '../../../http/errors';
import { type TPlanRow, type TPlansRepository } from './plans.repository';
import {
  NOT_PLANNABLE,
  type TPlanItemInput,
  type TTimedDay,
  compartmentProblem,
  insertsOf,
  itemInputOf,
  scopeOf,
  workingPeriodOf,
} from './plan-items';
import type { TPlanStore, TPlansDependencies } from './plan-store';
import { carriedAreaOf } from '../engine/field-parts';

/**
 * Puts orders into a machine's day (allocation, reschedule): the checks on the orders and the
 * machine, the days the orders leave, and the writes in one transaction.
 */
export function createPlanPlacement(dependencies: TPlansDependencies, store: TPlanStore) {
  const {
    repository,
    groupOf,
    todayOf,
    presentOne,
    currentShown,
    staleError,
    timeDay,
    dayOf,
    writeVersion,
    deriveCustom,
    orderIdsOf,
    afterChange,
    alignTendersWith,
    replanTendersAfter,
    newest,
    inTransaction,
  } = store;
  const { workOrders } = dependencies;

  async function compartmentsOf(
    auth: TAuth,
    group: TEquipmentGroupRecord,
    equipmentId: number,
  ): Promise<TMixtureType[]> {
    const member = group.equipments.find((entry) => entry.cdEquipamento === equipmentId)!;
    const [machine] = await dependencies.equipment.findMany(auth, [equipmentId]);
    if (machine?.compartments.length)
      return machine.compartments.map((compartment) => compartment.mixtureType);
    return Array.from({ length: member.compartmentCount ?? 1 }, () => group.mixtureType);
  }

  /**
   * An order's item for a day holding `area` hectares of it (the whole selected area unless the
   * order is split over days or machines); its volume follows the area.
   */
  function orderItemOf(
    order: TWorkOrderRecord,
    group: TEquipmentGroupRecord,
    extra: boolean,
    area: number,
  ): TPlanItemInput {
    const share = order.selectedArea > 0 ? area / order.selectedArea : 1;
    return {
      kind: 'order',
      workOrderId: order.cdOrdemServico,
      extra,
      extraAccepted: false,
      plannedStart: null,
      plannedEnd: null,
      travelSeconds: 0,
      cleaningSeconds: 0,
      appliedSeconds: 0,
      areaHectares: area,
      volume: (group.mixtureType === 'DRY' ? order.totalMass : order.totalVolume) * share,
      batches: order.batchCount ?? 0,
    };
  }

  /** Days some orders leave (they move to another day), timed without them; sent days need confirmation. */
  async function sourcesLeaving(
    auth: TAuth,
    planIds: readonly number[],
    orderIds: readonly number[],
    confirmSent: boolean | undefined,
  ) {
    const sources: { row: TPlanRow; timed: TTimedDay }[] = [];
    for (const planId of new Set(planIds)) {
      const row = (await repository.find(scopeOf(auth), planId))!;
      if (row.sentAt !== null && !confirmSent)
        throw new AppError(
          409,
          'planningSentNeedsConfirmation',
          {},
          { needsConfirmation: true, sentAt: row.sentAt.toISOString() },
        );
      const left = (await repository.itemsOf([row.id]))
        .filter((item) => item.workOrderId === null || !orderIds.includes(item.workOrderId))
        .map(itemInputOf);
      sources.push({ row, timed: await timeDay(auth, dayOf(row), left) });
    }
    return sources;
  }

  /** Writes the days orders left (inside a transaction); an optimised one becomes a custom plan. */
  async function writeSources(
    within: TPlansRepository,
    auth: TAuth,
    sources: readonly { row: TPlanRow; timed: TTimedDay }[],
  ) {
    const written: TPlanRow[] = [];
    for (const { row, timed } of sources)
      written.push(
        (row.kind === 'AUTOMATICO'
          ? await deriveCustom(within, auth, row, timed)
          : await writeVersion(within, auth, row, timed)
        ).plan,
      );
    return written;
  }

  /** The day a move takes its order from: current, as the caller saw it, that date, holding the order. */
  async function assertMoveSource(
    auth: TAuth,
    source: { planId: number; version: number },
    localDate: string,
    orderIds: readonly number[],
  ) {
    const row = await repository.find(scopeOf(auth), source.planId);
    if (!row) throw notFound();
    if (row.supersededAt !== null || !row.active || row.version !== source.version)
      throw await staleError(auth, {
        equipmentGroupId: row.equipmentGroupId,
        equipmentId: row.equipmentId,
        localDate: row.localDate,
      });
    if (row.localDate !== localDate) throw badRequest('planningMoveOtherDate');
    const held = new Set((await repository.itemsOf([row.id])).map((item) => item.workOrderId));
    if (orderIds.some((id) => !held.has(id))) throw conflict('planningOrderNotInPlan');
  }

  const orderDetail = (
    auth: TAuth,
    key: 'planningOrderNotPlannable' | 'planningOrderAlreadyInSchedule' | 'robotGroupOneField',
    id: number,
  ) => [{ path: 'ordensId', code: key, message: `${formatMessage(key, auth.language)} (${id})` }];

  /**
   * The hectares of each order a day takes: a move or reschedule within the date carries what the
   * date's days held of it (all the parts machines shared); otherwise what earlier dates left of an
   * order split over days, or all of it.
   */
  async function placedAreas(
    auth: TAuth,
    orders: readonly TWorkOrderRecord[],
    date: string,
    held: {
      leavesOtherMachines: boolean;
      elsewhere: readonly { workOrderId: number | null; localDate: string; areaHectares: number }[];
      targetItems: readonly TPlanItemInput[];
    },
  ) {
    const areas = new Map<number, number>();
    const planned = await store.plannedAreasBefore(
      auth,
      orders.map((order) => order.cdOrdemServico),
      date,
    );
    for (const order of orders) {
      const id = order.cdOrdemServico;
      const heldThatDate = held.leavesOtherMachines
        ? [
            ...held.elsewhere.filter((item) => item.localDate === date && item.workOrderId === id),
            ...held.targetItems.filter((item) => item.kind === 'order' && item.workOrderId === id),
          ].reduce((sum, item) => sum + item.areaHectares, 0)
        : 0;
      // Earlier days the order leaves (a reschedule) no longer count as planned.
      const leaving = held.leavesOtherMachines
        ? held.elsewhere
            .filter((item) => item.localDate < date && item.workOrderId === id)
            .reduce((sum, item) => sum + item.areaHectares, 0)
        : 0;
      const before = (planned.get(id) ?? 0) - leaving;
      areas.set(
        id,
        heldThatDate > 0 ? heldThatDate : (carriedAreaOf(order.selectedArea, before) ?? order.selectedArea),
      );
    }
    return areas;
  }

  /**
   * Puts orders into a machine's day (allocation and reschedule). Checks the orders (plannable, not
   * already in that day, carried by the machine's compartments), asks to confirm moving an order
   * out of another day, writes the day and the days it left in one transaction.
   */
  async function placeOrders(
    auth: TAuth,
    input: TAllocateOrder,
    options: {
      fromOptimised?: boolean;
      fromReschedule?: boolean;
      /** A move between machines: the day the order leaves, at the version the caller saw. */
      movingFrom?: { planId: number; version: number };
    },
  ) {
    const group = await groupOf(auth, input.configuracaoId);
    if (!group.equipments.some((member) => member.cdEquipamento === input.equipamentoId))
      throw new AppError(400, 'planningMachineNotInGroup', {}, [
        {
          path: 'equipamentoId',
          code: 'planningMachineNotInGroup',
          message: formatMessage('planningMachineNotInGroup', auth.language),
        },
      ]);
    const today = todayOf(group);
    if (input.dataDesejada < today) throw conflict('planningPastPlan');
    if (options.movingFrom)
      await assertMoveSource(auth, options.movingFrom, input.dataDesejada, [...new Set(input.ordensId)]);
    const target = await currentShown(auth, group.id, input.equipamentoId, input.dataDesejada);
    if (!options.fromReschedule) {
      const staleId = input.planejamentoId != null && input.planejamentoId !== target?.id;
      if (target ? staleId || input.version !== target.version : input.planejamentoId != null)
        throw await staleError(auth, {
          equipmentGroupId: group.id,
          equipmentId: input.equipamentoId,
          localDate: input.dataDesejada,
        });
    }
    if (target) {
      if (target.kind === 'AUTOMATICO' && !options.fromOptimised && !options.fromReschedule)
        throw new AppError(
          409,
          'planningAutomaticNotEditable',
          {},
          { createCustom: true, planejamentoId: target.id },
        );
      if (target.sentAt !== null && !input.confirmSent)
        throw new AppError(
          409,
          'planningSentNeedsConfirmation',
          {},
          { needsConfirmation: true, sentAt: target.sentAt.toISOString() },
        );
    } else if (options.fromOptimised) {
      throw new AppError(404, 'planningNoPlan');
    }

    const ids = [...new Set(input.ordensId)];
    const orders = await workOrders.findRecords(auth, ids);
    if (orders.length < ids.length) throw notFound();
    for (const order of orders) {
      if (NOT_PLANNABLE.includes(order.status))
        throw new AppError(
          409,
          'planningOrderNotPlannable',
          {},
          orderDetail(auth, 'planningOrderNotPlannable', order.cdOrdemServico),
        );
      if (breaksRobotFieldRule(group, order.fieldIds.length))
        throw new AppError(
          400,
          'robotGroupOneField',
          {},
          orderDetail(auth, 'robotGroupOneField', order.cdOrdemServico),
        );
    }
    // A reschedule or a move takes the orders off the other machines' days of that date too.
    const leavesOtherMachines = Boolean(options.fromReschedule || options.movingFrom);
    const sameDay = new Set(await repository.orderIdsOfDay(scopeOf(auth), input.dataDesejada));
    // The days holding the orders as orders: a tender truck's loads and meetings for an order are
    // not a day the order leaves (tender days are not re-planned here).
    const elsewhere = (await repository.activeItemsOfOrders(scopeOf(auth), ids, { fromDate: today })).filter(
      (item) =>
        item.itemKind === 'order' &&
        !(
          item.localDate === input.dataDesejada &&
          (!leavesOtherMachines || item.equipmentId === input.equipamentoId)
        ),
    );
    for (const order of orders) {
      const movingWithin =
        leavesOtherMachines && elsewhere.some((item) => item.workOrderId === order.cdOrdemServico);
      if (sameDay.has(order.cdOrdemServico) && !movingWithin)
        throw new AppError(
          409,
          'planningOrderAlreadyInSchedule',
          {},
          orderDetail(auth, 'planningOrderAlreadyInSchedule', order.cdOrdemServico),
        );
    }
    const compartments = await compartmentsOf(auth, group, input.equipamentoId);
    for (const order of orders) {
      const problem = compartmentProblem(
        order.products.map((line) => line.typeProduct ?? 'LIQUID'),
        compartments,
      );
      if (problem)
        throw new AppError(
          409,
          problem.key,
          { needs: problem.needs, has: problem.has },
          { cdOrdemServico: order.cdOrdemServico },
        );
    }
    // Other days holding the orders are confirmed first (a move's own day needs no confirmation).
    const otherDays = options.movingFrom
      ? elsewhere.filter((item) => item.localDate !== input.dataDesejada)
      : elsewhere;
    if (otherDays.length && !input.confirmExtra && !options.fromReschedule) {
      const dates = [...new Set(otherDays.map((item) => item.localDate))].sort();
      throw new AppError(
        409,
        'planningOrderInFutureSchedule',
        { date: dates[0]! },
        { needsConfirmation: true, scheduledOn: dates, ordensId: [...new Set(orderIdsOf(otherDays))] },
      );
    }

    // A move or reschedule onto a machine already holding part of the order joins it into one item.
    const targetItems = target ? (await repository.itemsOf([target.id])).map(itemInputOf) : [];
    const currentItems = targetItems.filter(
      (item) => !leavesOtherMachines || item.workOrderId === null || !ids.includes(item.workOrderId),
    );
    const extra =
      input.dataDesejada === today &&
      (currentItems.some((item) => item.kind === 'order') || elsewhere.length > 0);
    const areas = await placedAreas(auth, orders, input.dataDesejada, {
      leavesOtherMachines,
      elsewhere,
      targetItems,
    });
    const placed = orders.map((order) =>
      orderItemOf(order, group, extra, areas.get(order.cdOrdemServico) ?? order.selectedArea),
    );
    const position = input.posicao ?? currentItems.length + 1;
    if (position > currentItems.length + 1)
      throw badRequest('planningPositionOutOfRange', { max: currentItems.length + 1 });
    const items = [...currentItems.slice(0, position - 1), ...placed, ...currentItems.slice(position - 1)];

    const sources = await sourcesLeaving(
      auth,
      elsewhere.map((item) => item.planId),
      ids,
      input.confirmSent,
    );
    const timed = await timeDay(
      auth,
      { groupId: group.id, localDate: input.dataDesejada, equipmentId: input.equipamentoId },
      items,
    );
    const written = await inTransaction(auth, async (within) => {
      const changed = await writeSources(within, auth, sources);
      let plan: TPlanRow;
      if (target) {
        plan = (
          target.kind === 'AUTOMATICO'
            ? await deriveCustom(within, auth, target, timed)
            : await writeVersion(within, auth, target, timed)
        ).plan;
      } else {
        plan = (
          await within.insert(
            {
              ownerId: auth.ownerId,
              unitId: auth.unitId,
              equipmentGroupId: group.id,
              equipmentId: input.equipamentoId,
              localDate: input.dataDesejada,
              kind: 'MANUAL',
              active: true,
              version: 1,
              ...(timed.period ?? workingPeriodOf(group, input.dataDesejada)),
              activities: timed.activities,
              summary: timed.summary,
              createdBy: auth.userId,
            },
            insertsOf(timed.items),
          )
        ).plan;
      }
      return { plan, changed, tenders: await alignTendersWith(within, auth, [...changed, plan]) };
    });
    for (const source of [...written.changed, ...written.tenders]) await afterChange(auth, group, source, []);
    await afterChange(auth, group, written.plan, ids);
    const replanned = await replanTendersAfter(auth, group, [...written.changed, written.plan]);
    return presentOne(auth, newest(written.plan, replanned), group);
  }

  return {
    placeOrders,
    sourcesLeaving,
    writeSources,
  };
}

export type TPlanPlacement = ReturnType<typeof createPlanPlacement>;
