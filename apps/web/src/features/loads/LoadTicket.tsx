import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type TLoad } from '@tramline/domain';
import { useLocale } from '../../i18n';
import { useUnits } from '../../ui';
import { useBranchTimeZone } from '../session/use-branch';
import { amountText, densityText, rateText } from './load-amounts';

/** A load's ticket as the mixer reads and prints it: what goes in each compartment, in what order, in which batches. */
export function LoadTicket({ load }: { load: TLoad }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const units = useUnits();
  const timeZone = useBranchTimeZone();
  const nameOf = (productId: number | null) =>
    load.compartments
      .flatMap((compartment) => compartment.products)
      .find((line) => line.productId === productId)?.name ?? '—';
  const unitOf = (productId: number) =>
    load.compartments
      .flatMap((compartment) => compartment.products)
      .find((line) => line.productId === productId)?.unit ?? 'l';

  return (
    <Stack gap="sm" data-testid="load-ticket">
      <Group justify="space-between" align="baseline">
        <Title order={3}>
          {t('loads.ticket.title', {
            ticket: load.ticket ?? load.cdOrdemServico,
            number: load.loadNumber,
            count: load.loadCount,
          })}
        </Title>
        <Text size="sm">{t('loads.sequence', { sequence: load.sequence })}</Text>
      </Group>
      <Table withTableBorder layout="fixed" fz="sm">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w="25%">{t('loads.place')}</Table.Th>
            <Table.Td>{load.placeName ?? t('loads.noPlace')}</Table.Td>
            <Table.Th w="25%">{t('loads.machine')}</Table.Th>
            <Table.Td>
              {load.tenderName ? `${load.tenderName} → ${load.equipmentName}` : load.equipmentName}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('loads.order')}</Table.Th>
            <Table.Td>{load.description}</Table.Td>
            <Table.Th>{t('loads.grower')}</Table.Th>
            <Table.Td>{load.growerName}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('loads.fields')}</Table.Th>
            <Table.Td>{load.fieldNames.join(', ')}</Table.Td>
            <Table.Th>{t('loads.area')}</Table.Th>
            <Table.Td>{units.format('area', load.area)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('loads.neededAt')}</Table.Th>
            <Table.Td>{load.neededAt ? formatDateTime(load.neededAt, locale, timeZone) : '—'}</Table.Td>
            <Table.Th>{t('loads.weight')}</Table.Th>
            <Table.Td>{units.format('mass', load.mass)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>

      {load.compartments.map((compartment) => (
        <Stack key={compartment.number} gap={4}>
          <Text fw={600}>
            {t('loads.ticket.compartment', {
              number: compartment.number,
              mixture: t(`loads.mixture.${compartment.mixtureType}`),
            })}
          </Text>
          <Table withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('loads.ticket.product')}</Table.Th>
                <Table.Th ta="right">{t('loads.ticket.rate')}</Table.Th>
                <Table.Th ta="right">{t('loads.ticket.amount')}</Table.Th>
                <Table.Th ta="right">{t('loads.ticket.density')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {compartment.products.map((line) => (
                <Table.Tr key={line.productId}>
                  <Table.Td>{line.name}</Table.Td>
                  <Table.Td ta="right">{rateText(units, line.unit, line.rate)}</Table.Td>
                  <Table.Td ta="right">{amountText(units, line.unit, line.amount)}</Table.Td>
                  <Table.Td ta="right">{densityText(units, line.density)}</Table.Td>
                </Table.Tr>
              ))}
              {compartment.water > 0 && (
                <Table.Tr>
                  <Table.Td>{t('loads.water')}</Table.Td>
                  <Table.Td />
                  <Table.Td ta="right">{amountText(units, 'l', compartment.water)}</Table.Td>
                  <Table.Td />
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Stack>
      ))}

      <Text fw={600}>{t('loads.ticket.mixingOrder')}</Text>
      <Table withTableBorder fz="sm">
        <Table.Tbody>
          {load.mixingOrder.map((step) => (
            <Table.Tr key={step.step}>
              <Table.Td w={40}>{step.step}</Table.Td>
              <Table.Td>{step.kind === 'water' ? t('loads.water') : step.name}</Table.Td>
              <Table.Td ta="right">{amountText(units, step.unit, step.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {t('loads.ticket.mixingRule')}
      </Text>

      <Text fw={600}>
        {load.blenderCapacity
          ? t('loads.ticket.batches', {
              count: load.batches.length,
              capacity: units.format('mass', load.blenderCapacity),
            })
          : t('loads.ticket.noBlender')}
      </Text>
      {load.batches.length > 1 && (
        <Table withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('loads.ticket.batch')}</Table.Th>
              {load.batches[0]!.products.map((line) => (
                <Table.Th key={line.productId} ta="right">
                  {nameOf(line.productId)}
                </Table.Th>
              ))}
              <Table.Th ta="right">{t('loads.water')}</Table.Th>
              <Table.Th ta="right">{t('loads.weight')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {load.batches.map((batch) => (
              <Table.Tr key={batch.number}>
                <Table.Td>{batch.number}</Table.Td>
                {batch.products.map((line) => (
                  <Table.Td key={line.productId} ta="right">
                    {amountText(units, unitOf(line.productId), line.amount)}
                  </Table.Td>
                ))}
                <Table.Td ta="right">{amountText(units, 'l', batch.water)}</Table.Td>
                <Table.Td ta="right">{units.format('mass', batch.mass)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
