import { useState } from 'react';
import { Badge, Button, ColorSwatch, Drawer, Group, Image, Select, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  formatDuration,
  seconds,
  STOP_OPERATION_STATUSES,
  type TStopOperationRecord,
  type TStopOperationStatus,
} from '@tramline/domain';
import { useLocale } from '../../i18n';
import { PEOPLE_DELETE_TEXTS, useRecordActions } from '../../records/record-actions';
import { DataTable, PageHeader, type DataTableColumn } from '../../ui';
import { useCan } from '../users/use-can';
import { toPageQuery } from '../users/page-query';
import { deleteStopOperation, stopOperationKeys, stopOperationsListQuery } from './stop-operations.queries';
import { StopOperationForm } from './StopOperationForm';

/** Why machines stop: the branch's stop operations. */
export function StopOperationsList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const canEdit = useCan('records.edit');
  const [status, setStatus] = useState<TStopOperationStatus | null>(null);
  const [open, setOpen] = useState<TStopOperationRecord | null | undefined>(undefined);

  const actions = useRecordActions({ invalidate: [stopOperationKeys.all], deleteTexts: PEOPLE_DELETE_TEXTS });
  const remove = (stop: TStopOperationRecord) =>
    actions.remove(stop.descOperacao, async () => {
      await deleteStopOperation(stop.id);
      setOpen(undefined);
    });

  const columns: DataTableColumn<TStopOperationRecord>[] = [
    {
      key: 'code',
      header: t('people.stops.fields.code'),
      sortable: true,
      width: 90,
      render: (row) => (
        <Group gap={8} wrap="nowrap">
          <ColorSwatch color={row.backgroundColor ?? 'var(--mantine-color-gray-4)'} size={18} aria-hidden>
            {row.iconUrl?.startsWith('http') && <Image src={row.iconUrl} w={12} h={12} alt="" />}
          </ColorSwatch>
          <Text fw={600} size="sm">
            {row.code}
          </Text>
        </Group>
      ),
    },
    {
      key: 'descOperacao',
      header: t('people.stops.fields.description'),
      sortable: true,
      render: (row) => row.descOperacao,
    },
    {
      key: 'operationType',
      header: t('people.stops.fields.type'),
      sortable: true,
      render: (row) => t(`people.stops.types.${row.operationType}`),
    },
    {
      key: 'durationMinutes',
      header: t('people.stops.fields.duration'),
      sortable: true,
      align: 'right',
      render: (row) => formatDuration(seconds(row.durationMinutes * 60), locale),
    },
    {
      key: 'stopGroup',
      header: t('people.stops.fields.group'),
      sortable: true,
      render: (row) => row.stopGroup ?? t('people.common.none'),
    },
    {
      key: 'workOrderType',
      header: t('people.stops.fields.workOrderType'),
      sortable: true,
      hiddenByDefault: true,
      render: (row) => t(`people.stops.workOrderTypes.${row.workOrderType}`),
    },
    {
      key: 'graphic',
      header: t('people.stops.fields.graphicShort'),
      render: (row) => (row.graphic ? t('common.yes') : t('common.no')),
    },
    {
      key: 'status',
      header: t('people.stops.fields.status'),
      sortable: true,
      render: (row) => (
        <Badge color={row.status === 'ACTIVE' ? 'teal' : 'gray'} variant="light">
          {t(`people.stops.statuses.${row.status}`)}
        </Badge>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('screens.stopOperations')}
        subtitle={t('people.stops.subtitle')}
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen(null)}>
              {t('people.stops.newButton')}
            </Button>
          )
        }
      />
      <DataTable
        id="records.stopOperations"
        columns={columns}
        rowKey={(row) => row.id}
        onRowClick={canEdit ? (row) => setOpen(row) : undefined}
        initialSort={{ field: 'code', direction: 'asc' }}
        query={(request) => toPageQuery(stopOperationsListQuery({ ...request, status: status ?? undefined }))}
        toolbar={
          <Select
            aria-label={t('people.stops.fields.status')}
            placeholder={t('people.stops.allStatuses')}
            clearable
            w={200}
            data={STOP_OPERATION_STATUSES.map((value) => ({
              value,
              label: t(`people.stops.statuses.${value}`),
            }))}
            value={status}
            onChange={(value) => setStatus(value as TStopOperationStatus | null)}
          />
        }
      />
      <Drawer
        opened={open !== undefined}
        onClose={() => setOpen(undefined)}
        position="right"
        size="xl"
        title={t('screens.stopOperations')}
        padding="md"
      >
        {open !== undefined && (
          <>
            <StopOperationForm
              key={open?.id ?? 'new'}
              stop={open}
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
                  {t('people.stops.deleteButton')}
                </Button>
              </Group>
            )}
          </>
        )}
      </Drawer>
    </>
  );
}
