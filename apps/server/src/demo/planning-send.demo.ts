import { inArray } from 'drizzle-orm';
import { equipmentGroups } from '../modules/records/equipment-groups/equipment-groups.tables';
import { planningSettings } from '../modules/planning/planning-settings.tables';
import type { TDemoContext } from './demo-context';

/**
 * Planning settings where a group plans unlike the defaults: dry spreading crews route as
 * spreaders and ignore the humidity, temperature and sun limits that only matter for spray drift;
 * robots route as robots over the shortest way. Liquid spray crews keep the defaults (fastest,
 * sprayer, every weather limit).
 */
export const planningSendDemoSeeder = {
  name: 'planning-send',
  async seed(context: TDemoContext) {
    const groupIds = context.ids.equipmentGroups ?? [];
    if (groupIds.length === 0) return;
    const groups = await context.db
      .select({ id: equipmentGroups.id, unitId: equipmentGroups.unitId, mixtureType: equipmentGroups.mixtureType, robot: equipmentGroups.robot })
      .from(equipmentGroups)
      .where(inArray(equipmentGroups.id, groupIds));
    const rows = groups.flatMap((group) => {
      const common = { ownerId: context.ownerId, unitId: group.unitId, equipmentGroupId: group.id };
      if (group.robot) return [{ ...common, weighting: 'shortest', vehicle: 'robot' }];
      if (group.mixtureType === 'DRY')
        return [{ ...common, weighting: 'fastest', vehicle: 'spreader', respectTemperature: false, respectHumidity: false, respectSun: false }];
      return [];
    });
    if (rows.length) await context.db.insert(planningSettings).values(rows);
  },
};
