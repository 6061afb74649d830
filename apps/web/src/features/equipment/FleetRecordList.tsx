import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, PageHeader, type DataTableColumn, type DataTableProps } from '../../ui';
import { useCanEditRecords } from '../../records/record-screens';
import { RowActions } from './RowActions';
import { StatusBadge } from './StatusBadge';

/** What the row menu of a record does; the edit entry opens the record. */
export interface TFleetRowActions {
  name: string;
  active: boolean;
  onToggleActive?: () => void;
  onDelete: () => void;
}

interface FleetRecordListProps<T> extends Pick<
  DataTableProps<T>,
  'columns' | 'rowKey' | 'initialSort' | 'query' | 'toolbar'
> {
  /** Key the table keeps its column choices under. */
  tableId: string;
  title: string;
  subtitle: string;
  newLabel: string;
  newPath: string;
  edit: (row: T) => void;
  /** The row menu; shown only to users who may edit records. */
  rowActions: (row: T) => TFleetRowActions;
}

/**
 * A fleet records screen: header with the 'new' button, the server-paged table, and the row menu
 * (edit, activate or deactivate, delete) for users who may edit records.
 */
export function FleetRecordList<T>({
  tableId,
  title,
  subtitle,
  newLabel,
  newPath,
  edit,
  rowActions,
  columns,
  ...table
}: FleetRecordListProps<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useCanEditRecords();
  const withActions: DataTableColumn<T>[] = canEdit
    ? [
        ...columns,
        {
          key: 'actions',
          header: t('fleet.common.actions'),
          align: 'right',
          width: 80,
          render: (row) => <RowActions {...rowActions(row)} onEdit={() => edit(row)} />,
        },
      ]
    : columns;

  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => navigate(newPath)}>
              {newLabel}
            </Button>
          )
        }
      />
      <DataTable id={tableId} columns={withActions} onRowClick={edit} {...table} />
    </>
  );
}

/** The status column every fleet list ends with. */
export function statusColumn<T extends { active: boolean }>(t: TFunction): DataTableColumn<T> {
  return {
    key: 'active',
    header: t('fleet.common.status'),
    sortable: true,
    render: (row) => <StatusBadge active={row.active} />,
  };
}

/** The location column: the record's location, or the whole branch. */
export function locationColumn<T extends { locationId: number | null }>(
  t: TFunction,
  header: string,
  locations: readonly { value: string; label: string }[],
  extra: Partial<DataTableColumn<T>> = {},
): DataTableColumn<T> {
  return {
    key: 'location',
    header,
    render: (row) =>
      locations.find((option) => option.value === String(row.locationId))?.label ??
      t('fleet.common.wholeBranch'),
    ...extra,
  };
}
