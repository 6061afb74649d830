import { memo } from 'react';
import { useDraggable } from '@dnd-kit/core';
import type { TPlan, TPlanItem } from '@tramline/domain';
import type { TOrderBlock } from './timeline-layout';
import type { TTimelineTexts } from './use-timeline-texts';
import { ticketOf } from '@tramline/domain';

/** Opens the menu of an item at the element the dispatcher used. */
export type TOpenItemMenu = (target: {
  item: TPlanItem;
  plan: TPlan;
  index: number;
  count: number;
  anchor: HTMLElement;
}) => void;

interface OrderBlockProps {
  block: TOrderBlock;
  plan: TPlan;
  index: number;
  count: number;
  texts: TTimelineTexts;
  onOpenMenu: TOpenItemMenu;
}

/** A planned order on a machine's track: ticket and field, its times in a tooltip, its menu on click. */
export const OrderBlock = memo(function OrderBlock({
  block,
  plan,
  index,
  count,
  texts,
  onOpenMenu,
}: OrderBlockProps) {
  const { item } = block;
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `item:${plan.planejamentoId}:${item.id}`,
    data: { kind: 'item', plan, item },
    disabled: plan.readOnly,
  });
  const part = texts.orderPart(item);
  const label = part
    ? `${texts.orderLabel(item, ticketOf(item))} · ${part}`
    : texts.orderLabel(item, ticketOf(item));

  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      aria-haspopup="menu"
      title={item.productNames.length ? `${label} · ${item.productNames.join(' + ')}` : label}
      onClick={(event) => onOpenMenu({ item, plan, index, count, anchor: event.currentTarget })}
      data-testid="order-block"
      data-order={item.cdOrdemServico ?? undefined}
      className="schedule-order-block"
      style={{
        left: `${block.left}%`,
        width: `max(${block.width}%, 6px)`,
        background: item.ordemExtra ? '#fff9db' : '#ffffff',
        borderStyle: item.ordemExtra ? 'dashed' : 'solid',
        opacity: isDragging ? 0.4 : 1,
        cursor: plan.readOnly ? 'pointer' : 'grab',
      }}
    >
      #{ticketOf(item)} {item.fieldNames[0] ?? ''}
      {part ? ` · ${part}` : ''}
    </button>
  );
});
