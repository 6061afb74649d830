import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { capacityQuantityOf, type TTrailerRecord } from '@tramline/domain';
import { UnitValue, type DataTableColumn } from '../../ui';
import { asPageQuery, useLocationOptions } from '../../records/record-screens';
import { FleetRecordList, locationColumn, statusColumn } from '../equipment/FleetRecordList';
import { useRecordActions } from '../../records/record-actions';
import { deleteTrailer, saveTrailer, trailerKeys, trailerListQuery } from './trailers.queries';

function withActive(record: TTrailerRecord, active: boolean) {
  return saveTrailer({
    id: record.id,
    version: record.version,
    code: record.code,
    name: record.name,
    description: record.description,
    model: record.model,
    locationId: record.locationId,
    mixtureType: record.mixtureType,
    capacity: record.capacity,
    fixed: record.fixed,
    compartments: record.compartments,
    active,
  });
}

/** Trailer records: nurse tanks and tender trailers with their tanks. */
export function TrailerList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locations = useLocationOptions();
  const actions = useRecordActions({ invalidate: [trailerKeys.all, ['implements']] });
  const edit = (row: TTrailerRecord) => navigate(`/records/trailers/${row.id}/edit`);

  const columns: DataTableColumn<TTrailerRecord>[] = [
    {
      key: 'code',
      header: t('fleet.trailers.columns.code'),
      sortable: true,
      render: (row) => (
        <Text fw={600} size="sm">
          {row.code}
        </Text>
      ),
    },
    { key: 'name', header: t('fleet.trailers.columns.name'), sortable: true, render: (row) => row.name },
    {
      key: 'mixtureType',
      header: t('fleet.trailers.columns.mixtureType'),
      sortable: true,
      render: (row) => t(`fleet.mixtureTypes.${row.mixtureType}`),
    },
    {
      key: 'tanks',
      header: t('fleet.trailers.columns.tanks'),
      align: 'right',
      render: (row) => row.tankCount,
    },
    {
      key: 'capacity',
      header: t('fleet.trailers.columns.capacity'),
      sortable: true,
      align: 'right',
      render: (row) => <UnitValue quantity={capacityQuantityOf(row.mixtureType)} value={row.capacity} />,
    },
    locationColumn(t, t('fleet.trailers.columns.location'), locations),
    statusColumn(t),
  ];

  return (
    <FleetRecordList
      tableId="records.trailers"
      title={t('screens.trailers')}
      subtitle={t('fleet.trailers.subtitle')}
      newLabel={t('fleet.trailers.newButton')}
      newPath="/records/trailers/new"
      edit={edit}
      rowActions={(row) => ({
        name: row.name,
        active: row.active,
        onToggleActive: () =>
          void actions.setActive(row.name, !row.active, () => withActive(row, !row.active)),
        onDelete: () =>
          void actions.remove(
            row.name,
            () => deleteTrailer(row.id),
            () => withActive(row, false),
          ),
      })}
      columns={columns}
      rowKey={(row) => row.id}
      initialSort={{ field: 'code', direction: 'asc' }}
      query={(request) => asPageQuery(trailerListQuery(request))}
    />
  );
}
