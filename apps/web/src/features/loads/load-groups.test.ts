import { describe, expect, it } from 'vitest';
import type { TLoad } from '@tramline/domain';
import { nextStatusOf, sectionsOf } from './load-groups';

const load = (overrides: Partial<TLoad>): TLoad =>
  ({
    key: '1-1-1-1',
    sequence: 1,
    configuracaoId: 1,
    placeId: 1,
    placeName: 'North yard',
    equipamentoId: 10,
    equipmentName: 'Sprayer A',
    neededAt: null,
    status: 'pending',
    changedSinceMixed: false,
    ...overrides,
  }) as TLoad;

describe('sections of the loads screen', () => {
  it('groups by place in loading order and by machine in the order the machine needs them', () => {
    const loads = [
      load({ key: 'a', sequence: 2, equipamentoId: 10, neededAt: '2026-05-04T14:00:00Z' }),
      load({
        key: 'b',
        sequence: 1,
        equipamentoId: 11,
        equipmentName: 'Sprayer B',
        neededAt: '2026-05-04T12:00:00Z',
      }),
      load({ key: 'c', sequence: 3, equipamentoId: 10, neededAt: '2026-05-04T10:00:00Z' }),
    ];
    const byPlace = sectionsOf(loads, 'place');
    expect(byPlace).toHaveLength(1);
    expect(byPlace[0]!.loads.map((entry) => entry.key)).toEqual(['b', 'a', 'c']);
    const byMachine = sectionsOf(loads, 'machine');
    expect(byMachine.map((section) => section.title)).toEqual(['Sprayer A', 'Sprayer B']);
    expect(byMachine[0]!.loads.map((entry) => entry.key)).toEqual(['c', 'a']);
  });

  it('offers the next mark, and mixing again for a mixed load the plan changed', () => {
    expect(nextStatusOf({ status: 'pending', changedSinceMixed: false })).toBe('mixed');
    expect(nextStatusOf({ status: 'mixed', changedSinceMixed: false })).toBe('loaded');
    expect(nextStatusOf({ status: 'mixed', changedSinceMixed: true })).toBe('mixed');
    expect(nextStatusOf({ status: 'loaded', changedSinceMixed: false })).toBe('dispatched');
    expect(nextStatusOf({ status: 'dispatched', changedSinceMixed: false })).toBeNull();
  });
});
