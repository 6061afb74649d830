import { AdminScreen } from '../features/admin/AdminScreen';

/** /admin */
export default function AdminPage() {
  return <AdminScreen />;
}
