import type { ReactNode } from 'react';
import { Menu } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconBrush,
  IconCalendarEvent,
  IconCheck,
  IconCircleCheck,
  IconCloudRain,
  IconDownload,
  IconPlayerStop,
  IconReport,
  IconRotate,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  canApplyStatusAction,
  WORK_ORDER_STATUS,
  type TPlanItem,
  type TWorkOrderStatus,
} from '@tramline/domain';

export const ITEM_ACTIONS = [
  'moveUp',
  'moveDown',
  'details',
  'reschedule',
  'addCleanout',
  'removeCleanout',
  'acceptExtra',
  'undoExtra',
  'close',
  'report',
  'taskData',
  'reset',
  'cancel',
  'remove',
] as const;
export type TItemAction = (typeof ITEM_ACTIONS)[number];

export const ITEM_ACTION_ICONS: Record<TItemAction, ReactNode> = {
  moveUp: <IconArrowUp size={16} />,
  moveDown: <IconArrowDown size={16} />,
  details: <IconCloudRain size={16} />,
  reschedule: <IconCalendarEvent size={16} />,
  addCleanout: <IconBrush size={16} />,
  removeCleanout: <IconX size={16} />,
  acceptExtra: <IconCircleCheck size={16} />,
  undoExtra: <IconX size={16} />,
  close: <IconCheck size={16} />,
  report: <IconReport size={16} />,
  taskData: <IconDownload size={16} />,
  reset: <IconRotate size={16} />,
  cancel: <IconPlayerStop size={16} />,
  remove: <IconTrash size={16} />,
};

/** Which actions an item offers: by its kind, its order's status (the domain's status actions) and the day. */
export function actionsFor(
  item: TPlanItem,
  { readOnly, first, last }: { readOnly: boolean; first: boolean; last: boolean },
): TItemAction[] {
  if (item.kind === 'cleanout') return readOnly ? [] : ['removeCleanout'];
  if (item.kind !== 'order') return [];
  const status = (item.status ?? WORK_ORDER_STATUS.READY) as TWorkOrderStatus;
  const actions: TItemAction[] = ['details'];
  if (!readOnly) {
    if (!first) actions.push('moveUp');
    if (!last) actions.push('moveDown');
    actions.push('reschedule', 'addCleanout');
    if (item.ordemExtra) actions.push(item.ordemExtraAceita ? 'undoExtra' : 'acceptExtra');
  }
  if (canApplyStatusAction('close', status)) actions.push('close');
  if (status === WORK_ORDER_STATUS.COMPLETED) actions.push('report');
  actions.push('taskData');
  if (canApplyStatusAction('reset', status)) actions.push('reset');
  if (canApplyStatusAction('cancel', status)) actions.push('cancel');
  if (!readOnly) actions.push('remove');
  return actions;
}

interface ItemMenuProps {
  item: TPlanItem;
  actions: TItemAction[];
  onAction: (action: TItemAction, item: TPlanItem) => void;
  children: ReactNode;
}

/** The menu of a planned order or cleanout (spec part 1 §4, actions on an order in a schedule). */
export function ItemMenu({ item, actions, onAction, children }: ItemMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-start" withinPortal shadow="md">
      <Menu.Target>{children}</Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item
            key={action}
            leftSection={ITEM_ACTION_ICONS[action]}
            color={action === 'remove' || action === 'cancel' ? 'red' : undefined}
            onClick={() => onAction(action, item)}
          >
            {t(`schedule.items.${action}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
