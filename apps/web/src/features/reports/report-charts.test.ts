import { describe, expect, it } from 'vitest';
import { barChart } from './report-charts';

describe('BI bar charts', () => {
  it('draws one bar per category and series, stacked where asked, rounded to two decimals', () => {
    const option = barChart(
      ['Hagie STS12 #31', 'John Deere R4045 #11'],
      [
        { name: 'Applying (h)', values: [5.256, 3], stack: 'done' },
        { name: 'Travelling (h)', values: [1, 2.5], stack: 'done' },
        { name: 'Planned (h)', values: [7, 6] },
      ],
      'h',
    );
    expect(option.xAxis).toMatchObject({ data: ['Hagie STS12 #31', 'John Deere R4045 #11'] });
    expect(option.series).toEqual([
      expect.objectContaining({ type: 'bar', name: 'Applying (h)', stack: 'done', data: [5.26, 3] }),
      expect.objectContaining({ type: 'bar', name: 'Travelling (h)', stack: 'done', data: [1, 2.5] }),
      expect.objectContaining({ type: 'bar', name: 'Planned (h)', stack: undefined, data: [7, 6] }),
    ]);
    expect(option.dataZoom).toEqual([]);
  });

  it('adds a zoom slider once a month of days would crowd the axis', () => {
    const days = Array.from({ length: 30 }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`);
    const option = barChart(days, [{ name: 'Applied area', values: days.map(() => 1) }], 'ac');
    expect(option.dataZoom).toEqual([expect.objectContaining({ type: 'slider' })]);
  });
});
