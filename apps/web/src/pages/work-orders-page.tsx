import { WorkOrderList } from '../features/work-orders/WorkOrderList';

/** /records/orders */
export default function WorkOrdersPage() {
  return <WorkOrderList />;
}
