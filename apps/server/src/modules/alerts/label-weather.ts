import type { TSprayWindows } from '../planning/spray-windows/spray-windows';

/** The limit names the alarm text reads, grouped as dispatchers read them. */
export type TLabelLimit = 'wind' | 'temperature' | 'humidity' | 'rain' | 'sun';

const LIMIT_OF: Record<string, TLabelLimit | undefined> = {
  'wind-min': 'wind',
  'wind-max': 'wind',
  'temperature-min': 'temperature',
  'temperature-max': 'temperature',
  'humidity-min': 'humidity',
  'humidity-max': 'humidity',
  rain: 'rain',
  sun: 'sun',
};

/**
 * Code 2: whether applying at `at` breaks a product's label limits, from the day's spray windows
 * at the machine's place (the same rules planning uses). Null when the hour has no forecast: no
 * weather, no verdict. Open windows are exact to the second, so the sun rule holds at its edges.
 */
export function judgeLabelWeather(
  windows: TSprayWindows,
  at: Date,
): { breaks: boolean; limits: TLabelLimit[] } | null {
  const seconds = (at.getTime() - windows.dayStart.getTime()) / 1000;
  const hour = windows.hours.find((candidate) => candidate.start <= seconds && seconds < candidate.end);
  if (!hour) return null;
  const weatherReasons = hour.reasons.filter((reason) => reason.limit !== 'sun');
  if (weatherReasons.length > 0 && weatherReasons.every((reason) => reason.limit === 'no-forecast'))
    return null;
  const open = windows.windowSeconds.some(([start, end]) => start <= seconds && seconds < end);
  if (open) return { breaks: false, limits: [] };
  const limits = new Set<TLabelLimit>();
  for (const reason of hour.reasons) {
    const limit = LIMIT_OF[reason.limit];
    if (limit) limits.add(limit);
  }
  return { breaks: limits.size > 0, limits: [...limits] };
}
