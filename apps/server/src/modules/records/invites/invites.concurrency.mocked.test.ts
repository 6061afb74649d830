import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../../test/test-app';
import type * as InvitesRepository from './invites.repository';
import { invites } from './invites.tables';

/**
 * Two invites for the same login created at the same moment: each transaction's read finds no open
 * invite yet. The read is made to miss here, as it does in that race, so only the database's unique
 * index on open invites can refuse the second one.
 */
vi.mock('./invites.repository', async (importOriginal) => {
  const original = await importOriginal<typeof InvitesRepository>();
  return {
    ...original,
    createInvitesRepository: (db: Parameters<typeof original.createInvitesRepository>[0]) => ({
      ...original.createInvitesRepository(db),
      findOpenFor: async () => undefined,
    }),
  };
});

const { call, login, demo, database } = await createTestApp();
const admin = await login();

const body = (username: string) => ({
  username,
  fullName: 'Raced Person',
  email: 'raced@example.com',
  phone: null,
  cdUnidade: demo.units.iowa,
  role: 'MANAGER',
  send: false,
});

describe('two invites for the same user at once', () => {
  it("the second is 409 'an invite for this user already exists', never a 500", async () => {
    const [first, second] = await Promise.all([
      call(admin, 'POST', '/api/invites', body('raced.person')),
      call(admin, 'POST', '/api/invites', body('Raced.Person')),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json()).toMatchObject({
      code: 'inviteExists',
      message: 'An invite for this user already exists',
    });
    const rows = await database.db.select().from(invites);
    expect(rows.filter((row) => row.username.toLowerCase() === 'raced.person')).toHaveLength(1);
  });

  it('a finished invite does not block a new one for the same login', async () => {
    const created = (await call(admin, 'POST', '/api/invites', body('again.person'))).json<{ id: number }>();
    await database.db.update(invites).set({ status: 'FINISHED' }).where(eq(invites.id, created.id));
    expect((await call(admin, 'POST', '/api/invites', body('again.person'))).statusCode).toBe(201);
  });
});
