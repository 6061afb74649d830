import { ScheduleScreen } from '../features/schedule/ScheduleScreen';

/** /orders: the schedule screen. */
export default function SchedulePage() {
  return <ScheduleScreen />;
}
