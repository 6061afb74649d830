import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

const { app, call, login } = await createTestApp({ secondOwner: true });
const dispatcher = await login('dispatcher');
const base = '/api/planejamento-ordem-servico/v2/configuracao';
const groups = (await call(dispatcher, 'GET', '/api/config-proc-ordem-servico/all')).json() as {
  id: number;
  mixtureType: string;
  robot: boolean;
}[];
const liquid = groups.filter((group) => group.mixtureType === 'LIQUID' && !group.robot);
const groupId = liquid[0]!.id;
const input = {
  weighting: 'shortest',
  vehicle: 'spreader',
  weather: { wind: false, temperature: true, humidity: false, rain: true, sun: false },
};

describe('planning settings', () => {
  it('answers the defaults of a group without settings (before any save): fastest, sprayer (the route profile), every weather limit respected, thermal inversion off', async () => {
    const [settingsResponse, profile] = await Promise.all([
      call(dispatcher, 'GET', `${base}/${liquid[0]!.id}/settings`),
      call(dispatcher, 'GET', '/api/route/profile'),
    ]);
    expect(settingsResponse.statusCode).toBe(200);
    const settings = settingsResponse.json();
    expect(settings).toEqual({
      configuracaoId: liquid[0]!.id,
      weighting: profile.json().weighting,
      vehicle: profile.json().vehicle,
      weather: {
        wind: true,
        temperature: true,
        humidity: true,
        rain: true,
        sun: true,
        thermalInversion: false,
      },
      saved: false,
      version: 0,
    });
  });

  it('holds the demo’s dry spreading crew as a spreader that ignores the drift-only limits', async () => {
    const dry = groups.find((group) => group.mixtureType === 'DRY')!;
    const settings = (await call(dispatcher, 'GET', `${base}/${dry.id}/settings`)).json();
    expect(settings).toMatchObject({
      vehicle: 'spreader',
      saved: true,
      weather: { wind: true, rain: true, temperature: false, humidity: false, sun: false },
    });
  });

  it('saves a group’s settings, reads them back and lets planning read them through the service', async () => {
    const saved = await call(dispatcher, 'PUT', `${base}/${groupId}/settings`, { ...input, version: 0 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...input, saved: true, version: 1 });
    expect((await call(dispatcher, 'GET', `${base}/${groupId}/settings`)).json()).toMatchObject({
      weighting: 'shortest',
      version: 1,
    });
    const auth = (await app.services.auth.authenticate(dispatcher))!;
    expect(await app.services.planningSettings.weatherRespectOf(auth, groupId)).toEqual(input.weather);
    expect((await app.services.planningSettings.settingsOf(auth, groupId)).vehicle).toBe('spreader');
  });

  it('refuses a save over a stale version with 409', async () => {
    const current = (await call(dispatcher, 'GET', `${base}/${groupId}/settings`)).json();
    const first = await call(dispatcher, 'PUT', `${base}/${groupId}/settings`, {
      ...input,
      weighting: 'fastest',
      version: current.version,
    });
    expect(first.statusCode).toBe(200);
    const second = await call(dispatcher, 'PUT', `${base}/${groupId}/settings`, {
      ...input,
      version: current.version,
    });
    expect(second.statusCode).toBe(409);
  });

  it('refuses an unknown vehicle with 400', async () => {
    const response = await call(dispatcher, 'PUT', `${base}/${groupId}/settings`, {
      ...input,
      vehicle: 'tractor',
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses an applicator with 403', async () => {
    const applicator = await login('applicator');
    expect((await call(applicator, 'PUT', `${base}/${groupId}/settings`, input)).statusCode).toBe(403);
  });

  it('answers 404 for another tenant’s group, reading or saving', async () => {
    const other = await login('demo', { owner: 'other' });
    expect((await call(other, 'GET', `${base}/${groupId}/settings`)).statusCode).toBe(404);
    expect((await call(other, 'PUT', `${base}/${groupId}/settings`, input)).statusCode).toBe(404);
  });
});
