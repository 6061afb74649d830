import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A page that failed to load (a lost connection while fetching its code, most often). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" ta="center" maw={460}>
        <Title order={1} size="h3">
          {t('errors.request')}
        </Title>
        <Text c="dimmed">{t('errors.chunk')}</Text>
        <Button onClick={() => window.location.reload()} mt="sm">
          {t('errors.reload')}
        </Button>
      </Stack>
    </Center>
  );
}
