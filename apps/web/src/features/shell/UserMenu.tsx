import { Avatar, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TSessionUser } from '@tramline/domain';
import { useLocale } from '../../i18n';
import { useLogout } from '../auth/use-logout';
import { ownerSettingsQuery } from '../session/session.queries';
import { ADMIN_ITEM, SETTINGS_MENU, userMenuItems, type TNavItem } from './nav-items';
import { AccountMenuItems } from '../users/AccountMenuItems';

function initials(name: string) {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

/** The user's menu: records, integration, maps, reports and logout. */
export function UserMenu({ user }: { user: TSessionUser }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const logout = useLogout();
  const settings = useQuery(ownerSettingsQuery(user.owner));
  const items = userMenuItems(locale, settings.data);
  const role = user.roles[0];
  const link = (item: TNavItem) => {
    const Icon = item.icon;
    return (
      <Menu.Item
        key={item.to}
        component={Link}
        to={item.to}
        leftSection={Icon ? <Icon size={16} aria-hidden /> : null}
      >
        {t(item.label)}
      </Menu.Item>
    );
  };

  return (
    <Menu position="bottom-end" width={290} withinPortal>
      <Menu.Target>
        <UnstyledButton className="tl-bar-button" data-testid="user-menu">
          <Group gap={8} wrap="nowrap">
            <Avatar size={30} radius="xl" color="lime.4" variant="filled" aria-hidden>
              {initials(user.name)}
            </Avatar>
            <Stack gap={0} visibleFrom="lg" maw={140}>
              <Text size="sm" fw={600} lh={1.2} truncate="end">
                {user.name}
              </Text>
              {role && (
                <Text size="xs" lh={1.2} opacity={0.75} truncate="end">
                  {t(`roles.${role}`)}
                </Text>
              )}
            </Stack>
            {/* The spoken name starts with what the button shows, then says what it opens. */}
            <VisuallyHidden>{t('menu.user')}</VisuallyHidden>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)">
            {user.name}
          </Text>
          <Text size="xs" c="dimmed">
            {user.email ?? user.login}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        {items.map(link)}
        <Menu.Divider />
        <Menu.Label>{t('menu.settings')}</Menu.Label>
        {SETTINGS_MENU.map(link)}
        {link(ADMIN_ITEM)}
        <AccountMenuItems />
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={logout}>
          {t('menu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
