import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

const { call, login } = await createTestApp({ secondOwner: true });
const admin = await login();

type TEmployee = {
  id: number;
  code: string;
  name: string;
  version: number;
  cdUnidade: number;
  licences: TLicence[];
};
type TLicence = {
  id: number;
  type: string;
  status: string;
  version: number;
  effectiveDate: string;
  expirationDate: string;
};

const base = { role: 'OPERATOR', language: 'en', status: 'ACTIVE' };
let serial = 0;
async function createEmployee(token = admin, values: Record<string, unknown> = {}) {
  serial += 1;
  const response = await call(token, 'POST', '/api/funcionario', {
    ...base,
    code: `T${serial}`,
    credential: `CRED-T${serial}`,
    name: `Test Operator ${serial}`,
    ...values,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<TEmployee>();
}

describe('employees on /api/funcionario', () => {
  it('creates an employee with licences and reads it back', async () => {
    const created = await call(admin, 'POST', '/api/funcionario', {
      ...base,
      code: 'IA-900',
      credential: 'BADGE-900',
      name: 'Ellen Voss',
      description: 'Night shift sprayer operator',
      language: 'uk',
      licences: [
        {
          type: 'APPLICATOR',
          number: 'IA-APP-900',
          effectiveDate: '2025-01-01',
          expirationDate: '2027-12-31',
        },
        { type: 'DICAMBA', number: 'IA-DIC-900', effectiveDate: '2026-01-01', expirationDate: '2026-12-31' },
      ],
    });
    expect(created.statusCode).toBe(201);
    const employee = created.json<TEmployee>();
    expect(employee).toMatchObject({ code: 'IA-900', language: 'uk', version: 1 });
    expect(employee.licences.map((licence) => licence.type)).toEqual(['APPLICATOR', 'DICAMBA']);
    const read = await call(admin, 'GET', `/api/funcionario/${employee.id}`);
    expect(read.json()).toMatchObject({
      name: 'Ellen Voss',
      licences: [{ status: 'ACTIVE' }, { status: 'ACTIVE' }],
    });
  });

  it('lists the branch employees paged, searched, sorted and filtered by role', async () => {
    await createEmployee(admin, { role: 'ROBOT_MANAGER', name: 'Rita Robotics' });
    const page = (await call(admin, 'GET', '/api/funcionario?size=2&sort=name,asc')).json();
    expect(page).toMatchObject({ number: 0, size: 2 });
    expect(page.totalElements).toBeGreaterThanOrEqual(2);
    const names = page.content.map((row: TEmployee) => row.name);
    expect(names).toEqual([...names].sort());
    const found = (await call(admin, 'GET', '/api/funcionario?search=rita')).json();
    expect(found.content.map((row: TEmployee) => row.name)).toContain('Rita Robotics');
    const managers = (await call(admin, 'GET', '/api/funcionario?role=ROBOT_MANAGER')).json();
    expect(managers.content.every((row: { role: string }) => row.role === 'ROBOT_MANAGER')).toBe(true);
    const robot = (await call(admin, 'GET', '/api/funcionario/cargo-robo')).json();
    expect(robot.map((row: TEmployee) => row.name)).toContain('Rita Robotics');
    expect((await call(admin, 'GET', '/api/funcionario?sort=secret,asc')).statusCode).toBe(400);
    const filtered = await call(admin, 'POST', '/api/funcionario/by_filter', {
      search: 'rita',
      role: 'ROBOT_MANAGER',
    });
    expect(filtered.json().totalElements).toBeGreaterThanOrEqual(1);
  });

  it('refuses a duplicate code with 409, and says when the code is used in another branch', async () => {
    const first = await createEmployee();
    const same = await call(admin, 'POST', '/api/funcionario', {
      ...base,
      code: first.code.toLowerCase(),
      credential: 'OTHER-1',
      name: 'Copy',
    });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ code: 'employeeCodeExists', message: 'This code already exists' });

    const units = (await call(admin, 'GET', '/api/usuario/unidades')).json();
    const brazil = units.find((unit: { descUnidade: string }) => unit.descUnidade === 'Mato Grosso').id;
    const elsewhere = await call(admin, 'POST', '/api/funcionario', {
      ...base,
      code: 'MT-777',
      credential: 'MT-CRED-777',
      name: 'João Pires',
      cdUnidade: brazil,
    });
    expect(elsewhere.statusCode).toBe(201);
    const clash = await call(
      admin,
      'POST',
      '/api/funcionario',
      { ...base, code: 'MT-777', credential: 'IA-CRED-777', name: 'Copy' },
      { locale: '1' },
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      code: 'employeeCodeInOtherBranch',
      message: 'Este código já é usado em outra unidade',
    });
    expect(clash.json().details[0].path).toBe('code');
  });

  it('refuses a credential that already exists with 409', async () => {
    const first = await createEmployee();
    const response = await call(admin, 'POST', '/api/funcionario', {
      ...base,
      code: 'NEW-CRED',
      credential: first.code.replace('T', 'CRED-T'),
      name: 'Copy',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'employeeCredentialExists',
      message: 'This credential already exists',
    });
  });

  it('validates with the spec messages: required fields, role, licence effective date', async () => {
    const response = await call(admin, 'POST', '/api/funcionario', {
      code: '',
      role: 'PILOT',
      licences: [
        { type: 'APPLICATOR', number: 'X', expirationDate: '2027-01-01' },
        { type: 'DICAMBA', number: 'Y', effectiveDate: '2026-13-01', expirationDate: '2027-01-01' },
      ],
    });
    expect(response.statusCode).toBe(400);
    const details = response.json().details;
    expect(details).toContainEqual({
      path: 'body.code',
      code: 'required',
      message: 'This is a required field!',
    });
    expect(details).toContainEqual({
      path: 'body.name',
      code: 'required',
      message: 'This is a required field!',
    });
    expect(details).toContainEqual(expect.objectContaining({ path: 'body.role', code: 'invalidValue' }));
    expect(details).toContainEqual({
      path: 'body.licences.0.effectiveDate',
      code: 'licenceEffectiveDateRequired',
      message: 'The license needs an effective date',
    });
    expect(details).toContainEqual({
      path: 'body.licences.1.effectiveDate',
      code: 'licenceInvalidEffectiveDate',
      message: 'Invalid effective date',
    });
  });

  it('edits with optimistic versions: a stale edit is 409', async () => {
    const employee = await createEmployee();
    const edit = {
      ...base,
      code: employee.code,
      credential: `CRED-${employee.code}`,
      name: 'Renamed',
      version: 1,
    };
    expect((await call(admin, 'PUT', `/api/funcionario/${employee.id}`, edit)).json().version).toBe(2);
    const stale = await call(admin, 'PUT', `/api/funcionario/${employee.id}`, { ...edit, name: 'Other' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('conflict');
    const viaBody = await call(admin, 'PUT', '/api/funcionario', {
      ...edit,
      id: employee.id,
      version: 2,
      status: 'VACATION',
    });
    expect(viaBody.json()).toMatchObject({ status: 'VACATION', version: 3 });
  });

  it('deletes an employee', async () => {
    const employee = await createEmployee();
    expect((await call(admin, 'DELETE', `/api/funcionario/${employee.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/api/funcionario/${employee.id}`)).statusCode).toBe(404);
  });
});

describe('demo crews', () => {
  it('Central Iowa has licensed applicators, one licence expired and one expiring soon, tender drivers and a robot manager', async () => {
    const crew = (await call(admin, 'GET', '/api/funcionario?size=100&sort=code,asc')).json()
      .content as (TEmployee & { role: string })[];
    const byCode = new Map(crew.map((employee) => [employee.code, employee]));
    const today = new Date().toISOString().slice(0, 10);
    const standing = (code: string, type: string) => {
      const licence = byCode.get(code)!.licences.find((item) => item.type === type)!;
      return licence.expirationDate < today
        ? 'expired'
        : licence.expirationDate < new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
          ? 'soon'
          : 'valid';
    };
    expect(standing('IA-101', 'DICAMBA')).toBe('valid');
    expect(standing('IA-102', 'DICAMBA')).toBe('soon');
    expect(standing('IA-103', 'APPLICATOR')).toBe('expired');
    expect(crew.filter((employee) => employee.role === 'DRIVER').length).toBeGreaterThanOrEqual(1);
    expect(crew.some((employee) => employee.role === 'ROBOT_MANAGER')).toBe(true);
    expect(crew.every((employee) => employee.cdUnidade === crew[0]!.cdUnidade)).toBe(true);
  });
});

describe('licences', () => {
  it('adds, edits, deactivates, reactivates and deletes a licence', async () => {
    const employee = await createEmployee();
    const added = await call(admin, 'POST', `/api/funcionario/${employee.id}/licencas`, {
      type: 'APPLICATOR',
      number: 'IA-55',
      effectiveDate: '2026-01-01',
      expirationDate: '2026-12-31',
    });
    expect(added.statusCode).toBe(201);
    const licence = added.json<TLicence>();
    const url = `/api/funcionario/${employee.id}/licencas/${licence.id}`;
    const edited = await call(admin, 'PUT', url, {
      type: 'APPLICATOR',
      number: 'IA-56',
      effectiveDate: '2026-01-01',
      expirationDate: '2027-06-30',
      version: 1,
    });
    expect(edited.json()).toMatchObject({ number: 'IA-56', expirationDate: '2027-06-30', version: 2 });
    expect((await call(admin, 'PUT', `${url}/status`, { status: 'DEACTIVATED' })).json().status).toBe(
      'DEACTIVATED',
    );
    expect((await call(admin, 'PUT', `${url}/status`, { status: 'ACTIVE' })).json().status).toBe('ACTIVE');
    expect((await call(admin, 'DELETE', url)).json().status).toBe('DELETED');
    const after = (await call(admin, 'GET', `/api/funcionario/${employee.id}`)).json<TEmployee>();
    expect(after.licences).toEqual([]);
  });

  it('refuses to change a deleted licence with 409', async () => {
    const employee = await createEmployee(admin, {
      licences: [
        { type: 'DICAMBA', number: 'D-1', effectiveDate: '2026-01-01', expirationDate: '2026-12-31' },
      ],
    });
    const url = `/api/funcionario/${employee.id}/licencas/${employee.licences[0]!.id}`;
    await call(admin, 'DELETE', url);
    const reactivate = await call(admin, 'PUT', `${url}/status`, { status: 'ACTIVE' });
    expect(reactivate.statusCode).toBe(409);
    expect(reactivate.json().code).toBe('licenceDeleted');
  });

  it('refuses an expiration before the effective date with 400', async () => {
    const employee = await createEmployee();
    const response = await call(admin, 'POST', `/api/funcionario/${employee.id}/licencas`, {
      type: 'APPLICATOR',
      number: 'IA-9',
      effectiveDate: '2026-05-01',
      expirationDate: '2026-04-30',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({
      path: 'body.expirationDate',
      code: 'licenceExpirationBeforeEffective',
    });
  });
});

describe('permissions and tenancy', () => {
  it.each(['dispatcher', 'mixer', 'applicator'])(
    '%s reads employees but every write is 403',
    async (role) => {
      const token = await login(role);
      const employee = await createEmployee();
      expect((await call(token, 'GET', '/api/funcionario')).statusCode).toBe(200);
      const body = { ...base, code: 'X-1', credential: 'X-1', name: 'Nope' };
      const licence = {
        type: 'APPLICATOR',
        number: 'N',
        effectiveDate: '2026-01-01',
        expirationDate: '2026-12-31',
      };
      const attempts = [
        await call(token, 'POST', '/api/funcionario', body),
        await call(token, 'PUT', '/api/funcionario', { ...body, id: employee.id }),
        await call(token, 'PUT', `/api/funcionario/${employee.id}`, body),
        await call(token, 'DELETE', `/api/funcionario/${employee.id}`),
        await call(token, 'POST', `/api/funcionario/${employee.id}/licencas`, licence),
        await call(token, 'PUT', `/api/funcionario/${employee.id}/licencas/1`, licence),
        await call(token, 'PUT', `/api/funcionario/${employee.id}/licencas/1/status`, { status: 'DELETED' }),
        await call(token, 'DELETE', `/api/funcionario/${employee.id}/licencas/1`),
      ];
      expect(attempts.map((response) => response.statusCode)).toEqual(attempts.map(() => 403));
    },
  );

  it("answers 404 for another owner's employee and for one of a branch that is not active", async () => {
    const other = await login('demo', { owner: 'other' });
    const theirs = await createEmployee(other);
    expect((await call(admin, 'GET', `/api/funcionario/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/funcionario/${theirs.id}`)).statusCode).toBe(404);
    const ours = (await call(admin, 'GET', '/api/funcionario?size=500')).json().content;
    expect(ours.some((row: TEmployee) => row.id === theirs.id)).toBe(false);
    // The other owner's codes do not clash with ours.
    expect(
      (
        await call(admin, 'POST', '/api/funcionario', {
          ...base,
          code: theirs.code + 'x',
          credential: 'free-1',
          name: 'A',
        })
      ).statusCode,
    ).toBe(201);

    const manager = await login('manager'); // works in Mato Grosso
    const iowaEmployee = await createEmployee();
    expect((await call(manager, 'GET', `/api/funcionario/${iowaEmployee.id}`)).statusCode).toBe(404);
  });

  it('refuses an employee in a branch the user may not work in with 403', async () => {
    const other = await login('demo', { owner: 'other' });
    const theirUnit = (await call(other, 'GET', '/api/usuario/unidades')).json()[0].id;
    const response = await call(admin, 'POST', '/api/funcionario', {
      ...base,
      code: 'Z-1',
      credential: 'Z-1',
      name: 'Z',
      cdUnidade: theirUnit,
    });
    expect(response.statusCode).toBe(403);
  });
});
