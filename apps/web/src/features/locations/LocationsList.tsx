import { useState } from 'react';
import { Badge, Button, Drawer, Group, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TLocationRecord } from '@tramline/domain';
import { PEOPLE_DELETE_TEXTS, useRecordActions } from '../../records/record-actions';
import { DataTable, PageHeader, type DataTableColumn } from '../../ui';
import { useCan } from '../users/use-can';
import { toPageQuery } from '../users/page-query';
import { deleteLocation, locationKeys, locationsListQuery } from './locations.queries';
import { LocationForm } from './LocationForm';

/** The offices of the branch the user may see. */
export function LocationsList() {
  const { t } = useTranslation();
  const canEdit = useCan('records.edit');
  const [open, setOpen] = useState<TLocationRecord | null | undefined>(undefined);

  const actions = useRecordActions({ invalidate: [locationKeys.all], deleteTexts: PEOPLE_DELETE_TEXTS });
  const remove = (location: TLocationRecord) =>
    actions.remove(location.dsLocalizacaoEscritorio, async () => {
      await deleteLocation(location.cdLocalizacaoId);
      setOpen(undefined);
    });

  const contact = (row: TLocationRecord) =>
    [row.contactFirstName, row.contactLastName].filter(Boolean).join(' ');
  const columns: DataTableColumn<TLocationRecord>[] = [
    {
      key: 'dsLocalizacaoEscritorio',
      header: t('people.locations.fields.name'),
      sortable: true,
      render: (row) => (
        <Text fw={600} size="sm">
          {row.dsLocalizacaoEscritorio}
        </Text>
      ),
    },
    {
      key: 'address',
      header: t('people.locations.fields.address'),
      render: (row) => row.address ?? t('people.common.none'),
    },
    {
      key: 'contact',
      header: t('people.locations.fields.contact'),
      render: (row) => contact(row) || t('people.common.none'),
    },
    {
      key: 'email',
      header: t('people.locations.fields.email'),
      render: (row) => row.email ?? t('people.common.none'),
    },
    {
      key: 'phone',
      header: t('people.locations.fields.phone'),
      hiddenByDefault: true,
      render: (row) => row.phone ?? t('people.common.none'),
    },
    {
      key: 'erpCode',
      header: t('people.locations.fields.erpCode'),
      sortable: true,
      render: (row) => row.erpCode ?? t('people.common.none'),
    },
    {
      key: 'active',
      header: t('people.common.status'),
      sortable: true,
      render: (row) => (
        <Badge color={row.active ? 'teal' : 'gray'} variant="light">
          {row.active ? t('people.common.active') : t('people.common.inactive')}
        </Badge>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('screens.locations')}
        subtitle={t('people.locations.subtitle')}
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen(null)}>
              {t('people.locations.newButton')}
            </Button>
          )
        }
      />
      <DataTable
        id="records.locations"
        columns={columns}
        rowKey={(row) => row.cdLocalizacaoId}
        onRowClick={canEdit ? (row) => setOpen(row) : undefined}
        initialSort={{ field: 'dsLocalizacaoEscritorio', direction: 'asc' }}
        query={(request) => toPageQuery(locationsListQuery(request))}
      />
      <Drawer
        opened={open !== undefined}
        onClose={() => setOpen(undefined)}
        position="right"
        size="lg"
        title={t('screens.locations')}
        padding="md"
      >
        {open !== undefined && (
          <>
            <LocationForm
              key={open?.cdLocalizacaoId ?? 'new'}
              location={open}
              onSaved={() => setOpen(undefined)}
              onCancel={() => setOpen(undefined)}
            />
            {open && (
              <Group mt="md">
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => void remove(open)}
                >
                  {t('people.locations.deleteButton')}
                </Button>
              </Group>
            )}
          </>
        )}
      </Drawer>
    </>
  );
}
