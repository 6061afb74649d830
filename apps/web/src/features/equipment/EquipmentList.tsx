import { useState } from 'react';
import { Badge, Group, SegmentedControl, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EQUIPMENT_TYPES, type TEquipmentRecord, type TEquipmentType } from '@tramline/domain';
import { UnitValue, type DataTableColumn } from '../../ui';
import { deleteEquipment, equipmentKeys, equipmentListQuery, setEquipmentActive } from './equipment.queries';
import { asPageQuery } from '../../records/record-screens';
import { FleetRecordList, statusColumn } from './FleetRecordList';
import { useRecordActions } from '../../records/record-actions';

type TStatusFilter = 'active' | 'inactive' | 'all';

/** The tank of a machine; without one, what its compartments hold (a tender truck's tanks, a spreader's bins). */
function TankValue({ record }: { record: TEquipmentRecord }) {
  if (record.tankCapacity !== null) return <UnitValue quantity="volume" value={record.tankCapacity} />;
  const sum = (dry: boolean) =>
    record.compartments
      .filter((compartment) => (compartment.mixtureType === 'DRY') === dry)
      .reduce((total, compartment) => total + compartment.capacity, 0);
  const liquid = sum(false);
  if (liquid > 0) return <UnitValue quantity="volume" value={liquid} />;
  const dry = sum(true);
  return <UnitValue quantity="mass" value={dry > 0 ? dry : null} />;
}

/** Equipment records: the machines of the branch. */
export function EquipmentList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [type, setType] = useState<TEquipmentType | null>(null);
  const [status, setStatus] = useState<TStatusFilter>('all');
  const actions = useRecordActions({ invalidate: [equipmentKeys.all] });
  const edit = (row: TEquipmentRecord) => navigate(`/records/equipment/${row.cdEquipamento}/edit`);

  const columns: DataTableColumn<TEquipmentRecord>[] = [
    {
      key: 'equipmentId',
      header: t('fleet.equipment.columns.code'),
      sortable: true,
      render: (row) => (
        <Text fw={600} size="sm">
          {row.equipmentId}
        </Text>
      ),
    },
    { key: 'name', header: t('fleet.equipment.columns.name'), sortable: true, render: (row) => row.name },
    {
      key: 'type',
      header: t('fleet.equipment.columns.type'),
      sortable: true,
      render: (row) => <Badge variant="outline">{t(`fleet.equipment.types.${row.type}`)}</Badge>,
    },
    {
      key: 'make',
      header: t('fleet.equipment.columns.makeModel'),
      sortable: true,
      render: (row) => [row.make, row.model].filter(Boolean).join(' ') || t('fleet.common.none'),
    },
    {
      key: 'group',
      header: t('fleet.equipment.columns.group'),
      render: (row) => row.group?.name ?? t('fleet.common.none'),
    },
    {
      key: 'boomWidth',
      header: t('fleet.equipment.columns.boomWidth'),
      sortable: true,
      align: 'right',
      render: (row) => <UnitValue quantity="length" value={row.boomWidth} />,
    },
    {
      key: 'tankCapacity',
      header: t('fleet.equipment.columns.tankCapacity'),
      sortable: true,
      align: 'right',
      render: (row) => <TankValue record={row} />,
    },
    {
      key: 'compartments',
      header: t('fleet.equipment.columns.compartments'),
      hiddenByDefault: true,
      render: (row) => t('fleet.compartments.count', { count: row.compartments.length }),
    },
    statusColumn(t),
  ];

  return (
    <FleetRecordList
      tableId="records.equipment"
      title={t('screens.equipment')}
      subtitle={t('fleet.equipment.subtitle')}
      newLabel={t('fleet.equipment.newButton')}
      newPath="/records/equipment/new"
      edit={edit}
      rowActions={(row) => ({
        name: row.name,
        active: row.active,
        onToggleActive: () =>
          void actions.setActive(row.name, !row.active, () => setEquipmentActive(row, !row.active)),
        onDelete: () =>
          void actions.remove(
            row.name,
            () => deleteEquipment(row.cdEquipamento),
            () => setEquipmentActive(row, false),
          ),
      })}
      columns={columns}
      rowKey={(row) => row.cdEquipamento}
      initialSort={{ field: 'name', direction: 'asc' }}
      query={(request) =>
        asPageQuery(
          equipmentListQuery({
            ...request,
            type: type ?? undefined,
            active: status === 'all' ? undefined : status === 'active',
          }),
        )
      }
      toolbar={
        <Group gap="sm">
          <Select
            aria-label={t('fleet.equipment.filterType')}
            placeholder={t('fleet.equipment.allTypes')}
            clearable
            w={190}
            data={EQUIPMENT_TYPES.map((value) => ({ value, label: t(`fleet.equipment.types.${value}`) }))}
            value={type}
            onChange={(value) => setType(value as TEquipmentType | null)}
          />
          <SegmentedControl
            aria-label={t('fleet.common.status')}
            value={status}
            onChange={(value) => setStatus(value as TStatusFilter)}
            data={[
              { value: 'all', label: t('fleet.common.all') },
              { value: 'active', label: t('fleet.common.active') },
              { value: 'inactive', label: t('fleet.common.inactive') },
            ]}
          />
        </Group>
      }
    />
  );
}
