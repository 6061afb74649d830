import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

const REASONS = ['EXPIRED', 'FINISHED', 'DISABLED', 'inviteExpired', 'inviteFinished'] as const;
type TReason = (typeof REASONS)[number];

/** An invitation that is invalid, expired or already used. */
export default function InviteErrorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reason = params.get('reason');
  const known = REASONS.includes(reason as TReason) ? (reason as TReason) : null;
  const body =
    known === 'EXPIRED' || known === 'inviteExpired'
      ? t('people.invite.expiredBody')
      : known === 'FINISHED' || known === 'inviteFinished'
        ? t('people.invite.finishedBody')
        : t('invite.errorBody');
  return (
    <Center py={64}>
      <Paper withBorder radius="lg" p="xl" maw={480} w="100%">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={52} radius="xl" variant="light" color="red">
            <IconMailOff size={28} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h3">
            {t('invite.errorTitle')}
          </Title>
          <Text c="dimmed" data-testid="invite-error-reason">
            {body}
          </Text>
          <Button component={Link} to="/login" variant="light">
            {t('invite.toLogin')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
