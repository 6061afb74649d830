import { useParams } from 'react-router';
import { WorkOrderOverview } from '../features/work-orders/story/WorkOrderOverview';

/** /records/orders/:id */
export default function WorkOrderPage() {
  const { id } = useParams();
  return <WorkOrderOverview id={Number(id)} />;
}
