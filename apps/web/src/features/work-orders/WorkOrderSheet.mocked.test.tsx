import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TFieldHazard, TProductRecord, TTicketLoad, TWorkOrderSheet } from '@tramline/domain';
import { renderWithApp } from '../../test/render';
import { json, screenApi, signIn } from '../../test/screen-api';
import { herbicide, orderRecord, sheetOf } from './work-order-fixtures';
import { WorkOrderPrint } from './WorkOrderPrint';

// The map needs WebGL, which jsdom lacks; the sheet's texts are what is checked here.
vi.mock('../maps/FieldMap', () => ({ FieldMap: () => null }));

const hives: TFieldHazard = {
  fieldName: 'North 80',
  breach: {
    site: { id: 3, name: 'Hives by the creek', kind: 'apiary', note: 'Call the keeper before spraying' },
    distanceMeters: 140,
    bufferMeters: 50,
  },
};
/** The order's one product, with its label's intervals. */
const labelled = { ...herbicide, reEntryHours: 12, preHarvestDays: 14 };
let hazards: TFieldHazard[] = [hives];
let product: TProductRecord = labelled;
/** Three loads of 40 ac of the sprayer and a partial fourth: 2.5 l/ha of product in 95 l/ha of water. */
const load = (loadNumber: number, area: number): TTicketLoad => ({
  loadNumber,
  loadCount: 4,
  equipmentName: 'Sprayer 1',
  area,
  compartments: [
    {
      number: 1,
      mixtureType: 'LIQUID',
      products: [
        {
          productId: herbicide.id,
          name: herbicide.descProduct,
          typeProduct: 'LIQUID',
          rate: 2.5,
          amount: 2.5 * area,
          unit: 'l',
          density: 1.35,
        },
      ],
      water: 95 * area,
    },
  ],
});
const scheduled: Partial<TWorkOrderSheet> = {
  schedule: { dayState: 'SCHEDULED', plannedDate: '2026-05-04', machineName: 'Sprayer 1' },
  loads: [load(1, 16.187), load(2, 16.187), load(3, 16.187), load(4, 4)],
};
let sheet: Partial<TWorkOrderSheet> = {};
screenApi('/documento-ordemservico/', async () => json(sheetOf({ products: [product], hazards, ...sheet })));
afterEach(() => {
  hazards = [hives];
  product = labelled;
  sheet = {};
});

describe('the work-order sheet the browser prints', { timeout: 30_000 }, () => {
  it("shows each product's re-entry and pre-harvest intervals, and the sites near the fields", async () => {
    signIn('en-us', ['MANAGER']);
    await renderWithApp(<WorkOrderPrint id={orderRecord.cdOrdemServico} />);
    expect(await screen.findByText('Re-entry (REI)', {}, { timeout: 8000 })).toBeTruthy();
    const row = screen.getByRole('row', { name: new RegExp(herbicide.descProduct) });
    expect(within(row).getByText('12 h')).toBeTruthy();
    expect(within(row).getByText('14 d')).toBeTruthy();
    const site = within(screen.getByTestId('print-hazards')).getByRole('row', { name: /Hives by the creek/ });
    // Distance and buffer in the reader's units: feet in en-us.
    expect(site.textContent).toBe(
      'North 80Hives by the creekApiary459\u00a0ft164\u00a0ftCall the keeper before spraying',
    );
  });

  it('says so when no site is near, and sends the reader to the label for intervals not recorded, in pt-br', async () => {
    hazards = [];
    product = { ...herbicide, reEntryHours: null, preHarvestDays: null };
    signIn('pt-br', ['MANAGER']);
    await renderWithApp(<WorkOrderPrint id={orderRecord.cdOrdemServico} />, { locale: 'pt-br' });
    expect(
      await screen.findByText('Nenhum local sensível registrado perto dos talhões.', {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.queryByTestId('print-hazards')).toBeNull();
    const row = screen.getByRole('row', { name: new RegExp(herbicide.descProduct) });
    expect(within(row).getAllByText('Ver rótulo')).toHaveLength(2);
  });

  it('shows where the schedule holds the order, its loads, and blanks for the field record', async () => {
    sheet = scheduled;
    signIn('en-us', ['MANAGER']);
    await renderWithApp(<WorkOrderPrint id={orderRecord.cdOrdemServico} />);
    const loads = await screen.findByTestId('print-loads', {}, { timeout: 8000 });
    expect(screen.getByText('Scheduled')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Scheduled date/ }).textContent).toContain('05/04/2026');
    expect(screen.getByRole('row', { name: /^Machine/ }).textContent).toBe('MachineSprayer 1');
    // Three equal loads share a line; the partial fourth has its own. 16.187 ha is 40 ac; 2.5 l/ha
    // of product is 10.7 gal a load, 95 l/ha of water 406.2 gal.
    const rows = within(loads)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      `LoadMachineArea${herbicide.descProduct}Water`,
      '1-3 of 4Sprayer 140\u00a0ac10.7\u00a0gal406.2\u00a0gal',
      '4 of 4Sprayer 19.9\u00a0ac2.6\u00a0gal100.4\u00a0gal',
    ]);
    const record = screen.getByTestId('print-record');
    for (const blank of [
      'Wind speed (mph)',
      'Temperature (°F)',
      'Humidity (%)',
      'License no.',
      "Applicator's signature",
    ])
      expect(within(record).getByText(blank)).toBeTruthy();
  });

  it('shows a ready order with its planned start and says it has no loads yet, in pt-br with metric blanks', async () => {
    signIn('pt-br', ['MANAGER']);
    await renderWithApp(<WorkOrderPrint id={orderRecord.cdOrdemServico} />, { locale: 'pt-br' });
    expect(
      await screen.findByText(
        'Ainda fora de um plano: as cargas são definidas ao programar a ordem.',
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('print-loads')).toBeNull();
    expect(screen.queryByText('Data programada')).toBeNull();
    const record = screen.getByTestId('print-record');
    expect(within(record).getByText('Velocidade do vento (km/h)')).toBeTruthy();
    expect(within(record).getByText('Temperatura (°C)')).toBeTruthy();
  });
});
