import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPlan, TPlanItem } from '@tramline/domain';
import { ItemMenu, type TItemAction } from './ItemMenu';
import { ticketOf } from '@tramline/domain';

interface ExtraOrdersProps {
  plan: TPlan;
  items: TPlanItem[];
  offset: number;
  onAction: (action: TItemAction, item: TPlanItem, plan: TPlan) => void;
}

/** Extra orders of a day, listed apart from it until they are accepted. */
export function ExtraOrders({ plan, items, offset, onAction }: ExtraOrdersProps) {
  const { t } = useTranslation();
  const actions: TItemAction[] = plan.readOnly ? ['details'] : ['acceptExtra', 'undoExtra', 'details'];
  return (
    <Group gap={6} pl={offset} mt={4} data-testid="pending-extras">
      <Text size="xs" c="orange.8" fw={600}>
        {t('schedule.timeline.extras')}
      </Text>
      {items.map((item) => (
        <ItemMenu
          key={item.id}
          item={item}
          actions={actions}
          onAction={(action, target) => onAction(action, target, plan)}
        >
          <UnstyledButton aria-label={t('schedule.items.menu', { ticket: ticketOf(item) })}>
            <Badge
              variant="outline"
              color="orange"
              size="sm"
              style={{ borderStyle: 'dashed', cursor: 'pointer' }}
            >
              #{ticketOf(item)} {item.fieldNames[0] ?? ''}
            </Badge>
          </UnstyledButton>
        </ItemMenu>
      ))}
    </Group>
  );
}
