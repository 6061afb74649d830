import { describe, expect, it } from 'vitest';
import { EMPTY_PLAN_SUMMARY, type TPlan, type TPlanItem } from '@tramline/domain';
import { moveItem } from './drop-position';
import { counterpartId, counterpartIndex, counterpartItem } from './item-mapping';

function item(id: number, sequencia: number, orderId: number | null, planId: number): TPlanItem {
  return {
    id,
    planejamentoId: planId,
    equipamentoId: 7,
    sequencia,
    kind: orderId === null ? 'cleanout' : 'order',
    cdOrdemServico: orderId,
    ordemExtra: false,
    ordemExtraAceita: false,
    plannedStart: null,
    plannedEnd: null,
    travelSeconds: 0,
    cleaningSeconds: 0,
    appliedSeconds: 0,
    area: 0,
    volume: 0,
    batches: 1,
    description: null,
    vlOrdemServico: orderId === null ? null : String(orderId),
    status: orderId === null ? null : 1,
    fieldNames: [],
    productNames: [],
  };
}

function plan(planejamentoId: number, tipo: TPlan['tipo'], items: TPlanItem[]): TPlan {
  return {
    planejamentoId,
    equipamentoId: 7,
    equipmentName: 'Sprayer 7',
    configuracaoId: 3,
    referencia: '2026-06-02',
    tipo,
    active: true,
    version: 1,
    sentAt: null,
    readOnly: false,
    hasAutomatic: true,
    hasManual: tipo === 'MANUAL',
    canRevert: tipo === 'MANUAL',
    workingStart: null,
    workingEnd: null,
    overtimeEnd: null,
    items,
    activities: [],
    summary: EMPTY_PLAN_SUMMARY,
  } as TPlan;
}

// The optimised day: orders 501, 502, a cleanout, order 503.
const optimised = plan(10, 'AUTOMATICO', [
  item(1, 1, 501, 10),
  item(2, 2, 502, 10),
  item(3, 3, null, 10),
  item(4, 4, 503, 10),
]);
// The custom plan made from it: the same items, re-inserted under new ids.
const custom = plan(11, 'MANUAL', [
  item(21, 1, 501, 11),
  item(22, 2, 502, 11),
  item(23, 3, null, 11),
  item(24, 4, 503, 11),
]);

describe('an item of an optimised day on the custom plan made from it', () => {
  it('maps an order by its order id', () => {
    expect(counterpartItem(optimised, optimised.items[1]!, custom)?.id).toBe(22);
    expect(counterpartId(optimised, optimised.items[3]!, custom)).toBe(24);
  });

  it('maps a cleanout by its rank among the cleanouts', () => {
    expect(counterpartItem(optimised, optimised.items[2]!, custom)?.id).toBe(23);
  });

  it('keeps the item on the same plan', () => {
    expect(counterpartItem(custom, custom.items[0]!, custom)).toBe(custom.items[0]);
    expect(counterpartId(custom, custom.items[0]!, custom)).toBe(21);
  });

  it('answers null for an order the new day no longer holds', () => {
    const without = plan(12, 'MANUAL', [item(31, 1, 501, 12)]);
    expect(counterpartItem(optimised, optimised.items[1]!, without)).toBeNull();
  });

  it("finds the item's place in the new day", () => {
    const reordered = plan(12, 'MANUAL', [item(31, 1, 503, 12), item(32, 2, 501, 12)]);
    expect(counterpartIndex(optimised, optimised.items[3]!, reordered)).toBe(0);
    expect(counterpartIndex(optimised, optimised.items[0]!, reordered)).toBe(1);
  });

  it('builds a sequence made only of the new plan ids, so the save is accepted', () => {
    const moving = optimised.items[3]!;
    const ids = moveItem(custom, counterpartId(optimised, moving, custom), 1);
    expect(ids).toEqual([24, 21, 22, 23]);
    expect(ids.every((id) => custom.items.some((candidate) => candidate.id === id))).toBe(true);
  });
});
