import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { TOperatorSchedule } from '@tramline/domain';
import { renderWithApp } from '../../test/render';
import { DayChangesBanner } from './DayChangesBanner';
import { RefusedReports } from './RefusedReports';
import type { TRefusedEvent } from './outbox';

/** A day of machine 7 with these orders `[id, planned start (UTC), hectares]` in sequence. */
function day(version: number, orders: [number, string, number][]): TOperatorSchedule {
  return {
    equipmentId: 7,
    day: '2026-05-01',
    version,
    stops: orders.map(([id, plannedStart, area], index) => ({
      sequence: index + 1,
      kind: 'order',
      plannedStart,
      plannedEnd: null,
      area,
      order: { cdOrdemServico: id, ticket: `T-${id}`, description: `Order ${id}` },
    })),
  } as unknown as TOperatorSchedule;
}

const first = day(1, [
  [11, '2026-05-01T13:00:00Z', 20],
  [12, '2026-05-01T15:00:00Z', 40.468564224],
]);
const second = day(2, [
  [12, '2026-05-01T13:00:00Z', 20.234282112],
  [13, '2026-05-01T16:00:00Z', 5],
]);

describe('the banner of a day sent again', () => {
  it('asks nothing for the first version seen, then lists what a new one changed until acknowledged', async () => {
    const { rerender } = await renderWithApp(<DayChangesBanner equipmentId={7} day={first} />);
    expect(screen.queryByTestId('operator-day-changed')).toBeNull();

    rerender(<DayChangesBanner equipmentId={7} day={second} />);
    const banner = await screen.findByTestId('operator-day-changed');
    expect(banner.textContent).toContain('The office changed your day (version 2).');
    expect(banner.textContent).toContain('Removed: T-11');
    expect(banner.textContent).toContain('Added: T-13 (stop 2)');
    expect(banner.textContent).toMatch(/T-12 starts 2\sh 00\smin earlier/);
    expect(banner.textContent).toMatch(/T-12: area 100\sac → 50\sac/);

    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByTestId('operator-day-changed')).toBeNull();
    // Acknowledged on the device: the same version does not ask again after a reload.
    rerender(<DayChangesBanner equipmentId={7} day={{ ...second }} />);
    expect(screen.queryByTestId('operator-day-changed')).toBeNull();
  });

  it("speaks the operator's language and units", async () => {
    const { rerender } = await renderWithApp(<DayChangesBanner equipmentId={7} day={first} />, {
      locale: 'pt-br',
    });
    rerender(<DayChangesBanner equipmentId={7} day={second} />);
    const banner = await screen.findByTestId('operator-day-changed');
    expect(banner.textContent).toContain('Retirada: T-11');
    expect(banner.textContent).toMatch(/T-12: área 40,47\sha → 20,23\sha/);
  });
});

describe('the refused reports', () => {
  const refused: TRefusedEvent = {
    id: 4,
    kind: 'event',
    equipmentId: 7,
    createdAt: '2026-05-01T13:00:00Z',
    body: { idempotencyKey: 'cab-1', type: 'complete', workOrderId: 1234 },
    refusal: {
      status: 409,
      code: 'executionNotAllowed',
      message: 'The order is not in progress.',
      refusedAt: '2026-05-01T13:05:00Z',
    },
  };

  it("names each refused report with the server's message, and dismisses one", async () => {
    const onDismiss = vi.fn();
    await renderWithApp(
      <RefusedReports refused={[refused]} orderLabel={(id) => `#${id}`} onDismiss={onDismiss} />,
    );
    const alert = screen.getByTestId('operator-refused');
    expect(alert.textContent).toContain('1 report was refused');
    expect(alert.textContent).toContain('Complete order #1234');
    expect(alert.textContent).toContain('The order is not in progress.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledWith(4);
  });
});
