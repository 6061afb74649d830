import { useState, type CSSProperties, type ReactNode } from 'react';
import {
  ActionIcon,
  Alert,
  Box,
  Checkbox,
  Group,
  LoadingOverlay,
  Menu,
  Paper,
  ScrollArea,
  Select,
  Table,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useLocalStorage } from '@mantine/hooks';
import {
  IconArrowsSort,
  IconColumns3,
  IconSearch,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import { keepPreviousData, useQuery, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, MIN_SEARCH_LENGTH, formatNumber, type TPage } from '@tramline/domain';
import { errorText } from '../../api/client';
import { toPageRequest, type TPageRequest } from '../../api/paging';
import { useLocale } from '../../i18n';
import { TablePagination } from '../pagination/TablePagination';

export interface DataTableColumn<Row> {
  /** Stable id; also the sort field sent to the server when the column is sortable. */
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Hidden until the user shows it in the column menu. */
  hiddenByDefault?: boolean;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
}

export interface TPageQueryOptions<Row> {
  queryKey: QueryKey;
  queryFn: QueryFunction<TPage<Row>>;
}

export interface DataTableProps<Row> {
  /** Names the table for the saved column choice, e.g. `records.products`. */
  id: string;
  columns: DataTableColumn<Row>[];
  /** The list's query options for a page request (a `*.queries.ts` factory). */
  query: (request: TPageRequest) => TPageQueryOptions<Row>;
  rowKey: (row: Row) => string | number;
  onRowClick?: (row: Row) => void;
  initialSort?: { field: string; direction: 'asc' | 'desc' };
  pageSizes?: number[];
  /** Filters or buttons shown beside the search. */
  toolbar?: ReactNode;
  /** Hide the search for lists that cannot search. */
  searchable?: boolean;
  emptyText?: ReactNode;
  /** A class for a row, e.g. a warning or danger tone. */
  rowClassName?: (row: Row) => string | undefined;
  /** An inline style for a row (merged over the clickable-row cursor). */
  rowStyle?: (row: Row) => CSSProperties | undefined;
  /** Row selection: a checkbox column, first. Left out, rows cannot be selected. */
  selection?: TDataTableSelection<Row>;
}

/** Controlled row selection of a DataTable; the keys are the `rowKey` of the rows. */
export interface TDataTableSelection<Row> {
  selected: ReadonlySet<string | number>;
  /** The new selection, with the rows of the page shown (to know the rows of new keys). */
  onChange: (selected: Set<string | number>, pageRows: Row[]) => void;
  /** Rows that may be selected; the others show a disabled checkbox. All by default. */
  selectable?: (row: Row) => boolean;
  /** Accessible name of a row's checkbox. */
  rowLabel: (row: Row) => string;
  /** Accessible name of the header checkbox (every selectable row of the page). */
  allLabel: string;
}

const SEARCH_DEBOUNCE_MS = 400;

interface TSortState {
  field: string;
  direction: 'asc' | 'desc';
}

/** A list paged, sorted and searched on the server, with a page-size choice and column visibility. */
export function DataTable<Row>({
  id,
  columns,
  query,
  rowKey,
  onRowClick,
  initialSort,
  pageSizes = [10, 20, 50, 100],
  toolbar,
  searchable = true,
  emptyText,
  rowClassName,
  rowStyle,
  selection,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(
    pageSizes.includes(DEFAULT_PAGE_SIZE) ? DEFAULT_PAGE_SIZE : (pageSizes[0] ?? 20),
  );
  const [sort, setSort] = useState<TSortState>(initialSort ?? { field: 'id', direction: 'asc' });
  const [searchText, setSearchText] = useState('');
  const [debouncedSearch] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const search = debouncedSearch.length >= MIN_SEARCH_LENGTH ? debouncedSearch : '';
  const [hidden, setHidden] = useLocalStorage<string[]>({
    key: `tramline.table.${id}.hidden`,
    defaultValue: columns.filter((column) => column.hiddenByDefault).map((column) => column.key),
    getInitialValueInEffect: false,
  });

  // A new search or page size starts again from the first page.
  const [appliedFilter, setAppliedFilter] = useState({ search, size });
  if (appliedFilter.search !== search || appliedFilter.size !== size) {
    setAppliedFilter({ search, size });
    setPage(1);
  }

  const request = toPageRequest({ page, size, search, sortField: sort.field, sortDirection: sort.direction });
  const result = useQuery({ ...query(request), placeholderData: keepPreviousData });
  const data = result.data;
  const totalPages = data?.totalPages ?? 0;

  // Rows deleted elsewhere can leave the user past the last page.
  if (!result.isFetching && totalPages > 0 && page > totalPages) setPage(totalPages);

  const visibleColumns = columns.filter((column) => !hidden.includes(column.key));
  const rows = data?.content ?? [];
  const from = data && data.totalElements > 0 ? data.number * data.size + 1 : 0;
  const to = data ? data.number * data.size + rows.length : 0;
  const searchTooShort = searchText.trim().length > 0 && searchText.trim().length < MIN_SEARCH_LENGTH;

  const canSelect = (row: Row) => (selection?.selectable ? selection.selectable(row) : true);
  const pageSelectable = selection ? rows.filter(canSelect).map(rowKey) : [];
  const pageSelected = selection ? pageSelectable.filter((key) => selection.selected.has(key)) : [];

  function toggleRow(row: Row) {
    if (!selection || !canSelect(row)) return;
    const next = new Set(selection.selected);
    const key = rowKey(row);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection.onChange(next, rows);
  }

  function togglePage() {
    if (!selection) return;
    const next = new Set(selection.selected);
    const all = pageSelectable.length > 0 && pageSelected.length === pageSelectable.length;
    for (const key of pageSelectable) {
      if (all) next.delete(key);
      else next.add(key);
    }
    selection.onChange(next, rows);
  }

  function toggleSort(field: string) {
    setSort((current) =>
      current.field === field
        ? { field, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { field, direction: 'asc' },
    );
  }

  function toggleColumn(key: string) {
    setHidden((current) =>
      current.includes(key) ? current.filter((item) => item !== key) : [...current, key],
    );
  }

  return (
    <Paper withBorder radius="md">
      <Group justify="space-between" p="sm" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap" style={{ flex: 1 }}>
          {searchable && (
            <TextInput
              aria-label={t('table.search')}
              placeholder={t('table.search')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={searchText}
              onChange={(event) => setSearchText(event.currentTarget.value)}
              description={searchTooShort ? t('table.searchHint') : undefined}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              w={260}
            />
          )}
          {toolbar}
        </Group>
        <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
          <Menu.Target>
            <Tooltip label={t('table.columns')}>
              <ActionIcon variant="default" size="lg" aria-label={t('table.columns')}>
                <IconColumns3 size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t('table.columns')}</Menu.Label>
            {columns.map((column) => (
              <Menu.Item key={column.key} onClick={() => toggleColumn(column.key)}>
                <Checkbox
                  label={column.header}
                  checked={!hidden.includes(column.key)}
                  readOnly
                  tabIndex={-1}
                  styles={{ input: { cursor: 'pointer' }, label: { cursor: 'pointer' } }}
                />
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>

      <Box pos="relative">
        <LoadingOverlay
          visible={result.isFetching && !result.isPending}
          overlayProps={{ blur: 0, opacity: 0.4 }}
        />
        {result.isError && (
          <Alert color="red" m="sm" title={t('table.loadError')}>
            {errorText(result.error, t('errors.request'))}
          </Alert>
        )}
        <ScrollArea>
          <Table
            striped
            highlightOnHover={Boolean(onRowClick)}
            verticalSpacing="sm"
            miw={visibleColumns.length * 120}
          >
            <Table.Thead>
              <Table.Tr>
                {selection && (
                  <Table.Th style={{ width: 40 }}>
                    <Checkbox
                      aria-label={selection.allLabel}
                      checked={pageSelectable.length > 0 && pageSelected.length === pageSelectable.length}
                      indeterminate={pageSelected.length > 0 && pageSelected.length < pageSelectable.length}
                      disabled={pageSelectable.length === 0}
                      onChange={togglePage}
                    />
                  </Table.Th>
                )}
                {visibleColumns.map((column) => {
                  const sorted = sort.field === column.key;
                  const SortIcon = !sorted
                    ? IconArrowsSort
                    : sort.direction === 'asc'
                      ? IconSortAscending
                      : IconSortDescending;
                  return (
                    <Table.Th
                      key={column.key}
                      style={{ width: column.width, textAlign: column.align }}
                      aria-sort={sorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {column.sortable ? (
                        <UnstyledButton
                          onClick={() => toggleSort(column.key)}
                          aria-label={t('table.sortBy', { column: column.header })}
                          fw={600}
                          fz="sm"
                        >
                          <Group gap={4} wrap="nowrap">
                            {column.header}
                            <SortIcon size={14} aria-hidden opacity={sorted ? 1 : 0.4} />
                          </Group>
                        </UnstyledButton>
                      ) : (
                        column.header
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr
                  key={rowKey(row)}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  onKeyDown={
                    onRowClick
                      ? (event) => {
                          if (event.key === 'Enter') onRowClick(row);
                        }
                      : undefined
                  }
                  tabIndex={onRowClick ? 0 : undefined}
                  className={rowClassName?.(row)}
                  style={
                    onRowClick || rowStyle
                      ? { ...(onRowClick ? { cursor: 'pointer' } : {}), ...rowStyle?.(row) }
                      : undefined
                  }
                  data-selected={selection?.selected.has(rowKey(row)) || undefined}
                >
                  {selection && (
                    <Table.Td
                      onClick={(event) => event.stopPropagation()}
                      onKeyDown={(event) => event.stopPropagation()}
                    >
                      <Checkbox
                        aria-label={selection.rowLabel(row)}
                        checked={selection.selected.has(rowKey(row))}
                        disabled={!canSelect(row)}
                        onChange={() => toggleRow(row)}
                      />
                    </Table.Td>
                  )}
                  {visibleColumns.map((column) => (
                    <Table.Td key={column.key} style={{ textAlign: column.align }}>
                      {column.render(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
              {!result.isPending && rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={Math.max(1, visibleColumns.length + (selection ? 1 : 0))}>
                    <Text c="dimmed" ta="center" py="lg">
                      {emptyText ?? t('table.empty')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Box>

      <Group justify="space-between" p="sm" gap="sm" wrap="wrap">
        <Group gap="xs">
          <Select
            aria-label={t('table.pageSize')}
            data={pageSizes.map((option) => ({ value: String(option), label: String(option) }))}
            value={String(size)}
            onChange={(value) => value && setSize(Number(value))}
            allowDeselect={false}
            w={84}
            size="xs"
          />
          <Text size="sm" c="dimmed">
            {t('table.range', {
              from: formatNumber(from, locale),
              to: formatNumber(to, locale),
              total: formatNumber(data?.totalElements ?? 0, locale),
            })}
          </Text>
        </Group>
        <TablePagination
          total={Math.max(1, totalPages)}
          value={page}
          onChange={setPage}
          size="sm"
          withEdges
        />
      </Group>
    </Paper>
  );
}
