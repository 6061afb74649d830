import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { EquipmentForm } from '../features/equipment/EquipmentForm';
import { equipmentQuery } from '../features/equipment/equipment.queries';
import { RecordLoader } from '../features/equipment/RecordLoader';

/** /records/equipment/new and /records/equipment/:id/edit */
export default function EquipmentFormPage() {
  const id = Number(useParams().id);
  const record = useQuery({ ...equipmentQuery(id), enabled: Number.isInteger(id) && id > 0 });
  if (!id) return <EquipmentForm />;
  return <RecordLoader query={record}>{(loaded) => <EquipmentForm key={`${loaded.cdEquipamento}-${loaded.version}`} record={loaded} />}</RecordLoader>;
}
