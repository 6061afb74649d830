import { useMemo } from 'react';
import { Badge, Group, ScrollArea, Select, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MACHINE_STATES, type TFleetMachine, type TMachineState } from '@tramline/domain';
import { MachineIcon } from './MachineIcon';
import { STATE_COLOURS } from './monitoring-colours';
import { lastSeenText } from './last-seen';

export interface TMachineFilters {
  search: string;
  groupId: string | null;
  state: TMachineState | null;
}

/** The machines that pass the search (name or code) and the group and state filters. */
export function filterMachines(
  machines: readonly TFleetMachine[],
  filters: TMachineFilters,
): TFleetMachine[] {
  const needle = filters.search.trim().toLowerCase();
  return machines.filter(
    (machine) =>
      (!needle ||
        machine.name.toLowerCase().includes(needle) ||
        machine.code.toLowerCase().includes(needle)) &&
      (!filters.groupId || String(machine.group?.id ?? '') === filters.groupId) &&
      (!filters.state || machine.state === filters.state),
  );
}

interface MachineListProps {
  machines: TFleetMachine[];
  filters: TMachineFilters;
  onFilters: (filters: TMachineFilters) => void;
  selectedId: number | null;
  onSelect: (id: number) => void;
  height: string;
  now: number;
}

/** The side list: search, group and state filters, and one row per machine. */
export function MachineList({
  machines,
  filters,
  onFilters,
  selectedId,
  onSelect,
  height,
  now,
}: MachineListProps) {
  const { t } = useTranslation();
  const groups = useMemo(() => {
    const byId = new Map<number, string>();
    for (const machine of machines) if (machine.group) byId.set(machine.group.id, machine.group.name);
    return [...byId].map(([id, name]) => ({ value: String(id), label: name }));
  }, [machines]);
  const shown = filterMachines(machines, filters);

  return (
    <Stack gap="xs" h={height}>
      <TextInput
        size="xs"
        placeholder={t('monitoring.search')}
        aria-label={t('monitoring.search')}
        value={filters.search}
        onChange={(event) => onFilters({ ...filters, search: event.currentTarget.value })}
      />
      <Group gap="xs" grow>
        <Select
          size="xs"
          aria-label={t('monitoring.group')}
          placeholder={t('monitoring.allGroups')}
          data={groups}
          value={filters.groupId}
          onChange={(value) => onFilters({ ...filters, groupId: value })}
          clearable
        />
        <Select
          size="xs"
          aria-label={t('monitoring.state')}
          placeholder={t('monitoring.allStates')}
          data={MACHINE_STATES.map((state) => ({ value: state, label: t(`monitoring.states.${state}`) }))}
          value={filters.state}
          onChange={(value) => onFilters({ ...filters, state: value as TMachineState | null })}
          clearable
        />
      </Group>
      <ScrollArea style={{ flex: 1 }} type="auto">
        {shown.length === 0 && (
          <Text size="sm" c="dimmed" p="sm">
            {t('monitoring.noMatch')}
          </Text>
        )}
        <Stack gap={4}>
          {shown.map((machine) => (
            <UnstyledButton
              key={machine.equipamentoId}
              data-testid="machine-row"
              onClick={() => onSelect(machine.equipamentoId)}
              p={6}
              style={{
                borderRadius: 6,
                background: machine.equipamentoId === selectedId ? 'var(--mantine-color-green-0)' : undefined,
                border: '1px solid var(--mantine-color-gray-2)',
              }}
            >
              <Group gap="sm" wrap="nowrap">
                <MachineIcon
                  type={machine.type}
                  colour={STATE_COLOURS[machine.state]}
                  heading={null}
                  size={22}
                />
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {machine.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {machine.work
                      ? machine.work.description
                      : lastSeenText(t, machine.position?.recordedAt, now)}
                  </Text>
                </div>
                <Badge size="xs" variant="light" color={STATE_COLOURS[machine.state]}>
                  {t(`monitoring.states.${machine.state}`)}
                </Badge>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      </ScrollArea>
    </Stack>
  );
}
