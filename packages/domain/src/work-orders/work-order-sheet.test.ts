import { describe, expect, it } from 'vitest';
import type { TTicketLoad } from './work-order-sheet';
import { ticketLoadTable } from './work-order-sheet';

/** A load of a 2-compartment sprayer: a herbicide and a surfactant with water in the first tank. */
function load(loadNumber: number, area: number, equipmentName = 'Sprayer 1'): TTicketLoad {
  const product = (productId: number, name: string, rate: number) => ({
    productId,
    name,
    typeProduct: 'LIQUID' as const,
    rate,
    amount: rate * area,
    unit: 'l' as const,
    density: null,
  });
  return {
    loadNumber,
    loadCount: 4,
    equipmentName,
    area,
    compartments: [
      {
        number: 1,
        mixtureType: 'LIQUID' as const,
        products: [product(7, 'Glyphosate', 2.5), product(9, 'Surfactant', 0.25)],
        water: 95 * area,
      },
    ],
  };
}

describe("the sheet's load table", () => {
  it('folds consecutive equal loads into one line and keeps the partial last load apart', () => {
    const table = ticketLoadTable([load(1, 40), load(2, 40), load(3, 40), load(4, 12.5)]);
    expect(table.products.map((product) => product.name)).toEqual(['Glyphosate', 'Surfactant']);
    expect(table.hasWater).toBe(true);
    expect(table.lines.map(({ first, last, loadCount }) => [first, last, loadCount])).toEqual([
      [1, 3, 4],
      [4, 4, 4],
    ]);
    expect(table.lines[0]!.amounts).toEqual([100, 10]);
    expect(table.lines[1]!.amounts[0]).toBeCloseTo(31.25);
    expect(table.lines[0]!.water).toBe(3800);
  });

  it('does not fold equal loads of two machines', () => {
    const table = ticketLoadTable([load(1, 40, 'Sprayer 1'), load(2, 40, 'Sprayer 2')]);
    expect(table.lines.map((line) => line.equipmentName)).toEqual(['Sprayer 1', 'Sprayer 2']);
  });

  it('has no columns and no lines when the order holds no load', () => {
    expect(ticketLoadTable([])).toEqual({ products: [], hasWater: false, lines: [] });
  });
});
