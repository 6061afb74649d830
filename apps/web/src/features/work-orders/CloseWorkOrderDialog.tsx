import { useState } from 'react';
import { Button, Checkbox, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TWorkOrderClose, TWorkOrderSummary } from '@tramline/domain';
import { useUnits } from '../../ui';
import { ticketOf } from '@tramline/domain';
import { workOrderQuery } from './work-orders.queries';
import { orderCoverageQuery } from './as-applied';

/** Local `YYYY-MM-DDTHH:mm` for a datetime-local input. */
function localInputValue(date: Date) {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/**
 * The finish time to send: the minute typed, or this very instant when the field still shows the
 * current minute (an order created a few seconds ago may be closed at once).
 */
function finishInstant(value: string, now = new Date()) {
  return value === localInputValue(now) ? now.toISOString() : new Date(value).toISOString();
}

/**
 * Closing an order from the list: finish time, applied area and volume and whether the equipment
 * was cleaned. The amounts come prefilled with what the field reported (the order's applied
 * amounts, else its as-applied coverage) and stay editable; left empty, the planned ones are taken.
 * The list mounts it afresh for each order.
 */
export function CloseWorkOrderDialog({
  closing,
  onCancel,
  onConfirm,
}: {
  closing: TWorkOrderSummary | null;
  onCancel: () => void;
  onConfirm: (row: TWorkOrderSummary, close: TWorkOrderClose) => void;
}) {
  const { t } = useTranslation();
  const units = useUnits();
  const [finish, setFinish] = useState(() => localInputValue(new Date()));
  const [clean, setClean] = useState(false);
  // Null until typed: the field shows what was reported from the field.
  const [typedArea, setAppliedArea] = useState<number | string | null>(null);
  const [typedVolume, setAppliedVolume] = useState<number | string | null>(null);
  const closingRecord = useQuery({
    ...workOrderQuery(closing?.cdOrdemServico ?? 0),
    enabled: closing !== null,
  });
  const coverage = useQuery({
    ...orderCoverageQuery(closing?.cdOrdemServico ?? 0),
    enabled: closing !== null,
  });
  const reported = coverage.data && coverage.data.pointCount > 0 ? coverage.data : null;
  const record = closingRecord.data;
  const liquid = record?.products.some((line) => line.typeProduct === 'LIQUID') ?? false;
  const fieldArea = record?.appliedArea ?? reported?.appliedArea ?? null;
  const fieldVolume = record?.appliedVolume ?? (liquid ? reported?.appliedVolume : null) ?? null;
  const shown = (quantity: 'area' | 'volume', value: number | null, digits: number) =>
    value === null ? '' : Number(units.toDisplay(quantity, value).toFixed(digits));
  const appliedArea = typedArea ?? shown('area', fieldArea, 2);
  const appliedVolume = typedVolume ?? shown('volume', fieldVolume, 1);
  const hint = (value: number | null) =>
    value === null ? t('workOrders.close.appliedHint') : t('workOrders.close.fromField');

  /** The applied amount to send, in SI: the value typed, else the planned one (null: the server's). */
  function appliedOf(quantity: 'area' | 'volume', typed: number | string, planned: number | undefined) {
    if (typed !== '' && Number.isFinite(Number(typed))) return units.fromDisplay(quantity, Number(typed));
    return planned ?? null;
  }

  return (
    <Modal
      opened={closing !== null}
      onClose={onCancel}
      title={closing ? t('workOrders.close.title', { ticket: ticketOf(closing) }) : ''}
    >
      <Stack>
        <TextInput
          type="datetime-local"
          label={t('workOrders.close.finish')}
          value={finish}
          onChange={(event) => setFinish(event.currentTarget.value)}
        />
        <NumberInput
          label={t('workOrders.close.appliedArea', { unit: units.unit('area') })}
          description={hint(fieldArea)}
          min={0}
          decimalScale={2}
          placeholder={
            closingRecord.data
              ? units.number(units.toDisplay('area', closingRecord.data.selectedArea), {
                  maximumFractionDigits: 2,
                })
              : undefined
          }
          value={appliedArea}
          onChange={setAppliedArea}
        />
        <NumberInput
          label={t('workOrders.close.appliedVolume', { unit: units.unit('volume') })}
          description={fieldVolume === null ? undefined : t('workOrders.close.fromField')}
          min={0}
          decimalScale={1}
          placeholder={
            closingRecord.data
              ? units.number(units.toDisplay('volume', closingRecord.data.totalVolume), {
                  maximumFractionDigits: 1,
                })
              : undefined
          }
          value={appliedVolume}
          onChange={setAppliedVolume}
        />
        <Checkbox
          label={t('workOrders.close.cleanEquipment')}
          checked={clean}
          onChange={(event) => setClean(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() =>
              onConfirm(closing!, {
                termino: finishInstant(finish),
                cleanEquipment: clean,
                appliedVolume: appliedOf('volume', appliedVolume, closingRecord.data?.totalVolume),
                appliedArea: appliedOf('area', appliedArea, closingRecord.data?.selectedArea),
              })
            }
          >
            {t('common.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
