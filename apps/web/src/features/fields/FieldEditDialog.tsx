import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconFileUpload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZFieldInput, type TFieldRecord, type TFieldSummary, type TImportedBoundary } from '@tramline/domain';
import { errorText } from '../../api';
import { useLocale } from '../../i18n';
import { UnitValue, zodValidator } from '../../ui';
import { farmsQuery, fieldKeys, fieldQuery, importBoundaries, saveField, zonesQuery } from './fields.queries';

type TFieldFormValues = { name: string; code: string; farmId: string; zoneId: string | null };

interface FieldEditDialogProps {
  growerId: number;
  /** The field to edit; the dialog is closed without one. */
  field: TFieldSummary | null;
  onClose: () => void;
  /** Called after a save, with the saved field, once the lists were refreshed. */
  onSaved?: (field: TFieldRecord) => void;
  /** Offers deleting the field (with its confirmation) from the dialog. */
  onDelete?: (field: TFieldSummary) => void;
}

/** The input of a save: the form's values over the stored field, the boundary kept unless replaced. */
export function fieldInputOf(
  record: TFieldRecord,
  values: TFieldFormValues,
  boundary: TImportedBoundary | null,
): z.input<typeof ZFieldInput> {
  const geometry = boundary?.geometry ?? record.geometry;
  return {
    id: record.id,
    version: record.version,
    farmId: Number(values.farmId),
    zoneId: values.zoneId ? Number(values.zoneId) : null,
    name: values.name,
    code: values.code,
    geometry,
    areaHectares: geometry ? null : record.areaHectares,
    active: record.active,
  };
}

function FieldEditForm({
  record,
  growerId,
  onClose,
  onSaved,
  onDelete,
  summary,
}: {
  record: TFieldRecord;
  growerId: number;
  onClose: () => void;
  onSaved?: (field: TFieldRecord) => void;
  onDelete?: (field: TFieldSummary) => void;
  summary: TFieldSummary;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [boundary, setBoundary] = useState<TImportedBoundary | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const validate = useMemo(() => zodValidator<unknown>(ZFieldInput, locale), [locale]);
  const form = useForm<TFieldFormValues>({
    initialValues: {
      name: record.name,
      code: record.code ?? '',
      farmId: String(record.farmId),
      zoneId: record.zoneId === null ? null : String(record.zoneId),
    },
    validate: (values) => validate(fieldInputOf(record, values, boundary)),
    validateInputOnBlur: true,
  });
  const farms = useQuery(farmsQuery(growerId));
  const farmId = Number(form.values.farmId);
  const zones = useQuery(zonesQuery(farmId));

  async function readBoundary(chosen: File | null) {
    setFile(chosen);
    setBoundary(null);
    setError(null);
    if (!chosen) return;
    setReading(true);
    try {
      const result = await importBoundaries({ farmId, file: chosen, dryRun: true });
      if (result.boundaries.length === 0) setError(t('agronomy.fieldEdit.fileEmpty'));
      else if (result.boundaries.length > 1)
        setError(t('agronomy.fieldEdit.fileMany', { count: result.boundaries.length }));
      else setBoundary(result.boundaries[0]!);
    } catch (failure) {
      setError(errorText(failure, t('errors.request')));
    } finally {
      setReading(false);
    }
  }

  async function submit(values: TFieldFormValues) {
    setSaving(true);
    setError(null);
    try {
      const saved = await saveField(ZFieldInput.parse(fieldInputOf(record, values, boundary)));
      await queryClient.invalidateQueries({ queryKey: fieldKeys.all });
      notifications.show({ color: 'green', message: t('agronomy.fieldEdit.saved', { name: saved.name }) });
      onSaved?.(saved);
      onClose();
    } catch (failure) {
      setError(errorText(failure, t('agronomy.fieldEdit.saveError')));
    } finally {
      setSaving(false);
    }
  }

  const area = boundary ? boundary.areaHectares : record.geometry ? record.areaHectares : null;
  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('agronomy.fieldEdit.name')} withAsterisk {...form.getInputProps('name')} />
          <TextInput label={t('agronomy.fieldEdit.code')} {...form.getInputProps('code')} />
          <Select
            label={t('agronomy.fieldEdit.farm')}
            withAsterisk
            allowDeselect={false}
            data={(farms.data ?? [{ id: record.farmId, name: record.farmName }]).map((farm) => ({
              value: String(farm.id),
              label: farm.name,
            }))}
            {...form.getInputProps('farmId')}
            onChange={(value) => {
              form.setFieldValue('farmId', value ?? String(record.farmId));
              form.setFieldValue('zoneId', null);
            }}
          />
          <Select
            label={t('agronomy.fieldEdit.zone')}
            placeholder={t('agronomy.fieldEdit.zoneNone')}
            clearable
            data={(zones.data ?? []).map((zone) => ({ value: String(zone.id), label: zone.name }))}
            {...form.getInputProps('zoneId')}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('agronomy.fieldEdit.boundary')}
          </Text>
          {area !== null ? (
            <Text size="sm" data-testid="field-edit-area">
              {t('agronomy.fieldEdit.boundaryArea')}: <UnitValue quantity="area" value={area} />
            </Text>
          ) : (
            <Text size="sm" c="orange">
              {t('agronomy.fieldEdit.boundaryNone')}
            </Text>
          )}
          <FileInput
            label={t('agronomy.fieldEdit.replaceBoundary')}
            description={t('agronomy.fieldEdit.replaceBoundaryHint')}
            accept=".geojson,.json,.zip,.kml"
            clearable
            leftSection={reading ? <Loader size={14} /> : <IconFileUpload size={16} />}
            value={file}
            onChange={(chosen) => void readBoundary(chosen)}
          />
          {boundary && (
            <Text size="sm" c="green.8">
              {t('agronomy.fieldEdit.newBoundary')}
            </Text>
          )}
        </Stack>
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="space-between">
          <div>
            {onDelete && (
              <Button variant="subtle" color="red" onClick={() => onDelete(summary)}>
                {t('agronomy.common.delete')}
              </Button>
            )}
          </div>
          <Group>
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving} disabled={reading}>
              {t('common.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** Edits a field of the grower: name, code, farm, zone, and its boundary replaced from a file. */
export function FieldEditDialog({ growerId, field, onClose, onSaved, onDelete }: FieldEditDialogProps) {
  const { t } = useTranslation();
  const record = useQuery({ ...fieldQuery(field?.id ?? 0), enabled: field !== null });
  return (
    <Modal
      opened={field !== null}
      onClose={onClose}
      title={field ? t('agronomy.fieldEdit.title', { name: field.name }) : undefined}
      size="lg"
    >
      {field && record.data && record.data.id === field.id ? (
        <FieldEditForm
          key={`${record.data.id}-${record.data.version}`}
          record={record.data}
          summary={field}
          growerId={growerId}
          onClose={onClose}
          onSaved={onSaved}
          onDelete={onDelete}
        />
      ) : record.isError ? (
        <Alert color="red">{errorText(record.error, t('errors.request'))}</Alert>
      ) : (
        <Group justify="center" py="lg">
          <Loader size="sm" />
        </Group>
      )}
    </Modal>
  );
}
