import { useEffect } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { sessionStore, useSession } from '../../api';
import { clarifyQuery } from '../../features/auth/auth.queries';
import { useBranchTimeZone } from '../../features/session/use-branch';
import { SupportPanel } from '../../features/shell/SupportPanel';
import { TopBar } from '../../features/shell/TopBar';
import { OfflineBanner } from '../../ui';

/** The frame of every signed-in screen: the top bar, the page, support and the offline banner. */
export function DefaultLayout() {
  const session = useSession();
  const token = session?.token ?? '';
  const clarify = useQuery({ ...clarifyQuery(token), enabled: Boolean(session) });
  const timeZone = useBranchTimeZone();
  const [supportOpened, support] = useDisclosure(false);

  // The server's view of the user wins over the stored copy (roles, branch or language changed).
  useEffect(() => {
    const current = sessionStore.get();
    if (clarify.data && current && JSON.stringify(clarify.data) !== JSON.stringify(current.user)) {
      sessionStore.updateUser(clarify.data);
    }
  }, [clarify.data]);

  if (!session) return null;
  return (
    <AppShell header={{ height: 60 }} padding={{ base: 'sm', sm: 'md', lg: 'lg' }}>
      <AppShell.Header className="tl-topbar" withBorder={false}>
        <TopBar
          user={session.user}
          timeZone={timeZone}
          supportOpened={supportOpened}
          onToggleSupport={support.toggle}
        />
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <SupportPanel user={session.user} opened={supportOpened} onClose={support.close} />
      <OfflineBanner />
    </AppShell>
  );
}
