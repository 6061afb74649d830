import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Grid,
  Group,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Tabs,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Layer, Source, type MapRef } from 'react-map-gl/maplibre';
import type { TAreaGeometry, TFieldSummary, TPosition } from '@tramline/domain';
import { errorText, useSession } from '../../api';
import { PageHeader, UnitValue } from '../../ui';
import { useCanEditRecords } from '../../records/record-screens';
import { branchFieldsQuery, fieldQuery } from '../fields/fields.queries';
import { FieldMap } from '../maps/FieldMap';
import { cornersOf, mergeBoundaries, splitBoundary } from './boundary-edits';
import {
  branchBoundariesQuery,
  saveFieldBoundary,
  useInvalidateFields,
  useMergeFields,
  useSplitField,
} from './map-editor.queries';
import { EditPanel, type TDraft } from './EditPanel';
import { useDrawTool } from './use-draw-tool';
import { useSiteEditor } from './use-site-editor';
import { SitesPanel } from './SitesPanel';
import { FilterLayers } from './FilterLayers';
import { SiteMapLayers } from './SiteMapLayers';

/**
 * The map editor: the branch's fields on the map, filtered by grower and farm; a field picked in
 * the list or on the map can have its boundary edited, drawn (when it has none), split along a
 * drawn line or merged with a touching neighbour; a new field can be drawn. Each step of the
 * session can be undone until it is saved; the server checks the boundary and computes the area.
 */
export function MapEditor() {
  const { t } = useTranslation();
  const session = useSession();
  const canEdit = useCanEditRecords();
  const [params, setParams] = useSearchParams();
  const mapRef = useRef<MapRef | null>(null);
  const tool = useDrawTool(mapRef);
  const sites = useSiteEditor(tool, canEdit);
  const [tab, setTab] = useState<string | null>('fields');
  const invalidate = useInvalidateFields();
  const splitMutation = useSplitField();
  const mergeMutation = useMergeFields();
  const [growerId, setGrowerId] = useState<string | null>(null);
  const [farmId, setFarmId] = useState<string | null>(null);
  const [draft, setDraft] = useState<TDraft | null>(null);
  const [history, setHistory] = useState<TDraft[]>([]);
  const [saving, setSaving] = useState(false);
  const [tileVersion, setTileVersion] = useState(0);
  const committed = useRef<TDraft | null>(null);

  const selectedId = Number(params.get('field')) || null;
  const fields = useQuery(branchFieldsQuery());
  const boundaries = useQuery({
    ...branchBoundariesQuery(session?.user.owner ?? '', session?.user.unit ?? 0),
    enabled: Boolean(session),
  });
  const selected = useQuery({ ...fieldQuery(selectedId ?? 0), enabled: selectedId !== null });
  const rows = useMemo(() => fields.data ?? [], [fields.data]);
  const growers = uniqueOptions(rows.map((row) => [row.growerId, row.growerName]));
  const farms = uniqueOptions(
    rows
      .filter((row) => !growerId || String(row.growerId) === growerId)
      .map((row) => [row.farmId, row.farmName]),
  );
  const listed = rows.filter(
    (row) => (!growerId || String(row.growerId) === growerId) && (!farmId || String(row.farmId) === farmId),
  );
  const geometryOf = (id: number) =>
    (boundaries.data?.features.find((entry) => entry.id === id)?.geometry as TAreaGeometry | undefined) ??
    null;
  const neighbourCorners = (exceptId?: number): TPosition[] =>
    cornersOf(
      (boundaries.data?.features ?? [])
        .filter((entry) => entry.id !== exceptId)
        .map((entry) => entry.geometry as TAreaGeometry),
    );

  useEffect(() => () => tool.stop(), []); // eslint-disable-line react-hooks/exhaustive-deps

  function select(id: number | null) {
    if (draft?.kind === 'merge' && id !== null && id !== draft.fieldId) return pickPartner(id);
    if (draft) return;
    setParams(id === null ? {} : { field: String(id) }, { replace: true });
  }

  /** Starts a step of the session; `previous` goes on the undo stack. */
  function change(next: TDraft | null, previous: TDraft | null = committed.current) {
    if (previous) setHistory((stack) => [...stack, previous]);
    committed.current = next;
    setDraft(next);
  }

  function restartTool(next: TDraft) {
    if (next.kind === 'edit') startEdit(next.geometry, next.fieldId);
    else if (next.kind === 'draw' && !next.geometry) startDraw(next.fieldId);
    else if (next.kind === 'split' && !next.parts) startSplit(next.fieldId);
    else tool.stop();
  }

  function undo() {
    const previous = history[history.length - 1];
    if (!previous) return;
    setHistory((stack) => stack.slice(0, -1));
    committed.current = previous;
    setDraft(previous);
    restartTool(previous);
  }

  function cancel() {
    tool.stop();
    committed.current = null;
    setHistory([]);
    setDraft(null);
  }

  function startEdit(geometry: TAreaGeometry, fieldId: number) {
    tool.start(
      'edit',
      {
        onChange: (live) => setDraft({ kind: 'edit', fieldId, geometry: live }),
        onFinish: ({ polygon }) => polygon && change({ kind: 'edit', fieldId, geometry: polygon }),
      },
      neighbourCorners(fieldId),
      geometry,
    );
  }

  function startDraw(fieldId: number | null) {
    tool.start(
      'draw',
      {
        onFinish: ({ polygon }) => {
          if (!polygon) return;
          tool.stop();
          // The name and farm typed while drawing are in the latest step.
          const latest = committed.current?.kind === 'draw' ? committed.current : null;
          change({
            kind: 'draw',
            fieldId,
            geometry: polygon,
            name: latest?.name ?? '',
            farmId: latest?.farmId ?? farmId,
          });
        },
      },
      neighbourCorners(fieldId ?? undefined),
    );
  }

  function startSplit(fieldId: number) {
    const geometry = geometryOf(fieldId);
    if (!geometry) return;
    tool.start(
      'cut',
      {
        onFinish: ({ line }) => {
          if (!line) return;
          const parts = splitBoundary(geometry, line);
          if (!parts) {
            notifications.show({ color: 'orange', message: t('mapEditor.splitMissed') });
            startSplit(fieldId);
            return;
          }
          tool.stop();
          change({ kind: 'split', fieldId, parts });
        },
      },
      neighbourCorners(fieldId),
    );
  }

  function pickPartner(partnerId: number) {
    if (draft?.kind !== 'merge') return;
    const first = geometryOf(draft.fieldId);
    const second = geometryOf(partnerId);
    const partner = rows.find((row) => row.id === partnerId);
    const merged =
      first && second && partner?.farmId === selected.data?.farmId ? mergeBoundaries(first, second) : null;
    if (!merged) {
      notifications.show({ color: 'orange', message: t('mapEditor.notAdjacent') });
      return;
    }
    change({ kind: 'merge', fieldId: draft.fieldId, partnerId, merged });
  }

  function begin(kind: TDraft['kind']) {
    const field = selected.data;
    setHistory([]);
    committed.current = null;
    if (kind === 'draw') {
      const next: TDraft = {
        kind: 'draw',
        fieldId: field?.geometryMissing ? field.id : null,
        geometry: null,
        name: '',
        farmId,
      };
      change(next, null);
      return startDraw(next.fieldId);
    }
    if (!field?.geometry) return;
    if (kind === 'edit') {
      if (field.geometry.type !== 'Polygon') return;
      change({ kind: 'edit', fieldId: field.id, geometry: field.geometry }, null);
      return startEdit(field.geometry, field.id);
    }
    if (kind === 'split') {
      change({ kind: 'split', fieldId: field.id, parts: null }, null);
      return startSplit(field.id);
    }
    tool.stop();
    change({ kind: 'merge', fieldId: field.id, partnerId: null, merged: null }, null);
  }

  async function save() {
    if (!draft) return;
    setSaving(true);
    try {
      const field = selected.data;
      if (draft.kind === 'split' && draft.parts && field) {
        const result = await splitMutation.mutateAsync({
          id: field.id,
          version: field.version,
          parts: draft.parts,
        });
        notifications.show({
          color: 'green',
          message: t('mapEditor.splitSaved', { count: result.fields.length }),
        });
      } else if (draft.kind === 'merge' && draft.partnerId && field) {
        const partner = rows.find((row) => row.id === draft.partnerId)!;
        await mergeMutation.mutateAsync({
          fields: [
            { id: field.id, version: field.version },
            { id: partner.id, version: partner.version },
          ],
        });
        notifications.show({ color: 'green', message: t('mapEditor.mergeSaved') });
      } else if ((draft.kind === 'edit' || draft.kind === 'draw') && draft.geometry) {
        if (draft.kind === 'draw' && draft.fieldId === null && !draft.farmId) {
          notifications.show({ color: 'orange', message: t('mapEditor.noFarm') });
          return;
        }
        const saved = await saveFieldBoundary(draft, draft.fieldId === null ? null : (field ?? null));
        await invalidate();
        setParams({ field: String(saved.id) }, { replace: true });
        notifications.show({ color: 'green', message: t('mapEditor.saved', { name: saved.name }) });
      }
      setTileVersion((version) => version + 1);
      cancel();
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('mapEditor.saveError'),
        message: errorText(error, t('errors.request')),
      });
    } finally {
      setSaving(false);
    }
  }

  const overlay = useMemo(() => overlayOf(draft), [draft]);
  const selectedSummary = rows.find((row) => row.id === selectedId) ?? null;

  return (
    <>
      <PageHeader title={t('screens.mapEditor')} subtitle={t('mapEditor.subtitle')} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Tabs
            value={tab}
            onChange={(next) => {
              if (draft || sites.busy) return;
              setTab(next);
            }}
            mb="sm"
          >
            <Tabs.List>
              <Tabs.Tab value="fields">{t('mapEditor.tabs.fields')}</Tabs.Tab>
              <Tabs.Tab value="sites" data-testid="map-editor-sites-tab">
                {t('mapEditor.tabs.sites')}
              </Tabs.Tab>
            </Tabs.List>
          </Tabs>
          {tab === 'sites' ? (
            <Stack gap="sm">
              <SitesPanel {...sites.panel} />
              <FilterLayers layers={sites.layers} />
            </Stack>
          ) : (
            <Stack gap="sm">
              {!canEdit && <Alert color="gray">{t('mapEditor.readOnly')}</Alert>}
              <Group grow gap="xs">
                <Select
                  label={t('mapEditor.grower')}
                  placeholder={t('mapEditor.allGrowers')}
                  data={growers}
                  value={growerId}
                  onChange={(value) => {
                    setGrowerId(value);
                    setFarmId(null);
                  }}
                  clearable
                  searchable
                />
                <Select
                  label={t('mapEditor.farm')}
                  placeholder={t('mapEditor.allFarms')}
                  data={farms}
                  value={farmId}
                  onChange={setFarmId}
                  clearable
                  searchable
                />
              </Group>
              <EditPanel
                canEdit={canEdit}
                field={selectedSummary}
                hasBoundary={Boolean(selected.data?.geometry)}
                isPolygon={selected.data?.geometry?.type === 'Polygon'}
                draft={draft}
                farms={farms}
                canUndo={history.length > 0}
                saving={saving}
                onBegin={begin}
                onUndo={undo}
                onCancel={cancel}
                onSave={() => void save()}
                onDraftChange={(next) => {
                  committed.current = next;
                  setDraft(next);
                }}
              />
              <FieldList rows={listed} selectedId={selectedId} onSelect={select} />
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {fields.isSuccess && (
            <FieldMap
              mapRef={mapRef}
              focus={(tab === 'sites' ? sites.focus : null) ?? selected.data?.bbox ?? null}
              tileVersion={tileVersion}
              highlightIds={selectedId ? [selectedId] : undefined}
              labels={draft ? [] : listed}
              height="calc(100vh - 190px)"
              onFieldClick={(id) => select(id)}
            >
              <SiteMapLayers sites={sites.shownSites} driftwatch={sites.driftwatchSites} />
              <Source id="map-editor-draft" type="geojson" data={overlay}>
                <Layer
                  id="draft-fill"
                  type="fill"
                  paint={{ 'fill-color': ['get', 'color'], 'fill-opacity': 0.35 }}
                />
                <Layer
                  id="draft-line"
                  type="line"
                  paint={{ 'line-color': ['get', 'color'], 'line-width': 2.5 }}
                />
              </Source>
            </FieldMap>
          )}
        </Grid.Col>
      </Grid>
    </>
  );
}

const PART_COLOURS = ['#1971c2', '#e8590c', '#9c36b5', '#2f9e44'];

/** The session's shapes not held by the drawing tool: drawn boundary, split parts, merged field. */
function overlayOf(draft: TDraft | null) {
  const shapes: TAreaGeometry[] =
    draft?.kind === 'split'
      ? (draft.parts ?? [])
      : draft?.kind === 'merge' && draft.merged
        ? [draft.merged]
        : draft?.kind === 'draw' && draft.geometry
          ? [draft.geometry]
          : [];
  return {
    type: 'FeatureCollection' as const,
    features: shapes.map((geometry, index) => ({
      type: 'Feature' as const,
      properties: { color: PART_COLOURS[index % PART_COLOURS.length] },
      geometry,
    })),
  };
}

function uniqueOptions(pairs: [number, string][]) {
  const seen = new Map<string, string>();
  for (const [id, name] of pairs) seen.set(String(id), name);
  return [...seen].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

function FieldList(props: {
  rows: TFieldSummary[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xs">
      <ScrollArea.Autosize mah="calc(100vh - 420px)" offsetScrollbars>
        <Stack gap={4} data-testid="map-editor-fields" aria-label={t('mapEditor.fieldList')}>
          {props.rows.length === 0 && (
            <Text c="dimmed" size="sm" ta="center" py="md">
              {t('mapEditor.noFields')}
            </Text>
          )}
          {props.rows.map((row) => (
            <UnstyledButton
              key={row.id}
              onClick={() => props.onSelect(row.id)}
              p={6}
              style={{
                borderRadius: 6,
                border: `1px solid var(--mantine-color-${row.id === props.selectedId ? 'green-6' : 'gray-2'})`,
              }}
            >
              <Group justify="space-between" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {row.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {row.growerName} · {row.farmName}
                  </Text>
                </div>
                <Text size="xs" c={row.geometryMissing ? 'orange' : 'dimmed'}>
                  {row.geometryMissing ? (
                    t('mapEditor.noBoundary')
                  ) : (
                    <UnitValue quantity="area" value={row.areaHectares} />
                  )}
                </Text>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Paper>
  );
}
