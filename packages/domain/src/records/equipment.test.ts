import { describe, expect, it } from 'vitest';
import { compartmentIssues, trailerCapacityOf, workingWidthOf, ZEquipmentInput } from '../index';

const sprayer = { name: 'R4045 #11', equipmentId: 'SP-11', type: 'sprayer' };

describe('equipment schema', () => {
  it('limits the description to 60 characters with its own message', () => {
    expect(ZEquipmentInput.safeParse({ ...sprayer, name: 'x'.repeat(60) }).success).toBe(true);
    const long = ZEquipmentInput.safeParse({ ...sprayer, name: 'x'.repeat(61) });
    expect(long.error?.issues[0]?.message).toBe('equipmentDescriptionLimit|{"length":60}');
  });

  it('defaults the field efficiency to 0.7 and refuses one above 1', () => {
    expect(ZEquipmentInput.parse(sprayer).fieldEfficiency).toBe(0.7);
    expect(ZEquipmentInput.safeParse({ ...sprayer, fieldEfficiency: 1.2 }).success).toBe(false);
  });

  it('keeps the stop-reason delay in whole seconds up to an hour', () => {
    expect(ZEquipmentInput.parse({ ...sprayer, stopReasonDelay: 300 }).stopReasonDelay).toBe(300);
    expect(ZEquipmentInput.safeParse({ ...sprayer, stopReasonDelay: 3601 }).success).toBe(false);
    expect(ZEquipmentInput.safeParse({ ...sprayer, stopReasonDelay: 1.5 }).success).toBe(false);
  });
});

describe('compartments', () => {
  it('finds a repeated name and compartments larger than the tank', () => {
    const issues = compartmentIssues(
      [
        { name: 'Water', capacity: 800, mixtureType: 'LIQUID' },
        { name: 'water ', capacity: 300, mixtureType: 'LIQUID' },
      ],
      { capacity: 1000, mixtureType: 'LIQUID' },
    );
    expect(issues.map((issue) => issue.key)).toEqual(['compartmentInUse', 'compartmentsExceedCapacity']);
  });

  it('compares only compartments of the same unit as the tank', () => {
    expect(
      compartmentIssues([{ name: 'Bin', capacity: 5000, mixtureType: 'DRY' }], {
        capacity: 1000,
        mixtureType: 'LIQUID',
      }),
    ).toEqual([]);
  });

  it('sums a trailer capacity from its tanks when none is given', () => {
    const tanks = [
      { name: 'A', capacity: 6000, mixtureType: 'LIQUID' as const },
      { name: 'B', capacity: 1500, mixtureType: 'LIQUID' as const },
    ];
    expect(trailerCapacityOf({ capacity: null, compartments: tanks, mixtureType: 'LIQUID' })).toBe(7500);
    expect(trailerCapacityOf({ capacity: 8000, compartments: tanks, mixtureType: 'LIQUID' })).toBe(8000);
  });
});

describe('working width for the optimiser', () => {
  it("takes the member's width, else the implement's, else the machine's boom or spread", () => {
    expect(workingWidthOf({ implementWidth: 30 }, { width: 27 }, { boomWidth: 36 })).toBe(30);
    expect(workingWidthOf({ implementWidth: null }, { width: 27 }, { boomWidth: 36 })).toBe(27);
    expect(workingWidthOf({}, null, { boomWidth: 36 })).toBe(36);
    expect(workingWidthOf({}, null, { spinnerRangeMax: 27.4 })).toBe(27.4);
  });
});
