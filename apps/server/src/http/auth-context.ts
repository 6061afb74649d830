import type { TLocale, TPermission, TRole, TUnitsPreference } from '@tramline/domain';

/** Who is calling, resolved from the X-Auth-Token header once per request. */
export interface TAuth {
  sessionId: number;
  userId: number;
  login: string;
  ownerId: number;
  ownerCode: string;
  /** Active branch. */
  unitId: number;
  language: TLocale;
  /** The user's choice of units, for the documents they download. */
  units: TUnitsPreference;
  roles: TRole[];
  permittedUnitIds: number[];
  /** Permitted locations of the active branch. */
  permittedLocationIds: number[];
  /** Active locations of the active branch: the chosen ones, or all permitted when none are chosen. */
  activeLocationIds: number[];
  expiresAt: Date;
  /** The user must set a new password: until then the server refuses their writes (403). */
  mustChangePassword?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: TAuth | null;
  }
  interface FastifyContextConfig {
    /** Routes that need no login. */
    public?: boolean;
    /** The permission a caller's roles must grant; checked before the handler. */
    permission?: TPermission;
    /** Writes a user who must change their password may still make (the change itself, logout). */
    allowedBeforePasswordChange?: boolean;
  }
}
