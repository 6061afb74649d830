import {
  ZLocale,
  ZRole,
  ZUnitsPreference,
  type TLocale,
  type TLoginRequest,
  type TSessionUpdate,
  type TUnitsPreference,
} from '@tramline/domain';
import type { TDatabase, TExecutor } from '../../db/database';
import type { TAuth } from '../../http/auth-context';
import { AppError } from '../../http/errors';
import { createTenancyRepository, type TUserRow } from '../tenancy/tenancy.repository';
import { createAuthRepository } from './auth.repository';
import { hashPassword, hashToken, newToken, UNMATCHABLE_HASH, verifyPassword } from './password-hash';
import { createSessionCache, type TAuthChangeFeed } from './session-cache';

/** Failed logins for one login allowed inside the window before it is locked. */
export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
export const LOGIN_LOCK_MS = 15 * 60_000;

/**
 * Ends every session of a user but the kept one: after a password change (the caller's own session
 * stays) or a reset by someone else (none stays). Runs on the caller's transaction when given one.
 */
export async function endUserSessions(executor: TExecutor, userId: number, keptSessionId?: number) {
  await createAuthRepository(executor).revokeSessionsOfUser(userId, new Date(), keptSessionId);
}

export interface TAuthServiceOptions {
  now?: () => Date;
  /** Notices of changes to sessions, users and grants; with it, session checks are cached. */
  changes?: TAuthChangeFeed;
}

export function createAuthService(db: TDatabase, options: TAuthServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  const repository = createAuthRepository(db);
  const tenancy = createTenancyRepository(db);
  const sessionCache = createSessionCache({ now: () => now().getTime() });

  /** A stored choice of units that is not one of the three reads as following the language. */
  const unitsOf = (user: TUserRow): TUnitsPreference => ZUnitsPreference.catch('language').parse(user.units);

  function presentUser(
    user: TUserRow,
    ownerCode: string,
    unitId: number,
    language: TLocale,
    units: TUnitsPreference = unitsOf(user),
  ) {
    return {
      id: user.id,
      login: user.login,
      name: user.name,
      email: user.email,
      unit: unitId,
      language,
      units,
      roles: user.roles.filter((role) => ZRole.safeParse(role).success) as TAuth['roles'],
      owner: ownerCode,
    };
  }

  async function openSession(
    user: TUserRow,
    ownerCode: string,
    unitId: number,
    language: TLocale,
    seconds: number,
    environment: string,
  ) {
    const token = newToken();
    const issuedAt = now();
    await repository.createSession({
      userId: user.id,
      tokenHash: hashToken(token),
      unitId,
      language,
      environment,
      createdAt: issuedAt,
      expiresAt: new Date(issuedAt.getTime() + seconds * 1000),
    });
    return { token, user: presentUser(user, ownerCode, unitId, language) };
  }

  async function checkSession(tokenHash: string): Promise<TAuth | null> {
    const found = await repository.findLiveSession(tokenHash, now());
    if (!found) return null;
    const { session, user, owner } = found;
    const [units, locations, active] = await Promise.all([
      tenancy.permittedUnits(user.id),
      tenancy.permittedLocations(user.id, session.unitId),
      tenancy.activeLocationIds(user.id, session.unitId),
    ]);
    if (!units.some((unit) => unit.id === session.unitId)) return null;
    const permittedLocationIds = locations.map((location) => location.id);
    const permitted = new Set(permittedLocationIds);
    const chosen = active.filter((id) => permitted.has(id));
    // Shared by the requests of the session while cached: frozen so none can change it for the others.
    return Object.freeze({
      sessionId: session.id,
      userId: user.id,
      login: user.login,
      ownerId: owner.id,
      ownerCode: owner.code,
      unitId: session.unitId,
      language: ZLocale.catch('en-us').parse(session.language),
      units: unitsOf(user),
      roles: Object.freeze(presentUser(user, owner.code, session.unitId, 'en-us').roles),
      mustChangePassword: user.mustChangePassword,
      permittedUnitIds: Object.freeze(units.map((unit) => unit.id)),
      permittedLocationIds: Object.freeze(permittedLocationIds),
      activeLocationIds: Object.freeze(chosen.length > 0 ? chosen : permittedLocationIds),
      expiresAt: session.expiresAt,
    }) as TAuth;
  }

  return {
    /** `POST /v2/auth-sgpa/create`. Unknown owner, unknown login and wrong password look the same. */
    async login(input: TLoginRequest) {
      const key = `${input.owner.toLowerCase()}:${input.login.toLowerCase()}`;
      // The attempt is counted before the (slow) password check, so a burst of parallel attempts
      // cannot all pass the lock: each is numbered atomically and those past the limit are refused.
      const current = now();
      const lockUntil = new Date(current.getTime() + LOGIN_LOCK_MS);
      const attempt = await repository.countAttempt(key, {
        now: current,
        windowStart: new Date(current.getTime() - LOGIN_FAILURE_WINDOW_MS),
        lockUntil,
        maxAttempts: MAX_LOGIN_FAILURES,
      });
      if (attempt.lockedUntil && attempt.lockedUntil > current) {
        const minutes = Math.ceil((attempt.lockedUntil.getTime() - current.getTime()) / 60_000);
        throw new AppError(429, 'tooManyAttempts', { minutes });
      }
      const owner = await tenancy.findOwnerByCode(input.owner);
      const user = owner ? await tenancy.findUserByLogin(owner.id, input.login) : undefined;
      const matches = await verifyPassword(input.password, user?.passwordHash ?? UNMATCHABLE_HASH);
      if (!owner || !user || !user.active || !matches) {
        await repository.lockWhenExhausted(key, MAX_LOGIN_FAILURES, current, lockUntil);
        throw new AppError(401, 'incorrectLogin');
      }
      await repository.clearFailures(key);
      const units = await tenancy.permittedUnits(user.id);
      // The last branch if it is still active, else the first active one; an administrator whose
      // branches are all inactive still gets in, to the first, to make one active again.
      const active = units.filter((candidate) => candidate.active);
      const unit = active.find((candidate) => candidate.id === user.activeUnitId) ?? active[0] ?? units[0];
      if (!unit) throw new AppError(403, 'unitNotPermitted');
      const language = ZLocale.catch('en-us').parse(user.language);
      const session = await openSession(user, owner.code, unit.id, language, input.time, input.environment);
      return { ...session, recovery: user.mustChangePassword };
    },

    /** Starts caching session checks, if the service was given a change feed. */
    async start() {
      if (options.changes) await sessionCache.listen(options.changes);
    },

    stop: () => sessionCache.stop(),

    /** A write request of this process has committed (see `TSessionCache.afterLocalWrite`). */
    afterWrite: () => sessionCache.afterLocalWrite(),

    /** Resolves a token to the caller, or null when it is unknown, revoked or expired. */
    async authenticate(token: string): Promise<TAuth | null> {
      const tokenHash = hashToken(token);
      const cached = sessionCache.lookup(tokenHash);
      if (cached) return cached;
      const mark = sessionCache.mark();
      const auth = await checkSession(tokenHash);
      if (auth) sessionCache.remember(tokenHash, auth, mark);
      return auth;
    },

    async clarify(auth: TAuth) {
      const user = await tenancy.findUser(auth.ownerId, auth.userId);
      if (!user) throw new AppError(401, 'tokenError');
      return presentUser(user, auth.ownerCode, auth.unitId, auth.language);
    },

    /**
     * `PUT /auth-sgpa/update`: a new token for a new language, units and/or branch; the old token stops
     * working. A branch change clears the active locations.
     */
    async update(auth: TAuth, changes: TSessionUpdate) {
      if (changes.unit !== undefined && !auth.permittedUnitIds.includes(changes.unit))
        throw new AppError(403, 'unitNotPermitted');
      return db.transaction(async (tx) => {
        const txTenancy = createTenancyRepository(tx);
        const txRepository = createAuthRepository(tx);
        const user = await txTenancy.findUser(auth.ownerId, auth.userId);
        if (!user) throw new AppError(401, 'tokenError');
        const unitId = changes.unit ?? auth.unitId;
        if (unitId !== auth.unitId && !(await txTenancy.findUnit(auth.ownerId, unitId))?.active)
          throw new AppError(403, 'unitInactive');
        const language = changes.language ?? auth.language;
        const units = changes.units ?? unitsOf(user);
        await txTenancy.updateUserPreferences(user.id, { language, units, activeUnitId: unitId });
        if (unitId !== auth.unitId) await txTenancy.clearActiveLocations(user.id);
        await txRepository.revokeSession(auth.sessionId, now());
        const token = newToken();
        const issuedAt = now();
        await txRepository.createSession({
          userId: user.id,
          tokenHash: hashToken(token),
          unitId,
          language,
          environment: 'Browser',
          createdAt: issuedAt,
          expiresAt: auth.expiresAt,
        });
        return { token, user: presentUser(user, auth.ownerCode, unitId, language, units) };
      });
    },

    async logout(auth: TAuth) {
      await repository.revokeSession(auth.sessionId, now());
    },

    hashPassword,
  };
}

export type TAuthService = ReturnType<typeof createAuthService>;
