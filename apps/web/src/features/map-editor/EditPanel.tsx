import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowsJoin,
  IconCut,
  IconPencil,
  IconPlus,
  IconPolygon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TAreaGeometry, TFieldSummary, TPolygon } from '@tramline/domain';
import { UnitValue } from '../../ui';
import { areaHectaresOf } from './boundary-edits';

/** One step of an editing session: what the map shows and what Save sends. */
export type TDraft =
  | { kind: 'edit'; fieldId: number; geometry: TAreaGeometry }
  | {
      kind: 'draw';
      fieldId: number | null;
      geometry: TAreaGeometry | null;
      name: string;
      farmId: string | null;
    }
  | { kind: 'split'; fieldId: number; parts: TPolygon[] | null }
  | { kind: 'merge'; fieldId: number; partnerId: number | null; merged: TPolygon | null };

interface EditPanelProps {
  canEdit: boolean;
  field: TFieldSummary | null;
  hasBoundary: boolean;
  /** Terra-draw edits single polygons; a multipart boundary can be split, merged or redrawn only. */
  isPolygon: boolean;
  draft: TDraft | null;
  farms: { value: string; label: string }[];
  canUndo: boolean;
  saving: boolean;
  onBegin: (kind: TDraft['kind']) => void;
  onUndo: () => void;
  onCancel: () => void;
  onSave: () => void;
  onDraftChange: (draft: TDraft) => void;
}

/** Areas of the session's shapes, in the locale's unit, as they change. */
export function DraftAreas({ draft }: { draft: TDraft }) {
  const { t } = useTranslation();
  const rows: [string, number][] =
    draft.kind === 'split'
      ? (draft.parts ?? []).map((part, index) => [
          t('mapEditor.part', { number: index + 1 }),
          areaHectaresOf(part),
        ])
      : draft.kind === 'merge'
        ? draft.merged
          ? [[t('mapEditor.merged'), areaHectaresOf(draft.merged)]]
          : []
        : draft.geometry
          ? [[t('mapEditor.area'), areaHectaresOf(draft.geometry)]]
          : [];
  return (
    <Stack gap={2} data-testid="draft-areas">
      {rows.map(([label, hectares]) => (
        <Group key={label} justify="space-between">
          <Text size="sm">{label}</Text>
          <Text size="sm" fw={600} data-testid="draft-area">
            <UnitValue quantity="area" value={hectares} maximumFractionDigits={2} />
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

const HINTS = { edit: 'editHint', draw: 'drawHint', split: 'splitHint', merge: 'mergeHint' } as const;

/** The editor's tools for the picked field, the session's areas, undo, cancel and save. */
export function EditPanel(props: EditPanelProps) {
  const { t } = useTranslation();
  const { draft, field } = props;
  if (!props.canEdit) return null;
  if (!draft) {
    return (
      <Paper withBorder radius="md" p="sm">
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {field ? field.name : t('mapEditor.selectHint')}
          </Text>
          <Group gap="xs">
            {field && props.hasBoundary && (
              <>
                {props.isPolygon && (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPencil size={14} />}
                    onClick={() => props.onBegin('edit')}
                  >
                    {t('mapEditor.edit')}
                  </Button>
                )}
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconCut size={14} />}
                  onClick={() => props.onBegin('split')}
                >
                  {t('mapEditor.split')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconArrowsJoin size={14} />}
                  onClick={() => props.onBegin('merge')}
                >
                  {t('mapEditor.merge')}
                </Button>
              </>
            )}
            {field?.geometryMissing && (
              <Button size="xs" leftSection={<IconPolygon size={14} />} onClick={() => props.onBegin('draw')}>
                {t('mapEditor.draw')}
              </Button>
            )}
            {!field?.geometryMissing && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPlus size={14} />}
                onClick={() => props.onBegin('draw')}
              >
                {t('mapEditor.newField')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    );
  }
  const isNewField = draft.kind === 'draw' && draft.fieldId === null;
  const title = isNewField ? t('mapEditor.newField') : (field?.name ?? '');
  const ready =
    draft.kind === 'split'
      ? Boolean(draft.parts)
      : draft.kind === 'merge'
        ? Boolean(draft.merged)
        : Boolean(draft.geometry);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="map-editor-panel">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        <Text size="xs" c="dimmed">
          {t(`mapEditor.${HINTS[draft.kind]}`)}
        </Text>
        {draft.kind === 'draw' && draft.fieldId === null && (
          <Group grow gap="xs">
            <TextInput
              size="xs"
              label={t('mapEditor.name')}
              value={draft.name}
              onChange={(event) => props.onDraftChange({ ...draft, name: event.currentTarget.value })}
            />
            <Select
              size="xs"
              label={t('mapEditor.farm')}
              data={props.farms}
              value={draft.farmId}
              onChange={(farmId) => props.onDraftChange({ ...draft, farmId })}
              searchable
            />
          </Group>
        )}
        <DraftAreas draft={draft} />
        <Group justify="space-between">
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconArrowBackUp size={14} />}
            disabled={!props.canUndo}
            onClick={props.onUndo}
          >
            {t('mapEditor.undo')}
          </Button>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={props.onCancel}>
              {t('common.cancel')}
            </Button>
            <Button size="xs" disabled={!ready} loading={props.saving} onClick={props.onSave}>
              {t('common.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
