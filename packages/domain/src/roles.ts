import { z } from 'zod';

/** User roles. What each may do is the permission table below; the server enforces it. */
export const ROLES = ['ADMIN', 'TOP_MANAGER', 'MANAGER', 'DISPATCHER', 'MIX_OPERATOR', 'APPLICATOR'] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

/** Actions the server checks. Reading is open to every role inside its permitted branches. */
export const PERMISSIONS = [
  'records.read',
  'records.edit',
  'users.manage',
  'orders.edit',
  'orders.status',
  'planning.plan',
  'planning.send',
  'loads.operate',
  'integration.manage',
  'reports.read',
  'tenancy.admin',
  'firmware.manage',
  /** Work a machine from the cab: sign the operator app in for a machine with the login session. */
  'machines.operate',
] as const;
export type TPermission = (typeof PERMISSIONS)[number];

const ALL = PERMISSIONS;

/**
 * Role to permission table. An ag-retail branch: managers run the branch and its records;
 * dispatchers plan, send and keep work orders; tender operators and applicators work the loads and
 * close what they applied, and read the rest.
 */
export const ROLE_PERMISSIONS: Record<TRole, readonly TPermission[]> = {
  ADMIN: ALL,
  TOP_MANAGER: ALL,
  MANAGER: [
    'records.read',
    'records.edit',
    'users.manage',
    'orders.edit',
    'orders.status',
    'planning.plan',
    'planning.send',
    'loads.operate',
    'integration.manage',
    'reports.read',
    'firmware.manage',
    'machines.operate',
  ],
  DISPATCHER: [
    'records.read',
    'orders.edit',
    'orders.status',
    'planning.plan',
    'planning.send',
    'loads.operate',
    'reports.read',
  ],
  MIX_OPERATOR: ['records.read', 'loads.operate', 'orders.status', 'machines.operate'],
  APPLICATOR: ['records.read', 'orders.status', 'machines.operate'],
};

export function can(roles: readonly TRole[], permission: TPermission): boolean {
  return roles.some((role) => ROLE_PERMISSIONS[role].includes(permission));
}
