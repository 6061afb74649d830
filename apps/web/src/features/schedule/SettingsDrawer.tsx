import { useState } from 'react';
import { Alert, Button, Checkbox, Drawer, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  RESPECT_ALL_WEATHER,
  ZVehicle,
  ZWeighting,
  type TVehicle,
  type TWeatherRespect,
  type TWeighting,
} from '@tramline/domain';
import { errorText } from '../../api';
import { groupQuery } from '../equipment-groups/equipment-groups.queries';
import { GroupHoursSection } from './GroupHoursSection';
import { planningSettingsQuery } from './schedule.queries';
import { savePlanningSettings } from './schedule.mutations';

const LIMITS = ['wind', 'temperature', 'humidity', 'rain', 'sun'] as const;

/** Optimisation settings of the group: working hours per weekday, weather limits, weighting and vehicle, auto-send. */
export function SettingsDrawer({
  opened,
  onClose,
  groupId,
}: {
  opened: boolean;
  onClose: () => void;
  groupId: number | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const group = useQuery({ ...groupQuery(groupId ?? 0), enabled: opened && groupId !== null });
  const settings = useQuery({ ...planningSettingsQuery(groupId ?? 0), enabled: opened && groupId !== null });
  // The dispatcher's edits over the saved settings, until saved.
  const [draft, setDraft] = useState<{
    weighting?: TWeighting;
    vehicle?: TVehicle;
    weather?: TWeatherRespect;
  }>({});
  const [saving, setSaving] = useState(false);
  const weighting = draft.weighting ?? settings.data?.weighting ?? 'fastest';
  const vehicle = draft.vehicle ?? settings.data?.vehicle ?? 'sprayer';
  const weather = draft.weather ?? settings.data?.weather ?? RESPECT_ALL_WEATHER;
  const setWeighting = (value: TWeighting) => setDraft({ ...draft, weighting: value });
  const setVehicle = (value: TVehicle) => setDraft({ ...draft, vehicle: value });
  const setWeather = (value: TWeatherRespect) => setDraft({ ...draft, weather: value });

  async function save() {
    if (groupId === null) return;
    setSaving(true);
    try {
      const { wind, temperature, humidity, rain, sun } = weather;
      await savePlanningSettings(groupId, {
        weighting,
        vehicle,
        weather: { wind, temperature, humidity, rain, sun },
        version: settings.data?.version ?? 0,
      });
      setDraft({});
      await queryClient.invalidateQueries({ queryKey: ['schedule', 'settings', groupId] });
      notifications.show({ color: 'green', message: t('schedule.settings.saved') });
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(error, t('schedule.rules.error')) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Drawer opened={opened} onClose={onClose} title={t('schedule.settings.title')} position="right" size="lg">
      <Stack gap="md">
        <div>
          {group.isPending && opened && <Skeleton h={120} />}
          {group.data && <GroupHoursSection key={group.data.version} record={group.data} />}
          <Button
            variant="subtle"
            size="xs"
            mt="xs"
            onClick={() => void navigate(`/settings/order-configurations/${groupId}/edit`)}
            disabled={groupId === null}
          >
            {t('schedule.settings.editGroup')}
          </Button>
        </div>
        <div>
          <Title order={3} size="h6" mb={4}>
            {t('schedule.settings.weather')}
          </Title>
          {settings.isError && <Alert color="gray">{t('schedule.settings.unavailable')}</Alert>}
          <Text size="sm" mb={4}>
            {t('schedule.settings.weatherLimits')}
          </Text>
          <Stack gap={6}>
            {LIMITS.map((limit) => (
              <Checkbox
                key={limit}
                label={t(`schedule.settings.limits.${limit}`)}
                checked={weather[limit]}
                disabled={!settings.data}
                onChange={(event) => setWeather({ ...weather, [limit]: event.currentTarget.checked })}
              />
            ))}
            <Checkbox label={t('schedule.settings.thermalInversion')} checked={false} disabled />
          </Stack>
        </div>
        <div>
          <Title order={3} size="h6" mb={4}>
            {t('schedule.settings.routing')}
          </Title>
          <Group grow>
            <Select
              label={t('schedule.settings.weighting')}
              data={ZWeighting.options.map((value) => ({
                value,
                label: t(`schedule.settings.weightings.${value}`),
              }))}
              value={weighting}
              onChange={(value) => value && setWeighting(value as TWeighting)}
              allowDeselect={false}
              disabled={!settings.data}
            />
            <Select
              label={t('schedule.settings.vehicle')}
              data={ZVehicle.options.map((value) => ({
                value,
                label: t(`schedule.settings.vehicles.${value}`),
              }))}
              value={vehicle}
              onChange={(value) => value && setVehicle(value as TVehicle)}
              allowDeselect={false}
              disabled={!settings.data}
            />
          </Group>
        </div>
        <Group justify="flex-end">
          <Button onClick={() => void save()} loading={saving} disabled={!settings.data}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
