import { describe, expect, it } from 'vitest';
import {
  clockOf,
  formatClock,
  minutesOfDay,
  ZEquipmentGroupInput,
  ZWorkingPeriodsInput,
} from './equipment-group';
import {
  memberIssues,
  tenderIssues,
  type TGroupImplementFacts,
  type TGroupMachineFacts,
} from './equipment-group-rules';

const sprayer: TGroupMachineFacts = {
  id: 1,
  type: 'sprayer',
  hasFixedImplement: false,
  fixedImplementId: null,
  implementType: null,
  trailerType: null,
  tankCapacity: 4542,
  compartmentCount: 1,
};
const boom: TGroupImplementFacts = {
  id: 10,
  type: 'agricultural',
  fixed: false,
  fixedOnEquipmentId: null,
  capacity: 3000,
  mixtureType: 'LIQUID',
  compartments: [{ capacity: 3000, mixtureType: 'LIQUID' }],
};
const keys = (issues: { key: string }[]) => issues.map((issue) => issue.key);

describe('member rules', () => {
  it('accepts a self-propelled sprayer with its own tank', () => {
    expect(memberIssues(sprayer, { implementId: null, compartmentCount: null }, null)).toEqual([]);
  });

  it('needs an implement for a tractor', () => {
    const tractor = { ...sprayer, type: 'tractor' as const, tankCapacity: null, compartmentCount: 0 };
    expect(keys(memberIssues(tractor, { implementId: null, compartmentCount: null }, null))).toEqual([
      'groupNoImplement',
    ]);
    expect(memberIssues(tractor, { implementId: 10, compartmentCount: null }, boom)).toEqual([]);
  });

  it('answers "fixed implement not found" when the fixed implement is missing', () => {
    const fixedTractor = {
      ...sprayer,
      type: 'tractor' as const,
      hasFixedImplement: true,
      fixedImplementId: 10,
    };
    expect(keys(memberIssues(fixedTractor, { implementId: null, compartmentCount: null }, null))).toEqual([
      'groupFixedImplementNotFound',
    ]);
    expect(
      keys(
        memberIssues(
          { ...fixedTractor, fixedImplementId: null },
          { implementId: null, compartmentCount: null },
          null,
        ),
      ),
    ).toEqual(['groupFixedImplementNotFound']);
  });

  it('refuses an implement that is not the one attached to the machine', () => {
    const fixedTractor = {
      ...sprayer,
      type: 'tractor' as const,
      hasFixedImplement: true,
      fixedImplementId: 10,
    };
    expect(
      keys(memberIssues(fixedTractor, { implementId: 11, compartmentCount: null }, { ...boom, id: 11 })),
    ).toEqual(['groupNoImplement']);
    const elsewhere = { ...boom, fixed: true, fixedOnEquipmentId: 99 };
    expect(
      keys(
        memberIssues({ ...sprayer, type: 'tractor' }, { implementId: 10, compartmentCount: null }, elsewhere),
      ),
    ).toEqual(['groupNoImplement']);
  });

  it('needs a trailer behind a semi-truck', () => {
    const semi = {
      ...sprayer,
      type: 'semi-truck' as const,
      tankCapacity: null,
      compartmentCount: 0,
      trailerType: 'semi',
    };
    expect(keys(memberIssues(semi, { implementId: 10, compartmentCount: null }, boom))).toEqual([
      'groupImplementNotTrailer',
    ]);
    expect(
      memberIssues(semi, { implementId: 10, compartmentCount: null }, { ...boom, type: 'trailer' }),
    ).toEqual([]);
  });

  it('needs a capacity on the implement and compartments that fit it', () => {
    const tractor = { ...sprayer, type: 'tractor' as const, tankCapacity: null, compartmentCount: 0 };
    expect(
      keys(
        memberIssues(
          tractor,
          { implementId: 10, compartmentCount: null },
          { ...boom, capacity: null, compartments: [] },
        ),
      ),
    ).toContain('groupImplementNoCapacity');
    const overfull = {
      ...boom,
      compartments: [
        { capacity: 2000, mixtureType: 'LIQUID' as const },
        { capacity: 2000, mixtureType: 'LIQUID' as const },
      ],
    };
    expect(keys(memberIssues(tractor, { implementId: 10, compartmentCount: null }, overfull))).toEqual([
      'groupCompartmentSize',
    ]);
  });

  it('needs somewhere to carry product and no more compartments than there are', () => {
    const empty = { ...sprayer, tankCapacity: null, compartmentCount: 0 };
    expect(keys(memberIssues(empty, { implementId: null, compartmentCount: null }, null))).toEqual([
      'groupEquipmentNoCompartments',
    ]);
    expect(keys(memberIssues(sprayer, { implementId: null, compartmentCount: 2 }, null))).toEqual([
      'groupCompartmentSize',
    ]);
    expect(
      memberIssues({ ...empty, type: 'robot' }, { implementId: null, compartmentCount: null }, null),
    ).toEqual([]);
  });
});

describe('tender rules', () => {
  const tender = { ...sprayer, type: 'tender-truck' as const, compartmentCount: 3 };
  it('needs a tender truck', () => {
    expect(keys(tenderIssues(sprayer, null))).toEqual(['groupNotTenderTruck']);
    expect(tenderIssues(tender, null)).toEqual([]);
  });
  it('needs compartments on the truck or its fixed trailer', () => {
    expect(keys(tenderIssues({ ...tender, compartmentCount: 0 }, null))).toEqual([
      'groupEquipmentNoCompartments',
    ]);
    expect(tenderIssues({ ...tender, compartmentCount: 0 }, { ...boom, type: 'trailer' })).toEqual([]);
  });
});

describe('working periods', () => {
  it('drops a journey without start and end and fills a missing overtime with zero', () => {
    const parsed = ZWorkingPeriodsInput.parse([
      { dayOfWeek: 'SUN' },
      { dayOfWeek: 'MON', start: { hour: 6, minute: 0 }, end: { hour: 18, minute: 0 } },
    ]);
    expect(parsed).toEqual([
      {
        dayOfWeek: 'MON',
        start: { hour: 6, minute: 0 },
        end: { hour: 18, minute: 0 },
        overtimeLimit: { hour: 0, minute: 0 },
      },
    ]);
  });

  it('gives the same messages as the server for minutes and hours', () => {
    const result = ZWorkingPeriodsInput.safeParse([
      { dayOfWeek: 'MON', start: { hour: -1, minute: 60 }, end: { hour: 18, minute: 0 } },
    ]);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message).sort()).toEqual(['minuteRange', 'negative']);
  });

  it('turns clock times into minutes from midnight and back', () => {
    expect(minutesOfDay({ hour: 6, minute: 30 })).toBe(390);
    expect(clockOf(1439)).toEqual({ hour: 23, minute: 59 });
    expect(formatClock({ hour: 6, minute: 5 })).toBe('06:05');
  });
});

describe('group schema', () => {
  it('keeps balance loads between 0.01 and 1', () => {
    const base = { name: 'Crew' };
    expect(ZEquipmentGroupInput.safeParse({ ...base, balanceLoads: 0.01 }).success).toBe(true);
    expect(ZEquipmentGroupInput.safeParse({ ...base, balanceLoads: 1 }).success).toBe(true);
    const low = ZEquipmentGroupInput.safeParse({ ...base, balanceLoads: 0 });
    expect(low.error?.issues[0]?.message).toBe('balanceLoads');
  });

  it('fills the refill duration a member leaves out with 20 minutes', () => {
    const parsed = ZEquipmentGroupInput.parse({
      name: 'Crew',
      equipments: [{ cdEquipamento: 1, operationSpeed: 20, travelSpeed: 40 }],
    });
    expect(parsed.equipments[0]!.refillDuration).toBe(1200);
  });
});
