import { AlertsList } from '../features/alerts/AlertsList';

/** /alerts: the alarm list. */
export default function AlertsPage() {
  return <AlertsList />;
}
