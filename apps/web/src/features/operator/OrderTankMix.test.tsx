import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { operatorTankMixOf } from '@tramline/domain';
import { operatorOrderOf, operatorProductOf, operatorStopOf } from '@tramline/domain/testing';
import { renderWithApp } from '../../test/render';
import { OrderTankMix } from './OrderTankMix';

/** 10 ha in three loads at 100 l/ha of spray with 0.2 l/ha of a herbicide. */
const stop = operatorStopOf({
  volume: 1000,
  batches: 3,
  order: operatorOrderOf({
    cdOrdemServico: 9,
    products: [{ ...operatorProductOf(1, 'LIQUID', 0.2, 'AUXIN'), name: 'Dicamba', total: 2 }],
    carrierRate: 100,
  }),
});

describe('the tank mix on an order card', () => {
  it("shows each load's water and products in mixing order, in the user's units", async () => {
    await renderWithApp(<OrderTankMix mix={operatorTankMixOf(stop)!} />);
    expect(screen.getByText('Loads 1–3 · each 8.24 ac')).toBeTruthy();
    expect(screen.getByText('Water in each load: 87.88 gal')).toBeTruthy();
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent?.replace(/\u00a0/g, ' '));
    // 0.667 l of product a load, too little for gallons: fluid ounces.
    expect(steps).toEqual([
      'Water, first half: 43.94 gal',
      'Dicamba: 23 fl oz',
      'Water, the rest: 43.94 gal',
    ]);
  });

  it('shows metric amounts in Portuguese', async () => {
    await renderWithApp(<OrderTankMix mix={operatorTankMixOf(stop)!} />, { locale: 'pt-br' });
    expect(screen.getByText('Cargas 1–3 · cada uma 3,33 ha')).toBeTruthy();
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent?.replace(/\u00a0/g, ' '));
    expect(steps).toEqual([
      'Água, primeira metade: 166,33 l',
      'Dicamba: 667 ml',
      'Água, o restante: 166,33 l',
    ]);
  });
});
