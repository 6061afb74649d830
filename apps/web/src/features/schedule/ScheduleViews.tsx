import { useState } from 'react';
import type { TAvailableOrder, TPlan } from '@tramline/domain';
import { AvailableOrdersList } from './AvailableOrdersList';
import { HistoryPanel } from './HistoryPanel';
import { OrderCard } from './OrderCard';
import { OrdersMap } from './OrdersMap';
import { TreePanel } from './TreePanel';
import { WeekPanel } from './WeekPanel';
import type { TScheduleDay } from './use-schedule-day';

/** The toggled part of the screen: map, orders list, history, week or tree. */
export function ScheduleViews({ day, plans }: { day: TScheduleDay; plans: TPlan[] }) {
  const [opened, setOpened] = useState<TAvailableOrder | null>(null);
  return (
    <>
      {day.view === 'list' && (
        <AvailableOrdersList
          date={day.date}
          groupId={day.groupId}
          selected={day.selected}
          readOnly={day.isPast}
        />
      )}
      {day.view === 'map' && (
        <OrdersMap date={day.date} group={day.group} plans={plans} onOpenOrder={setOpened} />
      )}
      {day.view === 'history' && <HistoryPanel day={day} plans={plans} />}
      {day.view === 'week' && <WeekPanel day={day} />}
      {day.view === 'tree' && <TreePanel day={day} plans={plans} />}
      <OrderCard order={opened} day={day} onClose={() => setOpened(null)} />
    </>
  );
}
