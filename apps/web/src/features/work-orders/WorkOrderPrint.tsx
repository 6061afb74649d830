import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UnitValue } from '../../ui';
import { workOrderDocumentQuery } from './work-orders.queries';

/** A clean printable work order for the applicator: fields, products, rates and safety limits. */
export function WorkOrderPrint({ id }: { id: number }) {
  const { t } = useTranslation();
  const document = useQuery(workOrderDocumentQuery(id));
  if (!document.data) return null;
  const { order, products, fields, applicatorName } = document.data;
  const limit = (min: number | null, max: number | null) => (min === null && max === null ? '—' : `${min ?? '…'} – ${max ?? '…'}`);
  return (
    <Stack gap="md" data-testid="work-order-print">
      <Group justify="space-between" className="no-print">
        <Title order={2}>{t('workOrders.print.title', { ticket: order.vlOrdemServico ?? order.cdOrdemServico })}</Title>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('workOrders.print.print')}
        </Button>
      </Group>
      <Text fw={600}>{order.description}</Text>
      <Table withTableBorder>
        <Table.Tbody>
          <Table.Tr><Table.Th>{t('workOrders.print.grower')}</Table.Th><Table.Td>{order.growerName}</Table.Td><Table.Th>{t('workOrders.print.farm')}</Table.Th><Table.Td>{order.farmName}</Table.Td></Table.Tr>
          <Table.Tr><Table.Th>{t('workOrders.print.group')}</Table.Th><Table.Td>{order.equipmentGroupName ?? '—'}</Table.Td><Table.Th>{t('workOrders.print.applicator')}</Table.Th><Table.Td>{applicatorName ?? '—'}</Table.Td></Table.Tr>
          <Table.Tr><Table.Th>{t('workOrders.print.area')}</Table.Th><Table.Td><UnitValue quantity="area" value={order.selectedArea} maximumFractionDigits={1} /></Table.Td><Table.Th>{t('workOrders.print.batches')}</Table.Th><Table.Td>{order.batchCount ?? '—'}</Table.Td></Table.Tr>
          <Table.Tr><Table.Th>{t('workOrders.print.volume')}</Table.Th><Table.Td><UnitValue quantity="volume" value={order.totalVolume} maximumFractionDigits={0} /></Table.Td><Table.Th>{t('workOrders.print.planned')}</Table.Th><Table.Td>{order.plannedStart ? new Date(order.plannedStart).toLocaleString() : '—'}</Table.Td></Table.Tr>
        </Table.Tbody>
      </Table>
      <Title order={4}>{t('workOrders.print.fields')}</Title>
      <Table withTableBorder>
        <Table.Tbody>
          {fields.map((field) => (
            <Table.Tr key={field.id}>
              <Table.Td>{field.name}</Table.Td>
              <Table.Td>{field.areaHectares === null ? t('workOrders.print.noGeometry') : <UnitValue quantity="area" value={field.areaHectares} maximumFractionDigits={1} />}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={4}>{t('workOrders.print.products')}</Title>
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('workOrders.columns.products')}</Table.Th>
            <Table.Th>{t('workOrders.print.rate')}</Table.Th>
            <Table.Th>{t('workOrders.print.wind')}</Table.Th>
            <Table.Th>{t('workOrders.print.temperature')}</Table.Th>
            <Table.Th>{t('workOrders.print.humidity')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.products.map((line) => {
            const product = products.find((candidate) => candidate.id === line.productId);
            return (
              <Table.Tr key={line.productId}>
                <Table.Td>{line.descProduct}</Table.Td>
                <Table.Td>{`${line.rate.toFixed(2)} ${line.rateUnit}`}</Table.Td>
                <Table.Td>{product ? limit(product.vlVelocWindMin, product.vlVelocWindMax) : '—'}</Table.Td>
                <Table.Td>{product ? limit(product.vlTemperatureMin, product.vlTemperatureMax) : '—'}</Table.Td>
                <Table.Td>{product ? limit(product.vlHumidityMin, product.vlHumidityMax) : '—'}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {order.observation && (
        <Text>
          <b>{t('workOrders.print.observation')}:</b> {order.observation}
        </Text>
      )}
    </Stack>
  );
}
