import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconEdit, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface RowActionsProps {
  name: string;
  active: boolean;
  onEdit: () => void;
  onToggleActive?: () => void;
  onDelete: () => void;
}

/** The actions menu at the end of a record row; clicks stay out of the row's own click. */
export function RowActions({ name, active, onEdit, onToggleActive, onDelete }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <div onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={t('fleet.common.actionsFor', { name })}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconEdit size={16} />} onClick={onEdit}>
            {t('fleet.common.edit')}
          </Menu.Item>
          {onToggleActive && (
            <Menu.Item
              leftSection={active ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
              onClick={onToggleActive}
            >
              {active ? t('fleet.common.deactivate') : t('fleet.common.activate')}
            </Menu.Item>
          )}
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
            {t('fleet.common.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </div>
  );
}
