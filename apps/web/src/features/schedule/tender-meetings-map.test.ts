import { describe, expect, it } from 'vitest';
import type { TAvailableOrder, TPlan, TPlanItem } from '@tramline/domain';
import { meetingPoints } from './tender-meetings-map';

const at = (clock: string) => `2026-06-02T${clock}:00.000Z`;

function meeting(order: number, fieldId: number, sprayer: number, start: string, end: string): TPlanItem {
  return {
    kind: 'meeting',
    cdOrdemServico: order,
    plannedStart: at(start),
    plannedEnd: at(end),
    tender: {
      tenderEquipmentId: null,
      servedEquipmentId: sprayer,
      lines: [
        {
          cdOrdemServico: order,
          fieldId,
          mixtureType: 'liquid',
          amount: 3000,
          productIds: [1],
          compartments: [0],
        },
      ],
    },
  } as TPlanItem;
}

const day = (equipamentoId: number, items: TPlanItem[]) => ({ equipamentoId, items }) as unknown as TPlan;

const order = (id: number, fields: [number, number | null][]) =>
  ({
    cdOrdemServico: id,
    fields: fields.map(([fieldId, latitude]) => ({
      id: fieldId,
      name: `F${fieldId}`,
      latitude,
      longitude: latitude === null ? null : -93.5,
    })),
  }) as TAvailableOrder;

describe("the day's transfers on the map", () => {
  it("places each tender's meetings at the field of the load, one point per field in time order", () => {
    const points = meetingPoints(
      [
        day(9, [meeting(100, 1, 1, '13:00', '13:20'), meeting(101, 2, 2, '09:00', '09:20')]),
        day(10, [meeting(100, 1, 3, '08:00', '08:20')]),
        // A sprayer's day: its refills are not transfers of a tender.
        day(1, [meeting(100, 1, 1, '13:00', '13:20')]),
      ],
      [order(100, [[1, 42.1]]), order(101, [[2, 42.2]])],
      new Set([9, 10]),
    );
    expect(points).toEqual([
      {
        fieldId: 1,
        latitude: 42.1,
        longitude: -93.5,
        meetings: [
          { tenderId: 10, sprayerId: 3, start: at('08:00'), end: at('08:20') },
          { tenderId: 9, sprayerId: 1, start: at('13:00'), end: at('13:20') },
        ],
      },
      {
        fieldId: 2,
        latitude: 42.2,
        longitude: -93.5,
        meetings: [{ tenderId: 9, sprayerId: 2, start: at('09:00'), end: at('09:20') }],
      },
    ]);
  });

  it('leaves out a transfer at a field the map cannot place', () => {
    expect(
      meetingPoints(
        [day(9, [meeting(100, 1, 1, '13:00', '13:20')])],
        [order(100, [[1, null]])],
        new Set([9]),
      ),
    ).toEqual([]);
  });
});
