import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TFieldRecord } from '@tramline/domain';
import { sessionStore } from '../../api';
import { renderWithApp } from '../../test/render';
import { FieldEditDialog } from './FieldEditDialog';

const geometry: NonNullable<TFieldRecord['geometry']> = {
  type: 'Polygon',
  coordinates: [
    [
      [-93.62, 42.03],
      [-93.61, 42.03],
      [-93.61, 42.04],
      [-93.62, 42.04],
      [-93.62, 42.03],
    ],
  ],
};

const record: TFieldRecord = {
  id: 5,
  cdUnidade: 1,
  name: 'North 40',
  code: 'N40',
  growerId: 2,
  growerName: 'Hansen Farms',
  farmId: 3,
  farmName: 'Home place',
  zoneId: null,
  zoneName: null,
  areaHectares: 16.2,
  centroid: null,
  bbox: null,
  geometryMissing: false,
  active: true,
  version: 4,
  geometry,
};
const { geometry: _geometry, ...summary } = record;

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

function mockApi() {
  sessionStore.set({
    token: 'test-token',
    user: {
      id: 1,
      login: 'manager',
      name: 'Ana Souza',
      email: null,
      unit: 1,
      language: 'en-us',
      units: 'language',
      roles: ['MANAGER'],
      owner: 'demo',
    },
  });
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (init?.method === 'PUT') return json({ ...record, ...JSON.parse(String(init.body)), version: 5 });
    if (url.includes('/talhoes/5')) return json(record);
    if (url.includes('/fazendas'))
      return json([
        {
          id: 3,
          growerId: 2,
          growerName: 'Hansen Farms',
          name: 'Home place',
          code: null,
          fieldCount: 1,
          areaHectares: 16.2,
          version: 1,
        },
      ]);
    if (url.includes('/zonas')) return json([{ id: 8, farmId: 3, name: 'River bottom', version: 1 }]);
    return json([]);
  });
}

const puts = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('field editor', () => {
  it('renames a field, sets its zone and keeps its boundary', { timeout: 20_000 }, async () => {
    const fetch = mockApi();
    const onSaved = vi.fn();
    try {
      await renderWithApp(
        <FieldEditDialog growerId={2} field={summary} onClose={() => {}} onSaved={onSaved} />,
      );
      const name = await screen.findByLabelText(/^Field name/);
      fireEvent.change(name, { target: { value: 'North 40 East' } });
      fireEvent.change(screen.getByLabelText(/^Field code/), { target: { value: 'N40E' } });
      const zone = screen
        .getAllByLabelText('Zone')
        .find((element) => element.tagName === 'INPUT' && element.getAttribute('type') !== 'hidden')!;
      fireEvent.focus(zone);
      fireEvent.click(zone);
      fireEvent.click(await screen.findByRole('option', { name: 'River bottom', hidden: true }));
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(puts(fetch)).toHaveLength(1));
      const [url, init] = puts(fetch)[0]!;
      expect(String(url)).toContain('/talhoes/5');
      expect(JSON.parse(String(init!.body))).toEqual({
        id: 5,
        version: 4,
        farmId: 3,
        zoneId: 8,
        name: 'North 40 East',
        code: 'N40E',
        geometry,
        areaHectares: null,
        active: true,
      });
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
    } finally {
      fetch.mockRestore();
    }
  });

  it('shows the required name before sending anything', { timeout: 20_000 }, async () => {
    const fetch = mockApi();
    try {
      await renderWithApp(<FieldEditDialog growerId={2} field={summary} onClose={() => {}} />);
      fireEvent.change(await screen.findByLabelText(/^Field name/), { target: { value: ' ' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('This is a required field!')).toBeTruthy();
      expect(puts(fetch)).toHaveLength(0);
    } finally {
      fetch.mockRestore();
    }
  });
});
