import { Badge, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { permittedScopesQuery } from './admin.queries';

/** Each user of the caller's branches with the branches, regions and locations they may see. */
export function PermittedScopes() {
  const { t } = useTranslation();
  const scopes = useQuery(permittedScopesQuery());
  const list = (names: string[]) => (names.length ? names.join(', ') : t('admin.scopes.none'));
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="admin-scopes">
      <Title order={2} size="h3" id="admin-scopes">
        {t('admin.scopes.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('admin.scopes.subtitle')}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table striped data-testid="scopes-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.scopes.user')}</Table.Th>
              <Table.Th>{t('admin.scopes.roles')}</Table.Th>
              <Table.Th>{t('admin.scopes.branches')}</Table.Th>
              <Table.Th>{t('admin.scopes.regions')}</Table.Th>
              <Table.Th>{t('admin.scopes.locations')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(scopes.data ?? []).map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {user.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {user.login}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {user.roles.map((role) => (
                      <Badge key={role} variant="light" size="sm">
                        {t(`roles.${role as 'ADMIN'}`)}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>{list(user.branches.map((branch) => branch.name))}</Table.Td>
                <Table.Td>{list(user.regions.map((region) => region.name))}</Table.Td>
                <Table.Td>{list(user.locations.map((location) => location.name))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
