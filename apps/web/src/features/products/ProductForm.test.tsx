import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TProductRecord } from '@tramline/domain';
import { sessionStore } from '../../api';
import { renderWithApp } from '../../test/render';
import { ProductForm } from './ProductForm';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const gramoxone: TProductRecord = {
  id: 7,
  cdUnidade: 1,
  descProduct: 'Gramoxone 2.0',
  typeProduct: 'LIQUID',
  status: 'ACTIVE',
  isBlend: false,
  epa: '100-1431',
  ean: null,
  gtin: null,
  erpCode: null,
  crops: [],
  rainFreeHours: 0.5,
  reEntryHours: 24,
  preHarvestDays: null,
  applicationSpeed: null,
  maxYearlyAmount: null,
  singleApplicationAmount: null,
  sprayVolumeMin: null,
  sprayVolumeMax: null,
  vlHumidityMin: 30,
  vlHumidityMax: 100,
  vlTemperatureMin: 5,
  vlTemperatureMax: 35,
  vlVelocWindMin: 3,
  vlVelocWindMax: 16,
  sunRule: false,
  density: null,
  densityUnit: 'kg/l',
  rateUnit: 'pt',
  analysis: {},
  seedsPerUnit: null,
  cleaningFamily: 'HERBICIDE',
  adjuvant: null,
  requiresVra: false,
  requiresDra: false,
  licenceRequired: 'NONE',
  components: [],
  missingWeather: [],
  version: 2,
};

let fetchMock: MockInstance<typeof fetch>;

beforeEach(() => {
  sessionStore.set({
    token: 'test-token',
    user: {
      id: 4,
      login: 'manager',
      name: 'Kyle Peterson',
      email: null,
      unit: 1,
      language: 'en-us',
      units: 'language',
      roles: ['MANAGER'],
      owner: 'demo',
    },
  });
  fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Partial<TProductRecord>;
      return json(200, { ...gramoxone, ...body, version: 3 });
    }
    if (url.startsWith('/api/culturas')) return json(200, []);
    return json(200, []);
  });
});

afterEach(() => fetchMock.mockRestore());

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('product form', { timeout: 30_000 }, () => {
  it('shows the licence the product needs and saves the one chosen', async () => {
    await renderWithApp(<ProductForm record={{ ...gramoxone, licenceRequired: 'DICAMBA' }} />);
    const licence = screen
      .getAllByLabelText('License required')
      .find((element) => element.tagName === 'INPUT' && element.getAttribute('type') !== 'hidden')!;
    expect((licence as HTMLInputElement).value).toBe('Dicamba license (with an applicator license)');
    fireEvent.focus(licence);
    fireEvent.click(licence);
    fireEvent.click(
      await screen.findByRole('option', { name: 'Certified applicator license', hidden: true }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [url, init] = posts()[0]!;
    expect(String(url)).toContain('/produtos/create_update');
    expect(JSON.parse(String(init!.body))).toMatchObject({
      id: 7,
      version: 2,
      licenceRequired: 'APPLICATOR',
    });
  });
});
