import { ImplementList } from '../features/implements/ImplementList';

/** /records/implements */
export default function ImplementsPage() {
  return <ImplementList />;
}
