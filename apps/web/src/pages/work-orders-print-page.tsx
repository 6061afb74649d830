import { useSearchParams } from 'react-router';
import { WorkOrderBatchPrint } from '../features/work-orders/WorkOrderBatchPrint';
import { BULK_PRINT_LIMIT } from '../features/work-orders/WorkOrderBulkActions';

/** /records/orders/print?ids=1,2,3 */
export default function WorkOrdersPrintPage() {
  const [params] = useSearchParams();
  const ids = [
    ...new Set(
      (params.get('ids') ?? '')
        .split(',')
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0),
    ),
  ].slice(0, BULK_PRINT_LIMIT);
  return <WorkOrderBatchPrint ids={ids} />;
}
