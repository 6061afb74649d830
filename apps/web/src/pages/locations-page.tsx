import { LocationsList } from '../features/locations/LocationsList';

/** /records/locations */
export default function LocationsPage() {
  return <LocationsList />;
}
