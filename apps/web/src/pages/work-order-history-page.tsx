import { useParams } from 'react-router';
import { WorkOrderHistory } from '../features/work-orders/WorkOrderHistory';

/** /records/orders/:id/history */
export default function WorkOrderHistoryPage() {
  const { id } = useParams();
  return <WorkOrderHistory id={Number(id)} />;
}
