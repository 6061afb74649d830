import pLimit from 'p-limit';
import {
  POSITION_MAX_FUTURE_SECONDS,
  ZPositionPoint,
  can,
  formatMessage,
  translateIssues,
  type TDeviceToken,
  type TDeviceTokenRequest,
  type TIssueDetail,
  type TLocale,
  type TPositionBatchResult,
  type TPositionPoint,
} from '@tramline/domain';
import type { TDatabase } from '../../db/database';
import type { TAuth } from '../../http/auth-context';
import { AppError, forbidden, notFound } from '../../http/errors';
import type { TLiveHub } from '../../live/live-hub';
import { hashToken, newToken } from '../auth/password-hash';
import type { TEquipmentService } from '../records/equipment/equipment.service';
import type { TVouchersService } from '../records/vouchers/vouchers.service';
import type { TTenancyService } from '../tenancy/tenancy.service';
import { createMonitoringRepository, type TPositionInsert } from './monitoring.repository';

/** Days of positions kept by default; older day partitions are dropped. */
export const DEFAULT_POSITION_RETENTION_DAYS = 400;

export interface TMachineApiOptions {
  /** Days of positions kept (POSITION_RETENTION_DAYS). */
  retentionDays?: number;
  now?: () => Date;
  /** Bulk position batches written at once (default the embedded database's `BULK_WRITERS`). */
  bulkWriters?: number;
}

/** A batch of more points than this is bulk: terminals catching up after a lost signal send them. */
export const BULK_BATCH_POINTS = 50;
/**
 * Bulk batches written at once. The others wait in the process, not in the database's queue, so a
 * machine's live point, an alarm's write and a screen's read pass them: on the embedded database's
 * one connection they wait for one batch at most, not for every machine's. A PostgreSQL server's
 * pool (10 connections) writes four at a time, which keeps its ingestion target, and leaves the
 * rest to everything else.
 */
export const BULK_WRITERS = { pglite: 1, postgres: 4 } as const;

/**
 * Runs position writes: a batch of more than `BULK_BATCH_POINTS` points waits for one of
 * `writers` bulk places; a smaller one is written at once.
 */
export function createBulkLane(writers: number) {
  const lane = pLimit(writers);
  return <T>(points: number, write: () => Promise<T>): Promise<T> =>
    points > BULK_BATCH_POINTS ? lane(write) : write();
}

/** Who reports through the machine API: a terminal holding a device token for one machine. */
export interface TMachineCaller {
  ownerId: number;
  ownerCode: string;
  unitId: number;
  equipmentId: number;
  /**
   * The voucher's user, or the user who took the token with their login session: named in the
   * history of what the machine changes.
   */
  userId: number;
  login: string;
}

/**
 * The caller as the other modules' services expect it: the voucher's user in the machine's branch,
 * with no role (so no permission to change records) and no location filter.
 */
export function authOfMachine(caller: TMachineCaller, language: TLocale = 'en-us'): TAuth {
  return {
    sessionId: 0,
    userId: caller.userId,
    login: caller.login,
    ownerId: caller.ownerId,
    ownerCode: caller.ownerCode,
    unitId: caller.unitId,
    language,
    units: 'language',
    roles: [],
    permittedUnitIds: [caller.unitId],
    permittedLocationIds: [],
    activeLocationIds: [],
    expiresAt: new Date(8.64e15),
  };
}

/** Told about each batch of stored points, after the answer's work is done (the alert engine). */
export type TPositionsListener = (batch: {
  caller: TMachineCaller;
  equipmentId: number;
  points: readonly TPositionInsert[];
}) => void;

const DAY_MS = 86_400_000;
const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);
/** The instant a UTC day (`2026-05-01`) ends. */
const endOfUtcDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS);

/**
 * Days a device token taken with a login session works (the operator app's "Use my account"): it
 * ends, like a voucher's, when a UTC day ends. It stops earlier when the user is deactivated, loses
 * the machine's branch or the role to work a machine.
 */
export const USER_DEVICE_TOKEN_DAYS = 30;

/** Whom a device token is issued to: the voucher redeemed, or the signed-in user. */
type TTokenHolder = { voucherId: number; userId?: never } | { userId: number; voucherId?: never };

/** Device tokens and position ingestion: the writing half of the machine API. */
export function createMachineApiService(
  db: TDatabase,
  dependencies: {
    live: TLiveHub;
    tenancy: TTenancyService;
    vouchers: TVouchersService;
    equipment: TEquipmentService;
  },
  options: TMachineApiOptions = {},
) {
  const repository = createMonitoringRepository(db);
  const now = options.now ?? (() => new Date());
  const retentionDays = options.retentionDays ?? DEFAULT_POSITION_RETENTION_DAYS;
  const ownerCodes = new Map<number, string>();
  /** Days whose partition this process has made sure of. */
  const knownDays = new Set<string>();
  const positionListeners: TPositionsListener[] = [];
  const writeBatch = createBulkLane(options.bulkWriters ?? BULK_WRITERS.pglite);

  async function ownerCodeOf(ownerId: number) {
    let code = ownerCodes.get(ownerId);
    if (!code) {
      code = (await dependencies.tenancy.ownerById(ownerId))?.code ?? '';
      ownerCodes.set(ownerId, code);
    }
    return code;
  }

  /** 403 for another machine of the caller's branch, 404 for any machine the caller cannot see. */
  async function assertReportsFor(caller: TMachineCaller, equipmentId: number) {
    if (equipmentId === caller.equipmentId) return;
    const found = await dependencies.equipment.findMany(authOfMachine(caller), [equipmentId]);
    if (found.length) throw forbidden();
    throw notFound();
  }

  async function ensureDays(days: Iterable<string>) {
    for (const day of days) {
      if (knownDays.has(day)) continue;
      await repository.ensureDayPartition(day);
      knownDays.add(day);
    }
  }

  /**
   * The one place device tokens are made: a random token answered once, its SHA-256 stored with
   * the machine, the branch and the holder.
   */
  async function issueDeviceToken(
    grant: { ownerId: number; unitId: number; equipmentId: number; expiresAt: Date },
    holder: TTokenHolder,
  ): Promise<TDeviceToken> {
    const token = newToken();
    await repository.insertDeviceToken({
      ownerId: grant.ownerId,
      unitId: grant.unitId,
      equipmentId: grant.equipmentId,
      voucherId: holder.voucherId ?? null,
      userId: holder.userId ?? null,
      tokenHash: hashToken(token),
      expiresAt: grant.expiresAt,
    });
    return {
      token,
      equipmentId: grant.equipmentId,
      unitId: grant.unitId,
      expiresAt: grant.expiresAt.toISOString(),
    };
  }

  /** Who a live token's holder is now, or null when the voucher or the user no longer works. */
  async function holderOf(row: {
    ownerId: number;
    unitId: number;
    voucherId: number | null;
    userId: number | null;
  }) {
    if (row.voucherId !== null) {
      const voucher = await dependencies.vouchers.findRedeemableById(row.voucherId);
      return voucher ? { userId: voucher.userId, login: voucher.username } : null;
    }
    if (row.userId === null) return null;
    const user = await dependencies.tenancy.activeUserOfUnit(row.ownerId, row.userId, row.unitId);
    return user && can(user.roles, 'machines.operate') ? { userId: user.id, login: user.login } : null;
  }

  /** The first day still kept: anything before it is dropped by retention. */
  function firstKeptDay(at: Date) {
    return utcDay(new Date(at.getTime() - retentionDays * DAY_MS));
  }

  return {
    retentionDays,

    /** `POST /machine/v1/device-tokens`: a voucher of the machine's branch buys a token for it. */
    async redeem(input: TDeviceTokenRequest): Promise<TDeviceToken> {
      const voucher = await dependencies.vouchers.findRedeemable(input.voucherCode);
      if (!voucher)
        throw new AppError(400, 'voucherNotRedeemable', {}, [
          { path: 'voucherCode', code: 'voucherNotRedeemable', message: input.voucherCode },
        ]);
      const caller: TMachineCaller = {
        ownerId: voucher.ownerId,
        ownerCode: await ownerCodeOf(voucher.ownerId),
        unitId: voucher.unitId,
        equipmentId: input.equipmentId,
        userId: voucher.userId,
        login: voucher.username,
      };
      const [machine] = await dependencies.equipment.findMany(authOfMachine(caller), [input.equipmentId]);
      if (!machine) throw notFound();
      return issueDeviceToken(
        {
          ownerId: voucher.ownerId,
          unitId: voucher.unitId,
          equipmentId: input.equipmentId,
          expiresAt: endOfUtcDay(voucher.expirationDate),
        },
        { voucherId: voucher.id },
      );
    },

    /**
     * `POST /api/operator/device-tokens`: the token a signed-in user takes for a machine of one of
     * their branches, without a voucher (the caller has checked the machine and the user's
     * permission). It works for `USER_DEVICE_TOKEN_DAYS` days.
     */
    async issueForUser(grant: {
      ownerId: number;
      unitId: number;
      equipmentId: number;
      userId: number;
    }): Promise<TDeviceToken> {
      const lastDay = utcDay(new Date(now().getTime() + USER_DEVICE_TOKEN_DAYS * DAY_MS));
      return issueDeviceToken(
        {
          ownerId: grant.ownerId,
          unitId: grant.unitId,
          equipmentId: grant.equipmentId,
          expiresAt: endOfUtcDay(lastDay),
        },
        { userId: grant.userId },
      );
    },

    /**
     * The terminal behind a device token, or null when it is unknown, revoked or expired, or its
     * voucher or user no longer works.
     */
    async authenticateDevice(token: string): Promise<TMachineCaller | null> {
      const row = await repository.findLiveDeviceToken(hashToken(token), now());
      if (!row) return null;
      const holder = await holderOf(row);
      if (!holder) return null;
      return {
        ownerId: row.ownerId,
        ownerCode: await ownerCodeOf(row.ownerId),
        unitId: row.unitId,
        equipmentId: row.equipmentId,
        ...holder,
      };
    },

    assertReportsFor,

    /** Adds a listener told of every batch of points stored. */
    onPositions(listener: TPositionsListener) {
      positionListeners.push(listener);
    },

    /**
     * `POST /machine/v1/machines/{equipmentId}/positions`. Each point is checked on its own; the
     * good ones are stored (a point already stored for that machine and time is skipped) and, when
     * any was bad, the answer is a 400 naming the index and field of each bad one.
     */
    async ingestPositions(
      caller: TMachineCaller,
      equipmentId: number,
      rawPoints: readonly unknown[],
      locale: TLocale,
    ): Promise<TPositionBatchResult> {
      await assertReportsFor(caller, equipmentId);
      const at = now();
      const latest = at.getTime() + POSITION_MAX_FUTURE_SECONDS * 1000;
      const oldestDay = firstKeptDay(at);
      const rejected: TIssueDetail[] = [];
      const byTime = new Map<number, TPositionPoint>();
      rawPoints.forEach((raw, index) => {
        const parsed = ZPositionPoint.safeParse(raw);
        if (!parsed.success) {
          for (const issue of translateIssues(parsed.error, locale))
            rejected.push({ ...issue, path: `points.${index}.${issue.path}` });
          return;
        }
        const time = Date.parse(parsed.data.time);
        const problem =
          time > latest
            ? { code: 'positionInFuture' as const, params: {} as Record<string, number> }
            : utcDay(new Date(time)) < oldestDay
              ? { code: 'positionTooOld' as const, params: { days: retentionDays } }
              : null;
        if (problem) {
          rejected.push({
            path: `points.${index}.time`,
            code: problem.code,
            message: formatMessage(problem.code, locale, problem.params),
          });
          return;
        }
        byTime.set(time, parsed.data);
      });

      const rows: TPositionInsert[] = [...byTime.entries()].map(([time, point]) => ({
        equipmentId,
        recordedAt: new Date(time),
        ownerId: caller.ownerId,
        unitId: caller.unitId,
        latitude: point.latitude,
        longitude: point.longitude,
        speedKmh: point.speed ?? null,
        headingDegrees: point.heading ?? null,
        boomOn: point.boomOn ?? null,
        sections: point.sections ?? null,
        rate: point.rate ?? null,
        tankLevelLitres: point.tankLevel ?? null,
        workOrderId: point.workOrderId ?? null,
      }));
      let accepted = 0;
      if (rows.length) {
        await ensureDays(new Set(rows.map((row) => utcDay(row.recordedAt))));
        const last = rows.reduce((a, b) => (a.recordedAt > b.recordedAt ? a : b));
        const write = async () => {
          const stored = await repository.insertPositions(rows);
          await repository.advanceLastPosition({
            equipmentId,
            ownerId: caller.ownerId,
            unitId: caller.unitId,
            recordedAt: last.recordedAt,
            latitude: last.latitude,
            longitude: last.longitude,
            speedKmh: last.speedKmh,
            headingDegrees: last.headingDegrees,
            boomOn: last.boomOn,
            rate: last.rate,
            tankLevelLitres: last.tankLevelLitres,
            workOrderId: last.workOrderId,
          });
          return stored;
        };
        accepted = await writeBatch(rows.length, write);
        if (accepted)
          dependencies.live.publish(caller, 'machine-positions', {
            equipamentoId: equipmentId,
            unitId: caller.unitId,
            points: rows.map((row) => ({
              time: row.recordedAt.toISOString(),
              latitude: row.latitude,
              longitude: row.longitude,
              speed: row.speedKmh,
              heading: row.headingDegrees,
              boomOn: row.boomOn,
              workOrderId: row.workOrderId,
            })),
          });
        for (const listener of positionListeners) listener({ caller, equipmentId, points: rows });
      }
      const badIndexes = new Set(rejected.map((issue) => issue.path.split('.')[1]));
      const duplicates = rawPoints.length - badIndexes.size - accepted;
      if (rejected.length) {
        throw new AppError(
          400,
          'positionsRejected',
          { rejected: badIndexes.size, total: rawPoints.length },
          rejected,
        );
      }
      return { accepted, duplicates };
    },

    /**
     * Retention: drops the day partitions older than the days kept. Run once a day; answers the
     * days dropped.
     */
    async dropExpiredPositions(at: Date = now()) {
      const keepFrom = firstKeptDay(at);
      const dropped: string[] = [];
      for (const day of await repository.partitionDays()) {
        if (day >= keepFrom) break;
        await repository.dropDayPartition(day);
        knownDays.delete(day);
        dropped.push(day);
      }
      return dropped;
    },
  };
}

export type TMachineApiService = ReturnType<typeof createMachineApiService>;
