import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { SENSITIVE_SITE_KINDS, type TSensitiveSiteKind, type TSensitiveSiteRecord } from '@tramline/domain';
import { errorText } from '../../api';
import { MeasureInput } from '../equipment/MeasureInput';
import { confirmAction, useUnits } from '../../ui';
import { useDeleteSite, useSaveSite } from './sensitive-sites.queries';
import { formOfSite, inputOfForm, type TSiteForm } from './site-shapes';
import { SITE_COLOURS } from './SiteMapLayers';

export interface SitesPanelProps {
  canEdit: boolean;
  sites: TSensitiveSiteRecord[];
  form: TSiteForm | null;
  /** The drawing tool is placing the site's shape. */
  drawing: 'area' | 'point' | null;
  onForm: (form: TSiteForm | null) => void;
  onDraw: (shape: 'area' | 'point') => void;
  onDone: () => void;
}

export const NEW_SITE: TSiteForm = {
  name: '',
  kind: 'sensitiveCrop',
  note: '',
  geometry: null,
  radius: '',
  buffer: '',
};

/**
 * The sensitive sites of the branch: the list, tools to mark a site as an area or a point, and the
 * side form (name, kind, note, radius of a point and the buffer, in the user's length unit).
 */
export function SitesPanel(props: SitesPanelProps) {
  const { t } = useTranslation();
  const units = useUnits();
  const saveSite = useSaveSite();
  const deleteSite = useDeleteSite();
  const { form } = props;
  const kinds = SENSITIVE_SITE_KINDS.map((kind) => ({
    value: kind,
    label: t(`mapEditor.sites.kinds.${kind}`),
  }));
  const set = (change: Partial<TSiteForm>) => form && props.onForm({ ...form, ...change });

  async function save() {
    if (!form) return;
    if (!form.geometry) {
      notifications.show({ color: 'orange', message: t('mapEditor.sites.drawFirst') });
      return;
    }
    try {
      const saved = await saveSite.mutateAsync(inputOfForm(form, units.locale, units.system));
      notifications.show({ color: 'green', message: t('mapEditor.sites.saved', { name: saved.name }) });
      props.onDone();
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('mapEditor.sites.saveError'),
        message: errorText(error, t('errors.request')),
      });
    }
  }

  async function remove() {
    if (form?.id === undefined) return;
    const confirmed = await confirmAction({
      title: t('mapEditor.sites.deleteTitle'),
      message: t('mapEditor.sites.deleteBody', { name: form.name }),
      confirmLabel: t('mapEditor.sites.delete'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await deleteSite.mutateAsync(form.id);
      notifications.show({ color: 'green', message: t('mapEditor.sites.deleted') });
      props.onDone();
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(error, t('errors.request')) });
    }
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('mapEditor.sites.hint')}
      </Text>
      {props.canEdit && !form && (
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => props.onDraw('area')} data-testid="site-mark-area">
            {t('mapEditor.sites.markArea')}
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() => props.onDraw('point')}
            data-testid="site-mark-point"
          >
            {t('mapEditor.sites.markPoint')}
          </Button>
        </Group>
      )}
      {props.drawing && (
        <Alert color="blue" p="xs">
          {t(props.drawing === 'area' ? 'mapEditor.sites.areaHint' : 'mapEditor.sites.pointHint')}
        </Alert>
      )}
      {form && (
        <Paper withBorder radius="md" p="sm" data-testid="site-form">
          <Stack gap="xs">
            <TextInput
              label={t('mapEditor.sites.name')}
              value={form.name}
              onChange={(event) => set({ name: event.currentTarget.value })}
              readOnly={!props.canEdit}
              required
            />
            <Select
              label={t('mapEditor.sites.kind')}
              data={kinds}
              value={form.kind}
              onChange={(value) => value && set({ kind: value as TSensitiveSiteKind })}
              readOnly={!props.canEdit}
              allowDeselect={false}
            />
            <Group grow gap="xs">
              {form.geometry?.type === 'Point' && (
                <MeasureInput
                  quantity="length"
                  decimals={1}
                  label={t('mapEditor.sites.radius')}
                  value={form.radius}
                  onChange={(value) => set({ radius: typeof value === 'number' ? value : '' })}
                  readOnly={!props.canEdit}
                  data-testid="site-radius"
                />
              )}
              <MeasureInput
                quantity="length"
                decimals={1}
                label={t('mapEditor.sites.buffer')}
                value={form.buffer}
                onChange={(value) => set({ buffer: typeof value === 'number' ? value : '' })}
                readOnly={!props.canEdit}
                data-testid="site-buffer"
              />
            </Group>
            <Textarea
              label={t('mapEditor.sites.note')}
              value={form.note}
              onChange={(event) => set({ note: event.currentTarget.value })}
              readOnly={!props.canEdit}
              rows={2}
            />
            <Group justify="space-between">
              {props.canEdit && form.id !== undefined ? (
                <Button size="xs" color="red" variant="subtle" onClick={() => void remove()}>
                  {t('mapEditor.sites.delete')}
                </Button>
              ) : (
                <span />
              )}
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={props.onDone}>
                  {t('mapEditor.sites.cancel')}
                </Button>
                {props.canEdit && (
                  <Button
                    size="xs"
                    onClick={() => void save()}
                    loading={saveSite.isPending}
                    data-testid="site-save"
                  >
                    {t('mapEditor.sites.save')}
                  </Button>
                )}
              </Group>
            </Group>
          </Stack>
        </Paper>
      )}
      <Stack gap={4} data-testid="site-list">
        {props.sites.length === 0 && (
          <Text c="dimmed" size="sm" ta="center" py="sm">
            {t('mapEditor.sites.none')}
          </Text>
        )}
        {props.sites.map((site) => (
          <UnstyledButton
            key={site.id}
            p={6}
            onClick={() => props.onForm(formOfSite(site, units.locale, units.system))}
            style={{
              borderRadius: 6,
              border: `1px solid var(--mantine-color-${site.id === form?.id ? 'green-6' : 'gray-2'})`,
              borderLeft: `4px solid ${SITE_COLOURS[site.kind]}`,
            }}
          >
            <Text size="sm" fw={600} truncate>
              {site.name}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`mapEditor.sites.kinds.${site.kind}`)} ·{' '}
              {t('mapEditor.sites.bufferOf', {
                distance: units.format('length', site.bufferMeters, { maximumFractionDigits: 0 }),
              })}
            </Text>
          </UnstyledButton>
        ))}
      </Stack>
    </Stack>
  );
}
