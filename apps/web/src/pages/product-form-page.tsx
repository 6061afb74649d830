import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { RecordLoader } from '../features/equipment/RecordLoader';
import { ProductForm } from '../features/products/ProductForm';
import { productQuery } from '../features/products/products.queries';

/** /records/products/new (`?blend=true` for a blend) and /records/products/:id/edit */
export default function ProductFormPage() {
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const record = useQuery({ ...productQuery(id), enabled: Number.isInteger(id) && id > 0 });
  if (!id) return <ProductForm blend={search.get('blend') === 'true'} />;
  return (
    <RecordLoader query={record}>
      {(loaded) => <ProductForm key={`${loaded.id}-${loaded.version}`} record={loaded} />}
    </RecordLoader>
  );
}
