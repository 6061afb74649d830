import { useState } from 'react';
import { Button, Group, ScrollArea, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifications } from '@mantine/notifications';
import { errorText, saveDownload } from '../../api';
import { figuresXlsx } from './figures-xlsx';
import { TablePagination } from '../../ui';

/** A column of a figures table: its header and the text of a row (also what the CSV holds). */
export interface TFigureColumn<Row> {
  key: string;
  header: string;
  value: (row: Row) => string;
  align?: 'left' | 'right';
  /** The figure as a number in the locale's units, for spreadsheets; text columns leave it out. */
  number?: (row: Row) => number | null;
  /** The unit `number` is in, named in the spreadsheet's header. */
  unit?: string;
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

/** A table of report figures with CSV and XLSX exports; paged in the browser when `pageSize` is given. */
export function FigureTable<Row>({
  id,
  columns,
  rows,
  rowKey,
  pageSize,
  fileName,
  sheetName,
}: {
  id: string;
  columns: TFigureColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  pageSize?: number;
  /** The download's name without its extension. */
  fileName: string;
  /** The spreadsheet's sheet name; the file name when left out. */
  sheetName?: string;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const pages = pageSize ? Math.max(1, Math.ceil(rows.length / pageSize)) : 1;
  const shown = pageSize ? rows.slice((page - 1) * pageSize, page * pageSize) : rows;
  const [exporting, setExporting] = useState(false);
  const exportCsv = () =>
    saveDownload(
      {
        blob: new Blob([figuresCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }),
        fileName: `${fileName}.csv`,
      },
      `${fileName}.csv`,
    );
  const exportXlsx = async () => {
    setExporting(true);
    try {
      const blob = await figuresXlsx(columns, rows, sheetName ?? fileName);
      saveDownload({ blob, fileName: `${fileName}.xlsx` }, `${fileName}.xlsx`);
    } catch (error) {
      notifications.show({ color: 'red', title: t('reports.exportError'), message: errorText(error, '') });
    } finally {
      setExporting(false);
    }
  };
  return (
    <div data-testid={`figures-${id}`}>
      <Group justify="flex-end" mb="xs" gap="xs" className="no-print">
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
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} />}
          onClick={() => void exportXlsx()}
          loading={exporting}
          disabled={!rows.length}
          data-testid={`export-xlsx-${id}`}
        >
          {t('reports.exportXlsx')}
        </Button>
      </Group>
      {rows.length ? (
        <ScrollArea
          // A table wider than the screen scrolls sideways: keyboard users reach it by Tab.
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('reports.figuresRegion') }}
        >
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
          <TablePagination value={page} onChange={setPage} total={pages} size="sm" />
        </Group>
      ) : null}
    </div>
  );
}
