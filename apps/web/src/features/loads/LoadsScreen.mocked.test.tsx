import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TLoad, TLoadsDay } from '@tramline/domain';
import { sessionStore } from '../../api';
import { renderWithApp } from '../../test/render';
import { LoadsScreen } from './LoadsScreen';
import { signIn } from '../../test/screen-api';

vi.mock('../schedule/use-live-event', () => ({ useLiveEvent: vi.fn() }));

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const load: TLoad = {
  key: '3-7-101-1',
  localDate: '2026-05-04',
  sequence: 1,
  configuracaoId: 3,
  configName: 'Sprayers',
  placeId: 5,
  placeName: 'North yard',
  blenderCapacity: 9000,
  equipamentoId: 7,
  equipmentName: 'Sprayer 7',
  tenderId: null,
  tenderName: null,
  cdOrdemServico: 101,
  ticket: '4101',
  description: 'Burndown',
  growerName: 'Hansen Farms',
  fieldNames: ['North 40'],
  loadNumber: 1,
  loadCount: 2,
  area: 10,
  neededAt: null,
  compartments: [
    {
      number: 1,
      mixtureType: 'LIQUID',
      products: [
        {
          productId: 11,
          name: 'Glyphosate',
          typeProduct: 'LIQUID',
          rate: 2,
          amount: 20,
          unit: 'l',
          density: 1.2,
        },
      ],
      water: 980,
    },
  ],
  mixingOrder: [],
  batches: [{ number: 1, mass: 1004, products: [{ productId: 11, amount: 20 }], water: 980 }],
  mass: 1004,
  status: 'pending',
  version: 0,
  mixedBy: null,
  mixedAt: null,
  loadedBy: null,
  loadedAt: null,
  dispatchedBy: null,
  dispatchedAt: null,
  changedSinceMixed: false,
  changes: [],
};

let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/loads/status')) return json({ ...load, status: 'mixed', version: 1 });
    if (url.includes('/loads'))
      return json({ localDate: '2026-05-04', loads: [load], removed: [] } satisfies TLoadsDay);
    void init;
    return json([]);
  });
});
afterEach(() => {
  fetchMock.mockRestore();
  sessionStore.clear();
});

describe('the loads screen', () => {
  it('lets a mix operator mark a load mixed over the version read', async () => {
    signIn('en-us', ['MIX_OPERATOR']);
    await renderWithApp(<LoadsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark mixed' }, { timeout: 8000 }));
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(([url]) => String(url).includes('/loads/status'));
      expect(put).toBeDefined();
      expect(JSON.parse(String(put![1]!.body))).toEqual({
        data: expect.any(String),
        key: load.key,
        status: 'mixed',
        version: 0,
      });
    });
  });

  it('shows the loads without mark buttons to a role without loads.operate', async () => {
    signIn('en-us', ['APPLICATOR']);
    await renderWithApp(<LoadsScreen />);
    expect(await screen.findByText('Sprayer 7', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark mixed' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Print ticket' })).toBeTruthy();
  });

  it('writes gallons in en-us', async () => {
    signIn('en-us', ['MIX_OPERATOR']);
    await renderWithApp(<LoadsScreen />);
    expect(await screen.findByText(/Glyphosate 5\.3 gal/, {}, { timeout: 8000 })).toBeTruthy();
  });

  it('writes litres in pt-br', async () => {
    signIn('pt-br', ['MIX_OPERATOR']);
    await renderWithApp(<LoadsScreen />, { locale: 'pt-br' });
    expect(await screen.findByText(/Glyphosate 20 l/, {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Marcar misturada' })).toBeTruthy();
  });
});
