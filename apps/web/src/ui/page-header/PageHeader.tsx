import type { ReactNode } from 'react';
import { Group, Text, Title } from '@mantine/core';

interface PageHeaderProps {
  title: ReactNode;
  /** A line under the title: the date, a count, a filter summary. */
  subtitle?: ReactNode;
  /** Buttons on the right. */
  actions?: ReactNode;
}

/** The title row of a screen. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" mb="md" gap="sm" wrap="wrap">
      <div>
        <Title order={1} size="h2" lh={1.2}>
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" size="sm" mt={4} data-testid="page-subtitle">
            {subtitle}
          </Text>
        )}
      </div>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
