import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../ui';
import { HUB_CARDS, HUB_SECTIONS, isScreenBuilt } from './records-hub';

/** The records hub: a card for every records screen, grouped by area. */
export function RecordsHub() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('screens.records')} subtitle={t('fleet.hub.subtitle')} />
      <Stack gap="xl">
        {HUB_SECTIONS.map((section) => (
          <section key={section} aria-labelledby={`hub-${section}`}>
            <Title order={2} size="h4" mb="sm" id={`hub-${section}`}>
              {t(`fleet.hub.sections.${section}`)}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
              {HUB_CARDS.filter((card) => card.section === section).map((card) => {
                const built = isScreenBuilt(card.path);
                const Icon = card.icon;
                return (
                  <UnstyledButton
                    key={card.key}
                    component={Link}
                    to={card.path}
                    aria-label={t(`fleet.hub.cards.${card.key}.title`)}
                    className="tl-hub-card"
                  >
                    <Card withBorder radius="md" padding="md" h="100%" style={{ opacity: built ? 1 : 0.75 }}>
                      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
                        <ThemeIcon size={40} radius="md" variant="light" color={built ? undefined : 'gray'}>
                          <Icon size={22} />
                        </ThemeIcon>
                        {built ? (
                          <IconChevronRight size={18} aria-hidden />
                        ) : (
                          <Badge variant="light" color="gray" size="sm">
                            {t('fleet.hub.comingSoon')}
                          </Badge>
                        )}
                      </Group>
                      <Text fw={600}>{t(`fleet.hub.cards.${card.key}.title`)}</Text>
                      <Text size="sm" c="dimmed" mt={4}>
                        {t(`fleet.hub.cards.${card.key}.description`)}
                      </Text>
                    </Card>
                  </UnstyledButton>
                );
              })}
            </SimpleGrid>
          </section>
        ))}
      </Stack>
    </>
  );
}
