import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { alarmsStore } from '../alerts/alerts.store';
import { NotificationBell } from './NotificationBell';

const alarm = (id: number) => ({
  cdId: id,
  descAlarme: `Stopped for ${id} minutes`,
  vlAlarme: '#1971c2',
  fgClassificacao: 13,
  cdEspecialAlarme: 3,
  cdEquipamento: 10 + id,
  descEquipamento: `Sprayer ${id}`,
  descOperador: null,
  cdOrdemServico: null,
  vlOrdemServico: null,
  duracao: 600,
  dtHrLocal: '2026-05-20T14:05:00Z',
  dtHrFim: null,
  fgOnline: 1,
  latitude: null,
  longitude: null,
  acknowledgedAt: null,
  acknowledgedBy: null,
  acknowledgeNote: null,
});

/** The server's bell answer. */
function serveBell(latest: ReturnType<typeof alarm>[], count: number) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    if (String(input).includes('/alarmes/sino'))
      return new Response(JSON.stringify({ latest, count }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => alarmsStore.set([]));
});

describe('NotificationBell', () => {
  it('says there are no alerts when the server has none', async () => {
    serveBell([], 0);
    await renderWithApp(<NotificationBell timeZone="America/Chicago" />);
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No alerts right now')).toBeTruthy();
  });

  it('counts every open alert from the server but lists only the latest three', async () => {
    const fetchMock = serveBell([alarm(1), alarm(2), alarm(3)], 5);
    await renderWithApp(<NotificationBell timeZone="America/Chicago" />);
    const bell = await screen.findByRole('button', { name: 'Notifications: 5 alerts' });
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/alarmes/sino');
    // Only the button says whether the menu is open; the count's wrapper carries no menu state.
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelectorAll('[aria-expanded]')).toHaveLength(1);
    fireEvent.click(bell);
    expect(await screen.findByText('Stopped for 1 minutes')).toBeTruthy();
    expect(screen.getByText('Stopped for 3 minutes')).toBeTruthy();
    expect(screen.getByText('Sprayer 1 · 05/20/2026, 09:05 AM')).toBeTruthy();
  });

  it('clears the list when the alarms cannot be fetched', async () => {
    act(() => alarmsStore.set([alarm(1)], 1));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } })),
    );
    await renderWithApp(<NotificationBell timeZone="America/Chicago" />);
    await waitFor(() => expect(alarmsStore.get().count).toBe(0));
  });
});
