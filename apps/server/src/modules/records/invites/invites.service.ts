import { createHash, randomBytes } from 'node:crypto';
import {
  canGrantRoles,
  formatMessage,
  INVITE_VALID_SECONDS,
  toPage,
  type TInviteAcceptance,
  type TInviteValues,
  type TLocale,
} from '@tramline/domain';
import type { TDatabase } from '../../../db/database';
import { isUniqueViolation } from '../../../db/errors';
import type { TAuth } from '../../../http/auth-context';
import { AppError, conflict, notFound } from '../../../http/errors';
import type { TShareService } from '../../share/share.service';
import type { TTenancyService } from '../../tenancy/tenancy.service';
import { createUsersService, type TUsersService } from '../users/users.service';
import { createInvitesRepository, type TInviteRow, type TInviteScope } from './invites.repository';
import { inviteStatusOf, presentInvite, presentInviteDetail } from './invites.presenter';

export interface TInvitesOptions {
  /** Base of the links in invite emails (`PUBLIC_URL`). */
  publicUrl?: string;
  now?: () => Date;
}

export const DEFAULT_PUBLIC_URL = 'http://localhost:8080';
/** Characters of the secret shown to tell links apart. */
const HASH_PREFIX_LENGTH = 8;

function scopeOf(auth: TAuth): TInviteScope {
  return { ownerId: auth.ownerId, unitId: auth.unitId };
}

function hashOf(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh link secret: 256 random bits, URL-safe. Only its SHA-256 is stored. */
function newSecret() {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashOf(token), hashPrefix: token.slice(0, HASH_PREFIX_LENGTH) };
}

/**
 * Invites for top managers and managers: created by those who may grant the role, emailed as a
 * link valid for 7 days, and accepted once through onboarding, which creates the account.
 */
export function createInvitesService(
  db: TDatabase,
  dependencies: { users: TUsersService; share: TShareService; tenancy: TTenancyService },
  options: TInvitesOptions = {},
) {
  const repository = createInvitesRepository(db);
  const now = options.now ?? (() => new Date());
  const publicUrl = (options.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, '');
  const { users, share, tenancy } = dependencies;

  const linkFor = (token: string, ownerCode: string) =>
    `${publicUrl}/invite?hash=${encodeURIComponent(token)}&owner=${encodeURIComponent(ownerCode)}`;
  const expiryFrom = (instant: Date) => new Date(instant.getTime() + INVITE_VALID_SECONDS * 1000);

  async function present(
    auth: TAuth,
    rows: TInviteRow[],
    extra: { link?: string | null; emailSent?: boolean | null } = {},
  ) {
    const names = await tenancy.unitNames(auth.ownerId);
    return rows.map((row) =>
      presentInvite(row, { now: now(), unitName: names.get(row.unitId) ?? '', ...extra }),
    );
  }

  async function findOwn(auth: TAuth, id: number) {
    const row = await repository.find(scopeOf(auth), id);
    if (!row) throw notFound();
    return row;
  }

  /** Emails the link in the inviter's language; answers whether it left. */
  async function sendLink(auth: TAuth, row: TInviteRow, link: string): Promise<boolean> {
    const [owner, names, inviter] = await Promise.all([
      tenancy.ownerById(auth.ownerId),
      tenancy.unitNames(auth.ownerId),
      users.profile(auth),
    ]);
    const locale: TLocale = auth.language;
    const params = {
      name: row.fullName,
      inviter: inviter.name,
      company: owner?.name ?? auth.ownerCode,
      branch: names.get(row.unitId) ?? '',
      role: formatMessage(row.role === 'TOP_MANAGER' ? 'inviteRoleTopManager' : 'inviteRoleManager', locale),
      link,
      username: row.username,
      expires: row.expiresAt.toISOString().slice(0, 16).replace('T', ' '),
    };
    try {
      await share.sendEmail(auth.ownerId, {
        to: [row.email],
        subject: formatMessage('inviteEmailSubject', locale, params),
        text: formatMessage('inviteEmailBody', locale, params),
        replyTo: inviter.email ?? undefined,
      });
      return true;
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  }

  /** The invite a link points at, in the owner named by the link. */
  async function resolve(ownerCode: string, token: string) {
    const owner = await tenancy.ownerByCode(ownerCode);
    const row = owner ? await repository.findByTokenHash(owner.id, hashOf(token)) : undefined;
    if (!owner || !row) throw new AppError(404, 'invalidInvite');
    return { owner, row };
  }

  return {
    async list(
      auth: TAuth,
      query: { page: number; size: number; sort?: string; search?: string; status?: string; role?: string },
    ) {
      const { rows, total } = await repository.list(scopeOf(auth), query, now());
      return toPage(await present(auth, rows), total, query);
    },

    async get(auth: TAuth, id: number) {
      const [invite] = await present(auth, [await findOwn(auth, id)]);
      return invite!;
    },

    /**
     * Invites someone as top manager or manager of a branch the inviter holds. An invite for the same
     * username that was not used yet blocks a new one, and so does an existing user with that login.
     */
    async create(auth: TAuth, input: TInviteValues) {
      if (!canGrantRoles(auth.roles, [input.role]))
        throw new AppError(403, 'roleNotGrantable', {}, [
          { path: 'role', code: 'roleNotGrantable', message: '' },
        ]);
      if (!auth.permittedUnitIds.includes(input.cdUnidade))
        throw new AppError(403, 'unitNotGrantable', {}, [
          { path: 'cdUnidade', code: 'unitNotGrantable', message: '' },
        ]);
      const existingUser = await users.findByLogin(auth.ownerId, input.username);
      if (existingUser?.active)
        throw new AppError(409, 'userLoginExists', {}, [
          { path: 'username', code: 'userLoginExists', message: input.username },
        ]);
      const inviteExists = () =>
        new AppError(409, 'inviteExists', {}, [
          { path: 'username', code: 'inviteExists', message: input.username },
        ]);
      // The read answers the usual case; the unique index on open invites answers two at once.
      const row = await db
        .transaction(async (tx) => {
          const txRepository = createInvitesRepository(tx);
          if (await txRepository.findOpenFor(auth.ownerId, input.username)) throw inviteExists();
          const secret = newSecret();
          const inserted = await txRepository.insert({
            ownerId: auth.ownerId,
            unitId: input.cdUnidade,
            username: input.username,
            fullName: input.fullName,
            email: input.email,
            phone: input.phone,
            role: input.role,
            tokenHash: secret.tokenHash,
            hashPrefix: secret.hashPrefix,
            status: 'ACTIVE',
            expiresAt: expiryFrom(now()),
            createdByUserId: auth.userId,
          });
          return { inserted, token: secret.token };
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? inviteExists() : error;
        });
      const link = linkFor(row.token, auth.ownerCode);
      const emailSent = input.send ? await sendLink(auth, row.inserted, link) : null;
      const [invite] = await present(auth, [row.inserted], { link, emailSent });
      return invite!;
    },

    /** Edits the contact details of an invite that was not used. */
    async update(
      auth: TAuth,
      id: number,
      input: { version?: number; fullName: string; email: string; phone: string | null },
    ) {
      const current = await findOwn(auth, id);
      if (current.status === 'FINISHED') throw conflict('inviteFinished');
      const row = await repository.update(id, input.version ?? current.version, {
        fullName: input.fullName,
        email: input.email,
        phone: input.phone,
      });
      if (!row) throw conflict();
      const [invite] = await present(auth, [row]);
      return invite!;
    },

    /** Switches an invite off (its link stops working) or on again. */
    async setActive(auth: TAuth, id: number, active: boolean) {
      const current = await findOwn(auth, id);
      if (current.status === 'FINISHED') throw conflict('inviteFinished');
      const row = await repository.update(id, current.version, { status: active ? 'ACTIVE' : 'DISABLED' });
      if (!row) throw conflict();
      const [invite] = await present(auth, [row]);
      return invite!;
    },

    /**
     * A new link for an invite that was not used: the old link stops working and the new one works
     * for 7 days. Sent by email when asked, and answered once so it can be copied.
     */
    async reissue(auth: TAuth, id: number, send: boolean) {
      const current = await findOwn(auth, id);
      if (current.status === 'FINISHED') throw conflict('inviteFinished');
      const secret = newSecret();
      const row = await repository.update(id, current.version, {
        tokenHash: secret.tokenHash,
        hashPrefix: secret.hashPrefix,
        status: 'ACTIVE',
        expiresAt: expiryFrom(now()),
      });
      if (!row) throw conflict();
      const link = linkFor(secret.token, auth.ownerCode);
      const emailSent = send ? await sendLink(auth, row, link) : null;
      const [invite] = await present(auth, [row], { link, emailSent });
      return invite!;
    },

    async remove(auth: TAuth, id: number) {
      const current = await findOwn(auth, id);
      if (current.status === 'FINISHED') throw conflict('inviteFinished');
      await repository.remove(id);
    },

    /** `GET /invite/{hash}`: the invite a link points at, whatever its state; unknown links are 404. */
    async detail(ownerCode: string, token: string) {
      const { owner, row } = await resolve(ownerCode, token);
      const names = await tenancy.unitNames(owner.id);
      return presentInviteDetail(row, {
        now: now(),
        unitName: names.get(row.unitId) ?? '',
        ownerCode: owner.code,
        ownerName: owner.name,
      });
    },

    /**
     * The end of onboarding: the account is created (or an inactive one with the login activated)
     * with the invite's role and branch, and the invite becomes finished, in one transaction.
     */
    async accept(token: string, input: TInviteAcceptance) {
      const { owner, row } = await resolve(input.owner, token);
      const status = inviteStatusOf(row, now());
      if (status === 'DISABLED') throw new AppError(404, 'invalidInvite');
      if (status === 'FINISHED') throw new AppError(409, 'inviteFinished');
      if (status === 'EXPIRED') throw new AppError(410, 'inviteExpired');
      return db.transaction(async (tx) => {
        const account = await createUsersService(tx).accountFromInvite({
          ownerId: owner.id,
          unitId: row.unitId,
          login: row.username,
          role: row.role === 'TOP_MANAGER' ? 'TOP_MANAGER' : 'MANAGER',
          name: input.name,
          email: input.email,
          phone: input.phone,
          language: input.language,
          password: input.password,
        });
        const finished = await createInvitesRepository(tx).update(row.id, row.version, {
          status: 'FINISHED',
          finishedAt: now(),
          userId: account.id,
        });
        if (!finished) throw new AppError(409, 'inviteFinished');
        return { login: account.login, owner: owner.code };
      });
    },
  };
}

export type TInvitesService = ReturnType<typeof createInvitesService>;
