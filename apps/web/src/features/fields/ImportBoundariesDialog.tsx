import { useState } from 'react';
import { Alert, Button, FileInput, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileUpload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFieldImportResult } from '@tramline/domain';
import { errorText } from '../../api';
import { UnitValue } from '../../ui';
import { farmsQuery, fieldKeys, importBoundaries, saveFarm, zonesQuery } from './fields.queries';

const NEW_FARM = 'new';

interface ImportBoundariesDialogProps {
  growerId: number;
  opened: boolean;
  onClose: () => void;
  /** Called with the fields made, after the lists were refreshed. */
  onImported: (result: TFieldImportResult) => void;
}

/** Reads field boundaries from a GeoJSON, zipped Shapefile or KML file into a farm of the grower: preview, then import. */
export function ImportBoundariesDialog({
  growerId,
  opened,
  onClose,
  onImported,
}: ImportBoundariesDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const farms = useQuery(farmsQuery(growerId));
  const [farmId, setFarmId] = useState<string | null>(null);
  const [newFarmName, setNewFarmName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<TFieldImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const farmChoice = farmId ?? (farms.data?.[0] ? String(farms.data[0].id) : NEW_FARM);
  const [zoneId, setZoneId] = useState<string | null>(null);
  const zones = useQuery(zonesQuery(farmChoice === NEW_FARM ? undefined : Number(farmChoice)));

  function reset() {
    setFile(null);
    setPreview(null);
    setError(null);
    setNewFarmName('');
  }

  async function farmToUse(): Promise<number | null> {
    if (farmChoice !== NEW_FARM) return Number(farmChoice);
    if (!newFarmName.trim()) {
      setError(t('agronomy.import.farmRequired'));
      return null;
    }
    const farm = await saveFarm({ growerId, name: newFarmName.trim(), code: null });
    setFarmId(String(farm.id));
    await queryClient.invalidateQueries({ queryKey: fieldKeys.farms(growerId) });
    return farm.id;
  }

  async function run(dryRun: boolean) {
    if (!file) {
      setError(t('agronomy.import.fileRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      // A new farm is made as soon as the file is read against it.
      const farm = await farmToUse();
      if (farm === null) return;
      const zone = farmChoice === NEW_FARM || zoneId === null ? null : Number(zoneId);
      const result = await importBoundaries({ farmId: farm, zoneId: zone, file, dryRun });
      if (dryRun) {
        setPreview(result);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: fieldKeys.all });
      notifications.show({
        color: 'green',
        message: t('agronomy.import.done', { count: result.created.length }),
      });
      onImported(result);
      reset();
      onClose();
    } catch (failure) {
      setError(errorText(failure, t('errors.request')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('agronomy.import.title')} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('agronomy.import.intro')}
        </Text>
        <Select
          label={t('agronomy.import.farm')}
          withAsterisk
          allowDeselect={false}
          data={[
            ...(farms.data ?? []).map((farm) => ({ value: String(farm.id), label: farm.name })),
            { value: NEW_FARM, label: t('agronomy.import.newFarm') },
          ]}
          value={farmChoice}
          onChange={(value) => {
            setFarmId(value);
            setZoneId(null);
          }}
        />
        {farmChoice !== NEW_FARM && (zones.data?.length ?? 0) > 0 && (
          <Select
            label={t('agronomy.import.zone')}
            placeholder={t('agronomy.fieldEdit.zoneNone')}
            clearable
            data={(zones.data ?? []).map((zone) => ({ value: String(zone.id), label: zone.name }))}
            value={zoneId}
            onChange={setZoneId}
          />
        )}
        {farmChoice === NEW_FARM && (
          <TextInput
            label={t('agronomy.import.newFarmName')}
            withAsterisk
            value={newFarmName}
            onChange={(event) => setNewFarmName(event.currentTarget.value)}
          />
        )}
        <FileInput
          label={t('agronomy.import.file')}
          description={t('agronomy.import.fileHint')}
          withAsterisk
          accept=".geojson,.json,.zip,.kml"
          leftSection={<IconFileUpload size={16} />}
          value={file}
          onChange={(value) => {
            setFile(value);
            setPreview(null);
          }}
          data-testid="boundary-file"
        />
        {error && <Alert color="red">{error}</Alert>}
        {preview && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('agronomy.import.previewTitle', {
                count: preview.boundaries.length,
                format: t(`agronomy.import.formats.${preview.format}`),
              })}
            </Text>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('agronomy.fields.columns.name')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('agronomy.fields.columns.area')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.boundaries.map((boundary) => (
                  <Table.Tr key={boundary.index}>
                    <Table.Td>{boundary.name}</Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>
                      <UnitValue quantity="area" value={boundary.areaHectares} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {preview.skipped.length > 0 && (
              <Text size="xs" c="dimmed">
                {t('agronomy.import.skipped', { count: preview.skipped.length })}
              </Text>
            )}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="light" onClick={() => void run(true)} loading={busy} disabled={!file}>
            {t('agronomy.import.preview')}
          </Button>
          <Button onClick={() => void run(false)} loading={busy} disabled={!file}>
            {t('agronomy.import.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
