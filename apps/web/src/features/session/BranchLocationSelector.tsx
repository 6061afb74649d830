import { useState } from 'react';
import {
  Group,
  Loader,
  MultiSelect,
  Popover,
  Select,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconBuildingWarehouse, IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TSessionUser } from '@tramline/domain';
import { activeLocationsQuery, saveActiveLocations, sessionKeys, unitsQuery } from './session.queries';
import { useChangeBranch } from './use-change-branch';

/** Spec: active locations are saved 1000 ms after the last change. */
export const LOCATION_SAVE_DEBOUNCE_MS = 1000;

interface BranchLocationSelectorProps {
  user: TSessionUser;
}

/** The active branch and its active locations, in the top bar. */
export function BranchLocationSelector({ user }: BranchLocationSelectorProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const units = useQuery(unitsQuery(user.id));
  const locations = useQuery(activeLocationsQuery(user.id, user.unit));
  const { changeBranch, isChanging } = useChangeBranch();
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<string[] | null>(null);
  const [saveState, setSaveState] = useState<'idle' | 'saving' | 'saved'>('idle');

  const unit = units.data?.find((candidate) => candidate.id === user.unit);
  const active = draft ?? (locations.data?.active ?? []).map(String);
  const permitted = locations.data?.locations ?? [];

  const save = useDebouncedCallback(async (ids: number[]) => {
    setSaveState('saving');
    try {
      const answer = await saveActiveLocations(ids);
      queryClient.setQueryData(sessionKeys.activeLocations(user.id, user.unit), (previous) =>
        previous ? { ...previous, active: answer.active } : previous,
      );
      setDraft(null);
      setSaveState('saved');
      // Every list is scoped by the active locations.
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== 'session' && query.queryKey[0] !== 'auth',
      });
    } catch {
      setSaveState('idle');
      setDraft(null);
      notifications.show({ color: 'red', message: t('branch.locationsError') });
    }
  }, LOCATION_SAVE_DEBOUNCE_MS);

  const summary =
    active.length === 0 || active.length === permitted.length
      ? t('branch.allLocations')
      : t('branch.locationCount', { count: active.length });

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={320}
      shadow="md"
      withinPortal
      trapFocus
    >
      <Popover.Target>
        <UnstyledButton
          className="tl-bar-button"
          onClick={() => setOpened((value) => !value)}
          aria-expanded={opened}
          data-testid="branch-selector"
        >
          <Group gap={8} wrap="nowrap">
            <IconBuildingWarehouse size={20} aria-hidden />
            <Stack gap={0} className="tl-branch-text">
              <Text size="sm" fw={600} lh={1.2} truncate="end" data-testid="active-branch">
                {unit?.descUnidade ?? '…'}
              </Text>
              <Text size="xs" lh={1.2} opacity={0.75} truncate="end">
                {summary}
              </Text>
            </Stack>
            {/* The spoken name starts with what the button shows, then says what it opens. */}
            <VisuallyHidden>{t('branch.selector')}</VisuallyHidden>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="md">
          <Select
            label={t('branch.branch')}
            data={(units.data ?? []).map((candidate) => ({
              value: String(candidate.id),
              label: candidate.descUnidade,
            }))}
            value={String(user.unit)}
            allowDeselect={false}
            disabled={isChanging}
            rightSection={isChanging ? <Loader size="xs" /> : undefined}
            comboboxProps={{ withinPortal: false }}
            onChange={(value) => {
              const next = units.data?.find((candidate) => String(candidate.id) === value);
              if (next && next.id !== user.unit) void changeBranch(next);
            }}
            data-testid="branch-select"
          />
          <MultiSelect
            label={t('branch.locations')}
            description={t('branch.locationsHint')}
            placeholder={active.length === 0 ? t('branch.allLocations') : t('branch.locationsPlaceholder')}
            data={permitted.map((location) => ({
              value: String(location.cdLocalizacaoId),
              label: location.dsLocalizacaoEscritorio,
            }))}
            value={active}
            onChange={(values) => {
              setDraft(values);
              setSaveState('idle');
              save(values.map(Number));
            }}
            clearable
            searchable
            comboboxProps={{ withinPortal: false }}
            disabled={isChanging || locations.isPending}
            data-testid="location-select"
          />
          {saveState !== 'idle' && (
            <Group gap={6} c="dimmed">
              {saveState === 'saving' && <Loader size={12} />}
              {saveState === 'saved' && (
                <>
                  <IconCheck size={14} aria-hidden color="var(--mantine-color-green-7)" />
                  <Text size="xs" role="status">
                    {t('branch.locationsSaved')}
                  </Text>
                </>
              )}
            </Group>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
