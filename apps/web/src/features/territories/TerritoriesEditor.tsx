import { useEffect, useMemo, useRef, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  ColorInput,
  ColorSwatch,
  Grid,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMapPin, IconPencil, IconPlus, IconPolygon, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Layer, Marker, Source, type MapRef } from 'react-map-gl/maplibre';
import { TerraDraw, TerraDrawPolygonMode } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import {
  mergeBoundingBoxes,
  TERRITORY_COLORS,
  translateIssue,
  ZTerritoryInput,
  type TAreaGeometry,
  type TTerritoryRecord,
} from '@tramline/domain';
import { errorText, isApiError } from '../../api';
import { useLocale } from '../../i18n';
import { confirmAction, PageHeader, UnitValue } from '../../ui';
import { useCanEditRecords } from '../../records/record-screens';
import { FieldMap } from '../maps/FieldMap';
import { useDeleteTerritory, useSaveTerritory } from './territories.mutations';
import { territoriesQuery } from './territories.queries';

interface TDraft {
  id?: number;
  version?: number;
  name: string;
  color: string;
  marker: { latitude: number; longitude: number } | null;
  geometry: TAreaGeometry | null;
}

type TTool = 'none' | 'draw' | 'marker';

const draftOf = (territory?: TTerritoryRecord, index = 0): TDraft => ({
  id: territory?.id,
  version: territory?.version,
  name: territory?.name ?? '',
  color: territory?.color ?? TERRITORY_COLORS[index % TERRITORY_COLORS.length]!,
  marker: territory?.marker ?? null,
  geometry: territory?.geometry ?? null,
});

/**
 * The territories editor: every territory of the branch on the map; a new or edited one gets a
 * name, a map colour, a shape drawn on the map and a marker placed on it.
 */
export function TerritoriesEditor() {
  const { t } = useTranslation();
  const locale = useLocale();
  const saveTerritoryMutation = useSaveTerritory();
  const deleteTerritoryMutation = useDeleteTerritory();
  const canEdit = useCanEditRecords();
  const territories = useQuery(territoriesQuery());
  const mapRef = useRef<MapRef | null>(null);
  const drawRef = useRef<TerraDraw | null>(null);
  const [draft, setDraft] = useState<TDraft | null>(null);
  const [tool, setTool] = useState<TTool>('none');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const rows = useMemo(() => territories.data ?? [], [territories.data]);
  const focus = useMemo(() => mergeBoundingBoxes(rows.map((territory) => territory.bbox)), [rows]);

  const shown = rows.filter((territory) => territory.id !== draft?.id);
  const collection = useMemo(
    () => ({
      type: 'FeatureCollection' as const,
      features: [
        ...shown.map((territory) => ({
          type: 'Feature' as const,
          properties: { color: territory.color },
          geometry: territory.geometry,
        })),
        ...(draft?.geometry
          ? [{ type: 'Feature' as const, properties: { color: draft.color }, geometry: draft.geometry }]
          : []),
      ],
    }),
    [shown, draft],
  );

  function stopDrawing() {
    drawRef.current?.stop();
    drawRef.current = null;
  }
  useEffect(() => stopDrawing, []);

  function startDrawing() {
    const map = mapRef.current?.getMap();
    if (!map) return;
    stopDrawing();
    const draw = new TerraDraw({
      adapter: new TerraDrawMapLibreGLAdapter({ map }),
      modes: [new TerraDrawPolygonMode()],
    });
    draw.start();
    draw.setMode('polygon');
    draw.on('finish', (id) => {
      const feature = draw.getSnapshotFeature(id);
      if (feature?.geometry.type === 'Polygon') {
        const geometry = { type: 'Polygon', coordinates: feature.geometry.coordinates } as TAreaGeometry;
        setDraft((current) => (current ? { ...current, geometry } : current));
        setErrors((current) => ({ ...current, geometry: '' }));
      }
      // Leave the drawing to our own layer; the tool is for one shape at a time.
      window.setTimeout(() => {
        stopDrawing();
        setTool('none');
      }, 0);
    });
    drawRef.current = draw;
    setTool('draw');
  }

  function chooseTool(next: TTool) {
    if (next === 'draw') return startDrawing();
    stopDrawing();
    setTool(next);
  }

  function open(territory?: TTerritoryRecord) {
    stopDrawing();
    setErrors({});
    setTool('none');
    setDraft(draftOf(territory, rows.length));
  }

  function close() {
    stopDrawing();
    setTool('none');
    setDraft(null);
    setErrors({});
  }

  async function save() {
    if (!draft) return;
    const input = {
      ...(draft.id ? { id: draft.id, version: draft.version } : {}),
      name: draft.name,
      color: draft.color,
      ...(draft.marker ? { marker: draft.marker } : {}),
      ...(draft.geometry ? { geometry: draft.geometry } : {}),
    };
    const parsed = ZTerritoryInput.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const detail = translateIssue(issue as never, locale);
        found[detail.path] ??= detail.message;
      }
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      const saved = await saveTerritoryMutation.mutateAsync(parsed.data);
      notifications.show({ color: 'green', message: t('agronomy.territories.saved', { name: saved.name }) });
      close();
    } catch (error) {
      if (isApiError(error) && error.details.length) {
        setErrors(
          Object.fromEntries(
            error.details.map((detail) => [detail.path.replace(/^body\./, ''), detail.message]),
          ),
        );
      }
      notifications.show({
        color: 'red',
        title: t('agronomy.territories.saveError'),
        message: errorText(error, t('errors.request')),
      });
    } finally {
      setSaving(false);
    }
  }

  async function remove(territory: TTerritoryRecord) {
    const confirmed = await confirmAction({
      title: t('agronomy.common.deleteTitle', { name: territory.name }),
      message: t('agronomy.common.deleteBody'),
      confirmLabel: t('agronomy.common.delete'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await deleteTerritoryMutation.mutateAsync(territory.id);
      notifications.show({ color: 'green', message: t('agronomy.common.deleted', { name: territory.name }) });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('agronomy.territories.deleteError'),
        message: errorText(error, t('errors.request')),
      });
    }
  }

  const missing = [
    errors.marker ? t('agronomy.territories.missingMarker') : null,
    errors.name ? t('agronomy.territories.missingName') : null,
    errors.geometry ? t('agronomy.territories.missingDrawing') : null,
  ].filter(Boolean);
  const ruleMessage = errors.marker || errors.name || errors.geometry;

  return (
    <>
      <PageHeader
        title={t('screens.territories')}
        subtitle={t('agronomy.territories.subtitle')}
        actions={
          canEdit &&
          !draft && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => open()}>
              {t('agronomy.territories.newButton')}
            </Button>
          )
        }
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          {draft ? (
            <Paper withBorder radius="md" p="md" data-testid="territory-form">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {draft.id ? t('agronomy.territories.editTitle') : t('agronomy.territories.newTitle')}
                </Title>
                {ruleMessage && (
                  <Alert color="red" title={ruleMessage}>
                    {missing.join(' · ')}
                  </Alert>
                )}
                <TextInput
                  label={t('agronomy.territories.name')}
                  withAsterisk
                  value={draft.name}
                  error={errors.name}
                  onChange={(event) => {
                    const name = event.currentTarget.value;
                    setDraft((current) => (current ? { ...current, name } : current));
                  }}
                />
                <ColorInput
                  label={t('agronomy.territories.color')}
                  format="hex"
                  swatches={[...TERRITORY_COLORS]}
                  value={draft.color}
                  error={errors.color}
                  onChange={(color) => setDraft((current) => (current ? { ...current, color } : current))}
                />
                <Group gap="xs">
                  <Button
                    variant={tool === 'draw' ? 'filled' : 'light'}
                    leftSection={<IconPolygon size={16} />}
                    onClick={() => chooseTool(tool === 'draw' ? 'none' : 'draw')}
                    color={errors.geometry ? 'red' : undefined}
                  >
                    {draft.geometry ? t('agronomy.territories.redraw') : t('agronomy.territories.draw')}
                  </Button>
                  <Button
                    variant={tool === 'marker' ? 'filled' : 'light'}
                    leftSection={<IconMapPin size={16} />}
                    onClick={() => chooseTool(tool === 'marker' ? 'none' : 'marker')}
                    color={errors.marker ? 'red' : undefined}
                  >
                    {draft.marker
                      ? t('agronomy.territories.moveMarker')
                      : t('agronomy.territories.placeMarker')}
                  </Button>
                </Group>
                <Text size="xs" c="dimmed">
                  {tool === 'draw'
                    ? t('agronomy.territories.drawHint')
                    : tool === 'marker'
                      ? t('agronomy.territories.markerHint')
                      : t('agronomy.territories.toolsHint')}
                </Text>
                <Group gap="xs">
                  <Badge color={draft.geometry ? 'green' : 'gray'} variant="light">
                    {draft.geometry
                      ? t('agronomy.territories.hasDrawing')
                      : t('agronomy.territories.noDrawing')}
                  </Badge>
                  <Badge color={draft.marker ? 'green' : 'gray'} variant="light">
                    {draft.marker ? t('agronomy.territories.hasMarker') : t('agronomy.territories.noMarker')}
                  </Badge>
                </Group>
                <Group justify="flex-end">
                  <Button variant="default" onClick={close}>
                    {t('common.cancel')}
                  </Button>
                  <Button onClick={() => void save()} loading={saving}>
                    {t('common.save')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ) : (
            <Paper withBorder radius="md" p="xs">
              <ScrollArea.Autosize mah="calc(100vh - 230px)">
                <Stack gap={4} data-testid="territory-list">
                  {rows.length === 0 && (
                    <Text c="dimmed" size="sm" ta="center" py="md">
                      {t('agronomy.territories.empty')}
                    </Text>
                  )}
                  {rows.map((territory) => (
                    <Group
                      key={territory.id}
                      justify="space-between"
                      wrap="nowrap"
                      p={6}
                      style={{ borderRadius: 6, border: '1px solid var(--mantine-color-gray-2)' }}
                    >
                      <UnstyledButton
                        onClick={() => canEdit && open(territory)}
                        style={{ flex: 1, minWidth: 0 }}
                      >
                        <Group gap="sm" wrap="nowrap">
                          <ColorSwatch color={territory.color} size={18} />
                          <div style={{ minWidth: 0 }}>
                            <Text size="sm" fw={600} truncate>
                              {territory.name}
                            </Text>
                            <Text size="xs" c="dimmed">
                              <UnitValue
                                quantity="area"
                                value={territory.areaHectares}
                                maximumFractionDigits={0}
                              />
                            </Text>
                          </div>
                        </Group>
                      </UnstyledButton>
                      {canEdit && (
                        <Group gap={2} wrap="nowrap">
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('agronomy.common.editNamed', { name: territory.name })}
                            onClick={() => open(territory)}
                          >
                            <IconPencil size={16} />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('agronomy.common.deleteNamed', { name: territory.name })}
                            onClick={() => void remove(territory)}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Group>
                      )}
                    </Group>
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </Paper>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {territories.isSuccess && (
            <FieldMap
              mapRef={mapRef}
              focus={focus}
              height="calc(100vh - 190px)"
              cursor={tool === 'marker' ? 'crosshair' : undefined}
              onMapClick={(position) => {
                if (tool !== 'marker') return;
                setDraft((current) => (current ? { ...current, marker: position } : current));
                setErrors((current) => ({ ...current, marker: '' }));
                setTool('none');
              }}
            >
              <Source id="territories" type="geojson" data={collection}>
                <Layer
                  id="territory-fill"
                  type="fill"
                  paint={{ 'fill-color': ['get', 'color'], 'fill-opacity': 0.18 }}
                />
                <Layer
                  id="territory-line"
                  type="line"
                  paint={{ 'line-color': ['get', 'color'], 'line-width': 2.5 }}
                />
              </Source>
              {shown.map((territory) => (
                <Marker
                  key={territory.id}
                  longitude={territory.marker.longitude}
                  latitude={territory.marker.latitude}
                  anchor="bottom"
                >
                  <Stack gap={0} align="center" style={{ pointerEvents: 'none' }}>
                    <Text
                      size="xs"
                      fw={700}
                      px={6}
                      style={{
                        background: 'rgba(255,255,255,0.85)',
                        borderRadius: 4,
                        color: territory.color,
                      }}
                    >
                      {territory.name}
                    </Text>
                    <IconMapPin size={22} color={territory.color} />
                  </Stack>
                </Marker>
              ))}
              {draft?.marker && (
                <Marker longitude={draft.marker.longitude} latitude={draft.marker.latitude} anchor="bottom">
                  <IconMapPin size={28} color={draft.color} fill="white" data-testid="territory-marker" />
                </Marker>
              )}
            </FieldMap>
          )}
        </Grid.Col>
      </Grid>
    </>
  );
}
