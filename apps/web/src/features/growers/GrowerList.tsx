import { Button, Group, Text } from '@mantine/core';
import { IconMap2, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatPhone, type TGrowerRecord } from '@tramline/domain';
import { DataTable, PageHeader, type DataTableColumn } from '../../ui';
import { asPageQuery, useCanEditRecords } from '../../records/record-screens';
import { growerListQuery } from './growers.queries';

/** Growers of the branch with their farms and fields. */
export function GrowerList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useCanEditRecords();
  const edit = (row: TGrowerRecord) => navigate(`/records/growers/${row.id}/edit`);
  const columns: DataTableColumn<TGrowerRecord>[] = [
    {
      key: 'code',
      header: t('agronomy.growers.columns.code'),
      sortable: true,
      render: (row) => (
        <Text fw={600} size="sm">
          {row.code}
        </Text>
      ),
    },
    {
      key: 'firstName',
      header: t('agronomy.growers.columns.firstName'),
      sortable: true,
      render: (row) => row.firstName,
    },
    {
      key: 'lastName',
      header: t('agronomy.growers.columns.lastName'),
      sortable: true,
      render: (row) => row.lastName ?? '—',
    },
    {
      key: 'phones',
      header: t('agronomy.growers.columns.phones'),
      render: (row) => row.phones.map(formatPhone).join(', ') || '—',
    },
    {
      key: 'farms',
      header: t('agronomy.growers.columns.farms'),
      align: 'right',
      render: (row) => row.farmCount,
    },
    {
      key: 'fieldCount',
      header: t('agronomy.growers.columns.fields'),
      sortable: true,
      align: 'right',
      render: (row) => row.fieldCount,
    },
    {
      key: 'sms',
      header: t('agronomy.growers.columns.sms'),
      hiddenByDefault: true,
      render: (row) =>
        [
          row.smsEnRoute ? t('agronomy.growers.fields.smsEnRoute') : null,
          row.smsJobComplete ? t('agronomy.growers.fields.smsJobComplete') : null,
        ]
          .filter(Boolean)
          .join(', ') || '—',
    },
  ];
  return (
    <>
      <PageHeader
        title={t('screens.growers')}
        subtitle={t('agronomy.growers.subtitle')}
        actions={
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconMap2 size={16} />}
              onClick={() => navigate('/records/fields')}
            >
              {t('agronomy.growers.fieldsMap')}
            </Button>
            {canEdit && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => navigate('/records/growers/new')}>
                {t('agronomy.growers.newButton')}
              </Button>
            )}
          </Group>
        }
      />
      <DataTable
        id="records.growers"
        columns={columns}
        rowKey={(row) => row.id}
        onRowClick={edit}
        initialSort={{ field: 'code', direction: 'asc' }}
        query={(request) => asPageQuery(growerListQuery(request))}
      />
    </>
  );
}
