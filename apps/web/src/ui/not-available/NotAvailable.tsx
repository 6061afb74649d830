import type { ReactNode } from 'react';
import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

interface NotAvailableProps {
  /** The screen's name as the user knows it. */
  screen: string;
  /** A line on what the screen will show; a generic one otherwise. */
  description?: ReactNode;
  /** Where the button leads; no button when absent. */
  backTo?: string;
  backLabel?: string;
}

/** The page of a screen that is listed in the product but not built yet. */
export function NotAvailable({ screen, description, backTo, backLabel }: NotAvailableProps) {
  const { t } = useTranslation();
  return (
    <Center py={64} px="md">
      <Paper withBorder radius="lg" p="xl" maw={560} w="100%" shadow="xs">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="tramline">
            <IconHourglassHigh size={30} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h3">
            {t('notAvailable.title', { screen })}
          </Title>
          <Text c="dimmed">{description ?? t('notAvailable.body')}</Text>
          {backTo && (
            <Button component={Link} to={backTo} variant="light">
              {backLabel}
            </Button>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
