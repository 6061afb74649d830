import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * What a screen shows to a role that may not use it; the server refuses the calls too (403).
 * `message` says who may use it when that is not 'those who manage users'.
 */
export function NoPermission({ screen, message }: { screen: string; message?: string }) {
  const { t } = useTranslation();
  return (
    <Center py={64} px="md">
      <Paper withBorder radius="lg" p="xl" maw={520} w="100%">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={52} radius="xl" variant="light" color="gray">
            <IconLock size={28} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h3">
            {t('people.common.noPermissionTitle', { screen })}
          </Title>
          <Text c="dimmed">{message ?? t('people.common.noPermission')}</Text>
        </Stack>
      </Paper>
    </Center>
  );
}
