import { writeFigures } from './bench-doc';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { kmPerHourFromMph, litresFromGallons, metresFromFeet, type TPlan } from '@tramline/domain';
import { planNearestFeasible, type Plan } from '@tramline/optimizer';
import { buildApp } from '../src/app';
import { openDatabase, type TDatabase } from '../src/db/database';
import { createRandom } from '../src/demo/random';
import { DEMO_PASSWORD, type TDemoContext } from '../src/demo/demo-context';
import { seedDemo } from '../src/demo/seed';
import { equipment, equipmentCompartments } from '../src/modules/records/equipment/equipment.tables';
import {
  equipmentGroupMachines,
  equipmentGroups,
  equipmentGroupWorkingPeriods,
} from '../src/modules/records/equipment-groups/equipment-groups.tables';
import { farms, fields } from '../src/modules/records/growers/growers.tables';
import { places } from '../src/modules/records/places/places.tables';
import { products } from '../src/modules/records/products/products.tables';
import {
  workOrderFields,
  workOrderProducts,
  workOrders,
} from '../src/modules/work-orders/work-orders.tables';
import { localDateOf } from '../src/calendar/calendar';
import { createProblemBuilder } from '../src/modules/planning/engine/problem-builder';
import { checkPlanFeasibility } from '../src/modules/planning/testing/feasibility';

const ORDER_COUNT = 300;
const MACHINE_COUNT = 25;
const TIME_BUDGET_SECONDS = 30;
const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const API = '/api/planejamento-ordem-servico/v2';

/**
 * A spray crew of 25 self-propelled sprayers (120 ft booms, 1,200 gal tanks, 12-15 mph in the field,
 * 25-30 mph on the road) refilling at the Iowa warehouses, and `orderCount` (300 unless told) ready
 * orders of 40-160 acres on fields spread over the demo's Central Iowa fields (each new field inside
 * the 0.1-degree weather cell of a demo field, so the stored demo forecasts, windy and wet hours
 * included, apply). The generator is seeded, so the first 300 orders are the same whatever the count.
 */
export async function seedBenchDay(db: TDatabase, demo: TDemoContext, orderCount = ORDER_COUNT) {
  const random = createRandom(9_2026);
  const unitId = demo.units.iowa;
  const ownerId = demo.ownerId;
  const warehouses = await db.select().from(places).where(inArray(places.id, demo.ids.placesIowa!));
  const [group] = await db
    .insert(equipmentGroups)
    .values({
      ownerId,
      unitId,
      name: 'Bench spray crew',
      distributionType: 'spraying',
      productTypeFilter: ['LIQUID'],
      mixtureType: 'LIQUID',
      consolidation: 'none',
      chemicalAddition: 'never',
      tankCapacity: litresFromGallons(1200) as number,
      tenderLoadingOrder: 'by-arrival',
    })
    .returning({ id: equipmentGroups.id });
  const groupId = group!.id;
  await db.insert(equipmentGroupWorkingPeriods).values(
    WEEKDAYS.map((dayOfWeek) => ({
      groupId,
      dayOfWeek,
      startMinute: 6 * 60,
      endMinute: 19 * 60,
      overtimeMinutes: 120,
    })),
  );
  const machineIds: number[] = [];
  for (let index = 0; index < MACHINE_COUNT; index += 1) {
    const [row] = await db
      .insert(equipment)
      .values({
        ownerId,
        unitId,
        name: `Bench sprayer #${index + 1}`,
        code: `BN-SP-${String(index + 1).padStart(2, '0')}`,
        type: 'sprayer',
        profile: 'sprayer',
        boomWidthMetres: metresFromFeet(120) as number,
        tankCapacityLitres: litresFromGallons(1200) as number,
        fixedTanks: true,
        fieldEfficiency: 0.7,
        productClasses: ['LIQUID'],
      })
      .returning({ id: equipment.id });
    machineIds.push(row!.id);
    await db.insert(equipmentCompartments).values({
      equipmentId: row!.id,
      position: 0,
      name: 'Main tank',
      capacity: litresFromGallons(1200) as number,
      mixtureType: 'LIQUID',
    });
  }
  await db.insert(equipmentGroupMachines).values(
    machineIds.map((equipmentId, position) => ({
      groupId,
      equipmentId,
      role: 'member',
      operationSpeedKmh: kmPerHourFromMph(random.integer(12, 15)) as number,
      travelSpeedKmh: kmPerHourFromMph(random.integer(25, 30)) as number,
      warehouseId: warehouses[position % warehouses.length]!.id,
      cleaningTimeSeconds: 30 * 60,
      refillDurationSeconds: random.integer(15, 25) * 60,
      position,
    })),
  );

  const demoFields = await db
    .select({
      id: fields.id,
      farmId: fields.farmId,
      growerId: farms.growerId,
      latitude: fields.centroidLatitude,
      longitude: fields.centroidLongitude,
    })
    .from(fields)
    .innerJoin(farms, eq(farms.id, fields.farmId))
    .where(inArray(fields.id, demo.ids.fieldsIowa!));
  const located = demoFields.filter((field) => field.latitude !== null && field.longitude !== null);
  const liquids = await db
    .select()
    .from(products)
    .where(and(eq(products.unitId, unitId), eq(products.type, 'LIQUID'), eq(products.status, 'ACTIVE')));
  const acre = 0.40468564224;
  const carrier = (litresFromGallons(15) as number) / acre;
  const orderIds: number[] = [];
  for (let index = 0; index < orderCount; index += 1) {
    const near = random.pick(located);
    const cell = {
      latitude: Math.round(near.latitude! * 10) / 10,
      longitude: Math.round(near.longitude! * 10) / 10,
    };
    const areaHectares = random.integer(40, 160) * acre;
    const [field] = await db
      .insert(fields)
      .values({
        ownerId,
        unitId,
        farmId: near.farmId,
        name: `Bench field ${index + 1}`,
        areaHectares,
        centroidLatitude: cell.latitude + random.between(-0.045, 0.045),
        centroidLongitude: cell.longitude + random.between(-0.045, 0.045),
      })
      .returning({ id: fields.id });
    const picked = [...liquids].sort(() => random.next() - 0.5).slice(0, random.integer(1, 2));
    const [order] = await db
      .insert(workOrders)
      .values({
        ownerId,
        unitId,
        description: random.pick([
          'Post-emerge herbicide',
          'Fungicide pass',
          'Burndown ahead of beans',
          'Insecticide pass',
        ]),
        ticket: String(900_000 + index),
        status: 1,
        growerId: near.growerId,
        farmId: near.farmId,
        equipmentGroupId: groupId,
        timing: 'POST',
        applicationType: 'MIX',
        carrierRateLitresPerHectare: carrier,
        totalAreaHectares: areaHectares,
        selectedAreaHectares: areaHectares,
        totalVolumeLitres: carrier * areaHectares,
      })
      .returning({ id: workOrders.id });
    await db
      .insert(workOrderFields)
      .values({ workOrderId: order!.id, fieldId: field!.id, position: 0, areaHectares });
    await db.insert(workOrderProducts).values(
      picked.map((product, position) => ({
        workOrderId: order!.id,
        productId: product.id,
        position,
        ratePerHectare: random.between(0.5, 2.5),
        rateUnit: product.rateUnit,
      })),
    );
    orderIds.push(order!.id);
  }
  return { groupId, machineIds, orderIds };
}

interface TFigures {
  assignedOrders: number;
  assignedArea: number;
  travelHours: number;
  unassignedShare: number;
  causes: Record<string, number>;
}

function figuresOfEnginePlan(plan: Plan, orderCount: number): TFigures {
  const causes: Record<string, number> = {};
  for (const entry of plan.unassigned) causes[entry.cause] = (causes[entry.cause] ?? 0) + 1;
  return {
    assignedOrders: orderCount - plan.unassigned.length,
    assignedArea: plan.summary.assignedArea,
    travelHours: plan.summary.displacementTime / 3600,
    unassignedShare: plan.unassigned.length / orderCount,
    causes,
  };
}

const causeText = (causes: Record<string, number>) =>
  Object.entries(causes)
    .sort((a, b) => b[1] - a[1])
    .map(([cause, count]) => `${cause} ${count}`)
    .join(', ') || 'none';

/**
 * Plans a realistic day end to end through the API: 300 orders on 25 sprayers in Central Iowa,
 * `POST add-ordens-otimizando-equipamentos` with a 30 s budget, the written plans read back with
 * `GET _search` and checked by the independent feasibility checker; against the greedy dispatcher
 * (nearest feasible order next) on the same problem. Writes docs/bench/planning-day.md.
 */
export async function benchPlanningDay(docsDir: string) {
  const handle = await openDatabase({ dataDir: 'memory://' });
  await handle.migrate();
  const demo = await seedDemo(handle.db);
  const seedStart = performance.now();
  const { groupId, machineIds, orderIds } = await seedBenchDay(handle.db, demo);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const app = await buildApp({ db: handle.db });
  await app.ready();
  const token = (
    await app.inject({
      method: 'POST',
      url: '/api/v2/auth-sgpa/create',
      payload: { login: 'demo', password: DEMO_PASSWORD, owner: 'demo' },
    })
  ).json<{ token: string }>().token;
  const auth = (await app.services.auth.authenticate(token))!;
  const date = localDateOf(new Date(Date.now() + 86_400_000), 'America/Chicago');

  // The dispatcher's greedy rule on the same problem.
  const buildStart = performance.now();
  const built = await createProblemBuilder({
    ...app.services,
    weatherRespectOf: (who, id) => app.services.planningSettings.weatherRespectOf(who, id),
  }).build(auth, {
    date,
    groupId,
    equipmentIds: machineIds,
    orderIds,
  });
  const buildSeconds = (performance.now() - buildStart) / 1000;
  const greedy = figuresOfEnginePlan(planNearestFeasible(built.problem), orderIds.length);
  const openOrders = built.problem.orders.filter((order) => order.windows.length > 0).length;

  // The optimiser through the API.
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: `${API}/add-ordens-otimizando-equipamentos`,
    headers: { 'x-auth-token': token },
    payload: {
      data: date,
      configuracaoId: groupId,
      equipamentosId: machineIds,
      ordensId: orderIds,
      timeBudgetSeconds: TIME_BUDGET_SECONDS,
    },
  });
  const answeredMs = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`optimise: ${response.statusCode} ${response.body}`);
  const { processHash } = response.json<{ processHash: string }>();
  await app.services.planningJobs.settle(processHash);
  const totalSeconds = (performance.now() - started) / 1000;
  const job = (
    await app.inject({
      method: 'GET',
      url: `${API}/status-otimizacao/${processHash}`,
      headers: { 'x-auth-token': token },
    })
  ).json();
  if (job.status !== 'concluido') throw new Error(`optimise job ${job.status}: ${job.message}`);
  const plans = (
    await app.inject({
      method: 'GET',
      url: `${API}/_search?data=${date}&configuracaoId=${groupId}`,
      headers: { 'x-auth-token': token },
    })
  ).json<TPlan[]>();
  const active = plans.filter((plan) => plan.active);
  const problems = await checkPlanFeasibility(app.services, auth, { date, groupId, plans: active });
  const optimised: TFigures = {
    assignedOrders: job.result.assignedOrders,
    assignedArea: active.reduce((sum, plan) => sum + plan.summary.workedArea, 0),
    travelHours: active.reduce((sum, plan) => sum + plan.summary.displacementTime, 0) / 3600,
    unassignedShare: job.result.unassignedOrders / orderIds.length,
    causes: job.result.causes,
  };
  await app.close();
  await handle.close();

  const row = (name: string, figures: TFigures) =>
    `| ${name} | ${figures.assignedOrders} | ${figures.assignedArea.toFixed(0)} | ${figures.travelHours.toFixed(1)} | ${((figures.travelHours / Math.max(figures.assignedArea, 1)) * 60).toFixed(2)} | ${(figures.unassignedShare * 100).toFixed(0)}% | ${causeText(figures.causes)} |`;
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\` on this machine (${os.cpus().length} CPU cores, shared; load average ${os.loadavg()[0]!.toFixed(1)}),`,
    `embedded PGlite in memory. Day planned: ${date} (America/Chicago), ${orderIds.length} orders (${built.problem.orders.reduce((sum, order) => sum + order.area, 0).toFixed(0)} ha) on ${machineIds.length} sprayers; ${openOrders} orders have a spray window that day under the stored demo forecast.`,
    `Seeding the day took ${seedSeconds.toFixed(1)} s; building the problem from the records (windows, travel matrices) ${buildSeconds.toFixed(1)} s.`,
    `The optimise call answered its process hash in ${answeredMs.toFixed(0)} ms; the job (build, ${TIME_BUDGET_SECONDS} s search in a worker thread, ${job.result.iterations} iterations, write) finished in ${totalSeconds.toFixed(1)} s.`,
    `Independent feasibility checker on the written plans: ${problems.length === 0 ? 'no problem found' : `${problems.length} problems, first: ${problems[0]}`}.`,
    '',
    '| plan | orders placed | area placed (ha) | travel (h) | travel min per ha | unassigned | unassigned causes |',
    '|---|---:|---:|---:|---:|---:|---|',
    row('greedy dispatcher (nearest feasible next)', greedy),
    row(`optimiser via the API (${TIME_BUDGET_SECONDS} s)`, optimised),
  ];
  for (const line of lines) console.log(line);
  writeFigures(path.join(docsDir, 'planning-day.md'), 'A planning day: 300 orders on 25 sprayers', lines);
  return { greedy, optimised, problems };
}
