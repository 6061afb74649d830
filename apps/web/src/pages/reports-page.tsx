import { ReportsView } from '../features/reports/ReportsView';

/** /reports: report tabs and BI tabs. */
export default function ReportsPage() {
  return <ReportsView />;
}
