import { useCallback, useState } from 'react';
import type { DragEndEvent } from '@dnd-kit/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TAvailableOrder, TPlan, TPlanItem, TPlanKind } from '@tramline/domain';
import { errorText, saveDownload } from '../../api';
import { confirmAction } from '../../ui';
import { dropPosition, moveItem } from './drop-position';
import { counterpartId, counterpartIndex } from './item-mapping';
import type { TItemAction } from './ItemMenu';
import { ticketOf } from '@tramline/domain';
import {
  activateVersion,
  allocateOrders,
  moveOrder,
  cancelPlannedOrder,
  confirmExtraOrder,
  downloadOrderTaskData,
  removeCleanout,
  removeOrder,
  resetPlannedOrder,
  saveCleanout,
  saveSequence,
  undoExtraOrder,
} from './schedule.mutations';
import { scheduleStore } from './schedule-store';
import type { TTimeRange } from './timeline-layout';
import type { TMachine } from './TimelineRow';
import { usePlanChanges } from './use-plan-changes';

/** A dialog the screen opens for an item or a machine. */
export type TScheduleDialog =
  | { kind: 'close'; item: TPlanItem; plan: TPlan }
  | { kind: 'reschedule'; item: TPlanItem; plan: TPlan }
  | { kind: 'details'; item: TPlanItem; plan: TPlan }
  | { kind: 'revert'; machine: TMachine; plan: TPlan }
  | { kind: 'send'; machine: TMachine; plan: TPlan }
  | null;

interface TGestureContext {
  date: string;
  groupId: number;
  selected: number[];
  range: TTimeRange;
}

/** Every planning gesture of the screen: drops, item actions and version switches. */
export function useScheduleGestures({ date, groupId, selected, range }: TGestureContext) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { run, reload } = usePlanChanges({ date, groupId });
  const [dialog, setDialog] = useState<TScheduleDialog>(null);

  const allocate = useCallback(
    (orders: TAvailableOrder[], machine: TMachine, plan: TPlan | null, posicao?: number) =>
      run(
        plan,
        (_, flags) =>
          allocateOrders(
            {
              planejamentoId: plan?.planejamentoId ?? null,
              equipamentoId: machine.equipamentoId,
              ordensId: orders.map((order) => order.cdOrdemServico),
              dataDesejada: date,
              configuracaoId: groupId,
              posicao,
              version: plan?.version,
              confirmExtra: flags.confirmExtra,
              confirmSent: flags.confirmSent,
            },
            flags.fromOptimised,
          ),
        {
          allocation: true,
          ticket: orders.map(ticketOf).join(', '),
          scheduledOn: orders.find((order) => order.scheduledOn)?.scheduledOn,
        },
      ),
    [run, date, groupId],
  );

  const onDragEnd = useCallback(
    async (event: DragEndEvent) => {
      const target = event.over?.data.current as { machine: TMachine; plan: TPlan | null } | undefined;
      const source = event.active.data.current as
        | { kind: 'order'; order: TAvailableOrder }
        | { kind: 'item'; item: TPlanItem; plan: TPlan }
        | undefined;
      if (!target || !source || !event.over) return;
      const translated = event.active.rect.current.translated;
      const centre = translated ? translated.left + translated.width / 2 : event.over.rect.left;
      const fraction = (centre - event.over.rect.left) / Math.max(1, event.over.rect.width);
      if (source.kind === 'order') {
        const position = dropPosition(target.plan, range, fraction);
        const ok = await allocate([source.order], target.machine, target.plan, position);
        if (ok) scheduleStore.setSelected(selected.filter((id) => id !== source.order.cdOrdemServico));
        return;
      }
      if (source.plan.equipamentoId === target.machine.equipamentoId) {
        const position = dropPosition(source.plan, range, fraction, source.item.id);
        // On an optimised day the move lands on the custom plan made from it, whose items have new ids.
        await run(source.plan, (plan, flags) =>
          saveSequence({
            planejamentoId: plan!.planejamentoId,
            version: plan!.version,
            itemIds: moveItem(plan!, counterpartId(source.plan, source.item, plan!), position),
            confirmSent: flags.confirmSent,
          }),
        );
        return;
      }
      // Between machines: off the first day and onto the second at the drop position, in one change
      // (a refusal leaves both days as they were). One offer of custom plans covers both days when
      // either is optimised; the whole order moves, with fields of it on other machines that day.
      const optimised = source.plan.tipo === 'AUTOMATICO' || target.plan?.tipo === 'AUTOMATICO';
      if (optimised && !source.plan.readOnly && !target.plan?.readOnly) {
        const accepted = await confirmAction({
          title: t('schedule.rules.createCustomTitle'),
          message: t('schedule.rules.createCustomBody'),
          confirmLabel: t('schedule.rules.createCustom'),
        });
        if (!accepted) return;
      }
      if (source.plan.readOnly || source.item.cdOrdemServico === null) {
        notifications.show({ color: 'orange', message: t('schedule.rules.readOnly') });
        return;
      }
      await run(
        target.plan,
        (_, flags) =>
          moveOrder(
            {
              origemPlanejamentoId: source.plan.planejamentoId,
              origemVersion: source.plan.version,
              ordemId: source.item.cdOrdemServico!,
              planejamentoId: target.plan?.planejamentoId ?? null,
              equipamentoId: target.machine.equipamentoId,
              dataDesejada: date,
              configuracaoId: groupId,
              posicao: dropPosition(target.plan, range, fraction),
              version: target.plan?.version,
              confirmExtra: flags.confirmExtra,
              confirmSent: flags.confirmSent,
            },
            flags.fromOptimised,
          ),
        {
          allocation: true,
          ticket: ticketOf(source.item),
          flags: { fromOptimised: target.plan?.tipo === 'AUTOMATICO' },
        },
      );
    },
    [allocate, run, range, selected, date, groupId, t],
  );

  const status = useCallback(
    async (action: () => Promise<unknown>, item: TPlanItem) => {
      try {
        await action();
        notifications.show({
          color: 'green',
          message: t('schedule.items.saved', { ticket: ticketOf(item) }),
        });
      } catch (error) {
        notifications.show({ color: 'red', message: errorText(error, t('schedule.rules.error')) });
      } finally {
        await reload();
      }
    },
    [t, reload],
  );

  const onItemAction = useCallback(
    (action: TItemAction, item: TPlanItem, plan: TPlan) => {
      const orderId = item.cdOrdemServico ?? 0;
      switch (action) {
        case 'close':
        case 'reschedule':
        case 'details':
          return setDialog({ kind: action, item, plan });
        case 'report':
          return void navigate(`/records/orders/${orderId}/report`);
        case 'taskData':
          return void downloadOrderTaskData(orderId)
            .then((file) => saveDownload(file, `TASKDATA-${orderId}.zip`))
            .catch((error: unknown) =>
              notifications.show({ color: 'red', message: errorText(error, t('schedule.rules.error')) }),
            );
        case 'reset':
          return void status(() => resetPlannedOrder(plan.planejamentoId, orderId), item);
        case 'cancel':
          return void status(() => cancelPlannedOrder(plan.planejamentoId, orderId), item);
        case 'remove':
          return void run(plan, (current, flags) =>
            removeOrder({
              planejamentoId: current!.planejamentoId,
              ordemId: orderId,
              version: current!.version,
              confirmSent: flags.confirmSent,
            }),
          );
        case 'moveUp':
        case 'moveDown':
          return void run(plan, (current, flags) => {
            const index = counterpartIndex(plan, item, current!);
            return saveSequence({
              planejamentoId: current!.planejamentoId,
              version: current!.version,
              itemIds: moveItem(
                current!,
                counterpartId(plan, item, current!),
                index + 1 + (action === 'moveUp' ? -1 : 1),
              ),
              confirmSent: flags.confirmSent,
            });
          });
        case 'addCleanout':
          return void run(plan, (current, flags) =>
            saveCleanout({
              planejamentoId: current!.planejamentoId,
              version: current!.version,
              posicao: counterpartIndex(plan, item, current!) + 2,
              confirmSent: flags.confirmSent,
            }),
          );
        case 'removeCleanout':
          return void run(plan, (current, flags) =>
            removeCleanout({
              itemId: counterpartId(plan, item, current!),
              planejamentoId: current!.planejamentoId,
              version: current!.version,
              confirmSent: flags.confirmSent,
            }),
          );
        case 'acceptExtra':
          return void run(plan, (current) => confirmExtraOrder(current!.planejamentoId, orderId));
        case 'undoExtra':
          return void run(plan, (current) => undoExtraOrder(current!.planejamentoId, orderId));
      }
    },
    [navigate, run, status, t],
  );

  const onVersion = useCallback(
    (machine: TMachine, kind: TPlanKind) =>
      void run(null, () =>
        activateVersion({
          referencia: date,
          configuracaoId: groupId,
          equipamentoId: machine.equipamentoId,
          tipo: kind,
        }),
      ),
    [run, date, groupId],
  );

  return { onDragEnd, onItemAction, onVersion, allocate, dialog, setDialog, reload, run };
}
