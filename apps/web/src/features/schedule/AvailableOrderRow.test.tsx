import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Table } from '@mantine/core';
import { DndContext } from '@dnd-kit/core';
import type { TAvailableOrder, TLocale } from '@tramline/domain';
import { renderWithApp } from '../../test/render';
import { AvailableOrderRow } from './AvailableOrderRow';

const order: TAvailableOrder = {
  cdOrdemServico: 501,
  description: 'Fungicide pass',
  vlOrdemServico: 'T-501',
  growerName: 'Grower',
  farmName: 'North farm',
  fieldNames: ['Field 1'],
  fields: [],
  locationName: null,
  productNames: ['Product A'],
  timing: 'POST',
  applicationType: 'NOT_VRT',
  cropType: null,
  selectedArea: 12,
  createdAt: '2026-06-01T10:00:00.000Z',
  status: 1,
  inconsistencias: [],
  rank: 1,
  rankName: 'Ready',
  selectable: false,
  scheduledOn: '2026-06-05',
} as TAvailableOrder;

async function renderRow(locale: TLocale, row: TAvailableOrder = order) {
  await renderWithApp(
    <DndContext>
      <Table>
        <Table.Tbody>
          <AvailableOrderRow order={row} selected={false} onToggle={() => {}} draggable={false} />
        </Table.Tbody>
      </Table>
    </DndContext>,
    { locale },
  );
}

describe('an available order held by a future schedule', () => {
  it("shows that day in the locale's format, not as YYYY-MM-DD", async () => {
    await renderRow('en-us');
    expect(screen.getByText('Scheduled on Fri, Jun 5, 2026')).toBeTruthy();
    expect(screen.queryByText(/2026-06-05/)).toBeNull();
  });

  it('in Brazilian Portuguese too', async () => {
    await renderRow('pt-br');
    expect(screen.getByText(/5 de jun\. de 2026/)).toBeTruthy();
    expect(screen.queryByText(/2026-06-05/)).toBeNull();
  });
});

describe("an available order's block column", () => {
  it("shows the blocks (zones) of the order's fields, after the farm", async () => {
    await renderRow('en-us', { ...order, blockNames: ['Gleba A', 'Gleba B'] });
    const cells = within(screen.getByTestId('available-order')).getAllByRole('cell');
    const block = screen.getByTestId('available-order-block');
    expect(block.textContent).toBe('Gleba A, Gleba B');
    expect(cells.indexOf(block)).toBe(
      cells.findIndex((cell) => cell.textContent?.includes('North farm')) + 1,
    );
  });

  it('shows a dash when the fields have no block', async () => {
    await renderRow('en-us', { ...order, blockNames: [] });
    expect(screen.getByTestId('available-order-block').textContent).toBe('—');
  });
});

describe("an available order's compliance alerts", () => {
  const flagged: TAvailableOrder = {
    ...order,
    qtdAlertas: 2,
    licenceAlerts: [{ productId: 12, descProduct: 'XtendiMax', date: '2026-06-10', missing: ['DICAMBA'] }],
  };

  it('raise the row to a warning with a badge naming the product the applicator is not licensed for', async () => {
    await renderRow('en-us', flagged);
    expect(screen.getByTestId('available-order').getAttribute('data-tone')).toBe('warning');
    const badge = screen.getByTestId('available-order-alerts');
    expect(badge.textContent).toBe('2');
    expect(badge.getAttribute('aria-label')).toBe(
      '2 compliance alerts. Applicator not licensed for XtendiMax on Wed, Jun 10, 2026 (missing: Dicamba)',
    );
  });

  it('in Spanish too', async () => {
    await renderRow('es-es', { ...flagged, qtdAlertas: 1 });
    expect(screen.getByTestId('available-order-alerts').getAttribute('aria-label')).toMatch(
      /^1 alerta de cumplimiento\. Aplicador sin licencia para XtendiMax el /,
    );
  });

  it('leave the row plain when there are none', async () => {
    await renderRow('en-us', { ...order, qtdAlertas: 0, licenceAlerts: [] });
    expect(screen.getByTestId('available-order').getAttribute('data-tone')).toBe('none');
    expect(screen.queryByTestId('available-order-alerts')).toBeNull();
  });

  it('are red when the order is also inconsistent', async () => {
    await renderRow('en-us', { ...flagged, inconsistencias: ['SEM_VENTO'] });
    expect(screen.getByTestId('available-order').getAttribute('data-tone')).toBe('danger');
    expect(screen.getByTestId('available-order-alerts')).toBeTruthy();
  });
});

describe('an available order earlier days planned in part', () => {
  it('shows the area left to plan, and of how much, in acres in en-us', async () => {
    await renderRow('en-us', { ...order, selectedArea: 800, leftArea: 320 });
    const row = screen.getByTestId('available-order');
    // 320 ha and 800 ha in acres.
    expect(row.textContent).toContain('790.7');
    expect(screen.getByTestId('available-order-left').textContent).toMatch(/^left of 1,976\.8\s?ac$/);
  });

  it('in hectares in pt-br', async () => {
    await renderRow('pt-br', { ...order, selectedArea: 800, leftArea: 320 });
    expect(screen.getByTestId('available-order').textContent).toContain('320');
    expect(screen.getByTestId('available-order-left').textContent).toMatch(/^restam de 800\s?ha$/);
  });

  it('shows the selected area alone for an order no day planned in part', async () => {
    await renderRow('en-us');
    expect(screen.queryByTestId('available-order-left')).toBeNull();
  });
});
