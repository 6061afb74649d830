import { FieldsMapView } from '../features/fields/FieldsMapView';

/** /records/fields: every field of the branch on the map, with the map selector. */
export default function FieldsPage() {
  return <FieldsMapView />;
}
