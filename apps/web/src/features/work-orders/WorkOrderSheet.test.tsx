import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TFieldHazard, TProductRecord } from '@tramline/domain';
import { renderWithApp } from '../../test/render';
import { json, screenApi, signIn } from '../../test/screen-api';
import { herbicide, orderRecord } from './work-order-fixtures';
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
screenApi('/documento-ordemservico/', async () =>
  json({
    order: orderRecord,
    fields: [],
    products: [product],
    applicatorName: 'Lee Certified',
    timeZone: 'America/Chicago',
    hazards,
  }),
);
afterEach(() => {
  hazards = [hives];
  product = labelled;
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
});
