import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TBranchRecord } from '@tramline/domain';
import { branchesQuery } from './admin.queries';
import { BranchForm } from './BranchForm';

/** The branch records: a list, and the form of the one being edited or created. */
export function BranchesPanel({ canAdminister }: { canAdminister: boolean }) {
  const { t } = useTranslation();
  const branches = useQuery(branchesQuery());
  const [editing, setEditing] = useState<TBranchRecord | 'new' | null>(null);

  if (editing)
    return (
      <BranchForm
        key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`}
        branch={editing === 'new' ? null : editing}
        readOnly={!canAdminister}
        onSaved={() => setEditing(null)}
        onCancel={() => setEditing(null)}
      />
    );

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="admin-branches">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="admin-branches">
          {t('admin.branches.title')}
        </Title>
        {canAdminister && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {t('admin.branches.new')}
          </Button>
        )}
      </Group>
      {branches.data?.length === 0 ? (
        <Text c="dimmed">{t('admin.branches.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover data-testid="branches-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.branches.fields.name')}</Table.Th>
                <Table.Th>{t('admin.branches.fields.code')}</Table.Th>
                <Table.Th>{t('admin.branches.fields.timeZone')}</Table.Th>
                <Table.Th>{t('admin.branches.fields.unitSystem')}</Table.Th>
                <Table.Th>{t('admin.branches.fields.language')}</Table.Th>
                <Table.Th>{t('admin.branches.fields.country')}</Table.Th>
                <Table.Th>{t('admin.branches.fields.active')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(branches.data ?? []).map((branch) => (
                <Table.Tr key={branch.id}>
                  <Table.Td fw={600}>{branch.descUnidade}</Table.Td>
                  <Table.Td>{branch.code ?? ''}</Table.Td>
                  <Table.Td>{branch.timeZone}</Table.Td>
                  <Table.Td>{t(`admin.branches.unitSystems.${branch.unitSystem}`)}</Table.Td>
                  <Table.Td>{t(`language.names.${branch.language}`)}</Table.Td>
                  <Table.Td>{branch.country ?? ''}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={branch.active ? 'green' : 'gray'}>
                      {branch.active ? t('admin.branches.active') : t('admin.branches.inactive')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      onClick={() => setEditing(branch)}
                      aria-label={`${t('admin.branches.edit')} ${branch.descUnidade}`}
                    >
                      {t('admin.branches.edit')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Stack />
    </Paper>
  );
}
