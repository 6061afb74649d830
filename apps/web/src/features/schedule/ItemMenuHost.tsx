import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPlan, TPlanItem } from '@tramline/domain';
import { ITEM_ACTION_ICONS, actionsFor, type TItemAction } from './ItemMenu';

export interface TItemMenuTarget {
  item: TPlanItem;
  plan: TPlan;
  index: number;
  count: number;
  anchor: HTMLElement;
}

interface ItemMenuHostProps {
  target: TItemMenuTarget | null;
  onClose: () => void;
  onAction: (action: TItemAction, item: TPlanItem, plan: TPlan) => void;
}

/**
 * The one menu of every order block of the timeline, opened at the block used: a menu per block
 * would cost hundreds of components on a busy day.
 */
export function ItemMenuHost({ target, onClose, onAction }: ItemMenuHostProps) {
  const { t } = useTranslation();
  const rect = target?.anchor.getBoundingClientRect();
  const actions = target
    ? actionsFor(target.item, {
        readOnly: target.plan.readOnly,
        first: target.index === 0,
        last: target.index === target.count - 1,
      })
    : [];
  return (
    <Menu
      opened={target !== null}
      onChange={(opened) => !opened && onClose()}
      position="bottom-start"
      withinPortal
      shadow="md"
      returnFocus
      trapFocus
    >
      <Menu.Target>
        <div
          aria-hidden
          style={{
            position: 'fixed',
            left: rect?.left ?? 0,
            top: rect?.top ?? 0,
            width: rect?.width ?? 0,
            height: rect?.height ?? 0,
            pointerEvents: 'none',
          }}
        />
      </Menu.Target>
      <Menu.Dropdown
        aria-label={
          target
            ? target.item.kind === 'cleanout'
              ? t('schedule.items.cleanoutMenu')
              : t('schedule.items.menu', { ticket: target.item.vlOrdemServico ?? '' })
            : undefined
        }
      >
        {target &&
          actions.map((action) => (
            <Menu.Item
              key={action}
              leftSection={ITEM_ACTION_ICONS[action]}
              color={action === 'remove' || action === 'cancel' ? 'red' : undefined}
              onClick={() => {
                onClose();
                onAction(action, target.item, target.plan);
              }}
            >
              {t(`schedule.items.${action}`)}
            </Menu.Item>
          ))}
      </Menu.Dropdown>
    </Menu>
  );
}
