import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { startFakeHttp } from '../../test/fake-http';
import { createOsrmRouting } from './osrm.provider';
import { createGreatCircleRouting } from './great-circle.provider';
import { RoutingUnavailableError } from './routing.provider';

const ames = { latitude: 42.0308, longitude: -93.6319 };
const nevada = { latitude: 42.0227, longitude: -93.4527 };

describe('GET /api/route/profile and /api/route', async () => {
  const { call, login } = await createTestApp();
  const token = await login('dispatcher');

  it('answers the spec defaults: vehicle sprayer, weighting fastest', async () => {
    const response = await call(token, 'GET', '/api/route/profile');
    expect(response.json()).toEqual({ vehicle: 'sprayer', weighting: 'fastest' });
  });

  it('estimates a road route at the vehicle road speed', async () => {
    const response = await call(
      token,
      'GET',
      `/api/route?vehicle=sprayer&point=${ames.latitude},${ames.longitude}&point=${nevada.latitude},${nevada.longitude}`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // 14.8 km straight line x 1.3 road factor, at 40 km/h.
    expect(body.distance).toBeGreaterThan(19_000);
    expect(body.distance).toBeLessThan(20_000);
    expect(body.time).toBeCloseTo(body.distance / (40 / 3.6), 3);
    expect(body.provider).toBe('great-circle');
    const tender = (
      await call(
        token,
        'GET',
        `/api/route?vehicle=tender&point=${ames.latitude},${ames.longitude}&point=${nevada.latitude},${nevada.longitude}`,
      )
    ).json();
    expect(tender.time).toBeLessThan(body.time);
  });

  it('refuses a single point or a malformed one with 400', async () => {
    expect((await call(token, 'GET', `/api/route?point=${ames.latitude},${ames.longitude}`)).statusCode).toBe(
      400,
    );
    expect((await call(token, 'GET', '/api/route?point=north&point=south')).statusCode).toBe(400);
    // Only the spec's weightings and vehicles are accepted.
    expect(
      (await call(token, 'GET', '/api/route?point=41.5,-93.6&point=41.6,-93.5&weighting=scenic')).statusCode,
    ).toBe(400);
    expect(
      (await call(token, 'GET', '/api/route?point=41.5,-93.6&point=41.6,-93.5&vehicle=bicycle')).statusCode,
    ).toBe(400);
    expect((await call(token, 'GET', '/api/route?point=95,10&point=10,10')).statusCode).toBe(400);
  });
});

describe('OSRM adapter', async () => {
  const osrm = await startFakeHttp((_request, url) => {
    if (url.pathname.startsWith('/table/v1/driving/'))
      return {
        body: {
          code: 'Ok',
          durations: [
            [0, 600],
            [620, 0],
          ],
          distances: [
            [0, 20_000],
            [20_500, 0],
          ],
        },
      };
    if (url.pathname.startsWith('/route/v1/driving/'))
      return {
        body: {
          code: 'Ok',
          routes: [
            {
              distance: 20_000,
              duration: 600,
              geometry: {
                coordinates: [
                  [-93.63, 42.03],
                  [-93.45, 42.02],
                ],
              },
            },
          ],
        },
      };
    return { status: 404, body: { code: 'NotFound' } };
  });

  it('asks the table service and never answers a machine faster than its road speed', async () => {
    const routing = createOsrmRouting({ baseUrl: osrm.baseUrl });
    const matrix = await routing.matrix([ames, nevada], 40);
    expect(Array.from(matrix.distances)).toEqual([0, 20_000, 20_500, 0]);
    // A car needs 600 s; a sprayer at 40 km/h needs 1800 s for 20 km.
    expect(matrix.durations[1]).toBeCloseTo(1800, 6);
    expect(osrm.requests.at(-1)?.pathname).toBe(
      '/table/v1/driving/-93.631900,42.030800;-93.452700,42.022700',
    );
    const fast = await routing.matrix([ames, nevada], 200);
    expect(fast.durations[1]).toBe(600);
  });

  it('answers the route geometry', async () => {
    const leg = await createOsrmRouting({ baseUrl: osrm.baseUrl }).route([ames, nevada], 40);
    expect(leg.geometry).toHaveLength(2);
    expect(leg.durationS).toBeCloseTo(1800, 6);
  });

  it('turns an unreachable server into a routing error, and the API into a 502 with a message', async () => {
    const dead = createOsrmRouting({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    await expect(dead.matrix([ames, nevada], 40)).rejects.toBeInstanceOf(RoutingUnavailableError);
    const { call, login } = await createTestApp({ services: { routing: dead } });
    const token = await login();
    const response = await call(
      token,
      'GET',
      `/api/route?point=${ames.latitude},${ames.longitude}&point=${nevada.latitude},${nevada.longitude}`,
    );
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe('routingUnavailable');
  });

  it('the default estimate and OSRM share one matrix shape', async () => {
    const matrix = await createGreatCircleRouting().matrix([ames, nevada, ames], 40);
    expect(matrix.distances).toHaveLength(9);
    expect(matrix.distances[0]).toBe(0);
    expect(matrix.distances[2]).toBe(0);
  });
});
