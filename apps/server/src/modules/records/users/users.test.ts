import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

const { call, login, demo } = await createTestApp({ secondOwner: true });
const admin = await login();

const iowa = demo.units.iowa;
const matoGrosso = demo.units.matoGrosso;
const regions = (await call(admin, 'GET', '/api/regionais')).json<{ id: number; descRegional: string }[]>();
const midwest = regions.find((region) => region.descRegional === 'Midwest')!.id;
const centroOeste = regions.find((region) => region.descRegional === 'Centro-Oeste')!.id;

type TUser = {
  id: number;
  login: string;
  email: string | null;
  version: number;
  roles: string[];
  unitIds: number[];
  locationIds: number[];
  active: boolean;
};

let serial = 0;
function userBody(values: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: `Test User ${serial}`,
    login: `test.user${serial}`,
    email: `test.user${serial}@example.com`,
    roles: ['DISPATCHER'],
    unitIds: [iowa],
    regionIds: [midwest],
    locationIds: [demo.locations.iowa[0]],
    language: 'en-us',
    ...values,
  };
}

async function createUser(token: string, values: Record<string, unknown> = {}) {
  const response = await call(token, 'POST', '/api/usuarios', userBody(values));
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<TUser & { temporaryPassword: string | null }>();
}

async function loginAs(userLogin: string, password: string) {
  const response = await call(null, 'POST', '/api/v2/auth-sgpa/create', {
    login: userLogin,
    password,
    owner: 'demo',
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string; recovery: boolean }>();
}

/** Logs in a user created with a password and sets it again, as the first login asks. */
async function loginReady(userLogin: string, password: string) {
  const { token } = await loginAs(userLogin, password);
  const changed = await call(token, 'PUT', '/api/usuarios/me/password', {
    currentPassword: password,
    password,
    confirmation: password,
  });
  expect(changed.statusCode).toBe(200);
  return token;
}

describe('user records on /api/usuarios', () => {
  it('creates a user who must change the temporary password at first login', async () => {
    const created = await createUser(admin, {
      roles: ['DISPATCHER', 'MIX_OPERATOR'],
      applicatorLicence: 'IA-APP-1',
    });
    expect(created).toMatchObject({
      roles: ['DISPATCHER', 'MIX_OPERATOR'],
      unitIds: [iowa],
      mustChangePassword: true,
      applicatorLicence: 'IA-APP-1',
    });
    expect(created.temporaryPassword).toMatch(/^Tl-/);
    const session = await loginAs(created.login, created.temporaryPassword!);
    expect(session.recovery).toBe(true);
  });

  it("refuses a login that exists with 409 and the spec's message, in any case", async () => {
    const response = await call(admin, 'POST', '/api/usuarios', userBody({ login: 'DISPATCHER' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'userLoginExists',
      message: 'A user with this login already exists',
    });
    expect(response.json().details[0].path).toBe('login');
  });

  it('needs name, login, roles, branches, regions and locations; email except for tender drivers', async () => {
    const response = await call(admin, 'POST', '/api/usuarios', {
      roles: [],
      unitIds: [],
      regionIds: [],
      locationIds: [],
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().details.map((detail: { path: string }) => detail.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.name',
        'body.login',
        'body.roles',
        'body.unitIds',
        'body.regionIds',
        'body.locationIds',
      ]),
    );
    const noEmail = await call(admin, 'POST', '/api/usuarios', userBody({ email: null }));
    expect(noEmail.json().details).toContainEqual({
      path: 'body.email',
      code: 'required',
      message: 'This is a required field!',
    });
    const driver = await call(
      admin,
      'POST',
      '/api/usuarios',
      userBody({ email: '', roles: ['MIX_OPERATOR'] }),
    );
    expect(driver.statusCode).toBe(201);
    expect(driver.json().email).toBeNull();
  });

  it('refuses a location outside the chosen branches with 400', async () => {
    const response = await call(
      admin,
      'POST',
      '/api/usuarios',
      userBody({ locationIds: [demo.locations.matoGrosso[0]] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'locationOutsideUnits' });
  });

  it('applies a password given by the administrator and checks it against the policy', async () => {
    const weak = await call(admin, 'POST', '/api/usuarios', userBody({ password: 'password' }));
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details.map((detail: { code: string }) => detail.code)).toEqual([
      'passwordRequirements',
    ]);
    const created = await createUser(admin, { password: 'Field#2026' });
    expect(created.temporaryPassword).toBeNull();
    expect((await loginAs(created.login, 'Field#2026')).recovery).toBe(true);
  });

  it('lists users filtered by role, branch and location', async () => {
    const brazilian = await createUser(admin, {
      roles: ['APPLICATOR'],
      unitIds: [matoGrosso],
      regionIds: [centroOeste],
      locationIds: [demo.locations.matoGrosso[1]],
    });
    const applicators = (await call(admin, 'GET', '/api/usuarios?role=APPLICATOR&size=100')).json();
    expect(applicators.content.every((user: TUser) => user.roles.includes('APPLICATOR'))).toBe(true);
    expect(applicators.content.map((user: TUser) => user.login)).toEqual(
      expect.arrayContaining(['applicator', brazilian.login]),
    );
    const inBrazil = (await call(admin, 'GET', `/api/usuarios?cdUnidade=${matoGrosso}&size=100`)).json();
    expect(inBrazil.content.every((user: TUser) => user.unitIds.includes(matoGrosso))).toBe(true);
    const atLucas = (
      await call(admin, 'GET', `/api/usuarios?cdLocation=${demo.locations.matoGrosso[1]}&size=100`)
    ).json();
    expect(atLucas.content.map((user: TUser) => user.login)).toContain(brazilian.login);
    const byFilter = await call(admin, 'POST', '/api/usuarios/by_filter', {
      role: 'APPLICATOR',
      cdUnidade: matoGrosso,
      search: brazilian.login,
    });
    expect(byFilter.json().content.map((user: TUser) => user.login)).toEqual([brazilian.login]);
    expect((await call(admin, 'GET', '/api/usuarios?sort=passwordHash,asc')).statusCode).toBe(400);
  });

  it('edits with versions; a stale edit is 409', async () => {
    const user = await createUser(admin);
    const body = userBody({ login: user.login, name: 'Edited', version: 1 });
    const edited = await call(admin, 'PUT', `/api/usuarios/${user.id}`, body);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Edited', version: 2 });
    expect((await call(admin, 'PUT', `/api/usuarios/${user.id}`, body)).statusCode).toBe(409);
  });

  it('deletes an unused user; a user a voucher refers to is 409 in use', async () => {
    const user = await createUser(admin);
    expect((await call(admin, 'DELETE', `/api/usuarios/${user.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/api/usuarios/${user.id}`)).statusCode).toBe(404);

    const used = await createUser(admin);
    const employee = await call(admin, 'POST', '/api/funcionario', {
      code: 'VU-1',
      credential: 'VU-1',
      name: 'Voucher Holder',
      role: 'DRIVER',
    });
    const voucher = await call(admin, 'POST', '/api/vouchers', {
      username: used.login,
      employeeCode: employee.json().code,
      obcType: 'VIRTUAL',
      permission: 'APPS',
      expirationDate: '2099-12-31',
    });
    expect(voucher.statusCode).toBe(201);
    const refused = await call(admin, 'DELETE', `/api/usuarios/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('userInUse');
  });
});

describe('granting access', () => {
  it('a manager grants only roles they hold or roles below them; a role above is 403', async () => {
    const manager = await login('manager');
    const response = await call(manager, 'POST', '/api/usuarios', userBody({ roles: ['TOP_MANAGER'] }), {
      locale: '3',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'roleNotGrantable',
      message: 'You can only grant roles you hold or roles below them',
    });
    for (const roles of [['APPLICATOR'], ['DISPATCHER'], ['MIX_OPERATOR']])
      expect((await call(manager, 'POST', '/api/usuarios', userBody({ roles }))).statusCode).toBe(201);
    expect(
      (await call(manager, 'POST', '/api/usuarios', userBody({ roles: ['MANAGER', 'APPLICATOR'] })))
        .statusCode,
    ).toBe(201);
  });

  it('a manager cannot change a top manager or administrator (403)', async () => {
    const manager = await login('manager');
    const top = await createUser(admin, { roles: ['TOP_MANAGER'] });
    const response = await call(
      manager,
      'PUT',
      `/api/usuarios/${top.id}`,
      userBody({ login: top.login, roles: ['MANAGER'] }),
      { locale: '3' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'userOutranks',
      message: 'You cannot change a user with a role above the roles you hold',
    });
    expect((await call(manager, 'DELETE', `/api/usuarios/${top.id}`)).statusCode).toBe(403);
  });

  it('a user can only grant branches they hold, and keeps the branches of others they cannot see', async () => {
    const iowaManager = await createUser(admin, { roles: ['MANAGER'], password: 'Iowa#2026x' });
    const token = await loginReady(iowaManager.login, 'Iowa#2026x');
    const refused = await call(
      token,
      'POST',
      '/api/usuarios',
      userBody({ unitIds: [iowa, matoGrosso], regionIds: [midwest], locationIds: [demo.locations.iowa[0]] }),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('unitNotGrantable');

    const both = await createUser(admin, {
      unitIds: [iowa, matoGrosso],
      regionIds: [midwest, centroOeste],
      locationIds: [demo.locations.iowa[0], demo.locations.matoGrosso[0]],
    });
    const edited = await call(
      token,
      'PUT',
      `/api/usuarios/${both.id}`,
      userBody({
        login: both.login,
        unitIds: [iowa],
        regionIds: [midwest],
        locationIds: [demo.locations.iowa[1]],
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().unitIds.sort()).toEqual([iowa, matoGrosso].sort());
    expect(edited.json().locationIds.sort()).toEqual(
      [demo.locations.iowa[1], demo.locations.matoGrosso[0]].sort(),
    );
  });

  it("a user of branch A cannot see branch B's people", async () => {
    const iowaManager = await createUser(admin, { roles: ['MANAGER'], password: 'Iowa#2026y' });
    const brazilOnly = await createUser(admin, {
      unitIds: [matoGrosso],
      regionIds: [centroOeste],
      locationIds: [demo.locations.matoGrosso[0]],
    });
    const token = await loginReady(iowaManager.login, 'Iowa#2026y');
    const listed = (await call(token, 'GET', '/api/usuarios?size=500'))
      .json()
      .content.map((user: TUser) => user.id);
    expect(listed).toContain(iowaManager.id);
    expect(listed).not.toContain(brazilOnly.id);
    expect((await call(token, 'GET', `/api/usuarios/${brazilOnly.id}`)).statusCode).toBe(404);
    expect((await call(token, 'DELETE', `/api/usuarios/${brazilOnly.id}`)).statusCode).toBe(404);
    expect((await call(token, 'GET', `/api/usuarios?cdUnidade=${matoGrosso}`)).statusCode).toBe(403);
  });

  it('the last administrator cannot be deactivated, demoted or deleted (409)', async () => {
    const me = (await call(admin, 'GET', '/api/usuarios?role=ADMIN')).json().content[0] as TUser;
    const body = userBody({
      login: me.login,
      roles: ['TOP_MANAGER'],
      unitIds: [iowa, matoGrosso],
      regionIds: [midwest, centroOeste],
      locationIds: [...demo.locations.iowa],
    });
    const demoted = await call(admin, 'PUT', `/api/usuarios/${me.id}`, body);
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json()).toMatchObject({ code: 'lastAdmin' });
    const deactivated = await call(admin, 'PUT', `/api/usuarios/${me.id}`, {
      ...body,
      roles: ['ADMIN'],
      active: false,
    });
    expect(deactivated.statusCode).toBe(409);
    expect((await call(admin, 'DELETE', `/api/usuarios/${me.id}`)).statusCode).toBe(409);

    const second = await createUser(admin, { roles: ['ADMIN'] });
    const nowAllowed = await call(
      admin,
      'PUT',
      `/api/usuarios/${second.id}`,
      userBody({ login: second.login, roles: ['ADMIN'], active: false }),
    );
    expect(nowAllowed.statusCode).toBe(200);
  });

  it.each(['dispatcher', 'mixer', 'applicator'])('%s gets 403 for every user record action', async (role) => {
    const token = await login(role);
    const target = await createUser(admin);
    const attempts = [
      await call(token, 'GET', '/api/usuarios'),
      await call(token, 'POST', '/api/usuarios/by_filter', {}),
      await call(token, 'GET', `/api/usuarios/${target.id}`),
      await call(token, 'POST', '/api/usuarios', userBody()),
      await call(token, 'PUT', '/api/usuarios', userBody({ id: target.id, login: target.login })),
      await call(token, 'PUT', `/api/usuarios/${target.id}`, userBody({ login: target.login })),
      await call(token, 'DELETE', `/api/usuarios/${target.id}`),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual(attempts.map(() => 403));
  });

  it("answers 404 for another owner's user", async () => {
    const other = await login('demo', { owner: 'other' });
    const theirs = (await call(other, 'GET', '/api/usuarios')).json().content[0] as TUser;
    expect((await call(admin, 'GET', `/api/usuarios/${theirs.id}`)).statusCode).toBe(404);
    expect(
      (await call(admin, 'PUT', `/api/usuarios/${theirs.id}`, userBody({ login: 'x.y' }))).statusCode,
    ).toBe(404);
  });
});

describe('own account', () => {
  it('changes the password: current password checked, policy enforced, confirmation matched', async () => {
    const user = await createUser(admin, { password: 'Start#2026' });
    const { token } = await loginAs(user.login, 'Start#2026');
    const wrong = await call(token, 'PUT', '/api/usuarios/me/password', {
      currentPassword: 'nope',
      password: 'Better#2026',
      confirmation: 'Better#2026',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'passwordCurrentWrong',
      message: 'The current password is not correct, try again',
    });
    const weak = await call(
      token,
      'PUT',
      '/api/usuarios/me/password',
      { currentPassword: 'Start#2026', password: 'abc', confirmation: 'abd' },
      { locale: '2' },
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details.map((detail: { code: string }) => detail.code)).toEqual([
      'passwordTooShort',
      'passwordRequirements',
      'passwordMismatch',
    ]);
    expect(weak.json().details[0].message).toBe('La contraseña debe tener al menos 8 caracteres');
    const long = await call(token, 'PUT', '/api/usuarios/me/password', {
      currentPassword: 'Start#2026',
      password: 'Abcdefghij#123456789x',
      confirmation: 'Abcdefghij#123456789x',
    });
    expect(long.json().details[0].code).toBe('passwordTooLong');
    const done = await call(token, 'PUT', '/api/usuarios/me/password', {
      currentPassword: 'Start#2026',
      password: 'Better#2026',
      confirmation: 'Better#2026',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().mustChangePassword).toBe(false);
    expect((await loginAs(user.login, 'Better#2026')).recovery).toBe(false);
  });

  it('onboarding a user who must change their password: terms, password and registration in one call', async () => {
    const user = await createUser(admin, { password: 'Start#2026' });
    const { token } = await loginAs(user.login, 'Start#2026');
    expect((await call(token, 'GET', '/api/usuarios/me')).json()).toMatchObject({
      mustChangePassword: true,
      termsAccepted: false,
    });
    const body = {
      currentPassword: 'Start#2026',
      password: 'Onboard#26',
      confirmation: 'Onboard#26',
      name: 'Jo Onboarded',
      email: 'jo@example.com',
      phone: '+1 515 555 0100',
      language: 'es-es',
    };
    const noTerms = await call(token, 'POST', '/api/usuarios/me/onboarding', body);
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().details[0]).toMatchObject({ path: 'body.acceptTerms', code: 'termsRequired' });
    const done = await call(token, 'POST', '/api/usuarios/me/onboarding', { ...body, acceptTerms: true });
    expect(done.json()).toMatchObject({
      name: 'Jo Onboarded',
      language: 'es-es',
      mustChangePassword: false,
      termsAccepted: true,
    });
  });
});

describe('sessions and forced password change', () => {
  const clarify = (token: string) => call(token, 'GET', '/api/auth-sgpa/clarify');

  it('a password change ends every other session of the user and keeps the one that changed it', async () => {
    const user = await createUser(admin, { password: 'Start#2026' });
    const first = (await loginAs(user.login, 'Start#2026')).token;
    const second = (await loginAs(user.login, 'Start#2026')).token;
    const changed = await call(first, 'PUT', '/api/usuarios/me/password', {
      currentPassword: 'Start#2026',
      password: 'Better#2026',
      confirmation: 'Better#2026',
    });
    expect(changed.statusCode).toBe(200);
    expect((await clarify(second)).statusCode).toBe(401);
    expect((await clarify(first)).statusCode).toBe(200);
  });

  it('onboarding ends every other session of the user', async () => {
    const user = await createUser(admin, { password: 'Start#2026' });
    const first = (await loginAs(user.login, 'Start#2026')).token;
    const second = (await loginAs(user.login, 'Start#2026')).token;
    const done = await call(first, 'POST', '/api/usuarios/me/onboarding', {
      currentPassword: 'Start#2026',
      password: 'Onboard#26',
      confirmation: 'Onboard#26',
      name: 'Jo Onboarded',
      email: 'jo.two@example.com',
      language: 'en-us',
      acceptTerms: true,
    });
    expect(done.statusCode).toBe(200);
    expect((await clarify(second)).statusCode).toBe(401);
    expect((await clarify(first)).statusCode).toBe(200);
  });

  it("an administrator's password reset ends every session of the user", async () => {
    const user = await createUser(admin, { password: 'Start#2026' });
    const token = (await loginAs(user.login, 'Start#2026')).token;
    const renamed = await call(
      admin,
      'PUT',
      `/api/usuarios/${user.id}`,
      userBody({ login: user.login, name: 'Renamed', version: user.version }),
    );
    expect(renamed.statusCode).toBe(200);
    expect((await clarify(token)).statusCode).toBe(200);
    const reset = await call(
      admin,
      'PUT',
      `/api/usuarios/${user.id}`,
      userBody({ login: user.login, password: 'Reset#2026', version: renamed.json().version }),
    );
    expect(reset.statusCode).toBe(200);
    expect((await clarify(token)).statusCode).toBe(401);
    expect((await clarify(admin)).statusCode).toBe(200);
  });

  it('refuses the writes of a user who must change their password with 403 until they change it', async () => {
    const user = await createUser(admin, { roles: ['MANAGER'], password: 'Start#2026' });
    const token = (await loginAs(user.login, 'Start#2026')).token;
    const refused = await call(token, 'POST', '/api/usuarios', userBody(), { locale: '2' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'passwordChangeRequired',
      message: 'Cambie su contraseña antes de hacer cambios',
    });
    expect((await call(token, 'GET', '/api/usuarios/me')).statusCode).toBe(200);
    const other = (await loginAs(user.login, 'Start#2026')).token;
    expect((await call(other, 'POST', '/api/auth-sgpa/logout')).statusCode).toBe(204);
    const changed = await call(token, 'PUT', '/api/usuarios/me/password', {
      currentPassword: 'Start#2026',
      password: 'Better#2026',
      confirmation: 'Better#2026',
    });
    expect(changed.statusCode).toBe(200);
    expect((await call(token, 'POST', '/api/usuarios', userBody())).statusCode).toBe(201);
  });
});

describe('branches', () => {
  it('answers the region of a branch, the map box, the branches with measures and a filtered page', async () => {
    const region = (await call(admin, 'GET', `/api/unidades/regionalPorUnidade?cdUnidade=${iowa}`)).json();
    expect(region).toMatchObject({ id: midwest, descRegional: 'Midwest' });
    expect(region.units.map((unit: { id: number }) => unit.id)).toEqual([iowa]);
    const box = (await call(admin, 'GET', '/api/unidades/fitbounds')).json();
    expect(box.padding).toBe(50);
    expect(box.maxZoom).toBe(16);
    const [west, south, east, north] = box.bbox;
    expect(west).toBeLessThan(-93.62);
    expect(east).toBeGreaterThan(-93.62);
    expect(south).toBeLessThan(42.03);
    expect(north).toBeGreaterThan(42.03);
    expect((await call(admin, 'GET', '/api/unidades/fitbounds?regional=true')).json().padding).toBe(20);
    const me = (await call(admin, 'GET', '/api/auth-sgpa/clarify')).json();
    const measured = (
      await call(admin, 'GET', `/api/unidades/unidadesComMedidasPorUsuario?cdUsuario=${me.id}`)
    ).json();
    expect(measured).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ descUnidade: 'Central Iowa', unitSystem: 'imperial' }),
        expect.objectContaining({ descUnidade: 'Mato Grosso', unitSystem: 'metric' }),
      ]),
    );
    const filtered = (await call(admin, 'POST', '/api/unidade/by_filter', { search: 'mato' })).json();
    expect(filtered).toMatchObject({ totalElements: 1, content: [{ descUnidade: 'Mato Grosso' }] });
    const locations = (
      await call(admin, 'GET', `/api/localizacoes/all-simple-filter?unit=${matoGrosso}&filter=lucas`)
    ).json();
    expect(
      locations.map((location: { dsLocalizacaoEscritorio: string }) => location.dsLocalizacaoEscritorio),
    ).toEqual(['Lucas do Rio Verde']);
  });

  it("refuses another user's branches to a role without user management (403) and a foreign branch (403)", async () => {
    const dispatcher = await login('dispatcher');
    const me = (await call(admin, 'GET', '/api/auth-sgpa/clarify')).json();
    expect(
      (await call(dispatcher, 'GET', `/api/unidades/unidadesComMedidasPorUsuario?cdUsuario=${me.id}`))
        .statusCode,
    ).toBe(403);
    const other = await login('demo', { owner: 'other' });
    const theirUnit = (await call(other, 'GET', '/api/usuario/unidades')).json()[0].id;
    expect(
      (await call(admin, 'GET', `/api/unidades/regionalPorUnidade?cdUnidade=${theirUnit}`)).statusCode,
    ).toBe(403);
    expect(
      (await call(admin, 'GET', `/api/localizacoes/all-simple-filter?unit=${theirUnit}`)).statusCode,
    ).toBe(403);
  });

  it('support contact: the user, the branch support address and no chat service by default', async () => {
    const contact = (await call(admin, 'GET', '/api/usuario/demo')).json();
    expect(contact).toEqual({
      email: 'dana.miller@example.com',
      supportEmail: 'iowa.support@prairie-cerrado.example.com',
      chatUrl: null,
    });
  });

  it("support contact of a user outside the caller's branches is 404, like a missing one", async () => {
    const iowaManager = await createUser(admin, { roles: ['MANAGER'], password: 'Iowa#2026z' });
    const brazilOnly = await createUser(admin, {
      unitIds: [matoGrosso],
      regionIds: [centroOeste],
      locationIds: [demo.locations.matoGrosso[0]],
    });
    const token = await loginReady(iowaManager.login, 'Iowa#2026z');
    expect((await call(token, 'GET', `/api/usuario/${brazilOnly.login}`)).statusCode).toBe(404);
    expect((await call(token, 'GET', '/api/usuario/nobody.at.all')).statusCode).toBe(404);
    expect((await call(token, 'GET', `/api/usuario/${iowaManager.login}`)).json().email).toBe(
      iowaManager.email,
    );
    expect((await call(token, 'GET', '/api/usuario/demo')).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/usuario/${brazilOnly.login}`)).json().email).toBe(
      brazilOnly.email,
    );
  });

  it("the branch's support address is configurable; empty falls back to the company's", async () => {
    const set = await call(admin, 'PUT', `/api/unidades/${iowa}/suporte`, {
      supportEmail: 'agronomy.help@example.com',
    });
    expect(set.json()).toEqual({ id: iowa, supportEmail: 'agronomy.help@example.com' });
    expect((await call(admin, 'GET', '/api/usuario/demo')).json().supportEmail).toBe(
      'agronomy.help@example.com',
    );
    await call(admin, 'PUT', `/api/unidades/${iowa}/suporte`, { supportEmail: '' });
    expect((await call(admin, 'GET', '/api/usuario/demo')).json().supportEmail).toBe(
      'support@prairie-cerrado.example.com',
    );
    for (const role of ['dispatcher', 'mixer', 'applicator'])
      expect(
        (
          await call(await login(role), 'PUT', `/api/unidades/${iowa}/suporte`, {
            supportEmail: 'x@example.com',
          })
        ).statusCode,
      ).toBe(403);
    expect(
      (await call(admin, 'PUT', `/api/unidades/${iowa}/suporte`, { supportEmail: 'not-an-email' }))
        .statusCode,
    ).toBe(400);
  });
});
