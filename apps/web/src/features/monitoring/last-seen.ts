import type { TFunction } from 'i18next';

/** "3 minutes ago", "just now", or "Never reported". */
export function lastSeenText(t: TFunction, recordedAt: string | null | undefined, now: number): string {
  if (!recordedAt) return t('monitoring.neverSeen');
  const minutes = Math.floor((now - Date.parse(recordedAt)) / 60_000);
  if (minutes < 1) return t('monitoring.justNow');
  return t('monitoring.minutesAgo', { count: minutes });
}
