import { describe, expect, it } from 'vitest';
import area from '@turf/area';
import type { TAreaGeometry } from '@tramline/domain';
import { bufferArea, formOfSite, inputOfForm, siteArea, siteFeatures } from './site-shapes';
import { shownByLayers } from './FilterLayers';

const apiary = {
  id: 4,
  version: 2,
  name: 'Hansen apiary',
  kind: 'apiary' as const,
  note: '',
  geometry: { type: 'Point' as const, coordinates: [-93.61, 42.21] as [number, number] },
  radiusMeters: 30.48,
  bufferMeters: 152.4,
};

describe('the site form in the user’s units', () => {
  it('shows a stored site in feet in en-us and metres in pt-br', () => {
    expect(formOfSite(apiary, 'en-us')).toMatchObject({ radius: 100, buffer: 500 });
    expect(formOfSite(apiary, 'pt-br')).toMatchObject({ radius: 30.5, buffer: 152.4 });
  });

  it('sends the distances back in metres, and no radius for an area', () => {
    const input = inputOfForm({ ...formOfSite(apiary, 'en-us'), buffer: 1000 }, 'en-us');
    expect(input).toMatchObject({ id: 4, version: 2, radiusMeters: 30.48 });
    expect(input.bufferMeters).toBeCloseTo(304.8, 6);
    const square: TAreaGeometry = {
      type: 'Polygon',
      coordinates: [
        [
          [-93.6, 42.2],
          [-93.59, 42.2],
          [-93.59, 42.21],
          [-93.6, 42.2],
        ],
      ],
    };
    const area = inputOfForm(
      { name: 'Creek', kind: 'water', note: '', geometry: square, radius: 50, buffer: 30 },
      'es-es',
    );
    expect(area).toMatchObject({ radiusMeters: null, bufferMeters: 30 });
    expect(area).not.toHaveProperty('id');
  });
});

describe('site shapes on the map', () => {
  it('draws a point site as its circle and its buffer as the wider circle', () => {
    const site = area(siteArea(apiary));
    const buffer = area(bufferArea(apiary));
    expect(site / (Math.PI * 30.48 ** 2)).toBeCloseTo(1, 1);
    expect(buffer / (Math.PI * (30.48 + 152.4) ** 2)).toBeCloseTo(1, 1);
  });

  it('grows a polygon site by its buffer on every side', () => {
    const side = 0.01;
    const square: TAreaGeometry = {
      type: 'Polygon',
      coordinates: [
        [
          [-93.6, 42.2],
          [-93.6 + side, 42.2],
          [-93.6 + side, 42.2 + side],
          [-93.6, 42.2 + side],
          [-93.6, 42.2],
        ],
      ],
    };
    const grown = bufferArea({ geometry: square, radiusMeters: null, bufferMeters: 100 });
    const width = side * 111_195 * Math.cos((42.205 * Math.PI) / 180);
    const height = side * 111_195;
    const expected = width * height + 2 * 100 * (width + height) + Math.PI * 100 ** 2;
    expect(area(grown) / expected).toBeCloseTo(1, 1);
    expect(
      siteFeatures([{ ...apiary }], 'branch').features.map((feature) => feature.properties.part),
    ).toEqual(['buffer', 'site']);
  });
});

describe('saved layers', () => {
  const layer = { id: 1, cdUnidade: 1, name: 'Bees', driftwatchUpdatedAt: null, version: 1 };
  it('show every kind without a saved layer, and the kinds of the visible layers otherwise', () => {
    expect(shownByLayers([]).kinds.size).toBe(6);
    const shown = shownByLayers([
      { ...layer, kinds: ['apiary'], driftwatch: true, visible: true },
      { ...layer, id: 2, kinds: ['water'], driftwatch: false, visible: false },
    ]);
    expect([...shown.kinds]).toEqual(['apiary']);
    expect(shown.driftwatch).toBe(true);
  });
});
