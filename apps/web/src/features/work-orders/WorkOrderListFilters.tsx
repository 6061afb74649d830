import { MultiSelect, SegmentedControl, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ORDER_DAY_STATES, WORK_ORDER_CATEGORIES, type TWorkOrderCategory } from '@tramline/domain';
import { DateRangePicker } from '../../ui';
import { equipmentListQuery } from '../equipment/equipment.queries';
import { groupListQuery } from '../equipment-groups/equipment-groups.queries';
import { growerListQuery } from '../growers/growers.queries';
import type { TWorkOrderListFilter } from './work-order-list-filter';

const CATEGORIES = Object.keys(WORK_ORDER_CATEGORIES) as TWorkOrderCategory[];
const CHOICES = { page: 0, size: 500, sort: 'id,asc' };

interface WorkOrderListFiltersProps {
  filter: TWorkOrderListFilter;
  onChange: (next: TWorkOrderListFilter) => void;
  /** The offices the user may pick, and those shown when none is picked. */
  locations: { value: string; label: string }[];
  activeLocations: number[];
}

const idOf = (value: string | null) => (value ? Number(value) : undefined);

/** The list's filters above the table: category, created and planned days, machine, group, grower, state, offices. */
export function WorkOrderListFilters({
  filter,
  onChange,
  locations,
  activeLocations,
}: WorkOrderListFiltersProps) {
  const { t } = useTranslation();
  const machines = useQuery(equipmentListQuery({ ...CHOICES, active: true }));
  const groups = useQuery(groupListQuery(CHOICES));
  const growers = useQuery(growerListQuery(CHOICES));
  const set = (change: Partial<TWorkOrderListFilter>) => onChange({ ...filter, ...change });
  const shownLocations = (filter.locations ?? activeLocations).map(String);

  return (
    <>
      <SegmentedControl
        value={filter.category}
        onChange={(value) => set({ category: value as TWorkOrderCategory })}
        data={CATEGORIES.map((value) => ({ value, label: t(`workOrders.categories.${value}`) }))}
      />
      <Select
        label={t('workOrders.filters.state')}
        placeholder={t('workOrders.filters.any')}
        data={ORDER_DAY_STATES.map((value) => ({ value, label: t(`workOrders.dayStates.${value}`) }))}
        value={filter.dayState ?? null}
        onChange={(value) => set({ dayState: (value as TWorkOrderListFilter['dayState']) ?? undefined })}
        clearable
        w={170}
      />
      <DateRangePicker
        value={[filter.plannedFrom ?? null, filter.plannedTo ?? null]}
        onChange={([from, to]) => set({ plannedFrom: from ?? undefined, plannedTo: to ?? undefined })}
        label={t('workOrders.filters.planned')}
        w={240}
      />
      <Select
        label={t('workOrders.filters.machine')}
        placeholder={t('workOrders.filters.any')}
        data={(machines.data?.content ?? []).map((machine) => ({
          value: String(machine.cdEquipamento),
          label: machine.name,
        }))}
        value={filter.machineId ? String(filter.machineId) : null}
        onChange={(value) => set({ machineId: idOf(value) })}
        clearable
        searchable
        w={200}
      />
      <Select
        label={t('workOrders.filters.group')}
        placeholder={t('workOrders.filters.any')}
        data={(groups.data?.content ?? []).map((group) => ({ value: String(group.id), label: group.name }))}
        value={filter.groupId ? String(filter.groupId) : null}
        onChange={(value) => set({ groupId: idOf(value) })}
        clearable
        searchable
        w={200}
      />
      <Select
        label={t('workOrders.filters.grower')}
        placeholder={t('workOrders.filters.any')}
        data={(growers.data?.content ?? []).map((grower) => ({
          value: String(grower.id),
          label: [grower.firstName, grower.lastName].filter(Boolean).join(' '),
        }))}
        value={filter.growerId ? String(filter.growerId) : null}
        onChange={(value) => set({ growerId: idOf(value) })}
        clearable
        searchable
        w={200}
      />
      <DateRangePicker
        value={[filter.dateInit ?? null, filter.dateEnd ?? null]}
        onChange={([from, to]) => set({ dateInit: from ?? undefined, dateEnd: to ?? undefined })}
        label={t('workOrders.created')}
        w={240}
      />
      {locations.length > 0 && (
        <MultiSelect
          label={t('workOrders.locations.label')}
          placeholder={shownLocations.length ? undefined : t('workOrders.locations.all')}
          data={locations}
          value={shownLocations}
          onChange={(value) => set({ locations: value.map(Number) })}
          clearable
          searchable
          w={240}
        />
      )}
    </>
  );
}
