import { useParams } from 'react-router';
import { WorkOrderReport } from '../features/work-orders/WorkOrderReport';

/** /records/orders/:id/report */
export default function WorkOrderReportPage() {
  const { id } = useParams();
  return <WorkOrderReport id={Number(id)} />;
}
