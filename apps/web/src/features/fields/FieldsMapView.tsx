import { Badge, Group } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Marker } from 'react-map-gl/maplibre';
import { mergeBoundingBoxes } from '@tramline/domain';
import { PageHeader, UnitValue } from '../../ui';
import { FieldMap } from '../maps/FieldMap';
import { MapSelector } from '../map-selector/MapSelector';
import { branchFieldsQuery } from './fields.queries';
import { useFieldSelection } from './use-field-selection';

/** Every field of the branch on the map, with the map selector. */
export function FieldsMapView() {
  const { t } = useTranslation();
  const fields = useQuery(branchFieldsQuery());
  const rows = fields.data ?? [];
  const selection = useFieldSelection(mergeBoundingBoxes(rows.map((field) => field.bbox)));
  const missing = rows.filter((field) => field.geometryMissing).length;
  const total = rows.reduce((sum, field) => sum + (field.areaHectares ?? 0), 0);
  return (
    <>
      <PageHeader
        title={t('screens.fields')}
        subtitle={
          <Group gap="xs" component="span">
            <span>{t('agronomy.fields.summary', { count: rows.length })}</span>
            <UnitValue quantity="area" value={total} />
            {missing > 0 && (
              <Badge color="orange" variant="light">
                {t('agronomy.fields.missingCount', { count: missing })}
              </Badge>
            )}
          </Group>
        }
      />
      {fields.isSuccess && (
        <FieldMap
          labels={rows}
          highlightIds={selection.selectedId ? [selection.selectedId] : undefined}
          focus={selection.focus}
          height="calc(100vh - 190px)"
          onFieldClick={(id) => {
            const field = rows.find((candidate) => candidate.id === id);
            if (field) selection.select(field);
          }}
          overlay={
            <MapSelector onSelect={selection.select} onPoint={selection.setPoint} onClear={selection.clear} />
          }
        >
          {selection.point && (
            <Marker longitude={selection.point.longitude} latitude={selection.point.latitude} anchor="bottom">
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
    </>
  );
}
