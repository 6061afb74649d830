import { useState } from 'react';
import { Badge, Button, Drawer, Group, Select, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  EMPLOYEE_ROLES,
  EMPLOYEE_STATUSES,
  type TEmployeeRecord,
  type TEmployeeRole,
  type TEmployeeStatus,
} from '@tramline/domain';
import { PEOPLE_DELETE_TEXTS, useRecordActions } from '../../records/record-actions';
import { useBranchTimeZone } from '../session/use-branch';
import { DataTable, PageHeader, type DataTableColumn } from '../../ui';
import { useCan } from '../users/use-can';
import { toPageQuery } from '../users/page-query';
import { deleteEmployee, employeeKeys, employeesListQuery } from './employees.queries';
import { EmployeeForm } from './EmployeeForm';
import { branchToday } from './licence-standing';
import { LicenceBadge } from './LicenceBadge';

const STATUS_COLOURS: Record<TEmployeeStatus, string> = {
  ACTIVE: 'teal',
  INACTIVE: 'gray',
  AWAY: 'orange',
  VACATION: 'blue',
};

/** Employees of the branch with their licence standing; the form opens beside the list. */
export function EmployeesList() {
  const { t } = useTranslation();
  const canEdit = useCan('records.edit');
  const today = branchToday(useBranchTimeZone());
  const [role, setRole] = useState<TEmployeeRole | null>(null);
  const [status, setStatus] = useState<TEmployeeStatus | null>(null);
  // undefined: closed; null: a new employee.
  const [open, setOpen] = useState<TEmployeeRecord | null | undefined>(undefined);

  const actions = useRecordActions({ invalidate: [employeeKeys.all], deleteTexts: PEOPLE_DELETE_TEXTS });
  const remove = (employee: TEmployeeRecord) =>
    actions.remove(employee.name, async () => {
      await deleteEmployee(employee.id);
      setOpen(undefined);
    });

  const columns: DataTableColumn<TEmployeeRecord>[] = [
    {
      key: 'code',
      header: t('people.employees.fields.code'),
      sortable: true,
      render: (row) => (
        <Text fw={600} size="sm">
          {row.code}
        </Text>
      ),
    },
    { key: 'name', header: t('people.employees.fields.name'), sortable: true, render: (row) => row.name },
    {
      key: 'role',
      header: t('people.employees.fields.role'),
      sortable: true,
      render: (row) => t(`people.employees.roles.${row.role}`),
    },
    {
      key: 'status',
      header: t('people.employees.fields.status'),
      sortable: true,
      render: (row) => (
        <Badge color={STATUS_COLOURS[row.status]} variant="light">
          {t(`people.employees.statuses.${row.status}`)}
        </Badge>
      ),
    },
    {
      key: 'licences',
      header: t('people.licences.title'),
      render: (row) =>
        row.licences.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('people.common.none')}
          </Text>
        ) : (
          <Group gap={4}>
            {row.licences.map((licence) => (
              <LicenceBadge key={licence.id} licence={licence} today={today} />
            ))}
          </Group>
        ),
    },
    {
      key: 'credential',
      header: t('people.employees.fields.credential'),
      sortable: true,
      hiddenByDefault: true,
      render: (row) => row.credential,
    },
    {
      key: 'language',
      header: t('people.employees.fields.language'),
      sortable: true,
      render: (row) => t(`people.employees.languages.${row.language}`),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('screens.employees')}
        subtitle={t('people.employees.subtitle')}
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen(null)}>
              {t('people.employees.newButton')}
            </Button>
          )
        }
      />
      <DataTable
        id="records.employees"
        columns={columns}
        rowKey={(row) => row.id}
        onRowClick={(row) => setOpen(row)}
        initialSort={{ field: 'name', direction: 'asc' }}
        query={(request) =>
          toPageQuery(
            employeesListQuery({ ...request, role: role ?? undefined, status: status ?? undefined }),
          )
        }
        toolbar={
          <Group gap="sm">
            <Select
              aria-label={t('people.employees.fields.role')}
              placeholder={t('people.employees.allRoles')}
              clearable
              w={190}
              data={EMPLOYEE_ROLES.map((value) => ({ value, label: t(`people.employees.roles.${value}`) }))}
              value={role}
              onChange={(value) => setRole(value as TEmployeeRole | null)}
            />
            <Select
              aria-label={t('people.employees.fields.status')}
              placeholder={t('people.employees.allStatuses')}
              clearable
              w={200}
              data={EMPLOYEE_STATUSES.map((value) => ({
                value,
                label: t(`people.employees.statuses.${value}`),
              }))}
              value={status}
              onChange={(value) => setStatus(value as TEmployeeStatus | null)}
            />
          </Group>
        }
      />
      <Drawer
        opened={open !== undefined}
        onClose={() => setOpen(undefined)}
        position="right"
        size="xl"
        title={t('screens.employees')}
        padding="md"
      >
        {open !== undefined && (
          <>
            <EmployeeForm
              key={open?.id ?? 'new'}
              employee={open}
              today={today}
              readOnly={!canEdit}
              onSaved={() => setOpen(undefined)}
              onCancel={() => setOpen(undefined)}
            />
            {open && canEdit && (
              <Group justify="flex-start" mt="md">
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => void remove(open)}
                >
                  {t('people.employees.deleteButton')}
                </Button>
              </Group>
            )}
          </>
        )}
      </Drawer>
    </>
  );
}
