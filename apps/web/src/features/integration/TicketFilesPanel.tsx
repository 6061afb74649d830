import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  formatMessage,
  REQUIRED_TICKET_FILE_COLUMNS,
  TICKET_FILE_COLUMNS,
  TICKET_FILE_LIMITS,
  type TMessageKey,
  type TTicketFileColumns,
  type TTicketFileImportResult,
} from '@tramline/domain';
import { api, errorText, saveDownload } from '../../api';
import { useLocale } from '../../i18n';
import { useImportTicketFile, useInspectTicketFile, useSaveFileColumns } from './integration.mutations';

/**
 * The file adapter in /settings/integration: choose a CSV or XLSX export of blend tickets, check
 * which header holds each column (suggested from the headers, saved per branch), import it, and
 * download the closed orders' applied amounts for the ERP.
 */
export function TicketFilesPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const inspect = useInspectTicketFile();
  const upload = useImportTicketFile();
  const saveColumns = useSaveFileColumns();
  const [file, setFile] = useState<File | null>(null);
  const [headers, setHeaders] = useState<string[]>([]);
  const [columns, setColumns] = useState<TTicketFileColumns>({});
  const [dryRun, setDryRun] = useState(false);
  const [result, setResult] = useState<TTicketFileImportResult | null>(null);
  const f = (key: string, params?: Record<string, unknown>) =>
    String(t(`integration.files.${key}` as never, params as never));
  const fail = (error: unknown) =>
    notifications.show({ color: 'red', title: t('integration.actionError'), message: errorText(error, '') });

  async function choose(chosen: File | null) {
    setFile(chosen);
    setResult(null);
    if (!chosen) return;
    try {
      const answer = await inspect.mutateAsync(chosen);
      setHeaders(answer.headers);
      setColumns(answer.suggested);
    } catch (error) {
      fail(error);
    }
  }

  async function importFile() {
    if (!file) return;
    try {
      await saveColumns.mutateAsync(columns);
      setResult(await upload.mutateAsync({ file, dryRun }));
    } catch (error) {
      fail(error);
    }
  }

  async function downloadApplied() {
    try {
      saveDownload(await api.download('/integration/files/applied.csv'), 'applied-amounts.csv');
    } catch (error) {
      fail(error);
    }
  }

  const missing = REQUIRED_TICKET_FILE_COLUMNS.filter((column) => !columns[column]);
  return (
    <Stack gap="sm" maw={760} data-testid="ticket-files">
      <Title order={4}>{f('title')}</Title>
      <Text size="sm" c="dimmed">
        {f('help', {
          lines: TICKET_FILE_LIMITS.maxLines,
          megabytes: TICKET_FILE_LIMITS.maxBytes / (1024 * 1024),
        })}
      </Text>
      <FileInput
        label={f('file')}
        placeholder={f('choose')}
        accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        value={file}
        onChange={(chosen) => void choose(chosen)}
        clearable
      />
      {headers.length > 0 && (
        <>
          <Text size="sm" fw={500}>
            {f('columns')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            {TICKET_FILE_COLUMNS.map((column) => (
              <Select
                key={column}
                size="xs"
                label={t(`integration.files.column.${column}`)}
                withAsterisk={REQUIRED_TICKET_FILE_COLUMNS.includes(column)}
                data={headers.filter((header) => header !== '')}
                value={columns[column] ?? null}
                onChange={(value) => setColumns((current) => ({ ...current, [column]: value }))}
                placeholder={f('notInFile')}
                clearable
              />
            ))}
          </SimpleGrid>
          {missing.length > 0 && (
            <Alert color="yellow">
              {f('missing', {
                columns: missing.map((column) => t(`integration.files.column.${column}`)).join(', '),
              })}
            </Alert>
          )}
          <Group gap="xs">
            <Checkbox
              label={f('dryRun')}
              checked={dryRun}
              onChange={(event) => setDryRun(event.currentTarget.checked)}
            />
            <Button
              onClick={() => void importFile()}
              loading={upload.isPending || saveColumns.isPending}
              disabled={missing.length > 0}
              data-testid="ticket-files-import"
            >
              {f('import')}
            </Button>
          </Group>
        </>
      )}
      {result && (
        <Stack gap={4} data-testid="ticket-files-result">
          <Text size="sm">{f('result', result)}</Text>
          {result.rejected.length > 0 && (
            <Table striped withTableBorder fz="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{f('line')}</Table.Th>
                  <Table.Th>{f('problem')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.rejected.slice(0, 200).map((item, index) => (
                  <Table.Tr key={`${item.line}-${index}`}>
                    <Table.Td>{item.line}</Table.Td>
                    <Table.Td>{formatMessage(item.key as TMessageKey, locale, item.params)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
      <Group gap="xs">
        <Button variant="light" onClick={() => void downloadApplied()}>
          {f('applied')}
        </Button>
        <Text size="xs" c="dimmed">
          {f('appliedHelp')}
        </Text>
      </Group>
    </Stack>
  );
}
