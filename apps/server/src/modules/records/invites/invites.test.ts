import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../../test/test-app';
import { startTestSmtpServer } from '../../share/test-smtp-server';
import { invites } from './invites.tables';

const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());
const { call, login, demo, database } = await createTestApp({
  secondOwner: true,
  services: {
    people: { share: { smtpUrl: smtp.url }, invites: { publicUrl: 'https://tramline.example.com/' } },
  },
});
const admin = await login();

type TInvite = {
  id: number;
  hash: string;
  link: string | null;
  status: string;
  active: boolean;
  finished: boolean;
  emailSent: boolean | null;
  version: number;
};

let serial = 0;
function inviteBody(values: Record<string, unknown> = {}) {
  serial += 1;
  return {
    username: `invited.${serial}`,
    fullName: `Invited Person ${serial}`,
    email: `invited.${serial}@example.com`,
    phone: '+1 515 555 0199',
    cdUnidade: demo.units.iowa,
    role: 'MANAGER',
    ...values,
  };
}

function tokenOf(link: string) {
  const url = new URL(link);
  return { hash: url.searchParams.get('hash')!, owner: url.searchParams.get('owner')! };
}

const acceptance = (values: Record<string, unknown> = {}) => ({
  owner: 'demo',
  acceptTerms: true,
  password: 'Invite#2026',
  confirmation: 'Invite#2026',
  name: 'Invited Person',
  email: 'invited@example.com',
  phone: null,
  language: 'en-us',
  ...values,
});

describe('creating invites', () => {
  it('stores the invite, emails the link through SMTP and answers the link once', async () => {
    const arrival = smtp.nextMail();
    const response = await call(
      admin,
      'POST',
      '/api/invites',
      inviteBody({ fullName: 'Maria Lopes', email: 'maria.lopes@example.com' }),
    );
    expect(response.statusCode).toBe(201);
    const invite = response.json<TInvite>();
    expect(invite).toMatchObject({
      status: 'ACTIVE',
      active: true,
      finished: false,
      emailSent: true,
      role: 'MANAGER',
      descUnidade: 'Central Iowa',
    });
    expect(invite.link).toMatch(/^https:\/\/tramline\.example\.com\/invite\?hash=[\w-]{43}&owner=demo$/);

    const mail = await arrival;
    expect(mail.to).toEqual(['maria.lopes@example.com']);
    expect(mail.subject).toBe('Your invitation to Prairie & Cerrado Ag Services on Tramline');
    expect(mail.text).toContain('Hello Maria Lopes,');
    expect(mail.text).toContain('Dana Miller invited you');
    expect(mail.text).toContain(invite.link!);

    const read = (await call(admin, 'GET', `/api/invites/${invite.id}`)).json<TInvite>();
    expect(read.link).toBeNull();
    expect(invite.link).toContain(read.hash);
  });

  it('keeps only the SHA-256 of the link secret', async () => {
    const invite = (await call(admin, 'POST', '/api/invites', inviteBody({ send: false }))).json<TInvite>();
    const { hash } = tokenOf(invite.link!);
    const rows = await database.db.select().from(invites).where(eq(invites.id, invite.id));
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(hash);
    expect(invite.emailSent).toBeNull();
  });

  it('an existing invite for the same user blocks a new one (409)', async () => {
    const body = inviteBody({ send: false });
    expect((await call(admin, 'POST', '/api/invites', body)).statusCode).toBe(201);
    const again = await call(admin, 'POST', '/api/invites', {
      ...body,
      username: body.username.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'inviteExists',
      message: 'An invite for this user already exists',
    });
  });

  it('refuses a username that is already a user (409)', async () => {
    const response = await call(
      admin,
      'POST',
      '/api/invites',
      inviteBody({ username: 'dispatcher', send: false }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('userLoginExists');
  });

  it('only offers the invite roles and needs the fields', async () => {
    const response = await call(admin, 'POST', '/api/invites', { username: 'x', role: 'DISPATCHER' });
    expect(response.statusCode).toBe(400);
    const paths = response.json().details.map((detail: { path: string }) => detail.path);
    expect(paths).toEqual(
      expect.arrayContaining(['body.role', 'body.fullName', 'body.email', 'body.cdUnidade']),
    );
  });

  it('only top managers and administrators manage invites; a manager gets 403 for every invite action', async () => {
    const invite = (await call(admin, 'POST', '/api/invites', inviteBody({ send: false }))).json<TInvite>();
    const manager = await login('manager');
    const attempts = [
      await call(manager, 'GET', '/api/invites'),
      await call(manager, 'GET', `/api/invites/${invite.id}`),
      await call(manager, 'POST', '/api/invites', inviteBody({ send: false })),
      await call(manager, 'POST', '/api/invites', inviteBody({ role: 'TOP_MANAGER', send: false })),
      await call(manager, 'PUT', `/api/invites/${invite.id}`, { fullName: 'X', email: 'x@example.com' }),
      await call(manager, 'POST', `/api/invites/${invite.id}/disable`),
      await call(manager, 'POST', `/api/invites/${invite.id}/enable`),
      await call(manager, 'POST', `/api/invites/${invite.id}/link`, {}),
      await call(manager, 'DELETE', `/api/invites/${invite.id}`),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual(attempts.map(() => 403));
    expect(attempts[0]!.json().code).toBe('forbidden');

    const top = await login('topmanager');
    expect((await call(top, 'GET', `/api/invites/${invite.id}`)).statusCode).toBe(200);
    expect(
      (await call(top, 'POST', '/api/invites', inviteBody({ role: 'TOP_MANAGER', send: false }))).statusCode,
    ).toBe(201);
    expect((await call(top, 'POST', '/api/invites', inviteBody({ send: false }))).statusCode).toBe(201);
  });

  it('saves the invite and says so when the email cannot be sent', async () => {
    const broken = await createTestApp({
      services: { people: { share: { smtpUrl: 'smtp://127.0.0.1:9' } } },
    });
    const token = await broken.login();
    const response = await broken.call(token, 'POST', '/api/invites', inviteBody());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ emailSent: false, status: 'ACTIVE' });
    expect(response.json().link).toContain('/invite?hash=');
  });
});

describe('the invite link', () => {
  it('GET /invite/{hash} answers the invite to anyone holding the link; unknown links are 404', async () => {
    const invite = (
      await call(admin, 'POST', '/api/invites', inviteBody({ send: false, fullName: 'Link Holder' }))
    ).json<TInvite>();
    const { hash, owner } = tokenOf(invite.link!);
    const detail = await call(null, 'GET', `/api/invite/${hash}?owner=${owner}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      fullName: 'Link Holder',
      owner: 'demo',
      ownerName: 'Prairie & Cerrado Ag Services',
      role: 'MANAGER',
      active: true,
      finished: false,
      status: 'ACTIVE',
    });
    expect((await call(null, 'GET', `/api/invite/${hash}`, undefined, { owner: 'demo' })).statusCode).toBe(
      200,
    );
    const unknown = await call(null, 'GET', `/api/invite/${'x'.repeat(43)}?owner=demo`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'invalidInvite', message: 'Invalid/Expired invite!' });
    expect((await call(null, 'GET', `/api/invite/${hash}?owner=other`)).statusCode).toBe(404);
  });

  it('accepting creates the account with the role and branch, finishes the invite and lets the user sign in', async () => {
    const invite = (
      await call(admin, 'POST', '/api/invites', inviteBody({ send: false, username: 'new.manager' }))
    ).json<TInvite>();
    const { hash } = tokenOf(invite.link!);
    const accepted = await call(
      null,
      'POST',
      `/api/invite/${hash}/accept`,
      acceptance({ name: 'New Manager', email: 'new.manager@example.com', language: 'pt-br' }),
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ login: 'new.manager', owner: 'demo' });

    const session = await call(null, 'POST', '/api/v2/auth-sgpa/create', {
      login: 'new.manager',
      password: 'Invite#2026',
      owner: 'demo',
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({
      recovery: false,
      user: { name: 'New Manager', roles: ['MANAGER'], unit: demo.units.iowa, language: 'pt-br' },
    });
    const locations = (await call(session.json().token, 'GET', '/api/activeLocation')).json();
    expect(locations.locations).toHaveLength(3);

    expect((await call(null, 'GET', `/api/invite/${hash}?owner=demo`)).json()).toMatchObject({
      status: 'FINISHED',
      finished: true,
      active: false,
    });
    const again = await call(null, 'POST', `/api/invite/${hash}/accept`, acceptance());
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('inviteFinished');
  });

  it('refuses a password that breaks the policy, a wrong confirmation and unaccepted terms', async () => {
    const invite = (await call(admin, 'POST', '/api/invites', inviteBody({ send: false }))).json<TInvite>();
    const { hash } = tokenOf(invite.link!);
    const weak = await call(
      null,
      'POST',
      `/api/invite/${hash}/accept`,
      acceptance({ password: 'weakpass', confirmation: 'weakpas', acceptTerms: false }),
    );
    expect(weak.statusCode).toBe(400);
    expect(
      weak
        .json()
        .details.map((detail: { code: string }) => detail.code)
        .sort(),
    ).toEqual(['passwordRequirements', 'termsRequired'].sort());
    const mismatch = await call(
      null,
      'POST',
      `/api/invite/${hash}/accept`,
      acceptance({ confirmation: 'Invite#2027' }),
    );
    expect(mismatch.json().details).toEqual([
      { path: 'body.confirmation', code: 'passwordMismatch', message: 'The passwords do not match' },
    ]);
    expect((await call(null, 'GET', `/api/invite/${hash}?owner=demo`)).json().finished).toBe(false);
  });

  it('an expired invite reads as expired and cannot be accepted (410); a new link renews it', async () => {
    const invite = (await call(admin, 'POST', '/api/invites', inviteBody({ send: false }))).json<TInvite>();
    await database.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(invites.id, invite.id));
    const { hash } = tokenOf(invite.link!);
    expect((await call(null, 'GET', `/api/invite/${hash}?owner=demo`)).json()).toMatchObject({
      status: 'EXPIRED',
      active: false,
    });
    const expired = (await call(admin, 'GET', '/api/invites?status=EXPIRED&size=100')).json();
    expect(expired.content.map((row: TInvite) => row.id)).toContain(invite.id);
    const refused = await call(null, 'POST', `/api/invite/${hash}/accept`, acceptance());
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({ code: 'inviteExpired', message: 'This invite has expired' });

    const arrival = smtp.nextMail();
    const renewed = (
      await call(admin, 'POST', `/api/invites/${invite.id}/link`, { send: true })
    ).json<TInvite>();
    expect(renewed).toMatchObject({ status: 'ACTIVE', emailSent: true });
    expect((await arrival).text).toContain(renewed.link!);
    expect((await call(null, 'GET', `/api/invite/${hash}?owner=demo`)).statusCode).toBe(404);
    const next = tokenOf(renewed.link!).hash;
    expect((await call(null, 'POST', `/api/invite/${next}/accept`, acceptance())).statusCode).toBe(200);
  });

  it('a disabled invite does not work until it is enabled again', async () => {
    const invite = (await call(admin, 'POST', '/api/invites', inviteBody({ send: false }))).json<TInvite>();
    const { hash } = tokenOf(invite.link!);
    expect((await call(admin, 'POST', `/api/invites/${invite.id}/disable`)).json().status).toBe('DISABLED');
    expect((await call(null, 'POST', `/api/invite/${hash}/accept`, acceptance())).statusCode).toBe(404);
    expect((await call(admin, 'POST', `/api/invites/${invite.id}/enable`)).json().status).toBe('ACTIVE');
    expect((await call(null, 'GET', `/api/invite/${hash}?owner=demo`)).json().active).toBe(true);
  });
});

describe('managing invites', () => {
  it('lists the branch invites by status, edits contacts and deletes unused invites', async () => {
    const invite = (
      await call(admin, 'POST', '/api/invites', inviteBody({ send: false, fullName: 'Edit Me' }))
    ).json<TInvite>();
    const listed = (await call(admin, 'GET', '/api/invites?status=ACTIVE&search=edit+me')).json();
    expect(listed.content.map((row: TInvite) => row.id)).toEqual([invite.id]);
    const edited = await call(admin, 'PUT', `/api/invites/${invite.id}`, {
      fullName: 'Edited',
      email: 'edited@example.com',
      version: 1,
    });
    expect(edited.json()).toMatchObject({ fullName: 'Edited', version: 2 });
    expect(
      (
        await call(admin, 'PUT', `/api/invites/${invite.id}`, {
          fullName: 'Stale',
          email: 'e@example.com',
          version: 1,
        })
      ).statusCode,
    ).toBe(409);
    expect((await call(admin, 'DELETE', `/api/invites/${invite.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/api/invites/${invite.id}`)).statusCode).toBe(404);
  });

  it.each(['dispatcher', 'mixer', 'applicator'])('%s gets 403 for every invite action', async (role) => {
    const token = await login(role);
    const invite = (await call(admin, 'POST', '/api/invites', inviteBody({ send: false }))).json<TInvite>();
    const attempts = [
      await call(token, 'GET', '/api/invites'),
      await call(token, 'GET', `/api/invites/${invite.id}`),
      await call(token, 'POST', '/api/invites', inviteBody()),
      await call(token, 'PUT', `/api/invites/${invite.id}`, { fullName: 'X', email: 'x@example.com' }),
      await call(token, 'POST', `/api/invites/${invite.id}/disable`),
      await call(token, 'POST', `/api/invites/${invite.id}/enable`),
      await call(token, 'POST', `/api/invites/${invite.id}/link`, {}),
      await call(token, 'DELETE', `/api/invites/${invite.id}`),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual(attempts.map(() => 403));
  });

  it("a user of branch A cannot see or change branch B's invites", async () => {
    const regions = (await call(admin, 'GET', '/api/regionais')).json<
      { id: number; descRegional: string }[]
    >();
    const manager = await call(admin, 'POST', '/api/usuarios', {
      name: 'Iowa Only',
      login: 'iowa.only.top',
      email: 'iowa.only@example.com',
      roles: ['TOP_MANAGER'],
      unitIds: [demo.units.iowa],
      regionIds: [regions.find((region) => region.descRegional === 'Midwest')!.id],
      locationIds: [demo.locations.iowa[0]],
      language: 'en-us',
      password: 'Iowa#2026i',
    });
    expect(manager.statusCode).toBe(201);
    const token = (
      await call(null, 'POST', '/api/v2/auth-sgpa/create', {
        login: 'iowa.only.top',
        password: 'Iowa#2026i',
        owner: 'demo',
      })
    ).json<{ token: string }>().token;
    // A user created with a password sets it again before writing.
    const again = { currentPassword: 'Iowa#2026i', password: 'Iowa#2026i', confirmation: 'Iowa#2026i' };
    await call(token, 'PUT', '/api/usuarios/me/password', again);
    const inBrazil = (
      await call(await login(), 'PUT', '/api/auth-sgpa/update', { unit: demo.units.matoGrosso })
    ).json<{ token: string }>().token;
    const theirs = (
      await call(
        inBrazil,
        'POST',
        '/api/invites',
        inviteBody({ send: false, cdUnidade: demo.units.matoGrosso }),
      )
    ).json<TInvite>();
    expect((await call(inBrazil, 'GET', `/api/invites/${theirs.id}`)).statusCode).toBe(200);

    const listed = (await call(token, 'GET', '/api/invites?size=500')).json();
    expect(listed.content.map((row: TInvite) => row.id)).not.toContain(theirs.id);
    const attempts = [
      await call(token, 'GET', `/api/invites/${theirs.id}`),
      await call(token, 'PUT', `/api/invites/${theirs.id}`, { fullName: 'X', email: 'x@example.com' }),
      await call(token, 'POST', `/api/invites/${theirs.id}/disable`),
      await call(token, 'POST', `/api/invites/${theirs.id}/enable`),
      await call(token, 'POST', `/api/invites/${theirs.id}/link`, {}),
      await call(token, 'DELETE', `/api/invites/${theirs.id}`),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual(attempts.map(() => 404));
    const refused = await call(
      token,
      'POST',
      '/api/invites',
      inviteBody({ send: false, cdUnidade: demo.units.matoGrosso }),
    );
    expect(refused.statusCode).toBe(403);
  });

  it("answers 404 for another owner's invite and another branch's", async () => {
    const other = await login('demo', { owner: 'other' });
    const otherUnit = (await call(other, 'GET', '/api/usuario/unidades')).json()[0].id;
    const theirs = (
      await call(other, 'POST', '/api/invites', inviteBody({ send: false, cdUnidade: otherUnit }))
    ).json<TInvite>();
    expect((await call(admin, 'GET', `/api/invites/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/invites/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'POST', '/api/invites', inviteBody({ cdUnidade: otherUnit }))).statusCode).toBe(
      403,
    );
  });
});
