import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useLocale } from '../i18n';
import { EquipmentForm } from '../features/equipment/EquipmentForm';
import { equipmentQuery } from '../features/equipment/equipment.queries';
import { RecordLoader } from '../features/equipment/RecordLoader';

/** /records/equipment/new and /records/equipment/:id/edit */
export default function EquipmentFormPage() {
  const id = Number(useParams().id);
  const locale = useLocale();
  const record = useQuery({ ...equipmentQuery(id), enabled: Number.isInteger(id) && id > 0 });
  // Figures are converted to the locale's units when the form opens: a language change opens it again.
  if (!id) return <EquipmentForm key={locale} />;
  return (
    <RecordLoader query={record}>
      {(loaded) => (
        <EquipmentForm key={`${loaded.cdEquipamento}-${loaded.version}-${locale}`} record={loaded} />
      )}
    </RecordLoader>
  );
}
