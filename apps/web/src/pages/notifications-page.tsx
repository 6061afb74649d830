import { NotificationsList } from '../features/alerts/NotificationsList';

/** /notifications: the notification list. */
export default function NotificationsPage() {
  return <NotificationsList />;
}
