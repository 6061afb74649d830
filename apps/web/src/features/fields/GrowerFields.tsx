import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileImport, IconMapPin } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Marker } from 'react-map-gl/maplibre';
import { mergeBoundingBoxes, type TBoundingBox, type TFieldSummary } from '@tramline/domain';
import { errorText } from '../../api';
import { confirmAction, UnitValue } from '../../ui';
import { FieldMap } from '../maps/FieldMap';
import { MapSelector } from '../map-selector/MapSelector';
import { FarmsPanel } from './FarmsPanel';
import { FieldEditDialog } from './FieldEditDialog';
import { FieldTable } from './FieldTable';
import { deleteField, fieldKeys, growerFieldsQuery } from './fields.queries';
import { ImportBoundariesDialog } from './ImportBoundariesDialog';
import { useFieldSelection } from './use-field-selection';

/** A grower's fields: map with labels, table, boundary import and the map selector. */
export function GrowerFields({ growerId, canEdit }: { growerId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fields = useQuery(growerFieldsQuery(growerId));
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState<TFieldSummary | null>(null);
  const [tileVersion, setTileVersion] = useState(0);
  const rows = fields.data ?? [];
  const growerBox: TBoundingBox | null = mergeBoundingBoxes(rows.map((field) => field.bbox));
  const selection = useFieldSelection(growerBox);
  const total = rows.reduce((sum, field) => sum + (field.areaHectares ?? 0), 0);

  async function remove(field: (typeof rows)[number]) {
    const confirmed = await confirmAction({
      title: t('agronomy.common.deleteTitle', { name: field.name }),
      message: t('agronomy.common.deleteBody'),
      confirmLabel: t('agronomy.common.delete'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await deleteField(field.id);
      setEditing(null);
      notifications.show({ color: 'green', message: t('agronomy.common.deleted', { name: field.name }) });
      setTileVersion((version) => version + 1);
      await queryClient.invalidateQueries({ queryKey: fieldKeys.all });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('agronomy.common.deleteError'),
        message: errorText(error, t('errors.request')),
      });
    }
  }

  return (
    <Paper withBorder radius="md" p="lg" component="section">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={2} size="h3">
              {t('agronomy.fields.title')}
            </Title>
            <Text size="sm" c="dimmed" data-testid="grower-fields-summary">
              {t('agronomy.fields.summary', { count: rows.length })} ·{' '}
              <UnitValue quantity="area" value={total} />
            </Text>
          </div>
          {canEdit && (
            <Button leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
              {t('agronomy.import.open')}
            </Button>
          )}
        </Group>
        {fields.isSuccess && (
          <FieldMap
            labels={rows}
            highlightIds={rows.map((field) => field.id)}
            focus={selection.focus}
            tileVersion={tileVersion}
            height={460}
            onFieldClick={(id) => {
              const field = rows.find((candidate) => candidate.id === id);
              if (field) selection.select(field);
            }}
            overlay={
              <MapSelector
                onSelect={selection.select}
                onPoint={selection.setPoint}
                onClear={selection.clear}
              />
            }
          >
            {selection.point && (
              <Marker
                longitude={selection.point.longitude}
                latitude={selection.point.latitude}
                anchor="bottom"
              >
                <IconMapPin
                  size={28}
                  color="var(--mantine-color-red-7)"
                  fill="var(--mantine-color-red-2)"
                  data-testid="selector-marker"
                />
              </Marker>
            )}
          </FieldMap>
        )}
        <FieldTable
          fields={rows}
          selectedId={selection.selectedId}
          onSelect={selection.select}
          onEdit={canEdit ? setEditing : undefined}
          onDelete={canEdit ? (field) => void remove(field) : undefined}
        />
        <FarmsPanel growerId={growerId} canEdit={canEdit} />
      </Stack>
      {canEdit && (
        <FieldEditDialog
          growerId={growerId}
          field={editing}
          onClose={() => setEditing(null)}
          onSaved={() => setTileVersion((version) => version + 1)}
          onDelete={(field) => void remove(field)}
        />
      )}
      {canEdit && (
        <ImportBoundariesDialog
          growerId={growerId}
          opened={importing}
          onClose={() => setImporting(false)}
          onImported={() => {
            setTileVersion((version) => version + 1);
            selection.clear();
          }}
        />
      )}
    </Paper>
  );
}
