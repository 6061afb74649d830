import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

const { call, login } = await createTestApp({ secondOwner: true });
const admin = await login();

type TStop = { id: number; code: string; descOperacao: string; durationMinutes: number; version: number };

let serial = 900;
function body(values: Record<string, unknown> = {}) {
  serial += 1;
  return {
    code: String(serial),
    descOperacao: `Test stop ${serial}`,
    operationType: 'UNPRODUCTIVE',
    durationMinutes: 15,
    graphic: true,
    workOrderType: 'ALL',
    stopGroup: 'Logistics',
    iconUrl: 'https://cdn.example.com/icons/refill.svg',
    backgroundColor: '#1e88e5',
    ...values,
  };
}

describe('stop operations on /api/stop-operations', () => {
  it('creates, reads, edits and deletes; the colour is kept upper-case', async () => {
    const created = await call(
      admin,
      'POST',
      '/api/stop-operations',
      body({ code: '77', descOperacao: 'Tender refill' }),
    );
    expect(created.statusCode).toBe(201);
    const stop = created.json<TStop>();
    expect(stop).toMatchObject({
      code: '77',
      descOperacao: 'Tender refill',
      durationMinutes: 15,
      backgroundColor: '#1E88E5',
      status: 'ACTIVE',
    });
    const edited = await call(
      admin,
      'PUT',
      `/api/stop-operations/${stop.id}`,
      body({ code: '77', durationMinutes: 20, version: 1 }),
    );
    expect(edited.json()).toMatchObject({ durationMinutes: 20, version: 2 });
    expect(
      (await call(admin, 'PUT', `/api/stop-operations/${stop.id}`, body({ code: '77', version: 1 })))
        .statusCode,
    ).toBe(409);
    expect((await call(admin, 'DELETE', `/api/stop-operations/${stop.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/api/stop-operations/${stop.id}`)).statusCode).toBe(404);
  });

  it('refuses a code with anything but numbers, and a duplicate code (409)', async () => {
    const letters = await call(admin, 'POST', '/api/stop-operations', body({ code: '12a' }));
    expect(letters.statusCode).toBe(400);
    expect(letters.json().details[0]).toMatchObject({
      path: 'body.code',
      code: 'stopOperationCodeDigits',
      message: 'The code must contain numbers only',
    });
    expect((await call(admin, 'POST', '/api/stop-operations', body({ code: '4242' }))).statusCode).toBe(201);
    const duplicate = await call(admin, 'POST', '/api/stop-operations', body({ code: '4242' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'stopOperationCodeExists', details: [{ path: 'code' }] });
  });

  it.each([[0], [-5], [2.5], ['ten']])(
    'refuses the duration %s: a positive whole number of minutes',
    async (duration) => {
      const response = await call(admin, 'POST', '/api/stop-operations', body({ durationMinutes: duration }));
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0]).toMatchObject({
        path: 'body.durationMinutes',
        code: 'stopOperationDuration',
        message: 'The duration must be a whole number of minutes greater than 0',
      });
    },
  );

  it('refuses a colour that is not #RRGGBB and an icon address that is not a web address', async () => {
    const response = await call(
      admin,
      'POST',
      '/api/stop-operations',
      body({ backgroundColor: 'blue', iconUrl: 'javascript:alert(1)' }),
    );
    expect(response.statusCode).toBe(400);
    const codes = response.json().details.map((detail: { code: string }) => detail.code);
    expect(codes.sort()).toEqual(['invalidColour', 'invalidUrl']);
  });

  it('the demo branch has its stop operations: refill, lunch, breakdown, weather wait, cleaning', async () => {
    const demoStops = (await call(admin, 'GET', '/api/stop-operations?sort=code,asc&size=6')).json()
      .content as TStop[];
    expect(demoStops.map((stop) => `${stop.code} ${stop.descOperacao} ${stop.durationMinutes}`)).toEqual([
      '10 Tender refill 20',
      '20 Lunch break 45',
      '30 Mechanical breakdown 90',
      '40 Weather wait (wind or rain) 30',
      '50 Tank rinse and cleaning 25',
      '60 Road travel between fields 15',
    ]);
  });

  it('lists sorted by code as numbers, searched and filtered by status', async () => {
    await call(admin, 'POST', '/api/stop-operations', body({ code: '9' }));
    await call(
      admin,
      'POST',
      '/api/stop-operations',
      body({ code: '101', status: 'INACTIVE', descOperacao: 'Old weather wait' }),
    );
    const codes = (await call(admin, 'GET', '/api/stop-operations?sort=code,asc&size=500'))
      .json()
      .content.map((row: TStop) => Number(row.code));
    expect(codes).toEqual([...codes].sort((a, b) => a - b));
    const inactive = (await call(admin, 'GET', '/api/stop-operations?status=INACTIVE')).json();
    expect(inactive.content.map((row: TStop) => row.descOperacao)).toContain('Old weather wait');
    const found = (await call(admin, 'GET', '/api/stop-operations?search=old+weather')).json();
    expect(found.totalElements).toBe(1);
  });

  it.each(['dispatcher', 'mixer', 'applicator'])(
    '%s reads stop operations but every write is 403',
    async (role) => {
      const token = await login(role);
      const stop = (await call(admin, 'POST', '/api/stop-operations', body())).json<TStop>();
      expect((await call(token, 'GET', '/api/stop-operations')).statusCode).toBe(200);
      const attempts = [
        await call(token, 'POST', '/api/stop-operations', body()),
        await call(token, 'PUT', '/api/stop-operations', body({ id: stop.id })),
        await call(token, 'PUT', `/api/stop-operations/${stop.id}`, body()),
        await call(token, 'DELETE', `/api/stop-operations/${stop.id}`),
      ];
      expect(attempts.map((response) => response.statusCode)).toEqual(attempts.map(() => 403));
    },
  );

  it("answers 404 for another owner's stop operation, and codes are per branch", async () => {
    const other = await login('demo', { owner: 'other' });
    const theirs = (await call(other, 'POST', '/api/stop-operations', body({ code: '5555' }))).json<TStop>();
    expect((await call(admin, 'GET', `/api/stop-operations/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/stop-operations/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'POST', '/api/stop-operations', body({ code: '5555' }))).statusCode).toBe(201);
  });
});
