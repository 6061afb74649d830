import { Badge, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TEquipmentGroupSummary } from '@tramline/domain';
import type { DataTableColumn } from '../../ui';
import { asPageQuery, useCanEditRecords } from '../../records/record-screens';
import { useRecordActions } from '../../records/record-actions';
import { FleetRecordList } from '../equipment/FleetRecordList';
import { deleteGroup, groupKeys, groupListQuery, setGroupActive } from './equipment-groups.queries';

/** Equipment groups of the branch, with the active/inactive toggle. */
export function GroupList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useCanEditRecords();
  const actions = useRecordActions({ invalidate: [groupKeys.all, ['equipment']] });
  const edit = (row: TEquipmentGroupSummary) => navigate(`/settings/order-configurations/${row.id}/edit`);

  const columns: DataTableColumn<TEquipmentGroupSummary>[] = [
    {
      key: 'name',
      header: t('fleet.groups.columns.name'),
      sortable: true,
      render: (row) => (
        <Text fw={600} size="sm">
          {row.name}
        </Text>
      ),
    },
    {
      key: 'mixtureType',
      header: t('fleet.groups.columns.mixtureType'),
      sortable: true,
      render: (row) => t(`fleet.mixtureTypes.${row.mixtureType}`),
    },
    {
      key: 'distributionType',
      header: t('fleet.groups.columns.distributionType'),
      sortable: true,
      render: (row) =>
        row.distributionType
          ? t(`fleet.groups.distributionTypes.${row.distributionType}`)
          : t('fleet.common.none'),
    },
    {
      key: 'equipmentCount',
      header: t('fleet.groups.columns.members'),
      sortable: true,
      align: 'right',
      render: (row) => row.equipmentCount,
    },
    {
      key: 'tenderCount',
      header: t('fleet.groups.columns.tenders'),
      sortable: true,
      align: 'right',
      render: (row) => row.tenderCount,
    },
    {
      key: 'autoSend',
      header: t('fleet.groups.columns.autoSend'),
      render: (row) =>
        row.autoSendLoads ? <Badge variant="light">{t('common.yes')}</Badge> : t('common.no'),
    },
    {
      key: 'active',
      header: t('fleet.groups.columns.active'),
      sortable: true,
      render: (row) => (
        <div onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
          <Switch
            aria-label={t('fleet.groups.toggleActive', { name: row.name })}
            checked={row.active}
            disabled={!canEdit}
            onChange={(event) => {
              const active = event.currentTarget.checked;
              void actions.setActive(row.name, active, () => setGroupActive(row, active));
            }}
          />
        </div>
      ),
    },
  ];
  return (
    <FleetRecordList
      tableId="settings.equipmentGroups"
      title={t('screens.orderConfigurations')}
      subtitle={t('fleet.groups.subtitle')}
      newLabel={t('fleet.groups.newButton')}
      newPath="/settings/order-configurations/new"
      edit={edit}
      rowActions={(row) => ({
        name: row.name,
        active: row.active,
        onDelete: () =>
          void actions.remove(
            row.name,
            () => deleteGroup(row.id),
            () => setGroupActive(row, false),
          ),
      })}
      columns={columns}
      rowKey={(row) => row.id}
      initialSort={{ field: 'name', direction: 'asc' }}
      query={(request) => asPageQuery(groupListQuery(request))}
    />
  );
}
