import { RecordsHub } from '../features/records-hub/RecordsHub';

/** /records */
export default function RecordsPage() {
  return <RecordsHub />;
}
