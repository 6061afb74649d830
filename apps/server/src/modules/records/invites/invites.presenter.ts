import { ZInviteRole, type TInviteDetail, type TInviteRecord, type TInviteStatus } from '@tramline/domain';
import type { TInviteRow } from './invites.repository';

/** The status a person reads: an active invite past its expiry is expired. */
export function inviteStatusOf(row: TInviteRow, now: Date): TInviteStatus {
  if (row.status === 'FINISHED') return 'FINISHED';
  if (row.status === 'DISABLED') return 'DISABLED';
  return row.expiresAt.getTime() < now.getTime() ? 'EXPIRED' : 'ACTIVE';
}

export function presentInvite(
  row: TInviteRow,
  context: { now: Date; unitName: string; link?: string | null; emailSent?: boolean | null },
): TInviteRecord {
  const status = inviteStatusOf(row, context.now);
  return {
    id: row.id,
    hash: row.hashPrefix,
    username: row.username,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    cdUnidade: row.unitId,
    descUnidade: context.unitName,
    role: ZInviteRole.parse(row.role),
    status,
    active: status === 'ACTIVE',
    finished: status === 'FINISHED',
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    link: context.link ?? null,
    emailSent: context.emailSent ?? null,
    version: row.version,
  };
}

export function presentInviteDetail(
  row: TInviteRow,
  context: { now: Date; unitName: string; ownerCode: string; ownerName: string },
): TInviteDetail {
  const status = inviteStatusOf(row, context.now);
  return {
    hash: row.hashPrefix,
    username: row.username,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    cdUnidade: row.unitId,
    descUnidade: context.unitName,
    role: ZInviteRole.parse(row.role),
    owner: context.ownerCode,
    ownerName: context.ownerName,
    status,
    active: status === 'ACTIVE',
    finished: status === 'FINISHED',
    expiresAt: row.expiresAt.toISOString(),
  };
}
