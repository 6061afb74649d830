import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { alarmsStore } from '../alerts/alerts.store';
import { NotificationBell } from './NotificationBell';

const alarm = (id: number) => ({
  cdId: id,
  descAlarme: `Stopped for ${id} minutes`,
  descEquipamento: `Sprayer ${id}`,
  dtHrLocal: '2026-05-20T14:05:00Z',
});

describe('NotificationBell', () => {
  it('says there are no alerts until the alerts feed one', async () => {
    act(() => alarmsStore.set([]));
    await renderWithApp(<NotificationBell timeZone="America/Chicago" />);
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No alerts right now')).toBeTruthy();
  });

  it('counts every alert but lists only the latest three', async () => {
    act(() => alarmsStore.set([alarm(1), alarm(2), alarm(3), alarm(4), alarm(5)], 5));
    await renderWithApp(<NotificationBell timeZone="America/Chicago" />);
    const bell = screen.getByRole('button', { name: 'Notifications: 5 alerts' });
    fireEvent.click(bell);
    expect(await screen.findByText('Stopped for 1 minutes')).toBeTruthy();
    expect(screen.getByText('Stopped for 3 minutes')).toBeTruthy();
    expect(screen.queryByText('Stopped for 4 minutes')).toBeNull();
    expect(screen.getByText('Sprayer 1 · 05/20/2026, 09:05 AM')).toBeTruthy();
    act(() => alarmsStore.set([]));
  });
});
