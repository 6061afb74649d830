import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { RecordLoader } from '../features/equipment/RecordLoader';
import { PlaceForm } from '../features/places/PlaceForm';
import { placeQuery } from '../features/places/places.queries';

/** /records/places/new and /records/places/:id/edit */
export default function PlaceFormPage() {
  const id = Number(useParams().id);
  const record = useQuery({ ...placeQuery(id), enabled: Number.isInteger(id) && id > 0 });
  if (!id) return <PlaceForm />;
  return (
    <RecordLoader query={record}>
      {(loaded) => <PlaceForm key={`${loaded.id}-${loaded.version}`} record={loaded} />}
    </RecordLoader>
  );
}
