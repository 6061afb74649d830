import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOrderDayState } from '@tramline/domain';

/** Day-state badge colours (dark text on light fills, readable at the badge's size). */
const STATE_COLOURS: Record<TOrderDayState, string> = {
  READY: 'gray',
  SCHEDULED: 'indigo',
  SENT: 'violet',
  IN_PROGRESS: 'blue',
  ON_HOLD: 'orange',
  DONE: 'green',
  VOID: 'red',
  DELETED: 'dark',
};

/** Badges that wrap their text instead of cutting it. */
export const WRAPPING = {
  root: { height: 'auto', maxWidth: '100%', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
} as const;

/** Where an order stands in the schedule, as the work-order list shows it. */
export function DayStateBadge({ state, size }: { state: TOrderDayState; size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATE_COLOURS[state]} styles={WRAPPING} size={size} data-state={state}>
      {t(`workOrders.dayStates.${state}`)}
    </Badge>
  );
}
