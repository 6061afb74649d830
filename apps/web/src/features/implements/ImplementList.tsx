import { useState } from 'react';
import { Badge, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { capacityQuantityOf, type TImplementKind, type TImplementRecord } from '@tramline/domain';
import { UnitValue, type DataTableColumn } from '../../ui';
import { asPageQuery, useLocationOptions } from '../../records/record-screens';
import { FleetRecordList, locationColumn, statusColumn } from '../equipment/FleetRecordList';
import { useRecordActions } from '../../records/record-actions';
import { deleteImplement, implementKeys, implementListQuery, saveImplement } from './implements.queries';

/** The record as a save body with another active flag (deactivating from the list). */
function withActive(record: TImplementRecord, active: boolean) {
  return saveImplement({
    id: record.id,
    version: record.version,
    code: record.code,
    name: record.name,
    description: record.description,
    model: record.model,
    locationId: record.locationId,
    type: record.type,
    fixed: record.fixed,
    width: record.width,
    fixedWidth: record.fixedWidth,
    mixtureType: record.mixtureType,
    capacity: record.capacity,
    compartments: record.compartments,
    active,
  });
}

/** Implements records: agricultural implements and trailers of the branch. */
export function ImplementList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locations = useLocationOptions();
  const [kind, setKind] = useState<TImplementKind | 'all'>('all');
  const actions = useRecordActions({ invalidate: [implementKeys.all, ['trailers']] });
  const edit = (row: TImplementRecord) =>
    navigate(
      row.type === 'trailer' ? `/records/trailers/${row.id}/edit` : `/records/implements/${row.id}/edit`,
    );

  const columns: DataTableColumn<TImplementRecord>[] = [
    {
      key: 'code',
      header: t('fleet.implements.columns.code'),
      sortable: true,
      render: (row) => (
        <Text fw={600} size="sm">
          {row.code}
        </Text>
      ),
    },
    { key: 'name', header: t('fleet.implements.columns.name'), sortable: true, render: (row) => row.name },
    {
      key: 'type',
      header: t('fleet.implements.columns.type'),
      sortable: true,
      render: (row) => <Badge variant="outline">{t(`fleet.implements.kinds.${row.type}`)}</Badge>,
    },
    {
      key: 'mixtureType',
      header: t('fleet.implements.columns.mixtureType'),
      sortable: true,
      render: (row) => t(`fleet.mixtureTypes.${row.mixtureType}`),
    },
    {
      key: 'width',
      header: t('fleet.implements.columns.width'),
      sortable: true,
      align: 'right',
      render: (row) => <UnitValue quantity="length" value={row.width} />,
    },
    {
      key: 'capacity',
      header: t('fleet.implements.columns.capacity'),
      sortable: true,
      align: 'right',
      render: (row) => <UnitValue quantity={capacityQuantityOf(row.mixtureType)} value={row.capacity} />,
    },
    {
      key: 'compartments',
      header: t('fleet.compartments.title'),
      render: (row) => t('fleet.compartments.count', { count: row.compartments.length }),
    },
    {
      key: 'fixed',
      header: t('fleet.implements.columns.mounting'),
      sortable: true,
      hiddenByDefault: true,
      render: (row) =>
        t(row.fixed ? 'fleet.implements.mountings.fixed' : 'fleet.implements.mountings.variable'),
    },
    locationColumn(t, t('fleet.implements.columns.location'), locations, { hiddenByDefault: true }),
    statusColumn(t),
  ];

  return (
    <FleetRecordList
      tableId="records.implements"
      title={t('screens.implements')}
      subtitle={t('fleet.implements.subtitle')}
      newLabel={t('fleet.implements.newButton')}
      newPath="/records/implements/new"
      edit={edit}
      rowActions={(row) => ({
        name: row.name,
        active: row.active,
        onToggleActive: () =>
          void actions.setActive(row.name, !row.active, () => withActive(row, !row.active)),
        onDelete: () =>
          void actions.remove(
            row.name,
            () => deleteImplement(row.id),
            () => withActive(row, false),
          ),
      })}
      columns={columns}
      rowKey={(row) => row.id}
      initialSort={{ field: 'code', direction: 'asc' }}
      query={(request) =>
        asPageQuery(implementListQuery({ ...request, type: kind === 'all' ? undefined : kind }))
      }
      toolbar={
        <SegmentedControl
          aria-label={t('fleet.implements.filterKind')}
          value={kind}
          onChange={(value) => setKind(value as TImplementKind | 'all')}
          data={[
            { value: 'all', label: t('fleet.common.all') },
            { value: 'agricultural', label: t('fleet.implements.kinds.agricultural') },
            { value: 'trailer', label: t('fleet.implements.kinds.trailer') },
          ]}
        />
      }
    />
  );
}
