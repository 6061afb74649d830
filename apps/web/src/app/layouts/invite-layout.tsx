import { ActionIcon, AppShell, Group, LoadingOverlay, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api';
import { LanguageMenu } from '../../features/language/LanguageMenu';
import { Brand } from '../../features/shell/Brand';
import { SupportPanel } from '../../features/shell/SupportPanel';
import { OfflineBanner } from '../../ui';

/** Invite and onboarding pages: their own top bar, a loading overlay, support once a user exists. */
export function InviteLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const loading = useIsFetching() + useIsMutating() > 0;
  const [supportOpened, support] = useDisclosure(false);

  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header className="tl-topbar" withBorder={false}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Brand size={28} />
          <Group gap={4} wrap="nowrap">
            {session && (
              <Tooltip label={t('support.toggle')}>
                <ActionIcon
                  variant="subtle"
                  color="white"
                  size="lg"
                  onClick={support.toggle}
                  aria-label={t('support.toggle')}
                  aria-pressed={supportOpened}
                >
                  <IconMessageCircle size={20} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
            <LanguageMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main pos="relative">
        <LoadingOverlay visible={loading} zIndex={150} overlayProps={{ blur: 1 }} />
        <Outlet />
      </AppShell.Main>
      {session && <SupportPanel user={session.user} opened={supportOpened} onClose={support.close} />}
      <OfflineBanner />
    </AppShell>
  );
}
