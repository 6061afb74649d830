import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TEquipmentGroupRecord, TRole } from '@tramline/domain';
import { sessionStore } from '../../api';
import { renderWithApp } from '../../test/render';
import { SettingsDrawer } from './SettingsDrawer';

const SAVED = {
  configuracaoId: 4,
  weighting: 'fastest',
  vehicle: 'sprayer',
  weather: { wind: true, temperature: true, humidity: true, rain: true, sun: true, thermalInversion: false },
  saved: true,
  version: 3,
};

const GROUP: TEquipmentGroupRecord = {
  id: 4,
  cdUnidade: 1,
  timeZone: 'America/Chicago',
  name: 'North sprayers',
  active: true,
  productiveOperation: null,
  locationIds: [],
  distributionType: 'spraying',
  productTypeFilter: [],
  timingFilter: [],
  liquidRateThreshold: null,
  mixtureType: 'LIQUID',
  consolidation: 'none',
  chemicalAddition: 'never',
  tankCapacity: 4542.49,
  blenderCapacity: null,
  balanceLoads: null,
  autoSendLoads: false,
  autoSendTime: null,
  robot: false,
  autoAssignWorkOrders: false,
  individualOrdersPerField: false,
  tenderLoadingOrder: 'by-arrival',
  workingPeriods: [
    {
      dayOfWeek: 'MON',
      start: { hour: 6, minute: 0 },
      end: { hour: 18, minute: 0 },
      overtimeLimit: { hour: 1, minute: 0 },
    },
    {
      dayOfWeek: 'TUE',
      start: { hour: 6, minute: 0 },
      end: { hour: 18, minute: 0 },
      overtimeLimit: { hour: 0, minute: 0 },
    },
  ],
  equipments: [],
  tenderTrucks: [],
  version: 5,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function signIn(role: TRole) {
  sessionStore.set({
    token: 'test-token',
    user: {
      id: 1,
      login: 'user',
      name: 'Dana Pruitt',
      email: null,
      unit: 1,
      language: 'en-us',
      units: 'language',
      roles: [role],
      owner: 'demo',
    },
  });
}

const posts = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');

describe('optimisation settings', () => {
  it('lets the dispatcher turn the sun rule off and saves it with the version; thermal inversion stays off', async () => {
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
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.includes('/settings'))
        return json(200, init?.method === 'PUT' ? { ...SAVED, version: 4 } : SAVED);
      return json(404, { code: 'notFound', message: 'Not found' });
    });
    try {
      await renderWithApp(<SettingsDrawer opened onClose={() => {}} groupId={4} />);
      const sun = await screen.findByRole('checkbox', { name: /^Sun rule: from 1 hour after sunrise/ });
      await waitFor(() => expect((sun as HTMLInputElement).disabled).toBe(false));
      expect((sun as HTMLInputElement).checked).toBe(true);
      const inversion = screen.getByRole('checkbox', { name: /^Thermal inversion/ }) as HTMLInputElement;
      expect(inversion.disabled).toBe(true);
      expect(inversion.checked).toBe(false);

      fireEvent.click(sun);
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(fetch.mock.calls.some(([, call]) => call?.method === 'PUT')).toBe(true));
      const [url, put] = fetch.mock.calls.find(([, call]) => call?.method === 'PUT')!;
      expect(String(url)).toContain('/configuracao/4/settings');
      expect(JSON.parse(String(put?.body))).toMatchObject({
        weather: { wind: true, temperature: true, humidity: true, rain: true, sun: false },
        version: 3,
      });
    } finally {
      fetch.mockRestore();
    }
  });

  it(
    'saves edited working hours and auto-send through the group, with its version; a cleared day is dropped',
    { timeout: 20_000 },
    async () => {
      signIn('MANAGER');
      const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
        const url = String(input);
        if (url.includes('/settings')) return json(200, SAVED);
        if (url.includes('/manage/create')) return json(200, { ...GROUP, version: 6 });
        if (url.includes('/manage/4')) return json(200, GROUP);
        return json(404, { code: 'notFound', message: 'Not found' });
      });
      try {
        await renderWithApp(<SettingsDrawer opened onClose={() => {}} groupId={4} />);
        const mondayStart = (await screen.findByLabelText('Monday Start')) as HTMLInputElement;
        expect(mondayStart.value).toBe('06:00');
        expect(mondayStart.disabled).toBe(false);
        fireEvent.change(mondayStart, { target: { value: '07:15' } });
        fireEvent.click(screen.getByRole('button', { name: 'Clear Tuesday' }));
        const mondayMinutes = screen.getByLabelText('Monday Overtime minutes');
        fireEvent.change(mondayMinutes, { target: { value: '75' } });
        fireEvent.click(screen.getByRole('switch', { name: 'Send the day to the machines automatically' }));
        fireEvent.click(screen.getByRole('button', { name: 'Save hours and auto-send' }));
        expect(await screen.findByText('Minutes must be between 0 and 59')).toBeTruthy();
        expect(await screen.findByText('This is a required field!')).toBeTruthy();
        expect(posts(fetch)).toHaveLength(0);

        fireEvent.change(mondayMinutes, { target: { value: '30' } });
        fireEvent.change(screen.getByLabelText(/^Send at/), { target: { value: '05:45' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save hours and auto-send' }));
        await waitFor(() => expect(posts(fetch)).toHaveLength(1));
        const [url, post] = posts(fetch)[0] as [string, RequestInit];
        expect(url).toContain('/config-proc-ordem-servico/manage/create');
        const body = JSON.parse(String(post.body));
        expect(body).toMatchObject({
          id: 4,
          version: 5,
          name: 'North sprayers',
          tankCapacity: 4542.49,
          autoSendLoads: true,
          autoSendTime: { hour: 5, minute: 45 },
        });
        expect(body.workingPeriods).toEqual([
          {
            dayOfWeek: 'MON',
            start: { hour: 7, minute: 15 },
            end: { hour: 18, minute: 0 },
            overtimeLimit: { hour: 1, minute: 30 },
          },
        ]);
        expect(await screen.findByText('Working hours and auto-send saved.')).toBeTruthy();
      } finally {
        fetch.mockRestore();
      }
    },
  );

  it(
    'shows a stale-version conflict from the group save and reloads the group',
    { timeout: 20_000 },
    async () => {
      signIn('MANAGER');
      let groupLoads = 0;
      const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
        const url = String(input);
        if (url.includes('/settings')) return json(200, SAVED);
        if (url.includes('/manage/create'))
          return json(409, { code: 'staleVersion', message: 'Someone else changed this record. Reload it.' });
        if (url.includes('/manage/4')) {
          groupLoads += 1;
          return json(200, GROUP);
        }
        return json(404, { code: 'notFound', message: 'Not found' });
      });
      try {
        await renderWithApp(<SettingsDrawer opened onClose={() => {}} groupId={4} />);
        fireEvent.change(await screen.findByLabelText('Monday End'), { target: { value: '19:00' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save hours and auto-send' }));
        expect(await screen.findByText('Someone else changed this record. Reload it.')).toBeTruthy();
        await waitFor(() => expect(groupLoads).toBe(2));
      } finally {
        fetch.mockRestore();
      }
    },
  );

  it('shows the hours read-only to a dispatcher, who may not edit records', { timeout: 20_000 }, async () => {
    signIn('DISPATCHER');
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/settings')) return json(200, SAVED);
      if (url.includes('/manage/4')) return json(200, GROUP);
      return json(404, { code: 'notFound', message: 'Not found' });
    });
    try {
      await renderWithApp(<SettingsDrawer opened onClose={() => {}} groupId={4} />);
      const mondayStart = (await screen.findByLabelText('Monday Start')) as HTMLInputElement;
      expect(mondayStart.value).toBe('06:00');
      expect(mondayStart.closest('fieldset')?.disabled).toBe(true);
      expect(screen.queryByRole('button', { name: 'Save hours and auto-send' })).toBeNull();
      expect(screen.getByText(/^Only users who may edit records/)).toBeTruthy();
    } finally {
      fetch.mockRestore();
    }
  });
});
