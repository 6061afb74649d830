import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useLocale } from '../i18n';
import { RecordLoader } from '../features/equipment/RecordLoader';
import { ImplementForm } from '../features/implements/ImplementForm';
import { implementQuery } from '../features/implements/implements.queries';

/** /records/implements/new and /records/implements/:id/edit */
export default function ImplementFormPage() {
  const id = Number(useParams().id);
  const locale = useLocale();
  const record = useQuery({ ...implementQuery(id), enabled: Number.isInteger(id) && id > 0 });
  // Figures are converted to the locale's units when the form opens: a language change opens it again.
  if (!id) return <ImplementForm key={locale} />;
  return (
    <RecordLoader query={record}>
      {(loaded) => <ImplementForm key={`${loaded.id}-${loaded.version}-${locale}`} record={loaded} />}
    </RecordLoader>
  );
}
