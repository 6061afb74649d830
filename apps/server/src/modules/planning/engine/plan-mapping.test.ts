import { describe, expect, it } from 'vitest';
import { evaluateRoutes, type Activity, type MachineSchedule, type Problem } from '@tramline/optimizer';
import { mapMachineDay, waitCauseOf } from './plan-mapping';
import type { TBuiltMachine, TBuiltOrder } from './problem-types';

const dayStart = new Date('2026-06-01T05:00:00Z');
const at = (seconds: number) => new Date(dayStart.getTime() + seconds * 1000);
const machine: TBuiltMachine = {
  equipmentId: 7,
  name: 'Sprayer #7',
  workingStart: at(6 * 3600),
  workingEnd: at(10 * 3600),
  overtimeEnd: at(12 * 3600),
  warehouse: 0,
};
const point = { latitude: 42, longitude: -93.6 };
const orders = new Map<string, TBuiltOrder>([
  ['101:1', { workOrderId: 101, fieldId: 1, fieldName: 'North', area: 10, volume: 1400, point }],
  ['101:2', { workOrderId: 101, fieldId: 2, fieldName: 'South', area: 5, volume: 700, point }],
  ['202:3', { workOrderId: 202, fieldId: 3, fieldName: 'East', area: 20, volume: 2800, point }],
]);
const summary = {
  workedTime: 0,
  displacementTime: 0,
  cleaningTime: 0,
  refillTime: 0,
  waitingTime: 0,
  workedArea: 35,
  distance: 0,
  overtime: 600,
  orderCount: 3,
  refillCount: 1,
};

// Field 1 then field 2 of order 101, a cleaning, order 202 in two batches with a refill between, home in overtime.
const schedule: MachineSchedule = {
  machineId: '7',
  departure: 21_600,
  arrival: 36_600,
  orders: [],
  summary,
  activities: [
    { kind: 'travel', start: 21_600, end: 22_200, orderId: '101:1', from: 0, to: 1, distance: 9000 },
    { kind: 'application', start: 22_200, end: 25_000, orderId: '101:1', batch: 1, area: 10 },
    { kind: 'travel', start: 25_000, end: 25_300, orderId: '101:2', from: 1, to: 2, distance: 3000 },
    { kind: 'application', start: 25_300, end: 26_700, orderId: '101:2', batch: 1, area: 5 },
    { kind: 'cleaning', start: 26_700, end: 28_500, orderId: '202:3' },
    { kind: 'travel', start: 28_500, end: 29_000, orderId: '202:3', from: 2, to: 0, distance: 5000 },
    { kind: 'refill', start: 29_000, end: 30_200, orderId: '202:3', to: 0, batch: 1 },
    { kind: 'travel', start: 30_200, end: 30_800, orderId: '202:3', from: 0, to: 3, distance: 9000 },
    { kind: 'waiting', start: 30_800, end: 31_000, orderId: '202:3' },
    { kind: 'application', start: 31_000, end: 33_000, orderId: '202:3', batch: 1, area: 12 },
    { kind: 'travel', start: 33_000, end: 33_600, orderId: '202:3', from: 3, to: 0, distance: 9000 },
    { kind: 'refill', start: 33_600, end: 34_800, orderId: '202:3', to: 0, batch: 2 },
    { kind: 'travel', start: 34_800, end: 35_400, orderId: '202:3', from: 0, to: 3, distance: 9000 },
    { kind: 'application', start: 35_400, end: 36_000, orderId: '202:3', batch: 2, area: 8 },
    { kind: 'travel', start: 36_000, end: 36_600, from: 3, to: 0, distance: 9000 },
  ],
};

describe('mapMachineDay', () => {
  const day = mapMachineDay(schedule, machine, orders, dayStart);

  it('makes one item of the fields of an order done one after the other, with their area and volume', () => {
    const first = day.items[0]!;
    expect(first).toMatchObject({
      sequence: 1,
      kind: 'order',
      workOrderId: 101,
      areaHectares: 15,
      volume: 2100,
      batches: 1,
    });
    expect(first.plannedStart).toEqual(at(22_200));
    expect(first.plannedEnd).toEqual(at(26_700));
    expect(first.travelSeconds).toBe(900);
    expect(first.appliedSeconds).toBe(4200);
  });

  it('lists the cleaning as a cleanout item and refills as refill items, with the batches of the order', () => {
    expect(day.items.map((item) => item.kind)).toEqual(['order', 'cleanout', 'refill', 'order', 'refill']);
    expect(day.items[1]).toMatchObject({ kind: 'cleanout', cleaningSeconds: 1800, plannedStart: at(26_700) });
    const second = day.items[3]!;
    expect(second).toMatchObject({ workOrderId: 202, batches: 2, appliedSeconds: 2600, areaHectares: 20 });
    expect(second.plannedStart).toEqual(at(31_000));
    expect(second.plannedEnd).toEqual(at(36_000));
    expect(day.items.map((item) => item.sequence)).toEqual([1, 2, 3, 4, 5]);
  });

  it('turns activities into instants with their work order and marks those ending after the working period', () => {
    expect(day.activities).toHaveLength(schedule.activities.length);
    expect(day.activities[1]).toMatchObject({
      kind: 'application',
      start: at(22_200).toISOString(),
      cdOrdemServico: 101,
      batch: 1,
      distanceMetres: null,
      overtime: false,
    });
    expect(day.activities[0]).toMatchObject({ kind: 'travel', distanceMetres: 9000 });
    expect(day.activities.at(-1)).toMatchObject({ cdOrdemServico: null, overtime: true });
    expect(day.summary).toMatchObject({ workedArea: 35, overtime: 600, orderCount: 2, equipmentCount: 1 });
    expect(day.workingEnd).toEqual(machine.workingEnd);
  });
});

describe('the causes of long waits', () => {
  // Warehouse 0, fields 1 and 2, ten minutes apart; the machine does 60 ha an hour.
  const travel = [0, 600, 600, 600, 0, 600, 600, 600, 0];
  const problem: Problem = {
    locationCount: 3,
    matrices: [{ durations: travel, distances: travel.map((seconds) => seconds * 10) }],
    machines: [
      {
        id: '7',
        start: 0,
        end: 0,
        shift: { start: 6 * 3600, end: 10 * 3600, overtimeLimit: 2 * 3600 },
        operatingSpeedKmh: 20,
        workingWidthM: 30,
        fieldEfficiency: 1,
        compartments: [{ mixtureType: 'liquid', capacity: 3000 }],
        startsLoaded: true,
        applicationTypes: ['spray'],
      },
    ],
    orders: [
      {
        id: '101:1',
        location: 1,
        area: 10,
        loads: [{ mixtureType: 'liquid', amount: 100 }],
        windows: [[6 * 3600, 7 * 3600]],
        applicationType: 'spray',
        productFamily: 'herbicide',
      },
      {
        id: '202:3',
        location: 2,
        area: 10,
        loads: [{ mixtureType: 'liquid', amount: 100 }],
        // The spray window at the second field opens at 08:20 (local seconds of the day).
        windows: [[8 * 3600 + 1200, 12 * 3600]],
        applicationType: 'spray',
        productFamily: 'herbicide',
      },
    ],
  };

  it('says the machine waits for the spray window when the next field opens later', () => {
    const { plan } = evaluateRoutes(problem, [{ machineId: '7', stops: ['101:1', '202:3'] }]);
    const day = mapMachineDay(plan.schedules[0]!, machine, orders, dayStart);
    const waits = day.activities.filter((activity) => activity.kind === 'waiting');
    expect(waits).toHaveLength(1);
    expect(waits[0]).toMatchObject({
      cdOrdemServico: 202,
      end: at(8 * 3600 + 1200).toISOString(),
      waitCause: 'window',
    });
    expect(new Date(waits[0]!.end).getTime() - new Date(waits[0]!.start).getTime()).toBeGreaterThan(600_000);
  });

  it('leaves waits of ten minutes or less without a cause', () => {
    const { plan } = evaluateRoutes(
      {
        ...problem,
        orders: problem.orders.map((order, index) =>
          index === 1 ? { ...order, windows: [[7 * 3600 + 1200, 12 * 3600]] } : order,
        ),
      },
      [{ machineId: '7', stops: ['101:1', '202:3'] }],
    );
    const day = mapMachineDay(plan.schedules[0]!, machine, orders, dayStart);
    const wait = day.activities.find((activity) => activity.kind === 'waiting');
    expect(wait).toBeDefined();
    expect(wait!.waitCause).toBeUndefined();
  });

  it('names a tender truck as a refill and the working period as the day start', () => {
    const wait = (extra: Partial<Activity>): Activity => ({
      kind: 'waiting',
      start: 3 * 3600,
      end: 4 * 3600,
      orderId: '202:3',
      ...extra,
    });
    expect(waitCauseOf(wait({ start: 30_000, end: 32_000, tenderId: '9' }), machine, dayStart)).toBe(
      'refill',
    );
    expect(waitCauseOf(wait({ end: 6 * 3600 }), machine, dayStart)).toBe('dayStart');
    expect(waitCauseOf(wait({ start: 30_000, end: 32_000 }), machine, dayStart)).toBe('window');
    expect(waitCauseOf({ ...wait({}), kind: 'travel' }, machine, dayStart)).toBeNull();
  });
});
