import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { RecordLoader } from '../features/equipment/RecordLoader';
import { useCanEditRecords } from '../records/record-screens';
import { GrowerFields } from '../features/fields/GrowerFields';
import { GrowerForm } from '../features/growers/GrowerForm';
import { growerQuery } from '../features/growers/growers.queries';

/** /records/growers/new and /records/growers/:id/edit (the grower, then its fields on the map). */
export default function GrowerFormPage() {
  const id = Number(useParams().id);
  const canEdit = useCanEditRecords();
  const record = useQuery({ ...growerQuery(id), enabled: Number.isInteger(id) && id > 0 });
  if (!id) return <GrowerForm />;
  return (
    <RecordLoader query={record}>
      {(loaded) => (
        <Stack gap="lg">
          <GrowerForm key={`${loaded.id}-${loaded.version}`} record={loaded} />
          <GrowerFields growerId={loaded.id} canEdit={canEdit} />
        </Stack>
      )}
    </RecordLoader>
  );
}
