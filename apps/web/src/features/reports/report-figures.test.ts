import { describe, expect, it } from 'vitest';
import type { TOperationalRow } from '@tramline/domain';
import { figuresCsv } from './FigureTable';
import { totalsBy } from './report-figures';

const row = (equipmentName: string, localDate: string, applyingHours: number, appliedAreaHectares: number) =>
  ({
    localDate,
    equipmentId: equipmentName.length,
    equipmentName,
    equipmentGroupName: null,
    source: 'plan',
    applyingHours,
    travellingHours: 1,
    stoppedHours: null,
    plannedApplyingHours: 2,
    plannedTravellingHours: 1,
    plannedCleaningHours: 0.5,
    plannedAreaHectares: 10,
    appliedAreaHectares,
    plannedOrders: 2,
    completedOrders: 1,
  }) satisfies TOperationalRow;

describe('report figures', () => {
  it('sums machine-days by machine for the benchmark and by day for the daily tabs', () => {
    const rows = [
      row('Sprayer 1', '2026-05-01', 2, 8),
      row('Sprayer 1', '2026-05-02', 3, 9),
      row('Floater', '2026-05-01', 1, 4),
    ];
    expect(totalsBy(rows, (r) => r.equipmentName)).toEqual([
      expect.objectContaining({
        key: 'Floater',
        applyingHours: 1,
        appliedAreaHectares: 4,
        plannedHours: 3.5,
      }),
      expect.objectContaining({
        key: 'Sprayer 1',
        applyingHours: 5,
        appliedAreaHectares: 17,
        plannedOrders: 4,
      }),
    ]);
    expect(totalsBy(rows, (r) => r.localDate).map((total) => total.appliedAreaHectares)).toEqual([12, 9]);
  });

  it('writes CSV with a header, quotes cells with separators and defuses formulas', () => {
    const csv = figuresCsv(
      [
        { key: 'a', header: 'Name', value: (r: { name: string }) => r.name },
        { key: 'b', header: 'Area', value: () => '1,234.5 ac' },
      ],
      [{ name: '=cmd()' }, { name: 'North "140"' }],
    );
    expect(csv.replace(/^\ufeff/, '').split('\r\n')).toEqual([
      'Name,Area',
      `'=cmd(),"1,234.5 ac"`,
      '"North ""140""","1,234.5 ac"',
      '',
    ]);
  });
});
