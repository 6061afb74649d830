import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { screen } from '@testing-library/react';
import type { TRoadRoutes } from '@tramline/domain';
import { sessionStore } from '../../api';
import { renderWithApp } from '../../test/render';
import { boundsOf, zonedToday } from './road-routes';
import { RoadRoutesView } from './RoadRoutesView';
import { signIn } from '../../test/screen-api';

vi.mock('../maps/FieldMap', () => ({ FieldMap: () => null }));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const groups = [
  {
    configuracaoId: 5,
    configName: 'Sprayers',
    autoSend: false,
    autoSendHour: null,
    hasWorkingHours: true,
    equipments: [],
  },
];

const day: TRoadRoutes = {
  date: '2026-05-04',
  timeZone: 'America/Chicago',
  groupId: 5,
  provider: 'great-circle',
  machines: [
    {
      machineId: 11,
      name: 'Sprayer 11',
      planId: 3,
      stops: [
        {
          number: 1,
          kind: 'warehouse',
          name: 'Ames shed',
          cdOrdemServico: null,
          latitude: 42,
          longitude: -93.6,
        },
        { number: 2, kind: 'field', name: 'North 40', cdOrdemServico: 7, latitude: 42.1, longitude: -93.5 },
        {
          number: 3,
          kind: 'warehouse',
          name: 'Ames shed',
          cdOrdemServico: null,
          latitude: 42,
          longitude: -93.6,
        },
      ],
      legs: [
        {
          from: 1,
          to: 2,
          distanceMetres: 16_093.44,
          durationSeconds: 1800,
          geometry: [
            [-93.6, 42],
            [-93.5, 42.1],
          ],
        },
        {
          from: 2,
          to: 3,
          distanceMetres: 16_093.44,
          durationSeconds: 1800,
          geometry: [
            [-93.5, 42.1],
            [-93.6, 42],
          ],
        },
      ],
      totalDistanceMetres: 32_186.88,
      totalDurationSeconds: 3600,
    },
  ],
};

let groupsAnswer: unknown[] = groups;
let answer: () => Promise<Response>;
let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  answer = async () => json(day);
  fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/routes/day')) return answer();
    if (url.includes('configuracoes-com-info-equipamento')) return json(groupsAnswer);
    return json([]);
  });
});
afterEach(() => {
  groupsAnswer = groups;
  fetchMock.mockRestore();
  sessionStore.clear();
});

describe('the routes screen', () => {
  it("lists each machine's legs with miles and drive time in en-us, asking for the first group", async () => {
    signIn('en-us');
    await renderWithApp(<RoadRoutesView />, { locale: 'en-us' });
    expect((await screen.findByTestId('route-11-distance', {}, { timeout: 5000 })).textContent).toBe(
      '20\u00a0mi',
    );
    expect(screen.getByTestId('route-11-time').textContent).toBe('1\u00a0h 00\u00a0min');
    expect(screen.getAllByText('1. Warehouse · Ames shed').length).toBeGreaterThan(0);
    expect(screen.getAllByText('2. North 40')).toHaveLength(2);
    const asked = fetchMock.mock.calls
      .map(([input]) => String(input))
      .find((url) => url.includes('/routes/day'))!;
    expect(asked).toContain('groupId=5');
  });

  it('opens on the first group with a plan that day', async () => {
    const machine = {
      equipamentoId: 11,
      name: 'Sprayer 11',
      equipmentType: 'sprayer',
      warehouse: null,
      sentAt: null,
    };
    groupsAnswer = [
      { ...groups[0], equipments: [{ ...machine, hasPlan: false }] },
      {
        ...groups[0],
        configuracaoId: 8,
        configName: 'Spreaders',
        equipments: [{ ...machine, hasPlan: true }],
      },
    ];
    signIn('en-us');
    await renderWithApp(<RoadRoutesView />);
    await screen.findByTestId('route-11-distance', {}, { timeout: 5000 });
    const asked = fetchMock.mock.calls
      .map(([input]) => String(input))
      .find((url) => url.includes('/routes/day'))!;
    expect(asked).toContain('groupId=8');
  });

  it('shows kilometres and the Portuguese stop names in pt-br', async () => {
    signIn('pt-br');
    await renderWithApp(<RoadRoutesView />, { locale: 'pt-br' });
    expect((await screen.findByTestId('route-11-distance')).textContent).toBe('32,2\u00a0km');
    expect(screen.getAllByText('1. Armazém · Ames shed').length).toBeGreaterThan(0);
  });

  it('reads miles in en-ca', async () => {
    signIn('en-ca');
    await renderWithApp(<RoadRoutesView />, { locale: 'en-ca' });
    expect((await screen.findByTestId('route-11-distance')).textContent).toBe('20\u00a0mi');
  });

  it('says when no machine has a plan that day', async () => {
    answer = async () => json({ ...day, machines: [] });
    signIn('es-es');
    await renderWithApp(<RoadRoutesView />, { locale: 'es-es' });
    expect(await screen.findByText('Ninguna máquina de este grupo tiene un plan en este día.')).toBeTruthy();
  });

  it('says it is loading, then that the routing service is down on a 502', async () => {
    answer = () => new Promise((resolve) => setTimeout(() => resolve(json({ message: 'down' }, 502)), 100));
    signIn('en-us');
    await renderWithApp(<RoadRoutesView />);
    expect(await screen.findByText('Loading the routes…')).toBeTruthy();
    expect(
      await screen.findByText('The routing service could not be reached. Try again in a moment.'),
    ).toBeTruthy();
  });
});

describe('route helpers', () => {
  it("reads today's date on the branch's clock", () => {
    const instant = new Date('2026-05-05T03:00:00Z');
    expect(zonedToday('America/Chicago', instant)).toBe('2026-05-04');
    expect(zonedToday('UTC', instant)).toBe('2026-05-05');
  });

  it('boxes every stop and road, and nothing without routes', () => {
    expect(boundsOf(day.machines)).toEqual([-93.6, 42, -93.5, 42.1]);
    expect(boundsOf([])).toBeNull();
  });
});
