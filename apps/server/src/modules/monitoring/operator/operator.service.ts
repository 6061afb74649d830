import centroid from '@turf/centroid';
import {
  strictestWeatherLimits,
  type TOperatorField,
  type TOperatorLimits,
  type TOperatorOrder,
  type TOperatorSchedule,
  type TProductRecord,
  type TVoucherMachine,
  type TWorkOrderRecord,
} from '@tramline/domain';
import { localDateOf } from '../../../calendar/calendar';
import { AppError } from '../../../http/errors';
import type { TPlanSendsService } from '../../planning/sends/plan-sends.service';
import type { TFieldsService } from '../../records/growers/fields.service';
import type { TEquipmentService } from '../../records/equipment/equipment.service';
import type { TProductsService } from '../../records/products/products.service';
import type { TStopOperationsService } from '../../records/stop-operations/stop-operations.service';
import type { TVouchersService } from '../../records/vouchers/vouchers.service';
import type { TTenancyService } from '../../tenancy/tenancy.service';
import type { TWorkOrdersService } from '../../work-orders/work-orders.service';
import { authOfMachine, type TMachineApiService, type TMachineCaller } from '../machine-api.service';

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
}

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

function presentOrder(
  record: TWorkOrderRecord,
  fieldById: Map<number, TOperatorField>,
  productById: Map<number, TProductRecord>,
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
    })),
    carrierRate: record.carrierRate,
    limits: limitsOf(record.products.flatMap((product) => productById.get(product.productId) ?? [])),
    notes: record.observation,
    startedAt: record.startedAt,
    appliedArea: record.appliedArea,
    appliedVolume: record.appliedVolume,
    skippedOn: record.skipedDate,
  };
}

/**
 * What the operator app in the cab reads besides the machine API's reporting calls: the machines a
 * voucher may sign in for, and a machine's sent day with everything the cab needs to work it.
 */
export function createOperatorService(dependencies: TOperatorDependencies) {
  const { machineApi, planSends, workOrders, fields, products, stopOperations, equipment } = dependencies;

  async function timeZoneOf(ownerId: number, unitId: number) {
    const units = await dependencies.tenancy.repository.unitsOfOwner(ownerId);
    return units.find((unit) => unit.id === unitId)?.timeZone ?? 'UTC';
  }

  return {
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
            order: record ? presentOrder(record, fieldById, productById) : null,
          };
        }),
        stopOperations: stopOperationsOfBranch,
      };
    },
  };
}

export type TOperatorService = ReturnType<typeof createOperatorService>;
