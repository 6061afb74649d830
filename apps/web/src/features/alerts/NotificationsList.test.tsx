import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { TNotification } from '@tramline/domain';
import { renderWithApp } from '../../test/render';
import { NotificationsList } from './NotificationsList';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const rows: TNotification[] = [
  {
    id: 1,
    type: 'forecastChanged',
    message: 'The new forecast closes the spray windows of #418031 planned for Sprayer 11 on 2026-06-02',
    cdOrdemServico: null,
    planejamentoId: 6,
    link: '/orders?date=2026-06-02&group=1',
    createdAt: '2026-06-02T05:00:00.000Z',
    read: false,
  },
  {
    id: 2,
    type: 'lateWorkOrder',
    message: 'Work order #418032 is late: its planned end has passed',
    cdOrdemServico: 7,
    planejamentoId: null,
    link: null,
    createdAt: '2026-06-02T04:00:00.000Z',
    read: false,
  },
];

let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/notificacoes'))
      return json({ content: rows, totalElements: rows.length, totalPages: 1, number: 0, size: 20 });
    return json({});
  });
});
afterEach(() => fetchMock.mockRestore());

describe('the notifications list', () => {
  it('links a forecast change to the schedule day to re-plan, and other notifications to nothing', async () => {
    await renderWithApp(<NotificationsList />);
    await screen.findByText(rows[0]!.message, {}, { timeout: 8000 });
    const links = screen.getAllByRole('link', { name: 'Open the day to re-plan' });
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('/orders?date=2026-06-02&group=1');
    expect(screen.getByText(rows[1]!.message)).toBeTruthy();
  });
});
