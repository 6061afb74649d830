import { GrowerList } from '../features/growers/GrowerList';

/** /records/growers */
export default function GrowersPage() {
  return <GrowerList />;
}
