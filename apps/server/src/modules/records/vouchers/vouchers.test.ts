import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

const { call, login, demo } = await createTestApp({ secondOwner: true });
const admin = await login();

const regions = (await call(admin, 'GET', '/api/regionais')).json<{ id: number; descRegional: string }[]>();
const regionOf = (name: string) => regions.find((region) => region.descRegional === name)!.id;

/** A user of one demo branch only, created by the administrator. */
async function branchUser(branch: 'iowa' | 'matoGrosso', values: Record<string, unknown> = {}) {
  const login = `${branch}.${Math.random().toString(36).slice(2, 8)}`;
  const response = await call(admin, 'POST', '/api/usuarios', {
    name: `Only ${branch}`,
    login,
    email: `${login}@example.com`,
    roles: ['DISPATCHER'],
    unitIds: [demo.units[branch]],
    regionIds: [regionOf(branch === 'iowa' ? 'Midwest' : 'Centro-Oeste')],
    locationIds: [demo.locations[branch][0]],
    language: 'en-us',
    ...values,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ id: number; login: string }>();
}

/** Signs in as an Iowa-only manager. */
async function iowaManager() {
  const manager = await branchUser('iowa', { roles: ['MANAGER'], password: 'Iowa#2026v' });
  const response = await call(null, 'POST', '/api/v2/auth-sgpa/create', {
    login: manager.login,
    password: 'Iowa#2026v',
    owner: 'demo',
  });
  const token = response.json<{ token: string }>().token;
  // A user created with a password sets it again before writing.
  const again = { currentPassword: 'Iowa#2026v', password: 'Iowa#2026v', confirmation: 'Iowa#2026v' };
  await call(token, 'PUT', '/api/usuarios/me/password', again);
  return token;
}

const employee = (
  await call(admin, 'POST', '/api/funcionario', {
    code: 'V-100',
    credential: 'V-100',
    name: 'Cab Driver',
    role: 'DRIVER',
  })
).json();
const body = (values: Record<string, unknown> = {}) => ({
  username: 'applicator',
  employeeCode: employee.code,
  obcType: 'HARDWARE',
  permission: 'COCKPIT',
  expirationDate: '2099-06-30',
  ...values,
});

type TVoucher = { id: number; code: string; status: string; version: number; username: string };

describe('vouchers on /api/vouchers', () => {
  it('creates a voucher with a terminal code and reads it back', async () => {
    const response = await call(admin, 'POST', '/api/vouchers', body({ username: 'APPLICATOR' }));
    expect(response.statusCode).toBe(201);
    const voucher = response.json<TVoucher>();
    expect(voucher).toMatchObject({
      username: 'applicator',
      employeeCode: 'V-100',
      obcType: 'HARDWARE',
      permission: 'COCKPIT',
      status: 'ACTIVE',
    });
    expect(voucher.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect((await call(admin, 'GET', `/api/vouchers/${voucher.id}`)).json()).toMatchObject({
      code: voucher.code,
    });
    const listed = (await call(admin, 'GET', `/api/vouchers?search=${voucher.code}`)).json();
    expect(listed.content.map((row: TVoucher) => row.id)).toEqual([voucher.id]);
  });

  it("refuses an unknown username and employee code with 400 and the spec's messages", async () => {
    const user = await call(admin, 'POST', '/api/vouchers', body({ username: 'nobody' }));
    expect(user.statusCode).toBe(400);
    expect(user.json()).toMatchObject({ code: 'voucherUserNotFound', message: 'Username not found' });
    const code = await call(admin, 'POST', '/api/vouchers', body({ employeeCode: 'NOPE' }), { locale: '2' });
    expect(code.json()).toMatchObject({
      code: 'voucherEmployeeNotFound',
      message: 'Código de empleado no encontrado',
    });
    const both = await call(
      admin,
      'POST',
      '/api/vouchers',
      body({ username: 'nobody', employeeCode: 'NOPE' }),
    );
    expect(both.json().details.map((detail: { path: string }) => detail.path)).toEqual([
      'username',
      'employeeCode',
    ]);
  });

  it('validates the fields and refuses an expiry in the past', async () => {
    const invalid = await call(admin, 'POST', '/api/vouchers', {
      username: '',
      obcType: 'FLOPPY',
      permission: 'ALL',
      expirationDate: '2026-02-30',
    });
    expect(invalid.statusCode).toBe(400);
    const paths = invalid.json().details.map((detail: { path: string }) => detail.path);
    expect(paths).toEqual(
      expect.arrayContaining(['body.username', 'body.employeeCode', 'body.obcType', 'body.expirationDate']),
    );
    const past = await call(admin, 'POST', '/api/vouchers', body({ expirationDate: '2020-01-01' }));
    expect(past.statusCode).toBe(400);
    expect(past.json().code).toBe('voucherExpirationPast');
  });

  it('edits with versions, cancels once, and refuses to edit a cancelled voucher', async () => {
    const voucher = (await call(admin, 'POST', '/api/vouchers', body())).json<TVoucher>();
    const edited = await call(
      admin,
      'PUT',
      `/api/vouchers/${voucher.id}`,
      body({ permission: 'ALL', version: 1 }),
    );
    expect(edited.json()).toMatchObject({ permission: 'ALL', version: 2 });
    expect((await call(admin, 'PUT', `/api/vouchers/${voucher.id}`, body({ version: 1 }))).statusCode).toBe(
      409,
    );
    expect((await call(admin, 'POST', `/api/vouchers/${voucher.id}/cancel`)).json().status).toBe('CANCELLED');
    const again = await call(admin, 'POST', `/api/vouchers/${voucher.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('voucherCancelled');
    expect((await call(admin, 'PUT', `/api/vouchers/${voucher.id}`, body())).statusCode).toBe(409);
    const cancelled = (await call(admin, 'GET', '/api/vouchers?status=CANCELLED')).json();
    expect(cancelled.content.map((row: TVoucher) => row.id)).toContain(voucher.id);
    expect((await call(admin, 'DELETE', `/api/vouchers/${voucher.id}`)).statusCode).toBe(204);
  });

  it('an employee a voucher refers to cannot be deleted (409 in use)', async () => {
    const holder = (
      await call(admin, 'POST', '/api/funcionario', {
        code: 'V-200',
        credential: 'V-200',
        name: 'Holder',
        role: 'DRIVER',
      })
    ).json();
    await call(admin, 'POST', '/api/vouchers', body({ employeeCode: 'V-200' }));
    const response = await call(admin, 'DELETE', `/api/funcionario/${holder.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('employeeInUse');
  });

  it.each(['dispatcher', 'mixer', 'applicator'])('%s gets 403 for every voucher action', async (role) => {
    const token = await login(role);
    const voucher = (await call(admin, 'POST', '/api/vouchers', body())).json<TVoucher>();
    const attempts = [
      await call(token, 'GET', '/api/vouchers'),
      await call(token, 'GET', `/api/vouchers/${voucher.id}`),
      await call(token, 'POST', '/api/vouchers', body()),
      await call(token, 'PUT', '/api/vouchers', body({ id: voucher.id })),
      await call(token, 'PUT', `/api/vouchers/${voucher.id}`, body()),
      await call(token, 'POST', `/api/vouchers/${voucher.id}/cancel`),
      await call(token, 'DELETE', `/api/vouchers/${voucher.id}`),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual(attempts.map(() => 403));
  });

  it("a user of branch A neither sees branch B's vouchers nor finds branch B's users by username", async () => {
    const token = await iowaManager();
    const brazilOnly = await branchUser('matoGrosso');
    const refused = await call(token, 'POST', '/api/vouchers', body({ username: brazilOnly.login }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'voucherUserNotFound', message: 'Username not found' });
    expect(
      (await call(admin, 'POST', '/api/vouchers', body({ username: brazilOnly.login }))).statusCode,
    ).toBe(201);

    const inBrazil = (
      await call(await login(), 'PUT', '/api/auth-sgpa/update', { unit: demo.units.matoGrosso })
    ).json<{ token: string }>().token;
    const brazilEmployee = (
      await call(inBrazil, 'POST', '/api/funcionario', {
        code: 'V-MT1',
        credential: 'V-MT1',
        name: 'Motorista',
        role: 'DRIVER',
      })
    ).json();
    const theirs = await call(inBrazil, 'POST', '/api/vouchers', body({ employeeCode: brazilEmployee.code }));
    expect(theirs.statusCode).toBe(201);
    const voucher = theirs.json<TVoucher>();
    const listed = (await call(token, 'GET', '/api/vouchers?size=500')).json();
    expect(listed.content.map((row: TVoucher) => row.id)).not.toContain(voucher.id);
    const attempts = [
      await call(token, 'GET', `/api/vouchers/${voucher.id}`),
      await call(token, 'PUT', `/api/vouchers/${voucher.id}`, body({ version: voucher.version })),
      await call(token, 'POST', `/api/vouchers/${voucher.id}/cancel`),
      await call(token, 'DELETE', `/api/vouchers/${voucher.id}`),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual(attempts.map(() => 404));
    expect((await call(inBrazil, 'GET', `/api/vouchers/${voucher.id}`)).json().status).toBe('ACTIVE');
  });

  it("answers 404 for another owner's voucher; their users and employees are not found", async () => {
    const other = await login('demo', { owner: 'other' });
    const theirEmployee = (
      await call(other, 'POST', '/api/funcionario', {
        code: 'O-1',
        credential: 'O-1',
        name: 'Theirs',
        role: 'DRIVER',
      })
    ).json();
    const theirs = (
      await call(other, 'POST', '/api/vouchers', body({ employeeCode: theirEmployee.code }))
    ).json<TVoucher>();
    expect((await call(admin, 'GET', `/api/vouchers/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'POST', `/api/vouchers/${theirs.id}/cancel`)).statusCode).toBe(404);
    expect((await call(admin, 'POST', '/api/vouchers', body({ employeeCode: 'O-1' }))).json().code).toBe(
      'voucherEmployeeNotFound',
    );
  });
});
