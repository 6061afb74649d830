import { PlaceList } from '../features/places/PlaceList';

/** /records/places */
export default function PlacesPage() {
  return <PlaceList />;
}
