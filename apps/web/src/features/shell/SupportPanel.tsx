import { Affix, Button, CloseButton, Group, Paper, Stack, Text, ThemeIcon, Transition } from '@mantine/core';
import { IconHeadset, IconMail, IconMessages } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TSessionUser } from '@tramline/domain';
import { ownerSettingsQuery, supportContactQuery } from '../session/session.queries';

interface SupportPanelProps {
  user: TSessionUser;
  opened: boolean;
  onClose: () => void;
}

/** The support chat panel the top bar toggles. */
export function SupportPanel({ user, opened, onClose }: SupportPanelProps) {
  const { t } = useTranslation();
  const settings = useQuery({ ...ownerSettingsQuery(user.owner), enabled: opened });
  const contact = useQuery({ ...supportContactQuery(user.login), enabled: opened });
  // The branch's support address first, then the company's; a chat service when one is set.
  const supportEmail = contact.data?.supportEmail ?? settings.data?.supportEmail;
  const chatUrl = contact.data?.chatUrl;

  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={300}>
      <Transition mounted={opened} transition="slide-up" duration={180}>
        {(styles) => (
          <Paper
            style={styles}
            shadow="xl"
            radius="lg"
            p="lg"
            w={340}
            withBorder
            role="dialog"
            aria-label={t('support.title')}
            data-testid="support-panel"
          >
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <Group gap="sm">
                  <ThemeIcon radius="xl" size="lg" color="tramline" variant="light">
                    <IconHeadset size={20} aria-hidden />
                  </ThemeIcon>
                  <Text fw={600}>{t('support.title')}</Text>
                </Group>
                <CloseButton onClick={onClose} aria-label={t('common.close')} />
              </Group>
              <Text size="sm" c="dimmed">
                {t('support.intro')}
              </Text>
              {chatUrl ? (
                <Button
                  component="a"
                  href={chatUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  leftSection={<IconMessages size={16} aria-hidden />}
                >
                  {t('people.support.openChat')}
                </Button>
              ) : supportEmail ? (
                <>
                  <Button
                    component="a"
                    href={`mailto:${supportEmail}?subject=${encodeURIComponent(t('people.support.subject', { login: user.login }))}`}
                    leftSection={<IconMail size={16} aria-hidden />}
                    data-testid="support-email"
                  >
                    {t('support.email')}
                  </Button>
                  <Text size="xs" c="dimmed">
                    {t('people.support.noChat', { email: supportEmail })}
                  </Text>
                </>
              ) : (
                (settings.isSuccess || contact.isSuccess) && <Text size="sm">{t('support.noContact')}</Text>
              )}
              {contact.data?.email && contact.data.email !== supportEmail && (
                <Text size="xs" c="dimmed">
                  {t('support.replyTo', { email: contact.data.email })}
                </Text>
              )}
            </Stack>
          </Paper>
        )}
      </Transition>
    </Affix>
  );
}
