import { can, canManageInvites, type TPermission } from '@tramline/domain';
import { useSession } from '../../api';

/** Whether the signed-in user's roles grant a permission; the server checks again on every call. */
export function useCan(permission: TPermission): boolean {
  const session = useSession();
  return session ? can(session.user.roles, permission) : false;
}

/** Whether the signed-in user manages invites (top managers and administrators); the server checks too. */
export function useCanManageInvites(): boolean {
  const session = useSession();
  return session ? canManageInvites(session.user.roles) : false;
}
