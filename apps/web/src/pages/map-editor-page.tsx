import { MapEditor } from '../features/map-editor/MapEditor';

/** /map-editor (`?field=<id>` opens a field, e.g. one without a boundary from the order form). */
export default function MapEditorPage() {
  return <MapEditor />;
}
