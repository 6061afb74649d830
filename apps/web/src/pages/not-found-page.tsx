import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center py={80}>
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} size="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.body')}</Text>
        <Button component={Link} to="/monitoring" variant="light" mt="sm">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
