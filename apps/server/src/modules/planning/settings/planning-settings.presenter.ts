import type { TPlanningSettings, TVehicle, TWeighting } from '@tramline/domain';
import type { TPlanningSettingsRow } from './planning-settings.repository';

/** A settings row as the wire shows it. */
export function presentPlanningSettings(row: TPlanningSettingsRow): TPlanningSettings {
  return {
    configuracaoId: row.equipmentGroupId,
    weighting: row.weighting as TWeighting,
    vehicle: row.vehicle as TVehicle,
    weather: {
      wind: row.respectWind,
      temperature: row.respectTemperature,
      humidity: row.respectHumidity,
      rain: row.respectRain,
      sun: row.respectSun,
      thermalInversion: false,
    },
    saved: true,
    version: row.version,
  };
}
