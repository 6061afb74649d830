import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { RecordLoader } from '../features/equipment/RecordLoader';
import { TrailerForm } from '../features/trailers/TrailerForm';
import { trailerQuery } from '../features/trailers/trailers.queries';

/** /records/trailers/new and /records/trailers/:id/edit */
export default function TrailerFormPage() {
  const id = Number(useParams().id);
  const record = useQuery({ ...trailerQuery(id), enabled: Number.isInteger(id) && id > 0 });
  if (!id) return <TrailerForm />;
  return <RecordLoader query={record}>{(loaded) => <TrailerForm key={`${loaded.id}-${loaded.version}`} record={loaded} />}</RecordLoader>;
}
