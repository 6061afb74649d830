import { describe, expect, it } from 'vitest';
import type { TPlanActivity } from '@tramline/domain';
import type { TPlanItemInput } from './plan-items';
import { keptRefills, trimTenderDay } from './tender-meetings';

const TENDER = 9;
const at = (minutes: number) => new Date(Date.UTC(2030, 4, 6, 12, minutes)).toISOString();

function activity(kind: TPlanActivity['kind'], from: number, to: number, served?: number): TPlanActivity {
  return {
    kind,
    start: at(from),
    end: at(to),
    cdOrdemServico: null,
    batch: null,
    distanceMetres: null,
    overtime: false,
    ...(served === undefined ? {} : { servedEquipmentId: served }),
  };
}

function meetingItem(from: number, to: number, served: number): TPlanItemInput {
  return {
    kind: 'meeting',
    workOrderId: 5,
    plannedStart: new Date(at(from)),
    plannedEnd: new Date(at(to)),
    travelSeconds: 0,
    cleaningSeconds: 0,
    appliedSeconds: 0,
    areaHectares: 0,
    volume: 1000,
    batches: 0,
    tender: { tenderEquipmentId: null, servedEquipmentId: served, lines: [] },
  };
}

const tenderDay = {
  items: [meetingItem(10, 20, 2), meetingItem(40, 50, 2), meetingItem(60, 70, 3)],
  activities: [
    activity('load', 0, 5),
    activity('travel', 5, 10),
    activity('meeting', 10, 20, 2),
    activity('travel', 20, 35),
    activity('waiting', 35, 40),
    activity('meeting', 40, 50, 2),
    activity('travel', 50, 60),
    activity('meeting', 60, 70, 3),
  ],
};

/** Sprayer 2's new day keeps the refill of the first meeting only. */
const sprayerDays = [
  { equipamentoId: 2, activities: [{ ...activity('refill', 10, 20), tenderEquipmentId: TENDER }] },
];

describe('a tender truck day after its sprayers are re-planned', () => {
  it("drops a meeting whose refill the sprayer's new day no longer holds, with the way to it", () => {
    const trimmed = trimTenderDay(TENDER, tenderDay, new Set([2]), keptRefills(sprayerDays))!;
    expect(trimmed.activities.map((entry) => `${entry.kind}@${entry.start.slice(11, 16)}`)).toEqual([
      'load@12:00',
      'travel@12:05',
      'meeting@12:10',
      'travel@12:50',
      'meeting@13:00',
    ]);
    expect(trimmed.items.map((item) => item.plannedStart?.toISOString().slice(11, 16))).toEqual([
      '12:10',
      '13:00',
    ]);
    // What the re-plan's difference lists for the tender: the meeting with sprayer 2 at 12:40.
    expect(trimmed.dropped).toEqual([{ servedEquipmentId: 2, start: at(40) }]);
  });

  it('keeps the meetings of sprayers that were not re-planned, and answers null when nothing changes', () => {
    const refills = keptRefills([
      ...sprayerDays,
      { equipamentoId: 2, activities: [{ ...activity('refill', 40, 50), tenderEquipmentId: TENDER }] },
    ]);
    expect(trimTenderDay(TENDER, tenderDay, new Set([2]), refills)).toBeNull();
  });
});
