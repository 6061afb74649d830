import { useEffect } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ONBOARDING_PATH } from '../app/guards';
import { storeInvite } from '../features/invite/invite-store';
import { inviteDetailQuery } from '../features/invites/invites.queries';

/**
 * Entry of an invitation link (`/invite?hash=...&owner=...`): the invite is looked up, stored with
 * its token, and the person goes to onboarding; a link that no longer works goes to /invite-error.
 */
export default function InvitePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const hash = params.get('hash') ?? '';
  const owner = params.get('owner') ?? '';
  const detail = useQuery({ ...inviteDetailQuery(owner, hash), enabled: Boolean(hash && owner) });

  useEffect(() => {
    if (!hash || !owner || detail.isError) {
      void navigate('/invite-error', { replace: true });
      return;
    }
    const invite = detail.data;
    if (!invite) return;
    if (invite.active && !invite.finished) {
      storeInvite({
        hash: invite.hash,
        token: hash,
        owner: invite.owner,
        mode: 'invite',
        active: true,
        finished: false,
        detail: invite,
      });
      void navigate(ONBOARDING_PATH, { replace: true });
    } else {
      void navigate(`/invite-error?reason=${invite.status}`, { replace: true });
    }
  }, [detail.data, detail.isError, hash, owner, navigate]);

  return (
    <Center py={96}>
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{t('people.invite.checking')}</Text>
      </Stack>
    </Center>
  );
}
