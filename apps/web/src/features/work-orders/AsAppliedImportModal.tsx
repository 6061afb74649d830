import { useState } from 'react';
import { Alert, Button, FileInput, Group, Modal, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime, ticketLabel, type TAsAppliedImport } from '@tramline/domain';
import { errorText } from '../../api';
import { useLocale } from '../../i18n';
import { useUnits } from '../../ui';
import { equipmentListQuery } from '../equipment/equipment.queries';
import { useBranchTimeZone } from '../session/use-branch';
import { pendingImportsQuery, useAssignAsApplied, useUploadAsApplied } from './as-applied-import.queries';
import { workOrderListQuery } from './work-orders.queries';

/** What an upload or an assignment did: the order and amounts, or that it waits. */
function ImportOutcome({ outcome, named = false }: { outcome: TAsAppliedImport; named?: boolean }) {
  const { t } = useTranslation();
  const units = useUnits();
  // A file of several tasks shows an outcome a task, each under its task's name.
  const title =
    named && outcome.taskDesignators.length
      ? t('asAppliedImport.task', { task: outcome.taskDesignators.join(', ') })
      : undefined;
  if (outcome.status === 'pending')
    return (
      <Alert color="yellow" title={title} data-testid="as-applied-outcome">
        {outcome.cdOrdemServico === null
          ? t('asAppliedImport.pending', { points: outcome.points })
          : t('asAppliedImport.pendingMachine', { ticket: ticketLabel(outcome), points: outcome.points })}
      </Alert>
    );
  return (
    <Alert color="green" title={title} data-testid="as-applied-outcome">
      <Stack gap={4}>
        <Text size="sm">
          {t('asAppliedImport.matched', {
            ticket: ticketLabel(outcome),
            points: outcome.points,
            area: units.format('area', outcome.appliedArea ?? 0, { maximumFractionDigits: 2 }),
          })}
        </Text>
        {outcome.match ? (
          <Text size="xs" c="dimmed">
            {t(`asAppliedImport.matchedBy.${outcome.match}`)}
          </Text>
        ) : null}
        {outcome.replayed ? <Text size="xs">{t('asAppliedImport.replayed')}</Text> : null}
      </Stack>
    </Alert>
  );
}

type TOption = { value: string; label: string };

/**
 * One pending import with the order to put it on (the one its task named or its points lay in,
 * when found) and the machine that did the work (the order's machine when left empty).
 */
function PendingRow({
  item,
  orders,
  machines,
}: {
  item: TAsAppliedImport;
  orders: TOption[];
  machines: TOption[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const timeZone = useBranchTimeZone();
  const assign = useAssignAsApplied();
  const found = item.cdOrdemServico === null ? null : String(item.cdOrdemServico);
  const [orderId, setOrderId] = useState<string | null>(found);
  const [machineId, setMachineId] = useState<string | null>(
    item.equipamentoId === null ? null : String(item.equipamentoId),
  );
  const orderOptions =
    found === null || orders.some((option) => option.value === found)
      ? orders
      : [{ value: found, label: ticketLabel(item) }, ...orders];
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{item.fileName}</Text>
        {item.taskDesignators.length ? (
          <Text size="xs">{t('asAppliedImport.task', { task: item.taskDesignators.join(', ') })}</Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('asAppliedImport.pendingDetails', {
            points: item.points,
            start: item.start ? formatDateTime(item.start, locale, timeZone) : '',
          })}
        </Text>
        {assign.error ? (
          <Text size="xs" c="red">
            {errorText(assign.error, t('asAppliedImport.assignFailed'))}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Select
          aria-label={t('asAppliedImport.order')}
          placeholder={t('asAppliedImport.orderPlaceholder')}
          data={orderOptions}
          value={orderId}
          onChange={setOrderId}
          searchable
          size="xs"
          data-testid={`as-applied-order-${item.id}`}
        />
      </Table.Td>
      <Table.Td>
        <Select
          aria-label={t('asAppliedImport.machine')}
          placeholder={t('asAppliedImport.machinePlaceholder')}
          data={machines}
          value={machineId}
          onChange={setMachineId}
          searchable
          clearable
          size="xs"
          data-testid={`as-applied-machine-${item.id}`}
        />
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          disabled={!orderId}
          loading={assign.isPending}
          onClick={() =>
            assign.mutate({
              id: item.id,
              cdOrdemServico: Number(orderId),
              ...(machineId ? { equipamentoId: Number(machineId) } : {}),
            })
          }
        >
          {t('asAppliedImport.assign')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Import as-applied files from terminals without a live connection: the upload with its outcome,
 * and the imports that matched no order, each assigned to one by hand.
 */
export function AsAppliedImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [machine, setMachine] = useState<string | null>(null);
  const upload = useUploadAsApplied();
  const pending = useQuery({ ...pendingImportsQuery(), enabled: opened });
  const machines = useQuery({
    ...equipmentListQuery({ page: 0, size: 500, sort: 'id,asc', active: true }),
    enabled: opened,
  });
  const orders = useQuery({
    ...workOrderListQuery({ page: 0, size: 200, sort: 'id,desc' }, { category: 'active' }),
    enabled: opened && Boolean(pending.data?.length),
  });
  const machineOptions = (machines.data?.content ?? []).map((item) => ({
    value: String(item.cdEquipamento),
    label: item.name,
  }));
  const orderOptions = (orders.data?.content ?? []).map((order) => ({
    value: String(order.cdOrdemServico),
    label: `${ticketLabel(order)} ${order.description}`,
  }));

  return (
    <Modal opened={opened} onClose={onClose} title={t('asAppliedImport.title')} size="xl">
      <Stack>
        <Text size="sm" c="dimmed">
          {t('asAppliedImport.intro')}
        </Text>
        <FileInput
          label={t('asAppliedImport.file')}
          placeholder={t('asAppliedImport.filePlaceholder')}
          accept=".zip,application/zip"
          value={file}
          onChange={setFile}
          clearable
          data-testid="as-applied-file"
        />
        <Select
          label={t('asAppliedImport.machine')}
          description={t('asAppliedImport.machineHint')}
          data={machineOptions}
          value={machine}
          onChange={setMachine}
          searchable
          clearable
        />
        <Group justify="flex-end">
          <Button
            disabled={!file}
            loading={upload.isPending}
            onClick={() => file && upload.mutate({ file, equipmentId: machine ? Number(machine) : null })}
          >
            {t('asAppliedImport.upload')}
          </Button>
        </Group>
        {upload.error ? (
          <Alert color="red" data-testid="as-applied-error">
            {errorText(upload.error, t('asAppliedImport.failed'))}
          </Alert>
        ) : null}
        {upload.data?.map((outcome) => (
          <ImportOutcome key={outcome.id} outcome={outcome} named={upload.data.length > 1} />
        ))}
        <Title order={5}>{t('asAppliedImport.pendingTitle')}</Title>
        {pending.data?.length ? (
          <Table>
            <Table.Tbody>
              {pending.data.map((item) => (
                <PendingRow key={item.id} item={item} orders={orderOptions} machines={machineOptions} />
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" c="dimmed">
            {t('asAppliedImport.pendingEmpty')}
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
