import { ActionIcon, Burger, Drawer, Group, NavLink as MantineNavLink, Stack, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TSessionUser } from '@tramline/domain';
import { LanguageMenu } from '../language/LanguageMenu';
import { BranchLocationSelector } from '../session/BranchLocationSelector';
import { Brand } from './Brand';
import { MAIN_NAV } from './nav-items';
import { NotificationBell } from './NotificationBell';
import { UserMenu } from './UserMenu';

interface TopBarProps {
  user: TSessionUser;
  timeZone: string;
  supportOpened: boolean;
  onToggleSupport: () => void;
}

/** The bar above every screen: main links, support, alerts, language, branch and user. */
export function TopBar({ user, timeZone, supportOpened, onToggleSupport }: TopBarProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [drawerOpened, drawer] = useDisclosure(false);

  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="lg" wrap="nowrap">
        <Burger
          opened={drawerOpened}
          onClick={drawer.toggle}
          hiddenFrom="md"
          color="white"
          size="sm"
          aria-label={t('nav.openMenu')}
        />
        <Link to="/monitoring" className="tl-brand-link" aria-label={t('app.name')}>
          <Brand size={28} />
        </Link>
        <Group component="nav" aria-label={t('nav.main')} gap={4} visibleFrom="md" wrap="nowrap">
          {MAIN_NAV.map((item) => (
            <NavLink key={item.to} to={item.to} className="tl-nav-link">
              {t(item.label)}
            </NavLink>
          ))}
        </Group>
      </Group>

      <Group gap={4} wrap="nowrap">
        <Tooltip label={t('support.toggle')}>
          <ActionIcon
            variant={supportOpened ? 'filled' : 'subtle'}
            color={supportOpened ? 'lime' : 'white'}
            size="lg"
            className="tl-bar-icon"
            onClick={onToggleSupport}
            aria-label={t('support.toggle')}
            aria-pressed={supportOpened}
            data-testid="support-toggle"
          >
            <IconMessageCircle size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <NotificationBell timeZone={timeZone} />
        <LanguageMenu />
        <BranchLocationSelector user={user} />
        <UserMenu user={user} />
      </Group>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        size={280}
        title={<Brand size={26} light={false} />}
      >
        <Stack gap={4} component="nav" aria-label={t('nav.main')}>
          {MAIN_NAV.map((item) => (
            <MantineNavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={t(item.label)}
              active={location.pathname.startsWith(item.to)}
              onClick={drawer.close}
            />
          ))}
        </Stack>
      </Drawer>
    </Group>
  );
}
