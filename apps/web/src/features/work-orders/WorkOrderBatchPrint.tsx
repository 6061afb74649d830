import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WorkOrderPrint } from './WorkOrderPrint';

/** Several orders as one printable document: one order a sheet, printed at once. */
export function WorkOrderBatchPrint({ ids }: { ids: number[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <Group justify="space-between" className="no-print">
        <Title order={1}>{t('workOrders.bulkPrint.title', { count: ids.length })}</Title>
        <Button
          leftSection={<IconPrinter size={16} />}
          disabled={!ids.length}
          onClick={() => {
            // Each order's map leaves a still image for paper on `beforeprint`.
            window.print();
          }}
        >
          {t('workOrders.print.print')}
        </Button>
      </Group>
      {ids.length === 0 && <Text>{t('workOrders.bulkPrint.empty')}</Text>}
      {ids.map((id) => (
        <WorkOrderPrint key={id} id={id} inBatch />
      ))}
    </Stack>
  );
}
