import type { TAuth } from '../http/auth-context';
import type { TServices } from '../services';

/** The caller's branch's first liquid (spray) group, whole: the group most planning tests plan. */
export async function liquidGroupOf(services: Pick<TServices, 'equipmentGroups'>, auth: TAuth) {
  const groups = await services.equipmentGroups.all(auth);
  return services.equipmentGroups.get(auth, groups.find((group) => group.mixtureType === 'LIQUID')!.id);
}
