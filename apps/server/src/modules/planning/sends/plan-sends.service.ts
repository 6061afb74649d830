import type { TAuth } from '../../../http/auth-context';
import { can, type TLabelGateEvidence, type TSendDay, type TTrip, type TTripStop } from '@tramline/domain';
import type { TDatabase } from '../../../db/database';
import { AppError, conflict, forbidden, notFound } from '../../../http/errors';
import type { TLiveHub } from '../../../live/live-hub';
import type { TEquipmentService } from '../../records/equipment/equipment.service';
import type { TEquipmentGroupsService } from '../../records/equipment-groups/equipment-groups.service';
import type { TTenancyService } from '../../tenancy/tenancy.service';
import type { TWorkOrdersService } from '../../work-orders/work-orders.service';
import { createPlanSendsRepository, type TPlanSendScope } from './plan-sends.repository';
import { presentSendLogEntry, presentTrip } from './plan-sends.presenter';
import { localDateOf } from '../../../calendar/calendar';
import type { TPlansService, TPlanWithItems } from '../plans/plans.service';
import { createLabelGate, type TLabelGateDependencies } from './label-gate';

export interface TPlanSendsDependencies extends Omit<TLabelGateDependencies, 'workOrders'> {
  plans: TPlansService;
  equipmentGroups: TEquipmentGroupsService;
  equipment: TEquipmentService;
  workOrders: TWorkOrdersService;
  tenancy: TTenancyService;
  live: TLiveHub;
}

/** Live event on the owner's topic when a machine's day was sent. */
export const PLAN_SENT_EVENT = 'plan-sent';

function scopeOf(auth: TAuth): TPlanSendScope {
  return { ownerId: auth.ownerId, unitId: auth.unitId };
}

/** Who the daily auto-send acts as: the whole branch, no person. */
export function branchAuth(
  owner: { id: number; code: string },
  unitId: number,
  locationIds: number[],
): TAuth {
  return {
    sessionId: 0,
    userId: 0,
    login: 'auto-send',
    ownerId: owner.id,
    ownerCode: owner.code,
    unitId,
    language: 'en-us',
    units: 'language',
    roles: ['ADMIN'],
    permittedUnitIds: [unitId],
    permittedLocationIds: locationIds,
    activeLocationIds: locationIds,
    expiresAt: new Date(8.64e15),
  };
}

/**
 * Sending machines' days: a send snapshots the machine's active plan as a trip the machine fetches,
 * records the plan's send time, and locks the orders it holds against edits for the rest of the
 * branch's day. The log lists a branch's sends of a day.
 */
export function createPlanSendsService(db: TDatabase, dependencies: TPlanSendsDependencies) {
  const repository = createPlanSendsRepository(db);
  const { plans, equipmentGroups, equipment, workOrders, tenancy, live } = dependencies;
  const gate = createLabelGate(dependencies);

  async function timeZoneOf(ownerId: number, unitId: number) {
    const units = await tenancy.repository.unitsOfOwner(ownerId);
    return units.find((unit) => unit.id === unitId)?.timeZone ?? 'UTC';
  }

  /** The stops a machine receives: its orders, cleanouts and refills, extra orders once accepted. */
  async function stopsOf(auth: TAuth, entry: TPlanWithItems): Promise<TTripStop[]> {
    const items = entry.items
      .filter((item) => !item.extra || item.extraAccepted)
      .sort((a, b) => a.sequence - b.sequence);
    const orderIds = [
      ...new Set(items.flatMap((item) => (item.workOrderId === null ? [] : [item.workOrderId]))),
    ];
    const facts = new Map(
      (orderIds.length ? await workOrders.forPlanning(auth, orderIds) : []).map((order) => [
        order.cdOrdemServico,
        order,
      ]),
    );
    return items.map((item, index) => {
      const order = item.workOrderId === null ? undefined : facts.get(item.workOrderId);
      return {
        sequencia: index + 1,
        kind: item.kind as TTripStop['kind'],
        cdOrdemServico: item.workOrderId,
        description: order?.description ?? null,
        vlOrdemServico: order?.vlOrdemServico ?? null,
        fieldNames: order?.fieldNames ?? [],
        productNames: order?.productNames ?? [],
        plannedStart: item.plannedStart?.toISOString() ?? null,
        plannedEnd: item.plannedEnd?.toISOString() ?? null,
        area: item.areaHectares,
        volume: item.volume,
        batches: item.batches,
      };
    });
  }

  /**
   * Sends one machine's active plan of a day. Answers the trip, or null when the automatic send of
   * that group, machine and date already happened or the label gate held the automatic send back.
   * A day that breaks a label requirement goes out by hand only with an override reason (409
   * otherwise); the auto-send records the day it skipped and why.
   */
  async function send(
    auth: TAuth,
    entry: TPlanWithItems,
    options: {
      automatic: boolean;
      now: Date;
      groupName: string;
      timeZone: string;
      overrideReason?: string;
    },
  ): Promise<TTrip | null> {
    const stops = await stopsOf(auth, entry);
    const workOrderIds = [
      ...new Set(
        stops.flatMap((stop) =>
          stop.kind === 'order' && stop.cdOrdemServico !== null ? [stop.cdOrdemServico] : [],
        ),
      ),
    ];
    if (workOrderIds.length === 0) throw conflict('planningNothingToSend');
    const checked = await gate.check(auth, entry, { timeZone: options.timeZone, now: options.now });
    const evidence: TLabelGateEvidence = checked.evidence;
    if (checked.violations.length) {
      if (options.automatic) {
        await repository.insertSkip({
          ownerId: entry.plan.ownerId,
          unitId: entry.plan.unitId,
          equipmentGroupId: entry.plan.equipmentGroupId,
          equipmentId: entry.plan.equipmentId,
          planId: entry.plan.id,
          localDate: entry.plan.localDate,
          skippedAt: options.now,
          violations: checked.violations,
        });
        return null;
      }
      if (!options.overrideReason)
        throw new AppError(
          409,
          'labelGateRefused',
          { count: checked.violations.length },
          {
            violations: checked.violations,
          },
        );
      if (!can(auth.roles, 'planning.send')) throw forbidden();
      evidence.override = { userId: auth.userId, login: auth.login, reason: options.overrideReason };
    }
    const [machine] = await equipment.findMany(auth, [entry.plan.equipmentId]);
    const row = await db.transaction(async (tx) => {
      const inserted = await createPlanSendsRepository(tx).insert({
        ownerId: entry.plan.ownerId,
        unitId: entry.plan.unitId,
        equipmentGroupId: entry.plan.equipmentGroupId,
        equipmentId: entry.plan.equipmentId,
        planId: entry.plan.id,
        localDate: entry.plan.localDate,
        automatic: options.automatic,
        sentAt: options.now,
        sentBy: options.automatic ? null : auth.userId,
        equipmentName: machine?.name ?? String(entry.plan.equipmentId),
        groupName: options.groupName,
        workOrderIds,
        stops,
        gate: evidence,
        overriddenBy: evidence.override ? auth.userId : null,
        overrideReason: evidence.override?.reason ?? null,
      });
      if (inserted) await plans.markSent(tx, entry.plan.id, options.now);
      return inserted;
    });
    if (!row) return null;
    // The work-orders service writes on its own connection: after the send's transaction.
    const sentOn = localDateOf(options.now, options.timeZone);
    for (const id of workOrderIds) await workOrders.markTripSent(entry.plan.ownerId, id, sentOn);
    const trip = presentTrip(row);
    live.publish(auth, PLAN_SENT_EVENT, {
      planejamentoId: trip.planejamentoId,
      equipamentoId: trip.equipamentoId,
      configuracaoId: trip.configuracaoId,
      referencia: trip.referencia,
      sentAt: trip.sentAt,
      automatic: trip.automatic,
    });
    return trip;
  }

  return {
    /** `POST .../enviar`: a dispatcher sends one machine's day (again, after changes). */
    async sendDay(auth: TAuth, body: TSendDay, now = new Date()): Promise<TTrip> {
      const request = 'planejamentoId' in body ? await this.dayOfPlan(auth, body.planejamentoId) : body;
      const group = await equipmentGroups.get(auth, request.configuracaoId);
      const timeZone = await timeZoneOf(auth.ownerId, group.cdUnidade);
      if (request.referencia < localDateOf(now, timeZone)) throw conflict('planningPastSend');
      const day = await plans.activePlans(db, auth, { groupId: group.id, localDate: request.referencia });
      const entry = day.find((candidate) => candidate.plan.equipmentId === request.equipamentoId);
      if (!entry) throw new AppError(404, 'planningNoPlan');
      const trip = await send(auth, entry, {
        automatic: false,
        now,
        groupName: group.name,
        timeZone,
        overrideReason: body.overrideReason,
      });
      return trip!;
    },

    /**
     * The automatic send of a group's day: every machine's active plan not already sent as it is.
     * Answers how many machines were sent; a repeated call sends nothing (the unique key).
     */
    async sendGroupAutomatically(ownerId: number, groupId: number, localDate: string, now: Date) {
      const owner = await tenancy.ownerById(ownerId);
      if (!owner) return 0;
      const groups = await equipmentGroups.autoSendGroups();
      const target = groups.find((group) => group.id === groupId && group.ownerId === ownerId);
      if (!target) return 0;
      const locationIds = await tenancy.repository.locationIdsOfUnit(ownerId, target.unitId);
      const auth = branchAuth(owner, target.unitId, locationIds);
      const [group, timeZone] = await Promise.all([
        equipmentGroups.get(auth, groupId),
        timeZoneOf(ownerId, target.unitId),
      ]);
      let sent = 0;
      const entries = await plans.activePlans(db, auth, { groupId, localDate });
      const alreadySent = await repository.sentPlanIds(entries.map((entry) => entry.plan.id));
      for (const entry of entries) {
        // A day a dispatcher already sent and nobody changed since is not sent again.
        if (alreadySent.has(entry.plan.id)) continue;
        try {
          if (await send(auth, entry, { automatic: true, now, groupName: group.name, timeZone })) sent += 1;
        } catch (error) {
          if (error instanceof AppError && error.key === 'planningNothingToSend') continue;
          throw error;
        }
      }
      return sent;
    },

    /** The group, date and machine of a plan (another tenant's plan is a 404). */
    async dayOfPlan(auth: TAuth, planId: number) {
      const plan = await plans.get(auth, planId);
      return {
        configuracaoId: plan.configuracaoId,
        referencia: plan.referencia,
        equipamentoId: plan.equipamentoId,
      };
    },

    /** The work orders of a machine's active day, in sequence (what a send would carry). */
    async dayOrderIds(auth: TAuth, day: { groupId: number; localDate: string; equipmentId: number }) {
      const group = await equipmentGroups.get(auth, day.groupId);
      const entries = await plans.activePlans(db, auth, { groupId: group.id, localDate: day.localDate });
      const entry = entries.find((candidate) => candidate.plan.equipmentId === day.equipmentId);
      if (!entry) throw new AppError(404, 'planningNoPlan');
      return [
        ...new Set(
          entry.items
            .filter(
              (item) =>
                item.kind === 'order' && item.workOrderId !== null && (!item.extra || item.extraAccepted),
            )
            .sort((a, b) => a.sequence - b.sequence)
            .map((item) => item.workOrderId!),
        ),
      ];
    },

    /** The days the auto-send held back for broken label requirements, of a group and date. */
    async autoSendSkips(ownerId: number, groupId: number, localDate: string) {
      return repository.skipsOf(ownerId, groupId, localDate);
    },

    /** Whether the group's automatic send of a date already happened. */
    async hasAutomaticSend(ownerId: number, groupId: number, localDate: string) {
      return repository.hasAutomatic(ownerId, groupId, localDate);
    },

    /** `GET /trips`: a machine's trips of a day, the latest last. */
    async trips(auth: TAuth, equipmentId: number, localDate: string) {
      return (await repository.ofMachineDay(scopeOf(auth), equipmentId, localDate)).map(presentTrip);
    },

    /** `GET /log-auto-send/find-daily`: a permitted branch's sends of a day. */
    async dailyLog(auth: TAuth, query: { unitId: number; equipmentId?: number; date: string }) {
      if (!auth.permittedUnitIds.includes(query.unitId)) throw notFound();
      const [rows, unitNames] = await Promise.all([
        repository.ofDay({ ownerId: auth.ownerId, unitId: query.unitId }, query.date, query.equipmentId),
        tenancy.unitNames(auth.ownerId),
      ]);
      const orderIds = [...new Set(rows.flatMap((row) => row.workOrderIds))];
      const tickets = new Map(
        (orderIds.length ? await workOrders.forPlanning(auth, orderIds) : []).map((order) => [
          order.cdOrdemServico,
          order.vlOrdemServico,
        ]),
      );
      return rows.map((row) => presentSendLogEntry(row, unitNames.get(row.unitId) ?? '', tickets));
    },
  };
}

export type TPlanSendsService = ReturnType<typeof createPlanSendsService>;
