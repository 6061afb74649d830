/** At most this many alarm cards stand over the monitoring map; the oldest goes first. */
export const MAX_ALARM_POPUPS = 3;

/** What the live topic carries for an alarm change (`alarm` event). */
export interface TAlarmLiveEvent {
  cdId: number;
  cdEquipamento: number;
  cdEspecialAlarme: number | null;
  fgOnline: 0 | 1;
  acknowledged: boolean;
  /** Start of the alarm, ISO instant (older servers leave it out). */
  dtHrLocal?: string;
}

/** A card over the map for an alarm that opened while the page was open. */
export interface TAlarmPopup {
  id: number;
  machineId: number;
  code: number | null;
  /** ISO instant the alarm started. */
  at: string;
  /** ISO instant the alarm's condition ended while its card stood; absent while it is open. */
  clearedAt?: string;
}

/**
 * The cards after a live alarm event: an alarm that opened (open and nobody acknowledged it) and is
 * not shown yet goes on top. When a shown alarm's condition ends its card stays, marked cleared
 * with the time, so the user still sees what happened until they dismiss it; when someone
 * acknowledges it the card goes, since a person has dealt with it. Newest first, at most
 * `MAX_ALARM_POPUPS`.
 */
export function addAlarmPopup(
  popups: readonly TAlarmPopup[],
  event: TAlarmLiveEvent,
  now: Date,
): TAlarmPopup[] {
  const shown = popups.find((popup) => popup.id === event.cdId);
  if (shown) {
    if (event.acknowledged) return dismissAlarmPopup(popups, shown.id);
    if (event.fgOnline === 0 && !shown.clearedAt) {
      return popups.map((popup) => (popup === shown ? { ...popup, clearedAt: now.toISOString() } : popup));
    }
    return [...popups];
  }
  if (event.fgOnline !== 1 || event.acknowledged) return [...popups];
  const popup: TAlarmPopup = {
    id: event.cdId,
    machineId: event.cdEquipamento,
    code: event.cdEspecialAlarme,
    at: event.dtHrLocal ?? now.toISOString(),
  };
  return [popup, ...popups].slice(0, MAX_ALARM_POPUPS);
}

export function dismissAlarmPopup(popups: readonly TAlarmPopup[], id: number): TAlarmPopup[] {
  return popups.filter((popup) => popup.id !== id);
}
