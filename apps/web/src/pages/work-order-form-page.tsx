import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { RecordLoader } from '../features/equipment/RecordLoader';
import { activeProductsQuery } from '../features/products/products.queries';
import { useActiveBranch } from '../features/session/use-branch';
import { WorkOrderForm } from '../features/work-orders/WorkOrderForm';
import { workOrderQuery } from '../features/work-orders/work-orders.queries';

/** /records/orders/new and /records/orders/:id/edit: the form opens once the order, the products and the branch are known. */
export default function WorkOrderFormPage() {
  const id = Number(useParams().id);
  const editing = Number.isInteger(id) && id > 0;
  const record = useQuery({ ...workOrderQuery(id), enabled: editing });
  const products = useQuery(activeProductsQuery());
  const branch = useActiveBranch();
  const ready = {
    data:
      products.data && branch && (!editing || record.data)
        ? { products: products.data, timeZone: branch.timeZone, record: record.data }
        : undefined,
    isPending: products.isPending || !branch || (editing && record.isPending),
    isError: products.isError || (editing && record.isError),
    error: record.error ?? products.error,
  };
  return (
    <RecordLoader query={ready}>
      {(loaded) => (
        <WorkOrderForm
          key={loaded.record ? `${loaded.record.cdOrdemServico}-${loaded.record.version}` : 'new'}
          record={editing ? loaded.record : undefined}
          products={loaded.products}
          timeZone={loaded.timeZone}
        />
      )}
    </RecordLoader>
  );
}
