import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Entry of an invitation link; accepting it comes with people and access. */
export default function InvitePage() {
  const { t } = useTranslation();
  return (
    <Center py={64}>
      <Paper withBorder radius="lg" p="xl" maw={480} w="100%">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={52} radius="xl" variant="light">
            <IconMailOpened size={28} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h3">
            {t('invite.title')}
          </Title>
          <Text c="dimmed">{t('invite.body')}</Text>
          <Button component={Link} to="/login" variant="light">
            {t('invite.toLogin')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
