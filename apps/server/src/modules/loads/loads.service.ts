import {
  LOADS_CHANGED_EVENT,
  canMarkLoad,
  type TLoad,
  type TLoadMark,
  type TLoadsDay,
  type TLoadsQuery,
  type TLoadStatus,
  type TLogQuery,
  type TTenderHistoricQuery,
} from '@tramline/domain';
import type { TDatabase } from '../../db/database';
import type { TAuth } from '../../http/auth-context';
import { AppError, notFound } from '../../http/errors';
import { pagedList } from '../../http/paged-list';
import type { TLiveHub } from '../../live/live-hub';
import type { TEquipmentGroupsService } from '../records/equipment-groups/equipment-groups.service';
import type { TPlacesService } from '../records/places/places.service';
import type { TProductsService } from '../records/products/products.service';
import type { TWorkOrdersService } from '../work-orders/work-orders.service';
import type { TPlansService } from '../planning/plans/plans.service';
import { buildLoads, changesSince, type TDerivedLoad } from './load-tickets';
import { createLoadsRepository, type TLoadMarkRow, type TLoadMarkValues } from './loads.repository';
import { presentTrip, presentTripDetail } from './loads.presenter';

export interface TLoadsDependencies {
  live: TLiveHub;
  equipmentGroups: TEquipmentGroupsService;
  places: TPlacesService;
  products: TProductsService;
  workOrders: TWorkOrdersService;
  plans: TPlansService;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function presentLoad(load: TDerivedLoad, mark: TLoadMarkRow | undefined): TLoad {
  const { snapshot, groupType: _groupType, ...ticket } = load;
  const status = (mark?.status ?? 'pending') as TLoadStatus;
  const changes =
    mark?.mixedSnapshot && status !== 'pending' ? changesSince(mark.mixedSnapshot, snapshot) : [];
  return {
    ...ticket,
    status,
    version: mark?.version ?? 0,
    mixedBy: mark?.mixedBy ?? null,
    mixedAt: iso(mark?.mixedAt ?? null),
    loadedBy: mark?.loadedBy ?? null,
    loadedAt: iso(mark?.loadedAt ?? null),
    dispatchedBy: mark?.dispatchedBy ?? null,
    dispatchedAt: iso(mark?.dispatchedAt ?? null),
    changedSinceMixed: changes.length > 0,
    changes,
  };
}

/**
 * The day's loads of a branch (`/loads`), derived on every read from the active plans, and the
 * yard's marks on them: mixed, loaded, dispatched (each needs `loads.operate`, checked by the
 * routes). A dispatch writes the trip log, read by the spec's tender dispatch calls.
 */
export function createLoadsService(db: TDatabase, dependencies: TLoadsDependencies) {
  const repository = createLoadsRepository(db);
  const scopeOf = (auth: TAuth) => ({ ownerId: auth.ownerId, unitId: auth.unitId });

  /** The loads the active plans of a day make, for every group of the branch or one. */
  async function deriveLoads(auth: TAuth, localDate: string, groupId?: number): Promise<TDerivedLoad[]> {
    const summaries = await dependencies.equipmentGroups.all(auth);
    const chosen = groupId === undefined ? summaries : summaries.filter((group) => group.id === groupId);
    if (groupId !== undefined && !chosen.length) throw notFound();
    const groups = [];
    for (const summary of chosen) {
      const plans = await dependencies.plans.activePlans(db, auth, { groupId: summary.id, localDate });
      if (!plans.length) continue;
      groups.push({ group: await dependencies.equipmentGroups.get(auth, summary.id), plans });
    }
    const orderIds = groups.flatMap(({ plans }) =>
      plans.flatMap(({ items }) =>
        items.flatMap((item) => (item.workOrderId === null ? [] : [item.workOrderId])),
      ),
    );
    const orders = await dependencies.workOrders.findRecords(auth, orderIds);
    const productIds = [...new Set(orders.flatMap((order) => order.products.map((line) => line.productId)))];
    const placeIds = [
      ...new Set(
        groups.flatMap(({ group }) =>
          group.equipments.flatMap((member) => (member.warehouseId === null ? [] : [member.warehouseId])),
        ),
      ),
    ];
    const [products, places] = await Promise.all([
      productIds.length ? dependencies.products.getMany(auth, productIds) : [],
      placeIds.length ? dependencies.places.getMany(auth, placeIds) : [],
    ]);
    return buildLoads({
      localDate,
      groups,
      orders: new Map(orders.map((order) => [order.cdOrdemServico, order])),
      products: new Map(products.map((product) => [product.id, product])),
      places: new Map(places.map((place) => [place.id, place])),
    });
  }

  async function day(auth: TAuth, query: TLoadsQuery): Promise<TLoadsDay> {
    const [loads, marks] = await Promise.all([
      deriveLoads(auth, query.data, query.configuracaoId),
      repository.marksOfDay(scopeOf(auth), query.data),
    ]);
    const markOf = new Map(marks.map((mark) => [mark.loadKey, mark]));
    const keys = new Set(loads.map((load) => load.key));
    const inGroup = (key: string) =>
      query.configuracaoId === undefined || key.startsWith(`${query.configuracaoId}-`);
    return {
      localDate: query.data,
      loads: loads.map((load) => presentLoad(load, markOf.get(load.key))),
      removed: marks
        .filter((mark) => !keys.has(mark.loadKey) && mark.status !== 'pending' && inGroup(mark.loadKey))
        .map((mark) => ({ key: mark.loadKey, status: mark.status as TLoadStatus, version: mark.version })),
    };
  }

  /** The stored values of a mark to `status` made now by the caller. */
  function markValues(auth: TAuth, load: TDerivedLoad, status: TLoadStatus, now: Date): TLoadMarkValues {
    const values: TLoadMarkValues = { status, updatedBy: auth.userId };
    if (status === 'mixed')
      Object.assign(values, { mixedSnapshot: load.snapshot, mixedBy: auth.login, mixedAt: now });
    if (status === 'loaded') Object.assign(values, { loadedBy: auth.login, loadedAt: now });
    if (status === 'dispatched') Object.assign(values, { dispatchedBy: auth.login, dispatchedAt: now });
    if (status === 'pending')
      Object.assign(values, {
        mixedSnapshot: null,
        mixedBy: null,
        mixedAt: null,
        loadedBy: null,
        loadedAt: null,
      });
    return values;
  }

  return {
    day,

    /** The loads of one order on a day (the ticket's per-load amounts), in load order. */
    async ofOrder(auth: TAuth, order: { id: number; groupId: number }, localDate: string) {
      const groupLoads = await deriveLoads(auth, localDate, order.groupId).catch((error: unknown) => {
        // The order's group was deleted meanwhile: it has no loads.
        if (error instanceof AppError && error.statusCode === 404) return [];
        throw error;
      });
      return groupLoads
        .filter((load) => load.cdOrdemServico === order.id)
        .sort((a, b) => a.equipamentoId - b.equipamentoId || a.loadNumber - b.loadNumber);
    },

    /**
     * Marks a load mixed, loaded or dispatched (or back to pending) over the version the caller
     * read: 404 for a load the day's plans do not hold, 409 for a stale version or a step out of
     * order. A dispatch writes the trip, in the same transaction.
     */
    async mark(auth: TAuth, body: TLoadMark): Promise<TLoad> {
      const loads = await deriveLoads(auth, body.data);
      const load = loads.find((entry) => entry.key === body.key);
      if (!load) throw notFound();
      const now = new Date();
      const mark = await db.transaction(async (tx) => {
        const within = createLoadsRepository(tx);
        const current = (await within.marksOfDay(scopeOf(auth), body.data)).find(
          (row) => row.loadKey === body.key,
        );
        if ((current?.version ?? 0) !== body.version) throw new AppError(409, 'loadStale');
        const from = (current?.status ?? 'pending') as TLoadStatus;
        if (!canMarkLoad(from, body.status))
          throw new AppError(409, 'loadStepNotAllowed', { from, to: body.status });
        const values = markValues(auth, load, body.status, now);
        const row = current
          ? await within.updateMark(current.id, body.version, values)
          : await within.insertMark(scopeOf(auth), { localDate: body.data, loadKey: body.key }, values);
        if (!row) throw new AppError(409, 'loadStale');
        if (body.status === 'dispatched') await writeTrip(within, auth, load, now);
        return row;
      });
      dependencies.live.publish(auth, LOADS_CHANGED_EVENT, { localDate: body.data, key: body.key });
      return presentLoad(load, mark);
    },

    /** `GET /tender/dispatch/historic`: the trips of a day, of one tender (or machine) or all. */
    async historic(auth: TAuth, query: TTenderHistoricQuery) {
      const rows = await repository.tripsOfDay(scopeOf(auth), {
        localDate: query.date,
        equipmentId: query.equipamentoId,
      });
      return rows.map(presentTrip);
    },

    /** `GET /tender/dispatch/historic/details/{id}`: one trip with its lines; 404 when not the caller's. */
    async historicDetails(auth: TAuth, id: number) {
      const found = await repository.trip(scopeOf(auth), id);
      if (!found) throw notFound();
      return { ...presentTrip(found.row), details: found.details.map(presentTripDetail) };
    },

    /** `GET /log/log-tender-truck`: the trip log, paged, newest first. */
    tenderTruckLog(auth: TAuth, query: TLogQuery) {
      return pagedList(
        query,
        (window) => repository.tripPage(scopeOf(auth), query, window),
        (rows) => rows.map(presentTrip),
      );
    },
  };

  async function writeTrip(
    within: ReturnType<typeof createLoadsRepository>,
    auth: TAuth,
    load: TDerivedLoad,
    now: Date,
  ) {
    const lines = [
      ...load.snapshot.products.map((line) => ({
        productId: line.productId,
        productName: line.name,
        quantity: line.amount,
      })),
      ...(load.snapshot.water > 0
        ? [{ productId: null, productName: null, quantity: load.snapshot.water }]
        : []),
    ];
    await within.insertTrip(
      {
        ownerId: auth.ownerId,
        unitId: auth.unitId,
        localDate: load.localDate,
        equipmentGroupId: load.configuracaoId,
        equipmentGroupName: load.configName,
        groupType: load.groupType,
        tenderId: load.tenderId ?? load.equipamentoId,
        tenderName: load.tenderName ?? load.equipmentName,
        status: 'dispatched',
        tickets: load.ticket ? [load.ticket] : [],
        loadKey: load.key,
        dispatchedAt: now,
        dispatchedBy: auth.login,
      },
      lines.map((line, index) => ({
        localDate: load.localDate,
        equipmentId: load.equipamentoId,
        equipmentName: load.equipmentName,
        ...line,
        sequence: index + 1,
        ticket: load.ticket,
      })),
    );
  }
}

export type TLoadsService = ReturnType<typeof createLoadsService>;
