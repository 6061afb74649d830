import centroid from '@turf/centroid';
import {
  strictestWeatherLimits,
  type TDeviceToken,
  type TOperatorField,
  type TOperatorLimits,
  type TOperatorMachine,
  type TOperatorOrder,
  type TOperatorReported,
  type TOperatorSchedule,
  type TProductRecord,
  type TVoucherMachine,
  type TWorkOrderRecord,
} from '@tramline/domain';
import { localDateOf } from '../../../calendar/calendar';
import type { TAuth } from '../../../http/auth-context';
import { AppError, notFound } from '../../../http/errors';
import type { TPlanSendsService } from '../../planning/sends/plan-sends.service';
import type { TFieldsService } from '../../records/growers/fields.service';
import type { TEquipmentService } from '../../records/equipment/equipment.service';
import type { TProductsService } from '../../records/products/products.service';
import type { TStopOperationsService } from '../../records/stop-operations/stop-operations.service';
import type { TVouchersService } from '../../records/vouchers/vouchers.service';
import type { TTenancyService } from '../../tenancy/tenancy.service';
import type { TWorkOrdersService } from '../../work-orders/work-orders.service';
import type { TAsAppliedService } from '../as-applied/as-applied.service';
import { authOfMachine, type TMachineApiService, type TMachineCaller } from '../machine-api.service';
import type { TMonitoringService } from '../monitoring.service';

export interface TOperatorDependencies {
  machineApi: TMachineApiService;
  planSends: TPlanSendsService;
  workOrders: TWorkOrdersService;
  fields: TFieldsService;
  products: TProductsService;
  stopOperations: TStopOperationsService;
  equipment: TEquipmentService;
  vouchers: TVouchersService;
  tenancy: TTenancyService;
  monitoring: TMonitoringService;
  asApplied: TAsAppliedService;
}

/** How long a machine's reported amounts for an order serve the app's reads. */
const REPORTED_FOR_MS = 10 * 60_000;
const REPORTED_CACHE_SIZE = 2_000;

function limitsOf(products: readonly TProductRecord[]): TOperatorLimits {
  const strictest = strictestWeatherLimits(products);
  return {
    windMin: strictest.vlVelocWindMin,
    windMax: strictest.vlVelocWindMax,
    temperatureMin: strictest.vlTemperatureMin,
    temperatureMax: strictest.vlTemperatureMax,
    humidityMin: strictest.vlHumidityMin,
    humidityMax: strictest.vlHumidityMax,
    rainFreeHours: strictest.rainFreeHours,
    sunRule: strictest.sunRule,
  };
}

/**
 * What a machine reported for an order, from the coverage of its points: the ground covered inside
 * the order's fields (off-target ground left out, overlap counted once), what it put out (rate x
 * area of each covered stretch, as the coverage sums it; null without rates) and its point count.
 */
function reportedOf(coverage: Awaited<ReturnType<TAsAppliedService['ofMachine']>>): TOperatorReported | null {
  if (!coverage) return null;
  return {
    area: Math.max(0, coverage.appliedAreaHectares - coverage.offTargetAreaHectares),
    volume: coverage.appliedVolume,
    points: coverage.pointCount,
  };
}

function presentOrder(
  record: TWorkOrderRecord,
  fieldById: Map<number, TOperatorField>,
  productById: Map<number, TProductRecord>,
  reported: TOperatorReported | null,
): TOperatorOrder {
  return {
    cdOrdemServico: record.cdOrdemServico,
    description: record.description,
    ticket: record.vlOrdemServico,
    status: record.status,
    growerName: record.growerName,
    farmName: record.farmName,
    fields: record.fields.map(
      (field) =>
        fieldById.get(field.id) ?? {
          id: field.id,
          name: field.name,
          areaHectares: field.areaHectares,
          geometry: null,
          centroid: null,
        },
    ),
    products: record.products.map((product) => ({
      productId: product.productId,
      name: product.descProduct,
      type: product.typeProduct,
      rate: product.rate,
      rateUnit: product.rateUnit,
      total: product.total,
      cleaningFamily: productById.get(product.productId)?.cleaningFamily ?? null,
    })),
    carrierRate: record.carrierRate,
    limits: limitsOf(record.products.flatMap((product) => productById.get(product.productId) ?? [])),
    notes: record.observation,
    startedAt: record.startedAt,
    appliedArea: record.appliedArea,
    appliedVolume: record.appliedVolume,
    skippedOn: record.skipedDate,
    reported,
  };
}

/**
 * What the operator app in the cab reads besides the machine API's reporting calls: the machines a
 * voucher or a signed-in user may sign in for, a device token for a signed-in user, and a
 * machine's sent day with everything the cab needs to work it.
 */
export function createOperatorService(dependencies: TOperatorDependencies) {
  const { machineApi, planSends, workOrders, fields, products, stopOperations, equipment } = dependencies;

  async function timeZoneOf(ownerId: number, unitId: number) {
    const units = await dependencies.tenancy.repository.unitsOfOwner(ownerId);
    return units.find((unit) => unit.id === unitId)?.timeZone ?? 'UTC';
  }

  /**
   * Coverage computed for the app's schedule reads, by machine and order: each device reads its
   * day every minute, and a long order's coverage is not free, so a result serves until the
   * machine's last position moves (or `REPORTED_FOR_MS`, for points imported from a file).
   */
  const reportedCache = new Map<
    string,
    { at: number; lastPoint: string | null; reported: TOperatorReported | null }
  >();
  async function reportedOfMachine(
    auth: TAuth,
    workOrderId: number,
    equipmentId: number,
    lastPoint: string | null,
  ) {
    const key = `${auth.ownerId}:${equipmentId}:${workOrderId}`;
    const now = Date.now();
    const known = reportedCache.get(key);
    if (known && known.lastPoint === lastPoint && now - known.at < REPORTED_FOR_MS) return known.reported;
    const reported = reportedOf(await dependencies.asApplied.ofMachine(auth, workOrderId, equipmentId));
    reportedCache.delete(key);
    reportedCache.set(key, { at: now, lastPoint, reported });
    // The oldest entries go first (a Map keeps insertion order).
    for (const old of reportedCache.keys()) {
      if (reportedCache.size <= REPORTED_CACHE_SIZE) break;
      reportedCache.delete(old);
    }
    return reported;
  }

  /** The caller as if working in another of their branches, for the services scoped by branch. */
  const inUnit = (auth: TAuth, unitId: number): TAuth => ({ ...auth, unitId });

  /** The caller's permitted branches, the active one first. */
  const unitsOf = (auth: TAuth) => [
    auth.unitId,
    ...auth.permittedUnitIds.filter((unitId) => unitId !== auth.unitId),
  ];

  return {
    /**
     * `GET /api/operator/machines`: the active machines of every branch the signed-in user works
     * in, the active branch first, by name within a branch.
     */
    async machinesOfUser(auth: TAuth): Promise<TOperatorMachine[]> {
      const unitNames = await dependencies.tenancy.unitNames(auth.ownerId);
      const perUnit = await Promise.all(
        unitsOf(auth).map(async (unitId) =>
          (await equipment.all(inUnit(auth, unitId), { active: true })).map((machine) => ({
            id: machine.cdEquipamento,
            name: machine.name,
            code: machine.equipmentId,
            unitId,
            unitName: unitNames.get(unitId) ?? String(unitId),
          })),
        ),
      );
      return perUnit.flat();
    },

    /**
     * `POST /api/operator/device-tokens`: a device token for a machine of one of the signed-in
     * user's branches, as a voucher's (the machine API's token). A machine of another branch or
     * owner is 404.
     */
    async issueDeviceToken(auth: TAuth, equipmentId: number): Promise<TDeviceToken> {
      for (const unitId of unitsOf(auth)) {
        const [machine] = await equipment.findMany(inUnit(auth, unitId), [equipmentId]);
        if (machine)
          return machineApi.issueForUser({ ownerId: auth.ownerId, unitId, equipmentId, userId: auth.userId });
      }
      throw notFound();
    },

    /** `POST /machine/v1/voucher-machines`: the active machines of a redeemable voucher's branch. */
    async voucherMachines(voucherCode: string): Promise<TVoucherMachine[]> {
      const voucher = await dependencies.vouchers.findRedeemable(voucherCode);
      if (!voucher)
        throw new AppError(400, 'voucherNotRedeemable', {}, [
          { path: 'voucherCode', code: 'voucherNotRedeemable', message: voucherCode },
        ]);
      const auth = authOfMachine({
        ownerId: voucher.ownerId,
        ownerCode: '',
        unitId: voucher.unitId,
        equipmentId: 0,
        userId: voucher.userId,
        login: voucher.username,
      });
      const machines = await equipment.all(auth, { active: true });
      return machines.map((machine) => ({
        id: machine.cdEquipamento,
        name: machine.name,
        code: machine.equipmentId,
      }));
    },

    /**
     * `GET /machine/v1/machines/{equipmentId}/schedule`: the latest send of the machine's day (the
     * branch-local today by default), its orders in sequence with fields, products, limits and
     * notes. Another machine of the branch is 403, one the token cannot see 404.
     */
    async schedule(caller: TMachineCaller, equipmentId: number, day?: string): Promise<TOperatorSchedule> {
      await machineApi.assertReportsFor(caller, equipmentId);
      // The orders on the machine's day may be of any location of its branch.
      const locationIds = await dependencies.tenancy.repository.locationIdsOfUnit(
        caller.ownerId,
        caller.unitId,
      );
      const auth = {
        ...authOfMachine(caller),
        permittedLocationIds: locationIds,
        activeLocationIds: locationIds,
      };
      const localDate = day ?? localDateOf(new Date(), await timeZoneOf(caller.ownerId, caller.unitId));
      const [machine] = await equipment.findMany(auth, [equipmentId]);
      const lastPosition = await dependencies.monitoring.lastPositionOf(auth, equipmentId);
      const trip = (await planSends.trips(auth, equipmentId, localDate)).at(-1);
      const reasons = await stopOperations.list(auth, { page: 0, size: 200, status: 'ACTIVE' });
      const stopOperationsOfBranch = reasons.content.map((operation) => ({
        id: operation.id,
        code: operation.code,
        name: operation.descOperacao,
      }));
      if (!trip)
        return {
          equipmentId,
          equipmentName: machine?.name ?? String(equipmentId),
          day: localDate,
          version: null,
          planId: null,
          sentAt: null,
          stops: [],
          stopOperations: stopOperationsOfBranch,
          lastPosition,
        };
      const orderIds = trip.stops.flatMap((stop) =>
        stop.cdOrdemServico === null ? [] : [stop.cdOrdemServico],
      );
      const records = await workOrders.findRecords(auth, orderIds);
      const fieldIds = [...new Set(records.flatMap((record) => record.fieldIds))];
      const productIds = [
        ...new Set(records.flatMap((record) => record.products.map((line) => line.productId))),
      ];
      const [fieldRecords, productRecords] = await Promise.all([
        fieldIds.length ? fields.records(auth, { ids: fieldIds }) : [],
        productIds.length ? products.getMany(auth, productIds) : [],
      ]);
      const fieldById = new Map<number, TOperatorField>(
        fieldRecords.map((field) => [
          field.id,
          {
            id: field.id,
            name: field.name,
            areaHectares: field.areaHectares,
            geometry: field.geometry,
            centroid: field.geometry
              ? (centroid(field.geometry).geometry.coordinates.slice(0, 2) as [number, number])
              : null,
          },
        ]),
      );
      const productById = new Map(productRecords.map((product) => [product.id, product]));
      const recordById = new Map(records.map((record) => [record.cdOrdemServico, record]));
      // What the machine reported of the orders it may still work (not closed), from its points
      // alone: a coverage computation per such order, reused until the machine sends a point.
      const reportedById = new Map(
        await Promise.all(
          records
            .filter((record) => [1, 2, 5].includes(record.status))
            .map(
              async (record) =>
                [
                  record.cdOrdemServico,
                  await reportedOfMachine(
                    auth,
                    record.cdOrdemServico,
                    equipmentId,
                    lastPosition?.time ?? null,
                  ),
                ] as const,
            ),
        ),
      );
      return {
        equipmentId,
        equipmentName: trip.equipmentName,
        day: localDate,
        version: trip.id,
        planId: trip.planejamentoId,
        sentAt: trip.sentAt,
        stops: trip.stops.map((stop) => {
          const record = stop.cdOrdemServico === null ? undefined : recordById.get(stop.cdOrdemServico);
          return {
            sequence: stop.sequencia,
            kind: stop.kind,
            plannedStart: stop.plannedStart,
            plannedEnd: stop.plannedEnd,
            area: stop.area,
            volume: stop.volume,
            batches: stop.batches,
            order: record
              ? presentOrder(record, fieldById, productById, reportedById.get(record.cdOrdemServico) ?? null)
              : null,
          };
        }),
        stopOperations: stopOperationsOfBranch,
        lastPosition,
      };
    },
  };
}

export type TOperatorService = ReturnType<typeof createOperatorService>;
