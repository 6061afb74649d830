import { useMemo, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZFarmInput, ZZoneInput, type TFarmRecord, type TZoneRecord } from '@tramline/domain';
import { errorText } from '../../api';
import { useLocale } from '../../i18n';
import { confirmAction, UnitValue, zodValidator } from '../../ui';
import {
  deleteFarm,
  deleteZone,
  farmsQuery,
  fieldKeys,
  saveFarm,
  saveZone,
  zonesQuery,
} from './fields.queries';

/** What the name dialog edits: a farm (name and code) or a zone of a farm (name). */
type TNameTarget =
  | { kind: 'farm'; farm: TFarmRecord }
  | { kind: 'newZone'; farm: TFarmRecord }
  | { kind: 'zone'; farm: TFarmRecord; zone: TZoneRecord };

function NameDialog({
  target,
  growerId,
  onClose,
}: {
  target: TNameTarget;
  growerId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const isFarm = target.kind === 'farm';
  const inputOf = (values: { name: string; code: string }) =>
    target.kind === 'farm'
      ? {
          id: target.farm.id,
          version: target.farm.version,
          growerId,
          name: values.name,
          code: values.code,
        }
      : target.kind === 'zone'
        ? { id: target.zone.id, version: target.zone.version, farmId: target.farm.id, name: values.name }
        : { farmId: target.farm.id, name: values.name };
  const validate = useMemo(
    () => zodValidator<unknown>(isFarm ? ZFarmInput : ZZoneInput, locale),
    [isFarm, locale],
  );
  const form = useForm({
    initialValues: {
      name: target.kind === 'farm' ? target.farm.name : target.kind === 'zone' ? target.zone.name : '',
      code: target.kind === 'farm' ? (target.farm.code ?? '') : '',
    },
    validate: (values) => validate(inputOf(values)),
  });

  async function submit(values: { name: string; code: string }) {
    setSaving(true);
    setError(null);
    try {
      const saved =
        target.kind === 'farm'
          ? await saveFarm(ZFarmInput.parse(inputOf(values)))
          : await saveZone(ZZoneInput.parse(inputOf(values)));
      await queryClient.invalidateQueries({ queryKey: fieldKeys.all });
      notifications.show({ color: 'green', message: t('agronomy.farms.saved', { name: saved.name }) });
      onClose();
    } catch (failure) {
      setError(errorText(failure, t('agronomy.farms.saveError')));
    } finally {
      setSaving(false);
    }
  }

  const title =
    target.kind === 'farm'
      ? t('agronomy.farms.renameTitle')
      : target.kind === 'zone'
        ? t('agronomy.farms.renameZoneTitle')
        : t('agronomy.farms.newZoneTitle', { farm: target.farm.name });
  return (
    <Modal opened onClose={onClose} title={title}>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="sm">
          <TextInput
            label={isFarm ? t('agronomy.farms.name') : t('agronomy.farms.zoneName')}
            withAsterisk
            data-autofocus
            {...form.getInputProps('name')}
          />
          {isFarm && <TextInput label={t('agronomy.farms.code')} {...form.getInputProps('code')} />}
          {error && <Alert color="red">{error}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function FarmZones({
  farm,
  canEdit,
  onEdit,
  onDelete,
}: {
  farm: TFarmRecord;
  canEdit: boolean;
  onEdit: (zone: TZoneRecord) => void;
  onDelete: (zone: TZoneRecord) => void;
}) {
  const { t } = useTranslation();
  const zones = useQuery(zonesQuery(farm.id));
  if (!zones.data?.length)
    return (
      <Text size="sm" c="dimmed">
        {t('agronomy.farms.noZones')}
      </Text>
    );
  return (
    <Group gap={6}>
      {zones.data.map((zone) => (
        <Badge
          key={zone.id}
          variant="light"
          color="gray"
          size="lg"
          style={{ textTransform: 'none' }}
          rightSection={
            canEdit && (
              <Group gap={0} wrap="nowrap">
                <ActionIcon
                  size="xs"
                  variant="subtle"
                  aria-label={t('agronomy.farms.renameZone', { name: zone.name })}
                  onClick={() => onEdit(zone)}
                >
                  <IconPencil size={12} />
                </ActionIcon>
                <ActionIcon
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={t('agronomy.common.deleteNamed', { name: zone.name })}
                  onClick={() => onDelete(zone)}
                >
                  <IconTrash size={12} />
                </ActionIcon>
              </Group>
            )
          }
        >
          {zone.name}
        </Badge>
      ))}
    </Group>
  );
}

/** The grower's farms with their zones: rename or delete a farm, add, rename or delete a zone. */
export function FarmsPanel({ growerId, canEdit }: { growerId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const farms = useQuery(farmsQuery(growerId));
  const [target, setTarget] = useState<TNameTarget | null>(null);

  async function remove(name: string, body: string, action: () => Promise<unknown>) {
    const confirmed = await confirmAction({
      title: t('agronomy.common.deleteTitle', { name }),
      message: body,
      confirmLabel: t('agronomy.common.delete'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await action();
      notifications.show({ color: 'green', message: t('agronomy.common.deleted', { name }) });
      await queryClient.invalidateQueries({ queryKey: fieldKeys.all });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('agronomy.common.deleteError'),
        message: errorText(error, t('errors.request')),
      });
    }
  }

  const rows = farms.data ?? [];
  return (
    <Stack gap="xs" data-testid="farms-panel">
      <Text fw={600}>{t('agronomy.farms.title')}</Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('agronomy.farms.empty')}
        </Text>
      ) : (
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('agronomy.fields.columns.farm')}</Table.Th>
              <Table.Th>{t('agronomy.fields.columns.code')}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{t('agronomy.fields.columns.area')}</Table.Th>
              <Table.Th>{t('agronomy.farms.zones')}</Table.Th>
              {canEdit && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((farm) => (
              <Table.Tr key={farm.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {farm.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('agronomy.farms.fieldCount', { count: farm.fieldCount })}
                  </Text>
                </Table.Td>
                <Table.Td>{farm.code ?? '—'}</Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>
                  <UnitValue quantity="area" value={farm.areaHectares} />
                </Table.Td>
                <Table.Td>
                  <FarmZones
                    farm={farm}
                    canEdit={canEdit}
                    onEdit={(zone) => setTarget({ kind: 'zone', farm, zone })}
                    onDelete={(zone) =>
                      void remove(zone.name, t('agronomy.farms.zoneDeleteBody'), () => deleteZone(zone.id))
                    }
                  />
                </Table.Td>
                {canEdit && (
                  <Table.Td style={{ width: 120 }}>
                    <Group gap={2} wrap="nowrap" justify="flex-end">
                      <Tooltip label={t('agronomy.farms.addZoneShort')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('agronomy.farms.addZone', { farm: farm.name })}
                          onClick={() => setTarget({ kind: 'newZone', farm })}
                        >
                          <IconPlus size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('agronomy.common.edit')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('agronomy.farms.rename', { name: farm.name })}
                          onClick={() => setTarget({ kind: 'farm', farm })}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('agronomy.common.delete')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('agronomy.common.deleteNamed', { name: farm.name })}
                          onClick={() =>
                            void remove(farm.name, t('agronomy.farms.deleteBody'), () => deleteFarm(farm.id))
                          }
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {target && <NameDialog target={target} growerId={growerId} onClose={() => setTarget(null)} />}
    </Stack>
  );
}
