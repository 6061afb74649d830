import { Tooltip, UnstyledButton } from '@mantine/core';
import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { TLocale, TPlan, TPlanItem } from '@tramline/domain';
import { actionsFor, ItemMenu, type TItemAction } from './ItemMenu';
import { formatClock } from './schedule-dates';
import type { TOrderBlock } from './timeline-layout';

interface OrderBlockProps {
  block: TOrderBlock;
  plan: TPlan;
  index: number;
  count: number;
  locale: TLocale;
  timeZone: string;
  onAction: (action: TItemAction, item: TPlanItem, plan: TPlan) => void;
}

export const ticketOf = (item: Pick<TPlanItem, 'vlOrdemServico' | 'cdOrdemServico'>) =>
  item.vlOrdemServico ?? String(item.cdOrdemServico ?? '');

/** A planned order on a machine's track: ticket and field, its times in a tooltip, its menu on click. */
export function OrderBlock({ block, plan, index, count, locale, timeZone, onAction }: OrderBlockProps) {
  const { t } = useTranslation();
  const { item } = block;
  const readOnly = plan.readOnly;
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `item:${plan.planejamentoId}:${item.id}`,
    data: { kind: 'item', plan, item },
    disabled: readOnly,
  });
  const start = item.plannedStart ? formatClock(item.plannedStart, locale, timeZone) : '';
  const end = item.plannedEnd ? formatClock(item.plannedEnd, locale, timeZone) : '';
  const label = t('schedule.timeline.orderBlock', {
    ticket: ticketOf(item),
    fields: item.fieldNames.join(', '),
    start,
    end,
  });
  const actions = actionsFor(item, { readOnly, first: index === 0, last: index === count - 1 });

  return (
    <ItemMenu item={item} actions={actions} onAction={(action, target) => onAction(action, target, plan)}>
      <Tooltip
        label={`${label}${item.productNames.length ? ` · ${item.productNames.join(' + ')}` : ''}`}
        withinPortal
        openDelay={250}
      >
        <UnstyledButton
          ref={setNodeRef}
          {...attributes}
          {...listeners}
          aria-label={label}
          data-testid="order-block"
          data-order={item.cdOrdemServico ?? undefined}
          style={{
            position: 'absolute',
            top: 2,
            height: 24,
            left: `${block.left}%`,
            width: `max(${block.width}%, 6px)`,
            background: item.ordemExtra ? '#fff9db' : '#ffffff',
            border: `1px ${item.ordemExtra ? 'dashed' : 'solid'} #2b8a3e`,
            borderRadius: 4,
            padding: '0 4px',
            overflow: 'hidden',
            whiteSpace: 'nowrap',
            textOverflow: 'ellipsis',
            fontSize: 11,
            lineHeight: '22px',
            fontWeight: 600,
            color: '#1b4332',
            opacity: isDragging ? 0.4 : 1,
            cursor: readOnly ? 'pointer' : 'grab',
            zIndex: 2,
          }}
        >
          #{ticketOf(item)} {item.fieldNames[0] ?? ''}
        </UnstyledButton>
      </Tooltip>
    </ItemMenu>
  );
}
