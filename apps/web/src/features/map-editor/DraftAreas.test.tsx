import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TPolygon } from '@tramline/domain';
import { renderWithApp } from '../../test/render';
import { splitBoundary } from './boundary-edits';
import { DraftAreas } from './EditPanel';

/** A quarter section in Iowa: half a mile a side, 160 acres, 64.75 ha. */
const side = 804.672;
const east = -93.5 + side / (111_320 * Math.cos((42.15 * Math.PI) / 180));
const north = 42.15 + side / 110_574;
const quarter: TPolygon = {
  type: 'Polygon',
  coordinates: [
    [
      [-93.5, 42.15],
      [east, 42.15],
      [east, north],
      [-93.5, north],
      [-93.5, 42.15],
    ],
  ],
};
const halves = splitBoundary(quarter, [
  [(-93.5 + east) / 2, 42.14],
  [(-93.5 + east) / 2, north + 0.01],
])!;

describe('the map editor shows areas in the user’s units', () => {
  it('shows a drawn field in acres in en-us', async () => {
    await renderWithApp(
      <DraftAreas draft={{ kind: 'draw', fieldId: null, geometry: quarter, name: '', farmId: null }} />,
    );
    expect(screen.getByTestId('draft-area').textContent).toMatch(/^160[.,]\d{1,2}\s?ac$/);
  });

  it('shows both parts of a split in hectares in pt-br', async () => {
    await renderWithApp(<DraftAreas draft={{ kind: 'split', fieldId: 1, parts: halves }} />, {
      locale: 'pt-br',
    });
    const areas = screen.getAllByTestId('draft-area').map((cell) => cell.textContent);
    expect(areas).toHaveLength(2);
    for (const area of areas) expect(area).toMatch(/^32,\d{1,2}\s?ha$/);
    expect(screen.getByText('Parte 2')).toBeTruthy();
  });
});
