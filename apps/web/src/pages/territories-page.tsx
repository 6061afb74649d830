import { TerritoriesEditor } from '../features/territories/TerritoriesEditor';

/** /records/territories */
export default function TerritoriesPage() {
  return <TerritoriesEditor />;
}
