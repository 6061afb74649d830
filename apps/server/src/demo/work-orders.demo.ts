import { and, eq, inArray } from 'drizzle-orm';
import {
  batchCount,
  HECTARES_PER_ACRE,
  isFlowRateInconsistent,
  LITRES_PER_US_GALLON,
  MEASURE_UNITS,
  orderLoad,
  type TMeasureUnitCode,
  type TProductType,
} from '@tramline/domain';
import { localDateOf } from '../calendar/calendar';
import { farms, fields } from '../modules/records/growers/growers.tables';
import { crops, products } from '../modules/records/products/products.tables';
import { units } from '../modules/tenancy/tenancy.tables';
import {
  equipmentGroups,
  equipmentGroupMachines,
} from '../modules/records/equipment-groups/equipment-groups.tables';
import { employees } from '../modules/records/employees/employees.tables';
import {
  workOrderAudit,
  workOrderFields,
  workOrderProducts,
  workOrders,
} from '../modules/work-orders/work-orders.tables';
import type { TDemoContext } from './demo-context';
import { operationsInSeason, type TDemoOperation } from './operations.demo';

type TBranch = 'iowa' | 'matoGrosso';

type TProductRow = typeof products.$inferSelect;

/**
 * An operation's products as an order holds them: the rate typed in the product's unit, per acre
 * in Iowa, converted to per-hectare base amounts (litres or kilograms).
 */
function linesOf(
  branch: TBranch,
  operation: TDemoOperation,
  byName: Map<string, TProductRow>,
  random: TDemoContext['random'],
) {
  const mix = random.pick(operation.mixes);
  return mix.flatMap((entry) => {
    if (entry.optional && !random.chance(0.5)) return [];
    const product = byName.get(entry.name);
    if (!product) throw new Error(`The demo has no product ${entry.name} in ${branch}`);
    const unit = product.rateUnit as TMeasureUnitCode;
    const perArea = branch === 'iowa' ? HECTARES_PER_ACRE : 1;
    const rate = (random.pick(entry.rates) * MEASURE_UNITS[unit].siFactor!) / perArea;
    return [{ product, rate, unit }];
  });
}

async function seedBranch(context: TDemoContext, branch: TBranch, count: number, start: number) {
  const { db, random, ownerId } = context;
  const unitId = context.units[branch];
  const suffix = branch === 'iowa' ? 'Iowa' : 'MatoGrosso';
  const fieldRows = await db
    .select({
      id: fields.id,
      farmId: fields.farmId,
      growerId: farms.growerId,
      areaHectares: fields.areaHectares,
      hasGeometry: fields.geometry,
    })
    .from(fields)
    .innerJoin(farms, eq(farms.id, fields.farmId))
    .where(inArray(fields.id, context.ids[`fields${suffix}`] ?? [-1]));
  const productRows = await db
    .select()
    .from(products)
    .where(and(eq(products.ownerId, ownerId), eq(products.unitId, unitId), eq(products.status, 'ACTIVE')));
  const groupRows = await db
    .select()
    .from(equipmentGroups)
    .where(inArray(equipmentGroups.id, context.ids[`equipmentGroups${suffix}`] ?? [-1]));
  const machines = await db
    .select()
    .from(equipmentGroupMachines)
    .where(
      inArray(equipmentGroupMachines.groupId, groupRows.length ? groupRows.map((group) => group.id) : [-1]),
    );
  const applicators = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(eq(employees.ownerId, ownerId), eq(employees.unitId, unitId), eq(employees.role, 'APPLICATOR')),
    );
  if (!fieldRows.length || !productRows.length) return;
  const byFarm = new Map<number, typeof fieldRows>();
  for (const field of fieldRows) byFarm.set(field.farmId, [...(byFarm.get(field.farmId) ?? []), field]);
  const farmsList = [...byFarm.values()];
  const locationIds = context.locations[branch];
  const byName = new Map(productRows.map((product) => [product.name, product]));
  const cropRows = await db
    .select({ id: crops.id, code: crops.code })
    .from(crops)
    .where(eq(crops.ownerId, ownerId));
  const cropIdOf = new Map(cropRows.map((crop) => [crop.code, crop.id]));
  const [unit] = await db.select({ timeZone: units.timeZone }).from(units).where(eq(units.id, unitId));
  const timeZone = unit?.timeZone ?? 'UTC';
  const now = Date.now();

  for (let index = 0; index < count; index += 1) {
    const farmFields = random.pick(farmsList);
    const fieldCount = Math.min(farmFields.length, random.chance(0.3) ? 2 : 1);
    const chosen = [...farmFields].sort(() => random.next() - 0.5).slice(0, fieldCount);
    const group = groupRows.length ? random.pick(groupRows) : null;
    const mixture = group?.mixtureType === 'DRY' ? 'DRY' : 'LIQUID';
    const createdAt = new Date(now - random.between(0.2, 10) * 86_400_000);
    const roll = random.next();
    const status = roll < 0.55 ? 1 : roll < 0.65 ? 2 : roll < 0.8 ? 4 : roll < 0.86 ? 3 : roll < 0.92 ? 5 : 6;
    const closedAt =
      status === 4
        ? new Date(Math.min(now - 600_000, createdAt.getTime() + random.between(6, 72) * 3_600_000))
        : null;
    const startedAt = closedAt
      ? new Date(closedAt.getTime() - random.between(1.5, 6) * 3_600_000)
      : status === 2
        ? new Date(now - random.between(0.5, 3) * 3_600_000)
        : null;
    const plannedStart = new Date(createdAt.getTime() + random.between(12, 96) * 3_600_000);
    const month = Number(localDateOf(plannedStart, timeZone).slice(5, 7));
    const operation = random.pick(operationsInSeason(branch, mixture, month));
    const lines = linesOf(branch, operation, byName, random);
    const area = chosen.reduce((sum, field) => sum + (field.areaHectares ?? 0), 0);
    const carrier = operation.carrier
      ? branch === 'iowa'
        ? (random.pick(operation.carrier) * LITRES_PER_US_GALLON) / HECTARES_PER_ACRE
        : random.pick(operation.carrier)
      : null;
    const load = orderLoad(
      lines.map((line) => ({ type: line.product.type as TProductType, rate: line.rate })),
      area,
      carrier,
    );
    const groupMachines = group ? machines.filter((machine) => machine.groupId === group.id) : [];
    const [order] = await db
      .insert(workOrders)
      .values({
        ownerId,
        unitId,
        locationId: locationIds.length ? random.pick(locationIds) : null,
        description: operation.description,
        ticket: String(start + index * 7 + random.integer(0, 6)),
        status,
        statusBeforeDelete: status === 6 ? 1 : null,
        growerId: chosen[0]!.growerId,
        farmId: chosen[0]!.farmId,
        equipmentGroupId: group?.id ?? null,
        applicatorId: applicators.length && random.chance(0.7) ? random.pick(applicators).id : null,
        timing: operation.timing,
        cropId: cropIdOf.get(operation.crop) ?? null,
        traitPackage: random.pick(operation.traits),
        // Spreaders follow a prescription map where the grower has one; sprayers mix at the shed.
        applicationType: random.pick(
          mixture === 'DRY' ? (['VRT', 'VRT', 'NOT_VRT'] as const) : (['MIX'] as const),
        ),
        plannedStart,
        plannedEnd: new Date(plannedStart.getTime() + random.between(2, 8) * 3_600_000),
        carrierRateLitresPerHectare: carrier,
        totalAreaHectares: area,
        selectedAreaHectares: area,
        totalVolumeLitres: load.volumeLitres,
        totalMassKilograms: load.massKilograms,
        // Litres for a liquid order, kilograms for a dry one (as the office's close records them).
        appliedVolumeLitres:
          status === 4
            ? (load.volumeLitres > 0 ? load.volumeLitres : load.massKilograms) * random.between(0.93, 1.04)
            : null,
        appliedAreaHectares: status === 4 ? area * random.between(0.95, 1) : null,
        batchCount: batchCount(
          load,
          group ? { mixtureType: group.mixtureType as 'LIQUID', tankCapacity: group.tankCapacity } : null,
        ),
        minSpeedKmh: mixture === 'LIQUID' ? 12 : null,
        maxSpeedKmh: mixture === 'LIQUID' ? random.pick([22, 24, 28]) : null,
        observation: random.chance(0.2)
          ? branch === 'matoGrosso'
            ? 'Atenção à APP na divisa norte.'
            : operation.purpose === 'HERBICIDE'
              ? 'Neighbour has non-tolerant beans on the east side: watch the wind.'
              : 'Grassed waterway on the south side: stay out of it.'
          : null,
        startedAt,
        closedAt,
        cleanEquipment: status === 4 && random.chance(0.5),
        alertCount: status === 1 && random.chance(0.1) ? random.integer(1, 3) : 0,
        flowRateInconsistent: isFlowRateInconsistent(
          carrier,
          lines
            .filter((line) => line.product.type === 'LIQUID')
            .map((line) => ({
              sprayVolumeMin: line.product.sprayVolumeMinLitresPerHectare,
              sprayVolumeMax: line.product.sprayVolumeMaxLitresPerHectare,
            })),
        ),
        compartmentInconsistent:
          mixture === 'DRY' &&
          groupMachines.length > 0 &&
          lines.length > Math.max(...groupMachines.map((machine) => machine.compartmentCount ?? 1)),
        createdAt,
        updatedAt: closedAt ?? createdAt,
      })
      .returning({ id: workOrders.id });
    const id = order!.id;
    await db.insert(workOrderFields).values(
      chosen.map((field, position) => ({
        workOrderId: id,
        fieldId: field.id,
        position,
        areaHectares: field.areaHectares,
      })),
    );
    await db.insert(workOrderProducts).values(
      lines.map((line, position) => ({
        workOrderId: id,
        productId: line.product.id,
        position,
        ratePerHectare: line.rate,
        rateUnit: line.unit,
      })),
    );
    const userId = context.userIds.demo ?? null;
    await db.insert(workOrderAudit).values({
      ownerId,
      workOrderId: id,
      userId,
      userName: 'demo',
      action: 'created',
      changes: [],
      at: createdAt,
    });
  }
}

/**
 * Work orders per branch over the last ten days (relative to the day the seed runs, so the demo
 * looks current; every draw comes from the seeded generator): mostly ready, some in progress,
 * completed with closing times and applied volumes, void, on hold and deleted. Each order is one
 * of the branch's field operations in season at its planned date (`operations.demo.ts`), which
 * fixes its description, timing, crop, products and rates together.
 */
export const workOrdersDemoSeeder = {
  name: 'work-orders',
  async seed(context: TDemoContext) {
    await seedBranch(context, 'iowa', 64, 418_000);
    await seedBranch(context, 'matoGrosso', 32, 227_000);
  },
};
