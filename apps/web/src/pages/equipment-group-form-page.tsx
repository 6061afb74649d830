import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useLocale } from '../i18n';
import { RecordLoader } from '../features/equipment/RecordLoader';
import { GroupForm } from '../features/equipment-groups/GroupForm';
import { groupQuery } from '../features/equipment-groups/equipment-groups.queries';

/** /settings/order-configurations/new and /settings/order-configurations/:id/edit */
export default function EquipmentGroupFormPage() {
  const id = Number(useParams().id);
  const locale = useLocale();
  const record = useQuery({ ...groupQuery(id), enabled: Number.isInteger(id) && id > 0 });
  // Figures are converted to the locale's units when the form opens: a language change opens it again.
  if (!id) return <GroupForm key={locale} />;
  return (
    <RecordLoader query={record}>
      {(loaded) => <GroupForm key={`${loaded.id}-${loaded.version}-${locale}`} record={loaded} />}
    </RecordLoader>
  );
}
