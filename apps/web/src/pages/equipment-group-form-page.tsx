import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { RecordLoader } from '../features/equipment/RecordLoader';
import { GroupForm } from '../features/equipment-groups/GroupForm';
import { groupQuery } from '../features/equipment-groups/equipment-groups.queries';

/** /settings/order-configurations/new and /settings/order-configurations/:id/edit */
export default function EquipmentGroupFormPage() {
  const id = Number(useParams().id);
  const record = useQuery({ ...groupQuery(id), enabled: Number.isInteger(id) && id > 0 });
  if (!id) return <GroupForm />;
  return <RecordLoader query={record}>{(loaded) => <GroupForm key={`${loaded.id}-${loaded.version}`} record={loaded} />}</RecordLoader>;
}
