import type { TForecastHour, TWeatherProvider } from '../../weather/weather.provider';

/** The weather of one hour at a point, as a test scripts it. */
export type TScriptedHour = Omit<TForecastHour, 'hour' | 'windGustKmh'>;

/** Calm, mild and dry: inside every demo product's limits. */
export const CALM: TScriptedHour = { windKmh: 8, temperatureC: 20, humidityPct: 60, rainMm: 0 };

/**
 * A weather provider for tests: calm everywhere unless a test scripts otherwise. `script` answers
 * the weather of an hour (or null for an hour the source does not know); `reset` brings back calm.
 */
export function createScriptedWeather() {
  let script: (hour: Date) => TScriptedHour | null = () => CALM;
  const provider: TWeatherProvider = {
    name: 'scripted',
    async hourly(_ownerId, _point, from, to) {
      const hours: TForecastHour[] = [];
      const first = Math.ceil(from.getTime() / 3_600_000) * 3_600_000;
      for (let at = first; at < to.getTime(); at += 3_600_000) {
        const weather = script(new Date(at));
        if (weather) hours.push({ hour: new Date(at), windGustKmh: null, ...weather });
      }
      return hours;
    },
  };
  return {
    provider,
    script(next: (hour: Date) => TScriptedHour | null) {
      script = next;
    },
    reset() {
      script = () => CALM;
    },
  };
}
