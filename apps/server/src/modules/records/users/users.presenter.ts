import { ZLocale, ZRole, type TRole, type TUserProfile, type TUserRecord } from '@tramline/domain';
import type { TUserGrants, TUserRow } from './users.repository';

export function rolesOf(row: TUserRow): TRole[] {
  return row.roles.filter((role): role is TRole => ZRole.safeParse(role).success);
}

export function presentUser(row: TUserRow, grants: TUserGrants): TUserRecord {
  return {
    id: row.id,
    name: row.name,
    login: row.login,
    email: row.email,
    phone: row.phone,
    roles: rolesOf(row),
    unitIds: grants.unitIds,
    regionIds: grants.regionIds,
    locationIds: grants.locationIds,
    applicatorLicence: row.applicatorLicence,
    language: ZLocale.catch('en-us').parse(row.language),
    active: row.active,
    mustChangePassword: row.mustChangePassword,
    version: row.version,
  };
}

export function presentProfile(row: TUserRow): TUserProfile {
  return {
    id: row.id,
    login: row.login,
    name: row.name,
    email: row.email,
    phone: row.phone,
    language: ZLocale.catch('en-us').parse(row.language),
    roles: rolesOf(row),
    mustChangePassword: row.mustChangePassword,
    termsAccepted: row.termsAcceptedAt !== null,
  };
}
