import { StopOperationsList } from '../features/stop-operations/StopOperationsList';

/** /records/stop-operations */
export default function StopOperationsPage() {
  return <StopOperationsList />;
}
