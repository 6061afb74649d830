import { lazy, Suspense, useState } from 'react';
import { Skeleton } from '@mantine/core';
import type { TAvailableOrder, TPlan } from '@tramline/domain';
import { AvailableOrdersList } from './AvailableOrdersList';
import { HistoryPanel } from './HistoryPanel';
import { OrderCard } from './OrderCard';
import { TreePanel } from './TreePanel';
import { WeekPanel } from './WeekPanel';
import type { TScheduleDay } from './use-schedule-day';

// The map library is large: the day's timeline draws first, the map follows.
const OrdersMap = lazy(() => import('./OrdersMap').then((module) => ({ default: module.OrdersMap })));

/** The toggled part of the screen: map, orders list, history, week or tree. */
export function ScheduleViews({
  day,
  plans,
  deferMap,
}: {
  day: TScheduleDay;
  plans: TPlan[];
  deferMap: boolean;
}) {
  const [opened, setOpened] = useState<TAvailableOrder | null>(null);
  return (
    <>
      {day.view === 'list' && (
        <AvailableOrdersList
          date={day.date}
          groupId={day.groupId}
          selected={day.selected}
          readOnly={day.isPast || !day.canPlan}
        />
      )}
      {day.view === 'map' && deferMap && <Skeleton h={480} radius="md" />}
      {day.view === 'map' && !deferMap && (
        <Suspense fallback={<Skeleton h={480} radius="md" />}>
          <OrdersMap
            date={day.date}
            group={day.group}
            plans={plans}
            locale={day.locale}
            timeZone={day.timeZone}
            onOpenOrder={setOpened}
          />
        </Suspense>
      )}
      {day.view === 'history' && <HistoryPanel day={day} plans={plans} />}
      {day.view === 'week' && <WeekPanel day={day} />}
      {day.view === 'tree' && <TreePanel day={day} plans={plans} />}
      <OrderCard order={opened} day={day} onClose={() => setOpened(null)} />
    </>
  );
}
