import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  canApplyExecutionEvent,
  operatorMixtureOf,
  type TOperatorSchedule,
  type TOperatorStop,
} from '@tramline/domain';
import { useUnits } from '../../ui';
import { completePrefillOf } from './complete-prefill';
import type { TOperatorEvent } from './use-operator';

interface OrderActionsProps {
  stop: TOperatorStop & { order: NonNullable<TOperatorStop['order']> };
  status: number;
  stopOperations: TOperatorSchedule['stopOperations'];
  onReport: (event: TOperatorEvent) => void;
}

type TDialog = 'pause' | 'skip' | 'complete' | null;

/** The area and amount applied, in the user's units, as Pause and Complete ask for them. */
function AmountInputs(props: {
  areaLabel: string;
  areaHint?: string;
  volumeLabel: string;
  area: number | string;
  volume: number | string;
  onArea: (value: number | string) => void;
  onVolume: (value: number | string) => void;
  /** The amount only goes with an area (an optional count). */
  volumeNeedsArea?: boolean;
}) {
  return (
    <>
      <NumberInput
        size="xl"
        label={props.areaLabel}
        description={props.areaHint}
        value={props.area}
        onChange={props.onArea}
        min={0}
        decimalScale={2}
      />
      <NumberInput
        size="xl"
        label={props.volumeLabel}
        value={props.volume}
        onChange={props.onVolume}
        min={0}
        decimalScale={2}
        disabled={props.volumeNeedsArea && props.area === ''}
      />
    </>
  );
}

/** Start, pause (with a stop reason), resume, skip (with a reason) and complete, as the status allows. */
export function OrderActions({ stop, status, stopOperations, onReport }: OrderActionsProps) {
  const { t } = useTranslation();
  const units = useUnits();
  const workOrderId = stop.order.cdOrdemServico;
  const volumeQuantity = operatorMixtureOf(stop.order) === 'LIQUID' ? 'volume' : 'mass';
  const [dialog, setDialog] = useState<TDialog>(null);
  const [stopOperationId, setStopOperationId] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const round = (value: number) => Math.round(value * 100) / 100;
  const [area, setArea] = useState<number | string>('');
  const [volume, setVolume] = useState<number | string>('');
  /** Opens Complete with what the machine reported by now (else the order's or the plan's amounts). */
  const openComplete = () => {
    const prefill = completePrefillOf(stop);
    setArea(round(units.toDisplay('area', prefill.area)));
    setVolume(round(units.toDisplay(volumeQuantity, prefill.volume)));
    setDialog('complete');
  };
  /** Opens Pause with what the machine reported by now, when it reported ground covered. */
  const openPause = () => {
    const prefill = completePrefillOf(stop);
    setArea(prefill.fromMachine ? round(units.toDisplay('area', prefill.area)) : '');
    setVolume(prefill.fromMachine ? round(units.toDisplay(volumeQuantity, prefill.volume)) : '');
    setDialog('pause');
  };
  const close = () => setDialog(null);
  const big = { size: 'xl', fullWidth: true } as const;

  return (
    <>
      <Stack gap="sm">
        {canApplyExecutionEvent('start', status) && (
          <Button {...big} color="green" onClick={() => onReport({ type: 'start', workOrderId })}>
            {t('operator.actions.start')}
          </Button>
        )}
        {canApplyExecutionEvent('resume', status) && (
          <Button {...big} color="green" onClick={() => onReport({ type: 'resume', workOrderId })}>
            {t('operator.actions.resume')}
          </Button>
        )}
        {canApplyExecutionEvent('complete', status) && (
          <Button {...big} color="blue" onClick={openComplete}>
            {t('operator.actions.complete')}
          </Button>
        )}
        <Group grow gap="sm">
          {canApplyExecutionEvent('pause', status) && (
            <Button size="xl" color="orange" variant="outline" onClick={openPause}>
              {t('operator.actions.pause')}
            </Button>
          )}
          {canApplyExecutionEvent('skip', status) && (
            <Button size="xl" color="gray" variant="outline" onClick={() => setDialog('skip')}>
              {t('operator.actions.skip')}
            </Button>
          )}
        </Group>
      </Stack>

      <Modal opened={dialog === 'pause'} onClose={close} title={t('operator.pause.title')} size="lg">
        <Stack>
          <Select
            size="xl"
            label={t('operator.pause.reason')}
            data={stopOperations.map((operation) => ({ value: String(operation.id), label: operation.name }))}
            value={stopOperationId}
            onChange={setStopOperationId}
          />
          <AmountInputs
            areaLabel={t('operator.pause.area', { unit: units.unit('area') })}
            areaHint={t('operator.pause.soFarHint')}
            volumeLabel={t('operator.pause.volume', { unit: units.unit(volumeQuantity) })}
            area={area}
            volume={volume}
            onArea={setArea}
            onVolume={setVolume}
            volumeNeedsArea
          />
          <Button
            {...big}
            disabled={!stopOperationId}
            onClick={() => {
              onReport({
                type: 'pause',
                workOrderId,
                stopOperationId: Number(stopOperationId),
                // The machine's count so far, when the operator gives one.
                ...(area === ''
                  ? {}
                  : {
                      appliedArea: units.fromDisplay('area', Number(area)),
                      ...(volume === ''
                        ? {}
                        : { appliedVolume: units.fromDisplay(volumeQuantity, Number(volume)) }),
                    }),
              });
              close();
            }}
          >
            {t('operator.actions.pause')}
          </Button>
        </Stack>
      </Modal>

      <Modal opened={dialog === 'skip'} onClose={close} title={t('operator.skip.title')} size="lg">
        <Stack>
          <TextInput
            size="xl"
            label={t('operator.skip.reason')}
            value={reason}
            maxLength={200}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Button
            {...big}
            disabled={!reason.trim()}
            onClick={() => {
              onReport({ type: 'skip', workOrderId, reason: reason.trim() });
              close();
            }}
          >
            {t('operator.actions.skip')}
          </Button>
        </Stack>
      </Modal>

      <Modal opened={dialog === 'complete'} onClose={close} title={t('operator.complete.title')} size="lg">
        <Stack>
          <AmountInputs
            areaLabel={t('operator.complete.area', { unit: units.unit('area') })}
            volumeLabel={t('operator.complete.volume', { unit: units.unit(volumeQuantity) })}
            area={area}
            volume={volume}
            onArea={setArea}
            onVolume={setVolume}
          />
          <Button
            {...big}
            disabled={area === '' || volume === ''}
            onClick={() => {
              onReport({
                type: 'complete',
                workOrderId,
                appliedArea: units.fromDisplay('area', Number(area)),
                appliedVolume: units.fromDisplay(volumeQuantity, Number(volume)),
              });
              close();
            }}
          >
            {t('operator.actions.complete')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
