import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useLocale } from '../i18n';
import { RecordLoader } from '../features/equipment/RecordLoader';
import { TrailerForm } from '../features/trailers/TrailerForm';
import { trailerQuery } from '../features/trailers/trailers.queries';

/** /records/trailers/new and /records/trailers/:id/edit */
export default function TrailerFormPage() {
  const id = Number(useParams().id);
  const locale = useLocale();
  const record = useQuery({ ...trailerQuery(id), enabled: Number.isInteger(id) && id > 0 });
  // Figures are converted to the locale's units when the form opens: a language change opens it again.
  if (!id) return <TrailerForm key={locale} />;
  return (
    <RecordLoader query={record}>
      {(loaded) => <TrailerForm key={`${loaded.id}-${loaded.version}-${locale}`} record={loaded} />}
    </RecordLoader>
  );
}
