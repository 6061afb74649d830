import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { localDateOf, localMidnight } from '../calendar/calendar';
import { equipment } from '../modules/records/equipment/equipment.tables';
import {
  equipmentGroupMachines,
  equipmentGroups,
  equipmentGroupWorkingPeriods,
} from '../modules/records/equipment-groups/equipment-groups.tables';
import { employeeLicences, employees } from '../modules/records/employees/employees.tables';
import { farms, fields } from '../modules/records/growers/growers.tables';
import { crops, products } from '../modules/records/products/products.tables';
import { units } from '../modules/tenancy/tenancy.tables';
import {
  workOrderAudit,
  workOrderFields,
  workOrderProducts,
  workOrders,
} from '../modules/work-orders/work-orders.tables';
import { createMonitoringRepository } from '../modules/monitoring/monitoring.repository';
import type { TDemoContext } from './demo-context';

/** The patch the robot sprays: 13 passes 12 m apart (its boom), 240 m long, about 3.7 ha. */
const PASSES = 13;
const PASS_METRES = 240;
const BOOM_METRES = 12;
/** Robot working speed (m/s, 5 km/h) and one reported point every 10 s. */
const SPEED = 5 / 3.6;
const STEP_SECONDS = 10;
/** Glyphosate and spray volume the robot's 200 l tank holds for the patch (l/ha). */
const GLYPHOSATE_LITRES_PER_HECTARE = 2;
const CARRIER_LITRES_PER_HECTARE = 50;

const metresToLatitude = (metres: number) => (metres / (6371008.8 * Math.PI)) * 180;
const metresToLongitude = (metres: number, latitude: number) =>
  metresToLatitude(metres) / Math.cos((latitude * Math.PI) / 180);

/**
 * The robot part of the demo, in the Mato Grosso branch (the Iowa lists are counted by the
 * journeys): a robot spray group holding the Solix robot, its robot manager's applicator licence,
 * and one robot order with the execution the robot reported yesterday, waiting to be linked and
 * signed on /robot. The agronomy: in Roundup Ready (IPRO) soybean after the broadcast passes,
 * weed patches that escaped are spot-sprayed with glyphosate by the robot, one field per order.
 * Runs last and draws nothing from the generator, so the other seeders' data does not change.
 */
export const robotDemoSeeder = {
  name: 'robot',
  async seed(context: TDemoContext) {
    const { db, ownerId } = context;
    const unitId = context.units.matoGrosso;
    const [unit] = await db.select().from(units).where(eq(units.id, unitId));
    const [robot] = await db
      .select()
      .from(equipment)
      .where(and(eq(equipment.unitId, unitId), eq(equipment.type, 'robot')));
    const [glyphosate] = await db
      .select()
      .from(products)
      .where(and(eq(products.unitId, unitId), eq(products.name, 'Roundup Original Mais')));
    const [field] = await db
      .select()
      .from(fields)
      .where(and(eq(fields.unitId, unitId), isNotNull(fields.geometry), isNotNull(fields.centroidLatitude)))
      .orderBy(asc(fields.id))
      .limit(1);
    const [manager] = await db
      .select()
      .from(employees)
      .where(and(eq(employees.unitId, unitId), eq(employees.role, 'ROBOT_MANAGER')));
    const [soybean] = await db
      .select()
      .from(crops)
      .where(and(eq(crops.ownerId, ownerId), eq(crops.code, 'SOYBEAN')));
    if (!unit || !robot || !glyphosate || !field || field.centroidLatitude === null) return;
    const [farm] = await db.select().from(farms).where(eq(farms.id, field.farmId));
    if (!farm) return;
    const timeZone = unit.timeZone;
    const now = Date.now();
    const dayOf = (offset: number) => new Date(now + offset * 86_400_000).toISOString().slice(0, 10);

    const [group] = await db
      .insert(equipmentGroups)
      .values({
        ownerId,
        unitId,
        name: 'Robôs de pulverização localizada',
        distributionType: 'spraying',
        productTypeFilter: ['LIQUID'],
        mixtureType: 'LIQUID',
        consolidation: 'none',
        chemicalAddition: 'at-shed',
        tankCapacity: 200,
        blenderCapacity: null,
        balanceLoads: 1,
        autoSendLoads: false,
        autoSendMinute: null,
        tenderLoadingOrder: 'by-arrival',
        robot: true,
        individualOrdersPerField: false,
      })
      .returning({ id: equipmentGroups.id });
    await db.insert(equipmentGroupWorkingPeriods).values(
      (['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const).map((dayOfWeek) => ({
        groupId: group!.id,
        dayOfWeek,
        startMinute: 6 * 60,
        endMinute: 18 * 60,
        overtimeMinutes: 60,
      })),
    );
    await db.insert(equipmentGroupMachines).values({
      groupId: group!.id,
      equipmentId: robot.id,
      role: 'member',
      operationSpeedKmh: 5,
      travelSpeedKmh: 6,
      warehouseId: context.ids.placesMatoGrosso?.[0] ?? null,
      cleaningTimeSeconds: 15 * 60,
      refillDurationSeconds: 10 * 60,
      allowLoadsFromOtherTenders: false,
      position: 0,
    });
    context.ids.equipmentGroupsRobot = [group!.id];

    if (manager)
      await db.insert(employeeLicences).values({
        employeeId: manager.id,
        type: 'APPLICATOR',
        number: 'MT-APL-9034',
        effectiveDate: dayOf(-400),
        expirationDate: dayOf(700),
      });

    // Yesterday (branch day) from 08:00: serpentine passes north and south over the patch.
    const yesterday = localDateOf(new Date(now - 86_400_000), timeZone);
    const start = localMidnight(yesterday, timeZone).getTime() + 8 * 3_600_000;
    const latitude0 = field.centroidLatitude - metresToLatitude(PASS_METRES / 2);
    const longitude0 =
      (field.centroidLongitude ?? 0) - metresToLongitude((PASSES * BOOM_METRES) / 2, field.centroidLatitude);
    const perPass = Math.floor(PASS_METRES / (SPEED * STEP_SECONDS));
    const points: { time: number; latitude: number; longitude: number; heading: number }[] = [];
    for (let pass = 0; pass < PASSES; pass += 1) {
      const northward = pass % 2 === 0;
      const longitude =
        longitude0 + metresToLongitude(BOOM_METRES / 2 + pass * BOOM_METRES, field.centroidLatitude);
      for (let step = 0; step <= perPass; step += 1) {
        const along = (step / perPass) * PASS_METRES;
        points.push({
          time: start + points.length * STEP_SECONDS * 1000,
          latitude: latitude0 + metresToLatitude(northward ? along : PASS_METRES - along),
          longitude,
          heading: northward ? 0 : 180,
        });
      }
    }
    const end = points[points.length - 1]!.time;
    const patchHectares = (PASSES * BOOM_METRES * PASS_METRES) / 10_000;
    const volume = patchHectares * CARRIER_LITRES_PER_HECTARE;

    const createdAt = new Date(start - 2 * 86_400_000);
    const [order] = await db
      .insert(workOrders)
      .values({
        ownerId,
        unitId,
        // The field's whole branch: every office's list shows it.
        locationId: null,
        description: 'Catação de reboleiras de plantas daninhas na soja (robô)',
        ticket: '227900',
        status: 4,
        growerId: farm.growerId,
        farmId: field.farmId,
        equipmentGroupId: group!.id,
        applicatorId: null,
        timing: 'POST',
        cropId: soybean?.id ?? null,
        traitPackage: 'RR',
        applicationType: 'NOT_VRT',
        plannedStart: new Date(start),
        plannedEnd: new Date(start + 2 * 3_600_000),
        carrierRateLitresPerHectare: CARRIER_LITRES_PER_HECTARE,
        totalAreaHectares: field.areaHectares ?? patchHectares,
        selectedAreaHectares: patchHectares,
        totalVolumeLitres: volume,
        totalMassKilograms: 0,
        appliedVolumeLitres: volume * 0.97,
        appliedAreaHectares: patchHectares,
        batchCount: 1,
        minSpeedKmh: 3,
        maxSpeedKmh: 6,
        observation:
          'Reboleiras mapeadas pelo robô na passada anterior; aplicar só sobre as plantas daninhas.',
        startedAt: new Date(start),
        closedAt: new Date(end),
        cleanEquipment: false,
        alertCount: 0,
        flowRateInconsistent: false,
        compartmentInconsistent: false,
        createdAt,
        updatedAt: new Date(end),
      })
      .returning({ id: workOrders.id });
    await db.insert(workOrderFields).values({
      workOrderId: order!.id,
      fieldId: field.id,
      position: 0,
      areaHectares: field.areaHectares,
    });
    await db.insert(workOrderProducts).values({
      workOrderId: order!.id,
      productId: glyphosate.id,
      position: 0,
      ratePerHectare: GLYPHOSATE_LITRES_PER_HECTARE,
      rateUnit: 'l',
    });
    await db.insert(workOrderAudit).values({
      ownerId,
      workOrderId: order!.id,
      userId: context.userIds.demo ?? null,
      userName: 'demo',
      action: 'created',
      changes: [],
      at: createdAt,
    });

    const monitoring = createMonitoringRepository(db);
    for (const day of new Set(points.map((point) => new Date(point.time).toISOString().slice(0, 10))))
      await monitoring.ensureDayPartition(day);
    await monitoring.insertPositions(
      points.map((point) => ({
        equipmentId: robot.id,
        recordedAt: new Date(point.time),
        ownerId,
        unitId,
        latitude: point.latitude,
        longitude: point.longitude,
        speedKmh: 5,
        headingDegrees: point.heading,
        boomOn: true,
        rate: CARRIER_LITRES_PER_HECTARE,
        workOrderId: order!.id,
      })),
    );
    context.ids.workOrdersRobot = [order!.id];
  },
};
