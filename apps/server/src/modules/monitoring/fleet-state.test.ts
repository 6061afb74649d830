import { describe, expect, it } from 'vitest';
import { machineStateOf, type TTripStop } from '@tramline/domain';
import { currentStopOf } from './fleet.service';

const stop = (sequencia: number, kind: TTripStop['kind'], cdOrdemServico: number | null): TTripStop => ({
  sequencia,
  kind,
  cdOrdemServico,
  description: null,
  vlOrdemServico: null,
  fieldNames: [],
  productNames: [],
  plannedStart: null,
  plannedEnd: null,
  area: 0,
  volume: 0,
  batches: 0,
});
const day = [stop(1, 'refill', null), stop(2, 'order', 11), stop(3, 'cleanout', null), stop(4, 'order', 12)];
const statuses =
  (map: Record<number, number>, skipped: number[] = []) =>
  (id: number) =>
    map[id] === undefined ? undefined : { status: map[id]!, skippedToday: skipped.includes(id) };

describe('the stop a machine is at', () => {
  it('is the first stop before any order was touched', () => {
    expect(currentStopOf(day, statuses({ 11: 1, 12: 1 }), null)?.kind).toBe('refill');
  });

  it('is the order it works while in progress or on hold', () => {
    expect(currentStopOf(day, statuses({ 11: 2, 12: 1 }), 11)?.cdOrdemServico).toBe(11);
  });

  it('is the stop after the last finished or skipped order', () => {
    expect(currentStopOf(day, statuses({ 11: 4, 12: 1 }), null)?.kind).toBe('cleanout');
    expect(currentStopOf(day, statuses({ 11: 1, 12: 1 }, [11]), null)?.kind).toBe('cleanout');
    expect(currentStopOf(day, statuses({ 11: 4, 12: 4 }), null)).toBeNull();
  });
});

describe('a machine state', () => {
  const live = { online: true, speedKmh: 10, boomOn: false, currentStopKind: null };
  it('is offline without a recent point, whatever else it reports', () => {
    expect(machineStateOf({ ...live, online: false, boomOn: true })).toBe('offline');
  });
  it('is applying when moving with the boom on, even at a refill stop', () => {
    expect(machineStateOf({ ...live, boomOn: true, currentStopKind: 'refill' })).toBe('applying');
  });
  it('is refilling or cleaning at such a stop, travelling or stopped otherwise', () => {
    expect(machineStateOf({ ...live, currentStopKind: 'refill' })).toBe('refilling');
    expect(machineStateOf({ ...live, speedKmh: 0, currentStopKind: 'cleanout' })).toBe('cleaning');
    expect(machineStateOf(live)).toBe('travelling');
    expect(machineStateOf({ ...live, speedKmh: 0.5, boomOn: true })).toBe('stopped');
  });
});
