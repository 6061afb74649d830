import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '../../api';
import { renderWithApp } from '../../test/render';
import { ImportBoundariesDialog } from './ImportBoundariesDialog';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('boundary import', () => {
  it('imports into the zone chosen for the farm', { timeout: 20_000 }, async () => {
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
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/talhoes/import'))
        return json({ format: 'geojson', boundaries: [], skipped: [], created: [] });
      if (url.includes('/fazendas'))
        return json([
          {
            id: 3,
            growerId: 2,
            growerName: 'Hansen Farms',
            name: 'Home place',
            code: null,
            fieldCount: 0,
            areaHectares: 0,
            version: 1,
          },
        ]);
      if (url.includes('/zonas')) return json([{ id: 8, farmId: 3, name: 'River bottom', version: 1 }]);
      return json([]);
    });
    try {
      await renderWithApp(
        <ImportBoundariesDialog growerId={2} opened onClose={() => {}} onImported={() => {}} />,
      );
      const zone = (await screen.findAllByLabelText('Zone of the imported fields')).find(
        (element) => element.tagName === 'INPUT' && element.getAttribute('type') !== 'hidden',
      )!;
      fireEvent.focus(zone);
      fireEvent.click(zone);
      fireEvent.click(await screen.findByRole('option', { name: 'River bottom', hidden: true }));
      const file = new File(['{"type":"FeatureCollection","features":[]}'], 'fields.geojson', {
        type: 'application/geo+json',
      });
      const input = document.querySelector('input[type="file"]') as HTMLInputElement;
      fireEvent.change(input, { target: { files: [file] } });
      fireEvent.click(await screen.findByRole('button', { name: 'Preview' }));
      await waitFor(() =>
        expect(
          fetch.mock.calls.map(([url]) => String(url)).find((url) => url.includes('/talhoes/import')),
        ).toMatch(/farmId=3.*zoneId=8|zoneId=8.*farmId=3/),
      );
    } finally {
      fetch.mockRestore();
    }
  });
});
