import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { TSeasonPlanning } from '@tramline/domain';
import { renderWithApp } from '../../test/render';
import { json, screenApi, signIn } from '../../test/screen-api';
import { SeasonPlanningView, seasonsAround } from './SeasonPlanningView';

vi.mock('../../ui/chart/Chart', () => ({ Chart: () => null }));

const season: TSeasonPlanning = {
  season: 2026,
  timeZone: 'America/Regina',
  weeklyCapacityHectares: 404.686,
  weeks: [
    {
      week: '2026-05-04',
      plannedHectares: 202.343,
      appliedHectares: 40.4686,
      byCrop: { '3': 202.343 },
      capacityHectares: 404.686,
    },
    { week: '2026-05-11', plannedHectares: 0, appliedHectares: 0, byCrop: {}, capacityHectares: 404.686 },
  ],
  crops: [{ id: 3, name: 'Canola', plannedHectares: 202.343, appliedHectares: 40.4686 }],
  products: [{ id: 9, name: 'Liberty 200', plannedHectares: 202.343, appliedHectares: 40.4686 }],
  plannedHectares: 202.343,
  appliedHectares: 40.4686,
};

const api = screenApi('/season-planning', async () => json(season));

describe('the season planning screen', () => {
  it('shows the season in acres in en-ca: weeks with area, crops, products and capacity', async () => {
    signIn('en-ca');
    await renderWithApp(<SeasonPlanningView thisYear={2026} />, { locale: 'en-ca' });
    expect((await screen.findByTestId('season-planned')).textContent).toBe('500\u00a0ac');
    expect(screen.getByTestId('season-capacity').textContent).toContain('1,000\u00a0ac');
    expect(screen.getAllByText('Canola')).toHaveLength(1);
    expect(screen.getByText('Liberty 200')).toBeTruthy();
    // Only the week with area is listed; its use of capacity is planned over capacity.
    expect(screen.getByText('2026-05-04')).toBeTruthy();
    expect(screen.queryByText('2026-05-11')).toBeNull();
    expect(screen.getByText('50 %')).toBeTruthy();
    expect(String(api.fetch.mock.calls[0]![0])).toContain('season=2026');
  });

  it('shows hectares in pt-br', async () => {
    signIn('pt-br');
    await renderWithApp(<SeasonPlanningView thisYear={2026} />, { locale: 'pt-br' });
    expect((await screen.findByTestId('season-planned')).textContent).toBe('202,34\u00a0ha');
  });

  it('answers "not available for this account" when the server refuses with 403', async () => {
    api.answer = async () => json({ message: 'forbidden' }, 403);
    signIn('en-ca');
    await renderWithApp(<SeasonPlanningView thisYear={2026} />, { locale: 'en-ca' });
    expect(await screen.findByText('Season planning is not available for this account.')).toBeTruthy();
    expect(screen.queryByText(/not available yet/)).toBeNull();
  });

  it('says when no order falls in the season', async () => {
    api.answer = async () => json({ ...season, weeks: [], crops: [], products: [], plannedHectares: 0 });
    signIn('es-es');
    await renderWithApp(<SeasonPlanningView thisYear={2026} />, { locale: 'es-es' });
    expect(await screen.findByText('Ninguna orden de trabajo cae en esta campaña.')).toBeTruthy();
  });

  it('offers next season, this one and the two before', () => {
    expect(seasonsAround(2026)).toEqual([2027, 2026, 2025, 2024]);
  });
});
