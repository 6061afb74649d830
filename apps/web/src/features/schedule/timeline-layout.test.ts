import { describe, expect, it } from 'vitest';
import { EMPTY_PLAN_SUMMARY, type TPlan, type TPlanItem } from '@tramline/domain';
import { dropPosition, moveItem } from './drop-position';
import { hourTicks, layoutRow, place, timelineRange } from './timeline-layout';

const at = (clock: string) => `2026-06-02T${clock}:00.000Z`;
const ms = (clock: string) => new Date(at(clock)).getTime();

function item(
  id: number,
  sequencia: number,
  start: string,
  end: string,
  extra: Partial<TPlanItem> = {},
): TPlanItem {
  return {
    id,
    planejamentoId: 1,
    equipamentoId: 7,
    sequencia,
    kind: 'order',
    cdOrdemServico: 100 + id,
    ordemExtra: false,
    ordemExtraAceita: false,
    plannedStart: at(start),
    plannedEnd: at(end),
    travelSeconds: 0,
    cleaningSeconds: 0,
    appliedSeconds: 0,
    area: 10,
    volume: 100,
    batches: 1,
    description: null,
    vlOrdemServico: String(100 + id),
    status: 1,
    fieldNames: [`Field ${id}`],
    productNames: [],
    ...extra,
  };
}

function plan(items: TPlanItem[], overrides: Partial<TPlan> = {}): TPlan {
  return {
    planejamentoId: 1,
    equipamentoId: 7,
    equipmentName: 'Sprayer 7',
    configuracaoId: 3,
    referencia: '2026-06-02',
    tipo: 'AUTOMATICO',
    active: true,
    version: 1,
    sentAt: null,
    readOnly: false,
    hasAutomatic: true,
    hasManual: false,
    canRevert: false,
    workingStart: at('12:00'),
    workingEnd: at('20:00'),
    overtimeEnd: at('22:00'),
    items,
    activities: [
      {
        kind: 'travel',
        start: at('12:00'),
        end: at('12:30'),
        cdOrdemServico: 101,
        batch: null,
        distanceMetres: 9000,
        overtime: false,
      },
      {
        kind: 'application',
        start: at('12:30'),
        end: at('14:00'),
        cdOrdemServico: 101,
        batch: 1,
        distanceMetres: null,
        overtime: false,
      },
      {
        kind: 'application',
        start: at('20:00'),
        end: at('21:00'),
        cdOrdemServico: 102,
        batch: 1,
        distanceMetres: null,
        overtime: true,
      },
    ],
    summary: EMPTY_PLAN_SUMMARY,
    ...overrides,
  };
}

describe('timeline layout', () => {
  const range = { start: ms('12:00'), end: ms('22:00') };

  it('places an interval as percent of the range, clipped to it', () => {
    expect(place(range, ms('12:00'), ms('17:00'))).toEqual({ left: 0, width: 50 });
    expect(place(range, ms('21:00'), ms('23:00'))).toEqual({ left: 90, width: 10 });
    expect(place(range, ms('23:00'), ms('23:30'))).toBeNull();
    expect(place(range, Number.NaN, ms('13:00'))).toBeNull();
  });

  it('spans every machine of the group from the earliest start to the latest overtime end, in whole hours', () => {
    const early = plan([item(1, 1, '10:15', '11:40')], { workingStart: at('10:30') });
    expect(timelineRange([plan([]), early], { start: 0, end: 1 })).toEqual({
      start: ms('10:00'),
      end: ms('22:00'),
    });
  });

  it('falls back to the given day when there is no plan', () => {
    expect(timelineRange([], { start: 5, end: 9 })).toEqual({ start: 5, end: 9 });
  });

  it('shades overtime after the working period and keeps activities flagged as overtime', () => {
    const row = layoutRow(plan([item(1, 1, '12:30', '14:00')]), range);
    expect(row.working).toEqual({ left: 0, width: 80 });
    expect(row.overtime).toEqual({ left: 80, width: 20 });
    expect(
      row.activities.map((activity) => [activity.kind, activity.left, activity.width, activity.overtime]),
    ).toEqual([
      ['travel', 0, 5, false],
      ['application', 5, 15, false],
      ['application', 80, 10, true],
    ]);
  });

  it('lists extra orders apart until they are accepted, and orders blocks by sequence', () => {
    const row = layoutRow(
      plan([
        item(2, 2, '15:00', '16:00'),
        item(1, 1, '12:30', '14:00'),
        item(3, 3, '16:00', '17:00', { ordemExtra: true }),
        item(4, 4, '17:00', '18:00', { ordemExtra: true, ordemExtraAceita: true }),
        item(5, 5, '18:00', '18:30', { kind: 'cleanout', cdOrdemServico: null }),
      ]),
      range,
    );
    expect(row.orders.map((block) => block.item.id)).toEqual([1, 2, 4]);
    expect(row.pendingExtras.map((extra) => extra.id)).toEqual([3]);
  });

  it('draws a cleanout as a block of its own, apart from the orders', () => {
    const row = layoutRow(
      plan([
        item(1, 1, '12:30', '14:00'),
        item(5, 2, '14:00', '14:30', { kind: 'cleanout', cdOrdemServico: null }),
        item(2, 3, '15:00', '16:00'),
        item(6, 4, '16:00', '16:30', { kind: 'refill', cdOrdemServico: 102 }),
      ]),
      range,
    );
    expect(row.cleanouts).toEqual([expect.objectContaining({ left: 20, width: 5 })]);
    expect(row.cleanouts[0]!.item.id).toBe(5);
    expect(row.orders.map((block) => block.item.id)).toEqual([1, 2]);
  });

  it('marks whole hours, thinning them on long days', () => {
    expect(hourTicks({ start: ms('12:00'), end: ms('15:00') })).toEqual([
      ms('12:00'),
      ms('13:00'),
      ms('14:00'),
      ms('15:00'),
    ]);
    expect(hourTicks({ start: ms('00:00'), end: ms('23:00') }, 8)).toHaveLength(8);
  });
});

describe('drop position', () => {
  const range = { start: ms('12:00'), end: ms('22:00') };
  const day = plan([
    item(1, 1, '12:30', '14:00'),
    item(2, 2, '15:00', '16:00'),
    item(3, 3, '17:00', '18:00'),
  ]);

  it('puts a drop before the first order whose middle lies after it', () => {
    expect(dropPosition(day, range, 0)).toBe(1);
    expect(dropPosition(day, range, 0.25)).toBe(2); // 14:30
    expect(dropPosition(day, range, 0.9)).toBe(4);
    expect(dropPosition(null, range, 0.5)).toBe(1);
  });

  it('ignores the moving item itself and reorders the ids', () => {
    expect(dropPosition(day, range, 0.55, 1)).toBe(3); // 17:30: not before the middle of either other order
    expect(moveItem(day, 1, 3)).toEqual([2, 3, 1]);
    expect(moveItem(day, 3, 1)).toEqual([3, 1, 2]);
  });
});
