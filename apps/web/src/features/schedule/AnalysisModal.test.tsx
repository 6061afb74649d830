import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { THourVerdict } from '@tramline/domain';
import { sessionStore } from '../../api';
import { renderWithApp } from '../../test/render';
import { AnalysisModal } from './AnalysisModal';
import type { TScheduleDay } from './use-schedule-day';

const HOURS: THourVerdict[] = [
  {
    hour: '2026-05-04T13:00:00Z',
    windSpeedKmh: 8,
    temperatureC: 20,
    humidityPercent: 60,
    rainMm: 0,
    blocked: [],
    open: true,
  },
  {
    hour: '2026-05-04T14:00:00Z',
    windSpeedKmh: 30,
    temperatureC: 22,
    humidityPercent: 55,
    rainMm: 2.54,
    blocked: [{ productId: 3, productName: 'Roundup PowerMax', limit: 'wind', value: 30, threshold: 16 }],
    open: false,
  },
  {
    hour: '2026-05-04T15:00:00Z',
    windSpeedKmh: null,
    temperatureC: null,
    humidityPercent: null,
    rainMm: null,
    blocked: [],
    open: false,
  },
];

describe('planning details of an order', () => {
  it('shows the hours in the locale units, what blocked each hour, and hours without a forecast apart', async () => {
    sessionStore.set({
      token: 'test-token',
      user: {
        id: 1,
        login: 'dispatcher',
        name: 'Dana Pruitt',
        email: null,
        unit: 1,
        language: 'en-us',
        units: 'language',
        roles: ['DISPATCHER'],
        owner: 'demo',
      },
    });
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify(HOURS), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
    try {
      const day = { date: '2026-05-04', locale: 'en-us', timeZone: 'America/Chicago' } as TScheduleDay;
      await renderWithApp(<AnalysisModal order={{ id: 12, ticket: '1042' }} day={day} onClose={() => {}} />);
      const table = await screen.findByTestId('analysis-table');
      expect(String(fetch.mock.calls[0]![0])).toContain('/analise/12?data=2026-05-04');
      expect(within(table).getByText('Temperature (°F)')).toBeTruthy();
      expect(within(table).getByText('Rain (in)')).toBeTruthy();
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows[0]!.textContent).toContain('68');
      expect(rows[0]!.textContent).toContain('Open');
      expect(rows[1]!.textContent).toContain('0.1');
      expect(rows[1]!.textContent).toContain('Roundup PowerMax: wind');
      expect(rows[2]!.textContent).toContain('No forecast');
      expect(rows[2]!.textContent).not.toContain('Open');
    } finally {
      fetch.mockRestore();
    }
  });
});
