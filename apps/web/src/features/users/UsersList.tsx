import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Drawer,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Code,
} from '@mantine/core';
import { IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROLES, type TRole, type TUserRecord } from '@tramline/domain';
import { useSession } from '../../api';
import { PEOPLE_DELETE_TEXTS, useRecordActions } from '../../records/record-actions';
import { DataTable, PageHeader, type DataTableColumn } from '../../ui';
import { unitsQuery } from '../session/session.queries';
import { branchLocationsQuery, deleteUser, userKeys, usersListQuery } from './users.queries';
import { toPageQuery } from './page-query';
import { UserForm } from './UserForm';

/** Users of the branches the manager holds, filtered by role, branch and location. */
export function UsersList() {
  const { t } = useTranslation();
  const session = useSession();
  const units = useQuery({ ...unitsQuery(session?.user.id ?? 0), enabled: Boolean(session) });
  const [role, setRole] = useState<TRole | null>(null);
  const [unit, setUnit] = useState<string | null>(null);
  const [location, setLocation] = useState<string | null>(null);
  const locations = useQuery({ ...branchLocationsQuery(Number(unit)), enabled: unit !== null });
  const [open, setOpen] = useState<TUserRecord | null | undefined>(undefined);
  const [created, setCreated] = useState<{ login: string; password: string } | null>(null);
  const unitName = (id: number) => units.data?.find((item) => item.id === id)?.descUnidade;

  const actions = useRecordActions({
    invalidate: [userKeys.all],
    deleteTexts: { ...PEOPLE_DELETE_TEXTS, body: 'people.users.deleteBody' },
  });
  const remove = (user: TUserRecord) =>
    actions.remove(user.name, async () => {
      await deleteUser(user.id);
      setOpen(undefined);
    });

  const columns: DataTableColumn<TUserRecord>[] = [
    {
      key: 'name',
      header: t('people.users.fields.name'),
      sortable: true,
      render: (row) => (
        <Text fw={600} size="sm">
          {row.name}
        </Text>
      ),
    },
    { key: 'login', header: t('people.users.fields.login'), sortable: true, render: (row) => row.login },
    {
      key: 'email',
      header: t('people.users.fields.email'),
      sortable: true,
      render: (row) => row.email ?? t('people.common.none'),
    },
    {
      key: 'roles',
      header: t('people.users.fields.roles'),
      render: (row) => (
        <Group gap={4}>
          {row.roles.map((item) => (
            <Badge key={item} variant="light" radius="sm">
              {t(`roles.${item}`)}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: 'units',
      header: t('people.users.fields.units'),
      render: (row) =>
        row.unitIds
          .map((id) => unitName(id))
          .filter(Boolean)
          .join(', '),
    },
    {
      key: 'active',
      header: t('people.common.status'),
      sortable: true,
      render: (row) => (
        <Group gap={4}>
          <Badge color={row.active ? 'teal' : 'gray'} variant="light">
            {row.active ? t('people.common.active') : t('people.common.inactive')}
          </Badge>
          {row.mustChangePassword && (
            <Badge color="yellow" variant="light">
              {t('people.users.pendingPassword')}
            </Badge>
          )}
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('screens.users')}
        subtitle={t('people.users.subtitle')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen(null)}>
            {t('people.users.newButton')}
          </Button>
        }
      />
      <DataTable
        id="records.users"
        columns={columns}
        rowKey={(row) => row.id}
        onRowClick={(row) => setOpen(row)}
        initialSort={{ field: 'name', direction: 'asc' }}
        query={(request) =>
          toPageQuery(
            usersListQuery({
              ...request,
              role: role ?? undefined,
              cdUnidade: unit ? Number(unit) : undefined,
              cdLocation: location ? [Number(location)] : undefined,
            }),
          )
        }
        toolbar={
          <Group gap="sm">
            <Select
              aria-label={t('people.users.fields.roles')}
              placeholder={t('people.users.allRoles')}
              clearable
              w={170}
              data={ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
              value={role}
              onChange={(value) => setRole(value as TRole | null)}
            />
            <Select
              aria-label={t('people.users.fields.units')}
              placeholder={t('people.users.allUnits')}
              clearable
              w={200}
              data={(units.data ?? []).map((item) => ({ value: String(item.id), label: item.descUnidade }))}
              value={unit}
              onChange={(value) => {
                setUnit(value);
                setLocation(null);
              }}
            />
            <Select
              aria-label={t('people.users.fields.locations')}
              placeholder={unit ? t('people.users.allLocations') : t('people.users.chooseUnitFirst')}
              clearable
              disabled={!unit}
              w={230}
              data={(locations.data ?? []).map((item) => ({
                value: String(item.cdLocalizacaoId),
                label: item.dsLocalizacaoEscritorio,
              }))}
              value={location}
              onChange={setLocation}
            />
          </Group>
        }
      />
      <Drawer
        opened={open !== undefined}
        onClose={() => setOpen(undefined)}
        position="right"
        size="xl"
        title={t('screens.users')}
        padding="md"
      >
        {open !== undefined && (
          <>
            <UserForm
              key={open?.id ?? 'new'}
              user={open}
              onSaved={(result) => {
                setOpen(undefined);
                if (result.temporaryPassword)
                  setCreated({ login: result.login, password: result.temporaryPassword });
              }}
              onCancel={() => setOpen(undefined)}
            />
            {open && open.id !== session?.user.id && (
              <Group mt="md">
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => void remove(open)}
                >
                  {t('people.users.deleteButton')}
                </Button>
              </Group>
            )}
          </>
        )}
      </Drawer>
      <Modal
        opened={created !== null}
        onClose={() => setCreated(null)}
        title={t('people.users.createdTitle')}
        centered
      >
        {created && (
          <Stack>
            <Text size="sm">{t('people.users.createdBody', { login: created.login })}</Text>
            <Group justify="space-between" wrap="nowrap">
              <Code fz="lg" data-testid="temporary-password">
                {created.password}
              </Code>
              <CopyButton value={created.password}>
                {({ copied, copy }) => (
                  <Button variant="light" leftSection={<IconCopy size={16} />} onClick={copy}>
                    {copied ? t('people.common.copied') : t('people.common.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Alert color="yellow">{t('people.users.createdHint')}</Alert>
          </Stack>
        )}
      </Modal>
    </>
  );
}
