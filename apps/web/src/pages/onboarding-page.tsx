import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { useSession } from '../api';
import { storedInvite } from '../features/invite/invite-store';
import { OnboardingWizard } from '../features/onboarding/OnboardingWizard';
import { profileQuery } from '../features/users/users.queries';

/** /onboarding: terms, password and registration, for an invited person or a user who must change their password. */
export default function OnboardingPage() {
  const session = useSession();
  const invite = storedInvite();
  const recovery = invite?.mode === 'recovery' || (!invite && Boolean(session));
  const profile = useQuery({ ...profileQuery(), enabled: Boolean(session) && recovery });

  if (!invite && !session) return <Navigate to="/" replace />;
  if (recovery && profile.isPending) {
    return (
      <Center py={80}>
        <Loader />
      </Center>
    );
  }
  if (recovery && profile.data && !profile.data.mustChangePassword && !invite)
    return <Navigate to="/monitoring" replace />;
  return (
    <Center py={{ base: 'md', sm: 48 }} px="md">
      <OnboardingWizard
        invite={invite ?? { hash: '', active: true, finished: false, mode: 'recovery' }}
        profile={profile.data}
      />
    </Center>
  );
}
