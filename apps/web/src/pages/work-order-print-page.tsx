import { useParams } from 'react-router';
import { WorkOrderPrint } from '../features/work-orders/WorkOrderPrint';

/** /records/orders/:id/print */
export default function WorkOrderPrintPage() {
  const { id } = useParams();
  return <WorkOrderPrint id={Number(id)} />;
}
