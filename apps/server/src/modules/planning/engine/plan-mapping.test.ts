import { describe, expect, it } from 'vitest';
import type { MachineSchedule } from '@tramline/optimizer';
import { mapMachineDay } from './plan-mapping';
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
