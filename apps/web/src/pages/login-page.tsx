import { Alert, Box, Flex, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarStats, IconMapPin, IconSend } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '../api';
import { HOME_PATH, REDIRECT_PARAM, safeRedirect } from '../app/guards';
import { LoginForm } from '../features/auth/LoginForm';
import { LanguageMenu } from '../features/language/LanguageMenu';
import { Brand } from '../features/shell/Brand';

/** Sign-in: the product beside the form, the language picker on top. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const endedReason = sessionStore.endReason();
  const target = safeRedirect(params.get(REDIRECT_PARAM)) ?? HOME_PATH;

  return (
    <Flex mih="100vh" direction={{ base: 'column', md: 'row' }}>
      <Box className="tl-login-aside" visibleFrom="md" w={{ md: '44%', lg: '46%' }} p={{ md: 48, lg: 64 }}>
        <Stack h="100%" justify="space-between" gap="xl">
          <Brand size={40} />
          <Stack gap="xl" maw={460}>
            <Title order={2} fz={30} lh={1.25} c="white" fw={650}>
              {t('app.tagline')}
            </Title>
            <List spacing="md" size="md" center c="rgba(255,255,255,0.9)" lh={1.45}>
              <List.Item
                icon={
                  <ThemeIcon color="lime" variant="light" radius="xl" size={32}>
                    <IconCalendarStats size={18} aria-hidden />
                  </ThemeIcon>
                }
              >
                {t('app.pointPlan')}
              </List.Item>
              <List.Item
                icon={
                  <ThemeIcon color="lime" variant="light" radius="xl" size={32}>
                    <IconSend size={18} aria-hidden />
                  </ThemeIcon>
                }
              >
                {t('app.pointSend')}
              </List.Item>
              <List.Item
                icon={
                  <ThemeIcon color="lime" variant="light" radius="xl" size={32}>
                    <IconMapPin size={18} aria-hidden />
                  </ThemeIcon>
                }
              >
                {t('app.pointWatch')}
              </List.Item>
            </List>
          </Stack>
          <Text size="sm" c="rgba(255,255,255,0.6)">
            {t('app.footer')}
          </Text>
        </Stack>
      </Box>

      <Flex component="main" direction="column" style={{ flex: 1 }} bg="var(--tl-page-bg)">
        <Group justify="space-between" p="md">
          <Box hiddenFrom="md">
            <Brand size={30} light={false} />
          </Box>
          <Box ml="auto">
            <LanguageMenu variant="page" />
          </Box>
        </Group>
        <Flex style={{ flex: 1 }} align="center" justify="center" px="md" pb={48}>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 36 }} w="100%" maw={440}>
            <Stack gap="lg">
              <div>
                <Title order={1} size="h2">
                  {t('auth.title')}
                </Title>
                <Text c="dimmed" size="sm" mt={6}>
                  {t('auth.subtitle')}
                </Text>
              </div>
              {endedReason === 'expired' && (
                <Alert color="orange" variant="light" data-testid="session-ended">
                  {t('auth.sessionExpired')}
                </Alert>
              )}
              <LoginForm onLoggedIn={() => void navigate(target, { replace: true })} />
            </Stack>
          </Paper>
        </Flex>
      </Flex>
    </Flex>
  );
}
