import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TDashboard } from '@tramline/domain';
import { renderWithApp } from '../../test/render';
import { json, screenApi, signIn } from '../../test/screen-api';
import { DashboardView } from './DashboardView';

const day: TDashboard = {
  day: '2026-05-04',
  timeZone: 'UTC',
  orders: [
    { status: 1, count: 12 },
    { status: 4, count: 3 },
  ],
  plannedHectares: 100,
  appliedHectares: 40.5,
  machines: [
    { state: 'applying', count: 2 },
    { state: 'travelling', count: 1 },
    { state: 'refilling', count: 0 },
    { state: 'cleaning', count: 0 },
    { state: 'stopped', count: 0 },
    { state: 'offline', count: 4 },
  ],
  openAlerts: 2,
  weather: [
    {
      hour: '2026-05-04T14:00:00.000Z',
      windKmh: 10,
      temperatureC: 20,
      humidityPct: 60,
      rainMm: 0,
      open: true,
    },
    {
      hour: '2026-05-04T15:00:00.000Z',
      windKmh: 30,
      temperatureC: 21,
      humidityPct: 55,
      rainMm: 0,
      open: false,
    },
  ],
};

const api = screenApi('/dashboard', async () => json(day));

describe('the dashboard', () => {
  it('says it is loading until the day arrives', async () => {
    api.answer = () => new Promise((resolve) => setTimeout(() => resolve(json(day)), 200));
    signIn('en-us');
    await renderWithApp(<DashboardView />);
    expect(await screen.findByText('Loading the dashboard…')).toBeTruthy();
    expect(await screen.findByTestId('orders-1', {}, { timeout: 8000 })).toBeTruthy();
  });

  it('shows orders by status, areas in acres, alerts and the spray verdict in en-us', async () => {
    signIn('en-us');
    await renderWithApp(<DashboardView />);
    expect((await screen.findByTestId('orders-1', {}, { timeout: 8000 })).textContent).toBe('12');
    expect(screen.getByText('Ready')).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.getByTestId('area-planned').textContent).toMatch(/^247\.1\d?\sac$/);
    expect(screen.getByTestId('alerts-open').textContent).toBe('2 alerts open');
    expect(screen.getByText('Spray window open')).toBeTruthy();
    expect(screen.getByText(/^6\.2\d?\smph$/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Machines' })).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Open' }).map((link) => link.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(['/records/orders', '/orders', '/alerts', '/monitoring']));
  });

  it('shows hectares and km/h in pt-br', async () => {
    signIn('pt-br');
    await renderWithApp(<DashboardView />, { locale: 'pt-br' });
    expect((await screen.findByTestId('area-planned', {}, { timeout: 8000 })).textContent).toMatch(
      /^100\sha$/,
    );
    expect(screen.getByText('Janela de pulverização aberta')).toBeTruthy();
    expect(screen.getByText(/^10\skm\/h$/)).toBeTruthy();
  });

  it('says so when the branch has no orders, machines or forecast', async () => {
    api.answer = async () =>
      json({
        ...day,
        orders: [],
        machines: day.machines.map((row) => ({ ...row, count: 0 })),
        weather: [],
        openAlerts: 0,
      });
    signIn('es-es');
    await renderWithApp(<DashboardView />, { locale: 'es-es' });
    expect(await screen.findByText('No hay órdenes abiertas.', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('No hay máquinas activas en esta sucursal.')).toBeTruthy();
    expect(screen.getByText('No hay pronóstico para la ubicación de la sucursal.')).toBeTruthy();
  });

  it('reads en-ca in acres with the English texts', async () => {
    signIn('en-ca');
    await renderWithApp(<DashboardView />, { locale: 'en-ca' });
    expect((await screen.findByTestId('area-applied', {}, { timeout: 8000 })).textContent).toMatch(
      /^100\.08\sac$/,
    );
  });

  it('shows an error when the call fails', async () => {
    api.answer = async () =>
      new Response('{}', { status: 500, headers: { 'Content-Type': 'application/json' } });
    signIn('en-us');
    await renderWithApp(<DashboardView />);
    expect(await screen.findByText('The dashboard could not be loaded.', {}, { timeout: 8000 })).toBeTruthy();
  });
});
