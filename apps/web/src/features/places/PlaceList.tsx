import { Badge, Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TPlaceRecord } from '@tramline/domain';
import { DataTable, PageHeader, UnitValue, type DataTableColumn } from '../../ui';
import { asPageQuery, useCanEditRecords, useLocationOptions } from '../../records/record-screens';
import { placeListQuery } from './places.queries';

/** Warehouses of the branch: where machines load, refill and park. */
export function PlaceList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useCanEditRecords();
  const locations = useLocationOptions();
  const edit = (row: TPlaceRecord) => navigate(`/records/places/${row.id}/edit`);
  const locationName = (id: number | null) =>
    locations.find((option) => option.value === String(id))?.label ?? t('agronomy.places.wholeBranch');
  const columns: DataTableColumn<TPlaceRecord>[] = [
    {
      key: 'name',
      header: t('agronomy.places.columns.name'),
      sortable: true,
      render: (row) => (
        <Text fw={600} size="sm">
          {row.name}
        </Text>
      ),
    },
    {
      key: 'address',
      header: t('agronomy.places.columns.address'),
      sortable: true,
      render: (row) => row.address ?? '—',
    },
    {
      key: 'cdLocalizacao',
      header: t('agronomy.places.columns.location'),
      sortable: true,
      render: (row) => locationName(row.cdLocalizacao),
    },
    {
      key: 'productClasses',
      header: t('agronomy.places.columns.productClasses'),
      render: (row) => (
        <Group gap={4}>
          {row.productClasses.map((value) => (
            <Badge key={value} size="xs" variant="light">
              {t(`agronomy.productTypes.${value}`)}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: 'propertyRadius',
      header: t('agronomy.places.columns.propertyRadius'),
      sortable: true,
      align: 'right',
      render: (row) => <UnitValue quantity="radius" value={row.propertyRadius} />,
    },
    {
      key: 'blenderCapacity',
      header: t('agronomy.places.columns.blenderCapacity'),
      sortable: true,
      align: 'right',
      render: (row) => <UnitValue quantity="mass" value={row.blenderCapacity} maximumFractionDigits={0} />,
    },
  ];
  return (
    <>
      <PageHeader
        title={t('screens.places')}
        subtitle={t('agronomy.places.subtitle')}
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => navigate('/records/places/new')}>
              {t('agronomy.places.newButton')}
            </Button>
          )
        }
      />
      <DataTable
        id="records.places"
        columns={columns}
        rowKey={(row) => row.id}
        onRowClick={edit}
        initialSort={{ field: 'name', direction: 'asc' }}
        query={(request) => asPageQuery(placeListQuery(request))}
      />
    </>
  );
}
