import { useMemo, useState } from 'react';
import { Badge, Button, Center, Group, Loader, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TMapping, TMappingKind, TMeasureUnitCode } from '@tramline/domain';
import { errorText } from '../../api';
import { mappingsQuery, suggestionFor, targetChoicesQuery, type TTargetChoice } from './integration.queries';
import { useIgnoreProduct, useSetMapping } from './integration.mutations';

/** One tab of ERP codes of a kind, each mapped to a Tramline record (or unit) by a select. */
export function MappingTab({ kind, canManage }: { kind: TMappingKind; canManage: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const mappings = useQuery(mappingsQuery(kind));
  const choices = useQuery(targetChoicesQuery(client, kind));
  const setMapping = useSetMapping();
  const ignore = useIgnoreProduct();
  const [search, setSearch] = useState('');
  const c = (key: string) => t(`integration.columns.${key}` as never);

  const shown = useMemo(() => {
    const text = search.trim().toLowerCase();
    return (mappings.data ?? []).filter(
      (row) =>
        text.length < 2 ||
        row.erpCode.toLowerCase().includes(text) ||
        row.erpName?.toLowerCase().includes(text),
    );
  }, [mappings.data, search]);

  function map(row: TMapping, value: string | null) {
    const target =
      kind === 'unit'
        ? { targetId: null, targetCode: (value as TMeasureUnitCode | null) ?? null }
        : { targetId: value ? Number(value) : null, targetCode: null };
    setMapping.mutate(
      { kind, erpCode: row.erpCode, ...target },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('integration.actionError'),
            message: errorText(error, ''),
          }),
      },
    );
  }

  if (mappings.isPending)
    return (
      <Center p="xl">
        <Loader size="sm" />
      </Center>
    );
  if (mappings.isError) return <Text c="red">{t('integration.loadError')}</Text>;

  const options = choices.data ?? [];
  const valueOf = (row: TMapping) =>
    kind === 'unit' ? row.targetCode : row.targetId === null ? null : String(row.targetId);
  const suggestion = (row: TMapping): TTargetChoice | null =>
    valueOf(row) ? null : suggestionFor(options, row);

  return (
    <Stack gap="sm">
      <TextInput
        w={280}
        size="xs"
        placeholder={t('integration.searchCodes')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {shown.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('integration.emptyCodes')}
        </Text>
      ) : (
        <Table striped highlightOnHover data-testid={`mapping-table-${kind}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{c('erpCode')}</Table.Th>
              <Table.Th>{c('erpName')}</Table.Th>
              <Table.Th>{c('tickets')}</Table.Th>
              <Table.Th>{c('mappedTo')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => {
              const suggested = suggestion(row);
              return (
                <Table.Tr key={row.erpCode} data-testid={`mapping-${kind}-${row.erpCode}`}>
                  <Table.Td>{row.erpCode}</Table.Td>
                  <Table.Td>{row.erpName ?? '—'}</Table.Td>
                  <Table.Td>{row.pendingTickets}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {row.ignored ? (
                        <Badge color="gray">{t('integration.ignored')}</Badge>
                      ) : (
                        <Select
                          size="xs"
                          w={260}
                          searchable
                          clearable
                          disabled={!canManage}
                          placeholder={t('integration.choose')}
                          data={options.map(({ value, label }) => ({ value, label }))}
                          value={valueOf(row)}
                          onChange={(value) => map(row, value)}
                          aria-label={row.erpCode}
                        />
                      )}
                      {canManage && suggested && !row.ignored && (
                        <Button size="compact-xs" variant="light" onClick={() => map(row, suggested.value)}>
                          {t('integration.suggestion', { label: suggested.label })}
                        </Button>
                      )}
                      {canManage && kind === 'product' && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="gray"
                          onClick={() => ignore.mutate({ erpCode: row.erpCode, ignored: !row.ignored })}
                        >
                          {row.ignored ? t('integration.stopIgnoring') : t('integration.ignore')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
