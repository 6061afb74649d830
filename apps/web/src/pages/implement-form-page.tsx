import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { RecordLoader } from '../features/equipment/RecordLoader';
import { ImplementForm } from '../features/implements/ImplementForm';
import { implementQuery } from '../features/implements/implements.queries';

/** /records/implements/new and /records/implements/:id/edit */
export default function ImplementFormPage() {
  const id = Number(useParams().id);
  const record = useQuery({ ...implementQuery(id), enabled: Number.isInteger(id) && id > 0 });
  if (!id) return <ImplementForm />;
  return <RecordLoader query={record}>{(loaded) => <ImplementForm key={`${loaded.id}-${loaded.version}`} record={loaded} />}</RecordLoader>;
}
