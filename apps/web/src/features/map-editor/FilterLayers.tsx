import { useState } from 'react';
import { Button, Checkbox, Group, MultiSelect, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { SENSITIVE_SITE_KINDS, type TFilterLayerRecord, type TSensitiveSiteKind } from '@tramline/domain';
import { errorText } from '../../api';
import { useSaveLayer } from './sensitive-sites.queries';

/**
 * What the saved layers show: the site kinds of the visible layers and whether any shows the
 * DriftWatch registry. Without a saved layer every site is shown and DriftWatch is not.
 */
export function shownByLayers(layers: readonly TFilterLayerRecord[]) {
  if (layers.length === 0)
    return { kinds: new Set<TSensitiveSiteKind>(SENSITIVE_SITE_KINDS), driftwatch: false };
  const visible = layers.filter((layer) => layer.visible);
  return {
    kinds: new Set(visible.flatMap((layer) => layer.kinds)),
    driftwatch: visible.some((layer) => layer.driftwatch),
  };
}

/** The user's saved map layers as toggles, and a small form to save a new one. */
export function FilterLayers(props: { layers: TFilterLayerRecord[] }) {
  const { t } = useTranslation();
  const saveLayer = useSaveLayer();
  const [name, setName] = useState('');
  const [kinds, setKinds] = useState<string[]>([...SENSITIVE_SITE_KINDS]);
  const [driftwatch, setDriftwatch] = useState(false);
  const options = SENSITIVE_SITE_KINDS.map((kind) => ({
    value: kind,
    label: t(`mapEditor.sites.kinds.${kind}`),
  }));

  async function save(input: Parameters<typeof saveLayer.mutateAsync>[0]) {
    try {
      await saveLayer.mutateAsync(input);
      return true;
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('mapEditor.layers.saveError'),
        message: errorText(error, t('errors.request')),
      });
      return false;
    }
  }

  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('mapEditor.layers.title')}
        </Text>
        {props.layers.length === 0 && (
          <Text size="xs" c="dimmed">
            {t('mapEditor.layers.none')}
          </Text>
        )}
        {props.layers.map((layer) => (
          <Switch
            key={layer.id}
            size="sm"
            label={layer.name}
            checked={layer.visible}
            data-testid="filter-layer-toggle"
            onChange={(event) =>
              void save({
                id: layer.id,
                version: layer.version,
                name: layer.name,
                kinds: layer.kinds,
                driftwatch: layer.driftwatch,
                visible: event.currentTarget.checked,
              })
            }
          />
        ))}
        <Group gap="xs" align="end" wrap="nowrap">
          <TextInput
            size="xs"
            label={t('mapEditor.layers.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button
            size="xs"
            variant="light"
            disabled={!name.trim()}
            loading={saveLayer.isPending}
            onClick={async () => {
              if (await save({ name, kinds: kinds as TSensitiveSiteKind[], driftwatch, visible: true }))
                setName('');
            }}
          >
            {t('mapEditor.layers.save')}
          </Button>
        </Group>
        <MultiSelect
          size="xs"
          label={t('mapEditor.layers.kinds')}
          data={options}
          value={kinds}
          onChange={setKinds}
        />
        <Checkbox
          size="xs"
          label={t('mapEditor.layers.driftwatch')}
          checked={driftwatch}
          onChange={(event) => setDriftwatch(event.currentTarget.checked)}
        />
      </Stack>
    </Paper>
  );
}
