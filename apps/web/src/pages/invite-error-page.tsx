import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** An invitation that is invalid, expired or already used. */
export default function InviteErrorPage() {
  const { t } = useTranslation();
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
          <Text c="dimmed">{t('invite.errorBody')}</Text>
          <Button component={Link} to="/login" variant="light">
            {t('invite.toLogin')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
