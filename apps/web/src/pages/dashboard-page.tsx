import { DashboardView } from '../features/dashboard/DashboardView';

/** /dashboard: the branch today at a glance. */
export default function DashboardPage() {
  return <DashboardView />;
}
