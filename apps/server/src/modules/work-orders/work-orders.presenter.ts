import {
  RANKINGS,
  isSelectable,
  type TInconsistencyCause,
  type TMeasureUnitCode,
  type TPlanType,
  type TProductType,
  type TWorkOrderHistoryEntry,
  type TWorkOrderLicenceAlert,
  type TWorkOrderRecord,
  type TWorkOrderStatus,
  type TWorkOrderSummary,
  type TApplicationType,
  type TWorkOrderClose,
  type TWorkOrderInput,
} from '@tramline/domain';
import type { TWorkOrderAuditRow, TWorkOrderRow } from './work-orders.repository';

/** Names and facts of the records an order points at, gathered once per page. */
export interface TOrderContext {
  growerName(id: number): string;
  farmName(id: number): string;
  groupName(id: number | null): string | null;
  field(id: number): { name: string; areaHectares: number | null; geometryMissing: boolean } | undefined;
  product(id: number): { name: string; type: TProductType; isBlend: boolean } | undefined;
}

export interface TOrderLines {
  fields: { fieldId: number; areaHectares: number | null }[];
  products: { productId: number; ratePerHectare: number; rateUnit: string }[];
}

export interface TOrderFlags {
  causes: TInconsistencyCause[];
  productInconsistent: boolean;
  fieldInconsistent: boolean;
  /** Recomputed at each read from the products' spray ranges and the group's members. */
  flowRateInconsistent: boolean;
  compartmentInconsistent: boolean;
}

/**
 * A work order as the services take it: the body of `POST`/`PUT /ordemservicos` with English
 * names (the ticket, the location) and without the id, which the path or the body names apart.
 */
export type TWorkOrderCommand = Omit<TWorkOrderInput, 'cdOrdemServico' | 'vlOrdemServico' | 'cdLocation'> & {
  ticket: TWorkOrderInput['vlOrdemServico'];
  locationId: TWorkOrderInput['cdLocation'];
};

/** The body of `POST`/`PUT /ordemservicos` as a command. */
export function workOrderCommandOf(body: TWorkOrderInput): TWorkOrderCommand {
  const { cdOrdemServico: _id, vlOrdemServico, cdLocation, ...rest } = body;
  return { ...rest, ticket: vlOrdemServico, locationId: cdLocation };
}

/** Closing an order: when it finished, whether the equipment was cleaned, what was applied. */
export interface TWorkOrderCloseCommand {
  finishedAt: Date;
  cleanEquipment: boolean;
  /** Litres actually applied; null takes the order's volume. */
  appliedVolumeLitres: number | null;
  /** Hectares actually covered; null takes the order's selected area. */
  appliedAreaHectares: number | null;
  version?: number;
}

/** The body of `PUT /ordemservicos/{id}/close` as a command. */
export function closeCommandOf(body: TWorkOrderClose): TWorkOrderCloseCommand {
  return {
    finishedAt: new Date(body.termino),
    cleanEquipment: body.cleanEquipment,
    appliedVolumeLitres: body.appliedVolume,
    appliedAreaHectares: body.appliedArea,
    version: body.version,
  };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function presentWorkOrderSummary(
  row: TWorkOrderRow,
  rank: number,
  lines: TOrderLines,
  flags: TOrderFlags,
  context: TOrderContext,
  today: string,
  licenceAlerts: TWorkOrderLicenceAlert[] = [],
): TWorkOrderSummary {
  const ranking = RANKINGS[rank - 1] ?? RANKINGS[8];
  return {
    cdOrdemServico: row.id,
    cdUnidade: row.unitId,
    cdLocation: row.locationId,
    description: row.description,
    vlOrdemServico: row.ticket,
    status: row.status as TWorkOrderStatus,
    growerId: row.growerId,
    growerName: context.growerName(row.growerId),
    farmId: row.farmId,
    farmName: context.farmName(row.farmId),
    fieldNames: lines.fields.map((line) => context.field(line.fieldId)?.name ?? String(line.fieldId)),
    productNames: lines.products.map(
      (line) => context.product(line.productId)?.name ?? String(line.productId),
    ),
    equipmentGroupId: row.equipmentGroupId,
    equipmentGroupName: context.groupName(row.equipmentGroupId),
    timing: row.timing as TPlanType,
    applicationType: row.applicationType as TApplicationType,
    selectedArea: row.selectedAreaHectares,
    createdAt: row.createdAt.toISOString(),
    dtEncerramento: iso(row.closedAt),
    skipedDate: row.skippedOn,
    hoje: row.scheduledOn === today,
    qtdAlertas: row.alertCount + licenceAlerts.length,
    licenceAlerts,
    ordemPendente: flags.productInconsistent,
    talhaoInconsistente: flags.fieldInconsistent,
    flowRateInconsistente: flags.flowRateInconsistent,
    compartimentoInconsistente: flags.compartmentInconsistent,
    inconsistencies: flags.causes,
    rank: ranking.rank,
    rankName: ranking.name,
    selectable: isSelectable(ranking.name),
    tripSentOn: row.tripSentOn,
    version: row.version,
  };
}

export function presentWorkOrderRecord(
  summary: TWorkOrderSummary,
  row: TWorkOrderRow,
  lines: TOrderLines,
  context: TOrderContext,
): TWorkOrderRecord {
  return {
    ...summary,
    fieldIds: lines.fields.map((line) => line.fieldId),
    fields: lines.fields.map((line) => {
      const field = context.field(line.fieldId);
      return {
        id: line.fieldId,
        name: field?.name ?? String(line.fieldId),
        areaHectares: field ? field.areaHectares : line.areaHectares,
        geometryMissing: field?.geometryMissing ?? true,
      };
    }),
    products: lines.products.map((line) => {
      const product = context.product(line.productId);
      return {
        productId: line.productId,
        descProduct: product?.name ?? String(line.productId),
        typeProduct: product?.type ?? null,
        isBlend: product?.isBlend ?? false,
        rate: line.ratePerHectare,
        rateUnit: line.rateUnit as TMeasureUnitCode,
        total: line.ratePerHectare * row.selectedAreaHectares,
      };
    }),
    applicatorId: row.applicatorId,
    carrierRate: row.carrierRateLitresPerHectare,
    cropId: row.cropId,
    traitPackage: row.traitPackage,
    plannedStart: iso(row.plannedStart),
    plannedEnd: iso(row.plannedEnd),
    totalArea: row.totalAreaHectares,
    totalVolume: row.totalVolumeLitres,
    totalMass: row.totalMassKilograms,
    appliedVolume: row.appliedVolumeLitres,
    appliedArea: row.appliedAreaHectares,
    batchCount: row.batchCount,
    minSpeed: row.minSpeedKmh,
    maxSpeed: row.maxSpeedKmh,
    observation: row.observation,
    startedAt: iso(row.startedAt),
    cleanEquipment: row.cleanEquipment,
  };
}

export function presentHistoryEntry(row: TWorkOrderAuditRow): TWorkOrderHistoryEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    userName: row.userName,
    action: row.action as TWorkOrderHistoryEntry['action'],
    changes: row.changes,
  };
}
