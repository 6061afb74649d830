import { useState } from 'react';
import { Button, Group, Pagination, ScrollArea, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveDownload } from '../../api';

/** A column of a figures table: its header and the text of a row (also what the CSV holds). */
export interface TFigureColumn<Row> {
  key: string;
  header: string;
  value: (row: Row) => string;
  align?: 'left' | 'right';
}

const csvCell = (value: string) => {
  const safe = /^[=+@\t\r]/.test(value) || /^-[^\d\s]/.test(value) ? `'${value}` : value;
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The rows as CSV, as the table shows them (the locale's units and number format). */
export function figuresCsv<Row>(columns: TFigureColumn<Row>[], rows: Row[]): string {
  const lines = [
    columns.map((column) => column.header),
    ...rows.map((row) => columns.map((column) => column.value(row))),
  ];
  return `\ufeff${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** A table of report figures with a CSV export; paged in the browser when `pageSize` is given. */
export function FigureTable<Row>({
  id,
  columns,
  rows,
  rowKey,
  pageSize,
  fileName,
}: {
  id: string;
  columns: TFigureColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  pageSize?: number;
  fileName: string;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const pages = pageSize ? Math.max(1, Math.ceil(rows.length / pageSize)) : 1;
  const shown = pageSize ? rows.slice((page - 1) * pageSize, page * pageSize) : rows;
  const exportCsv = () =>
    saveDownload(
      { blob: new Blob([figuresCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }), fileName },
      fileName,
    );
  return (
    <div data-testid={`figures-${id}`}>
      <Group justify="flex-end" mb="xs">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} />}
          onClick={exportCsv}
          disabled={!rows.length}
          data-testid={`export-${id}`}
        >
          {t('reports.exportCsv')}
        </Button>
      </Group>
      {rows.length ? (
        <ScrollArea>
          <Table striped highlightOnHover withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th
                    key={column.key}
                    style={{ textAlign: column.align ?? 'left', whiteSpace: 'nowrap' }}
                  >
                    {column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((row, index) => (
                <Table.Tr key={rowKey(row, index)}>
                  {columns.map((column) => (
                    <Table.Td key={column.key} style={{ textAlign: column.align ?? 'left' }}>
                      {column.value(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      ) : (
        <Text c="dimmed" ta="center" py="lg">
          {t('reports.empty')}
        </Text>
      )}
      {pageSize && pages > 1 ? (
        <Group justify="center" mt="sm">
          <Pagination value={page} onChange={setPage} total={pages} size="sm" />
        </Group>
      ) : null}
    </div>
  );
}
