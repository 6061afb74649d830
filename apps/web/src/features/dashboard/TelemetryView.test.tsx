import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TTelemetry } from '@tramline/domain';
import { sessionStore } from '../../api';
import { renderWithApp } from '../../test/render';
import { TelemetryView } from './TelemetryView';
import { zonedMidnight } from './zoned-day';
import { signIn } from '../../test/screen-api';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const fleet = {
  date: '2026-05-04',
  onlineMinutes: 10,
  machines: [
    {
      equipamentoId: 7,
      name: 'Sprayer 7',
      code: 'S7',
      type: 'sprayer',
      group: null,
      tankCapacityLitres: 3000,
      position: null,
      state: 'offline',
      work: null,
      day: [],
    },
  ],
  orders: [],
};

const point = (at: string, speedKmh: number) => ({
  at,
  speedKmh,
  rate: 100,
  tankLevelLitres: 2000,
  boomOn: 1,
  sectionsOn: 0.5,
  points: 60,
});

let telemetry: TTelemetry;
let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  telemetry = {
    machineId: 7,
    name: 'Sprayer 7',
    from: '2026-05-04T00:00:00.000Z',
    to: '2026-05-05T00:00:00.000Z',
    bucket: 60,
    engineHours: null,
    points: [point('2026-05-04T10:00:00.000Z', 20), point('2026-05-04T10:01:00.000Z', 18)],
  };
  fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/monitoring/fleet')) return json(fleet);
    if (url.includes('/telemetry')) return json(telemetry);
    return json([]);
  });
});
afterEach(() => {
  fetchMock.mockRestore();
  sessionStore.clear();
});

async function pickMachine() {
  const select = await screen.findByTestId('telemetry-machine');
  fireEvent.click(select);
  fireEvent.click(await screen.findByText('Sprayer 7', {}, { timeout: 8000 }));
}

describe('the telemetry screen', () => {
  it('asks for a machine first', async () => {
    signIn('en-us');
    await renderWithApp(<TelemetryView />);
    expect(await screen.findByText('Choose a machine to see its telemetry.')).toBeTruthy();
  });

  it('charts speed in mph and the tank in gallons in en-us, asking one day in the branch zone', async () => {
    signIn('en-us');
    await renderWithApp(<TelemetryView />);
    await pickMachine();
    expect(await screen.findByRole('img', { name: 'Speed (mph)' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Tank level (gal)' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Boom and sections' })).toBeTruthy();
    expect(screen.getByTestId('telemetry-bucket').textContent).toContain('Averaged per 60 seconds');
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/telemetry'));
    const query = new URL(String(call![0]), 'http://x').searchParams;
    expect(query.get('machineId')).toBe('7');
    expect(Date.parse(query.get('to')!) - Date.parse(query.get('from')!)).toBeGreaterThanOrEqual(
      23 * 3_600_000,
    );
  });

  it('charts km/h and litres in pt-br', async () => {
    signIn('pt-br');
    await renderWithApp(<TelemetryView />, { locale: 'pt-br' });
    await pickMachine();
    expect(await screen.findByRole('img', { name: 'Velocidade (km/h)' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Nível do tanque (l)' })).toBeTruthy();
  });

  it('says so when the machine reported nothing', async () => {
    telemetry = { ...telemetry, points: [] };
    signIn('es-es');
    await renderWithApp(<TelemetryView />, { locale: 'es-es' });
    await pickMachine();
    await waitFor(
      () => expect(screen.getByText('Esta máquina no informó nada en este intervalo.')).toBeTruthy(),
      {
        timeout: 8000,
      },
    );
  });
});

describe('local midnight in a zone', () => {
  it('starts the day at the zone offset, daylight saving included', () => {
    expect(zonedMidnight('2026-07-01', 'America/Chicago').toISOString()).toBe('2026-07-01T05:00:00.000Z');
    expect(zonedMidnight('2026-01-15', 'America/Chicago').toISOString()).toBe('2026-01-15T06:00:00.000Z');
    expect(zonedMidnight('2026-05-04', 'America/Sao_Paulo').toISOString()).toBe('2026-05-04T03:00:00.000Z');
  });
});
