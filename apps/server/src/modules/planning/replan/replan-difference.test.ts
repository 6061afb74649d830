import { describe, expect, it } from 'vitest';
import { replanDifference } from './replan-difference';

const at = (minutes: number) => new Date(Date.UTC(2030, 4, 6, 8, minutes));
const names = {
  tickets: new Map([
    [1, 'A-1'],
    [2, 'A-2'],
    [3, 'A-3'],
    [4, 'A-4'],
    [5, ''],
  ]),
  machines: new Map([
    [7, 'Sprayer 7'],
    [8, 'Sprayer 8'],
    [9, 'Tender 9'],
  ]),
};

describe('the difference of a re-plan', () => {
  it('names orders moved, dropped, added and shifted by more than 15 minutes, and overtime that changes', () => {
    const difference = replanDifference(
      [
        {
          equipmentId: 7,
          orders: [
            { workOrderId: 1, start: at(0) },
            { workOrderId: 2, start: at(30) },
          ],
          overtime: 0,
        },
        {
          equipmentId: 8,
          orders: [
            { workOrderId: 3, start: at(0) },
            { workOrderId: 4, start: at(60) },
          ],
          overtime: 600,
        },
      ],
      [
        { equipmentId: 7, orders: [{ workOrderId: 1, start: at(15) }], overtime: 0 },
        {
          equipmentId: 8,
          orders: [
            { workOrderId: 2, start: at(10) },
            { workOrderId: 4, start: at(76) },
            { workOrderId: 5, start: at(120) },
          ],
          overtime: 1800,
        },
      ],
      names,
    );
    expect(difference.moved).toEqual([
      { cdOrdemServico: 2, ticket: 'A-2', fromEquipamentoId: 7, toEquipamentoId: 8 },
    ]);
    expect(difference.dropped).toEqual([{ cdOrdemServico: 3, ticket: 'A-3', fromEquipamentoId: 8 }]);
    // An order without a ticket is named by its id only.
    expect(difference.added).toEqual([{ cdOrdemServico: 5, ticket: null, toEquipamentoId: 8 }]);
    // 15 minutes exactly is not a shift; 16 minutes is.
    expect(difference.shifted).toEqual([
      {
        cdOrdemServico: 4,
        ticket: 'A-4',
        equipamentoId: 8,
        from: at(60).toISOString(),
        to: at(76).toISOString(),
        shiftSeconds: 960,
      },
    ]);
    expect(difference.overtime).toEqual([{ equipamentoId: 8, beforeSeconds: 600, afterSeconds: 1800 }]);
    expect(difference.machines).toEqual([
      { equipamentoId: 7, name: 'Sprayer 7' },
      { equipamentoId: 8, name: 'Sprayer 8' },
    ]);
  });

  it("compares each machine's part of an order shared by machines", () => {
    // Order 1 is a field shared by sprayers 7 and 8; order 2 is shared by 7 and 8 and goes wholly.
    const difference = replanDifference(
      [
        {
          equipmentId: 7,
          orders: [
            { workOrderId: 1, start: at(0) },
            { workOrderId: 2, start: at(60) },
          ],
          overtime: 0,
        },
        {
          equipmentId: 8,
          orders: [
            { workOrderId: 1, start: at(0) },
            { workOrderId: 2, start: at(90) },
          ],
          overtime: 0,
        },
      ],
      [
        { equipmentId: 7, orders: [], overtime: 0 },
        { equipmentId: 8, orders: [{ workOrderId: 1, start: at(40) }], overtime: 0 },
      ],
      names,
    );
    // Sprayer 7's part of order 1 went to sprayer 8, which kept its own part 40 minutes later.
    expect(difference.moved).toEqual([
      { cdOrdemServico: 1, ticket: 'A-1', fromEquipamentoId: 7, toEquipamentoId: 8 },
    ]);
    expect(difference.shifted).toEqual([
      expect.objectContaining({ cdOrdemServico: 1, equipamentoId: 8, shiftSeconds: 2400 }),
    ]);
    expect(difference.dropped).toEqual([
      { cdOrdemServico: 2, ticket: 'A-2', fromEquipamentoId: 7 },
      { cdOrdemServico: 2, ticket: 'A-2', fromEquipamentoId: 8 },
    ]);
    expect(difference.added).toEqual([]);
  });

  it("lists the tender trucks' meetings dropped, in time order, and names the tenders", () => {
    const day = { equipmentId: 7, orders: [{ workOrderId: 1, start: at(0) }], overtime: 0 };
    const difference = replanDifference([day], [day], names, [
      {
        equipmentId: 9,
        dropped: [
          { servedEquipmentId: 8, start: '2030-05-06T09:30:00.000+00:00' },
          { servedEquipmentId: 7, start: at(45).toISOString() },
        ],
      },
      { equipmentId: 10, dropped: [] },
    ]);
    expect(difference.tenders).toEqual([
      {
        equipamentoId: 9,
        meetingsDropped: [
          { servedEquipamentoId: 7, start: at(45).toISOString() },
          { servedEquipamentoId: 8, start: at(90).toISOString() },
        ],
      },
    ]);
    expect(difference.machines).toEqual([
      { equipamentoId: 7, name: 'Sprayer 7' },
      { equipamentoId: 9, name: 'Tender 9' },
      { equipamentoId: 8, name: 'Sprayer 8' },
    ]);
    // Without tender changes the list is empty.
    expect(replanDifference([day], [day], names).tenders).toEqual([]);
  });
});
