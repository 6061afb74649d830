import {
  defaultPlanningSettings,
  type TPlanningSettings,
  type TPlanningSettingsInput,
  type TWeatherRespect,
} from '@tramline/domain';
import type { TDatabase, TExecutor } from '../../../db/database';
import type { TAuth } from '../../../http/auth-context';
import { conflict } from '../../../http/errors';
import type { TEquipmentGroupsService } from '../../records/equipment-groups/equipment-groups.service';
import {
  createPlanningSettingsRepository,
  type TPlanningSettingsScope,
} from './planning-settings.repository';
import { presentPlanningSettings } from './planning-settings.presenter';

export interface TPlanningSettingsDependencies {
  equipmentGroups: TEquipmentGroupsService;
}

function scopeOf(auth: TAuth): TPlanningSettingsScope {
  return { ownerId: auth.ownerId, unitId: auth.unitId };
}

/** Per equipment group: routing weighting and vehicle, and which weather limits planning respects. */
export function createPlanningSettingsService(db: TDatabase, dependencies: TPlanningSettingsDependencies) {
  const repository = createPlanningSettingsRepository(db);

  /** The group's settings, or the defaults; no check that the group is the caller's. */
  async function read(auth: TAuth, groupId: number, executor: TExecutor = db): Promise<TPlanningSettings> {
    const row = await createPlanningSettingsRepository(executor).findOfGroup(scopeOf(auth), groupId);
    return row ? presentPlanningSettings(row) : defaultPlanningSettings(groupId);
  }

  return {
    /** `GET .../configuracao/{groupId}/settings`: 404 for a group that is not the caller's. */
    async get(auth: TAuth, groupId: number) {
      await dependencies.equipmentGroups.get(auth, groupId);
      return read(auth, groupId);
    },

    /** Saves the group's settings; a stale version is a 409. */
    async save(auth: TAuth, groupId: number, input: TPlanningSettingsInput) {
      await dependencies.equipmentGroups.get(auth, groupId);
      const values = {
        weighting: input.weighting,
        vehicle: input.vehicle,
        respectWind: input.weather.wind,
        respectTemperature: input.weather.temperature,
        respectHumidity: input.weather.humidity,
        respectRain: input.weather.rain,
        respectSun: input.weather.sun,
        updatedBy: auth.userId,
      };
      const current = await repository.findOfGroup(scopeOf(auth), groupId);
      const seen = input.version ?? current?.version ?? 0;
      if (!current) {
        if (seen !== 0) throw conflict();
        const row = await repository.insert({
          ownerId: auth.ownerId,
          unitId: auth.unitId,
          equipmentGroupId: groupId,
          ...values,
        });
        if (!row) throw conflict();
        return presentPlanningSettings(row);
      }
      const row = await repository.update(current.id, seen, values);
      if (!row) throw conflict();
      return presentPlanningSettings(row);
    },

    /** What planning reads: the group's settings or the defaults (the caller has checked the group). */
    settingsOf: read,

    /** The weather limits the group's planning respects (problem builder and order analysis). */
    async weatherRespectOf(auth: TAuth, groupId: number, executor: TExecutor = db): Promise<TWeatherRespect> {
      const { weather } = await read(auth, groupId, executor);
      return {
        wind: weather.wind,
        temperature: weather.temperature,
        humidity: weather.humidity,
        rain: weather.rain,
        sun: weather.sun,
      };
    },
  };
}

export type TPlanningSettingsService = ReturnType<typeof createPlanningSettingsService>;
