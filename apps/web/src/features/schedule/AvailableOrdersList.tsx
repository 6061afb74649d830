import { useState } from 'react';
import {
  Alert,
  Checkbox,
  Group,
  Paper,
  ScrollArea,
  SegmentedControl,
  Skeleton,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AVAILABLE_ORDER_PRESETS, MIN_SEARCH_LENGTH, type TApplicationType } from '@tramline/domain';
import { AvailableOrderRow } from './AvailableOrderRow';
import { availableCountQuery, availableOrdersQuery, type TAvailableFilter } from './schedule.queries';
import { scheduleStore } from './schedule-store';
import { TablePagination } from '../../ui';

const PAGE_SIZE = 50;
type TPreset = (typeof AVAILABLE_ORDER_PRESETS)[number] | 'all';

interface AvailableOrdersListProps {
  date: string;
  groupId: number | null;
  selected: number[];
  readOnly: boolean;
  applicationType?: TApplicationType;
}

/** Orders that can go into the day (spec part 1 §2): select for optimisation, or drag onto a machine. */
export function AvailableOrdersList({
  date,
  groupId,
  selected,
  readOnly,
  applicationType,
}: AvailableOrdersListProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [preset, setPreset] = useState<TPreset>('all');
  const [showInconsistent, setShowInconsistent] = useState(true);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 400);
  const filter: TAvailableFilter = {
    data: date,
    configuracaoId: groupId ?? 0,
    showInconsistent,
    ...(preset === 'all' ? {} : { preset }),
    ...(applicationType ? { applicationType } : {}),
  };
  const request = {
    ...filter,
    page: page - 1,
    size: PAGE_SIZE,
    sort: 'rank,asc',
    ...(debouncedSearch.length >= MIN_SEARCH_LENGTH ? { search: debouncedSearch } : {}),
  };
  const orders = useQuery({
    ...availableOrdersQuery(request),
    enabled: groupId !== null,
    placeholderData: keepPreviousData,
  });
  const count = useQuery({ ...availableCountQuery(filter), enabled: groupId !== null });
  const rows = orders.data?.content ?? [];
  const selectable = rows.filter((order) => order.selectable).map((order) => order.cdOrdemServico);
  const allSelected = selectable.length > 0 && selectable.every((id) => selected.includes(id));
  const someSelected = selectable.some((id) => selected.includes(id));

  const toggleAll = () =>
    scheduleStore.setSelected(
      allSelected
        ? selected.filter((id) => !selectable.includes(id))
        : [...new Set([...selected, ...selectable])],
    );

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-labelledby="available-title"
      data-testid="available-orders"
    >
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Group gap="sm">
          <Title order={2} size="h5" id="available-title">
            {t('schedule.available.title')}
          </Title>
          {count.data !== undefined && (
            <Text size="sm" c="dimmed" data-testid="available-count">
              {t('schedule.available.count', { count: count.data })}
            </Text>
          )}
          {selected.length > 0 && (
            <Text size="sm" fw={600} c="blue.7" data-testid="selected-count">
              {t('schedule.available.selected', { count: selected.length })}
            </Text>
          )}
        </Group>
        <Group gap="sm" wrap="wrap">
          <TextInput
            size="xs"
            leftSection={<IconSearch size={14} />}
            placeholder={t('schedule.available.search')}
            aria-label={t('schedule.available.search')}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={180}
          />
          <SegmentedControl
            size="xs"
            aria-label={t('schedule.available.created')}
            value={preset}
            onChange={(value) => {
              setPreset(value as TPreset);
              setPage(1);
            }}
            data={(['all', ...AVAILABLE_ORDER_PRESETS] as const).map((value) => ({
              value,
              label: t(`schedule.available.presets.${value}`),
            }))}
          />
          <Switch
            size="xs"
            label={t('schedule.available.showInconsistent')}
            checked={showInconsistent}
            onChange={(event) => {
              setShowInconsistent(event.currentTarget.checked);
              setPage(1);
            }}
          />
        </Group>
      </Group>
      {orders.isError ? (
        <Alert color="red" variant="light" py={6}>
          {t('schedule.available.error')}
        </Alert>
      ) : (
        <ScrollArea.Autosize mah={420} type="auto">
          <Table striped highlightOnHover stickyHeader verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={64}>
                  <Checkbox
                    size="xs"
                    ml={30}
                    checked={allSelected}
                    indeterminate={!allSelected && someSelected}
                    disabled={selectable.length === 0}
                    onChange={toggleAll}
                    aria-label={t('schedule.available.selectAll')}
                  />
                </Table.Th>
                <Table.Th>{t('schedule.available.columns.description')}</Table.Th>
                <Table.Th>{t('schedule.available.columns.farm')}</Table.Th>
                <Table.Th>{t('schedule.available.columns.block')}</Table.Th>
                <Table.Th>{t('schedule.available.columns.field')}</Table.Th>
                <Table.Th>{t('schedule.available.columns.location')}</Table.Th>
                <Table.Th>{t('schedule.available.columns.products')}</Table.Th>
                <Table.Th>{t('schedule.available.columns.timing')}</Table.Th>
                <Table.Th>{t('schedule.available.columns.ticket')}</Table.Th>
                <Table.Th ta="right">{t('schedule.available.columns.area')}</Table.Th>
                <Table.Th>{t('schedule.available.columns.inconsistency')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.isPending &&
                groupId !== null &&
                Array.from({ length: 4 }, (_, index) => (
                  <Table.Tr key={index}>
                    <Table.Td colSpan={11}>
                      <Skeleton h={18} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              {rows.map((order) => (
                <AvailableOrderRow
                  key={order.cdOrdemServico}
                  order={order}
                  selected={selected.includes(order.cdOrdemServico)}
                  onToggle={scheduleStore.toggle}
                  draggable={!readOnly}
                />
              ))}
            </Table.Tbody>
          </Table>
          {orders.isSuccess && rows.length === 0 && (
            <Text size="sm" c="dimmed" ta="center" py="md">
              {t('schedule.available.empty')}
            </Text>
          )}
        </ScrollArea.Autosize>
      )}
      {(orders.data?.totalPages ?? 0) > 1 && (
        <Group justify="flex-end" mt="xs">
          <TablePagination size="sm" total={orders.data?.totalPages ?? 1} value={page} onChange={setPage} />
        </Group>
      )}
    </Paper>
  );
}
