import { ActionIcon, Badge, Box, Group, Indicator, Menu, Stack, Text } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@tramline/domain';
import { useLocale } from '../../i18n';
import { useLatestAlarms } from '../alerts/alerts.store';
import { useAlarmFeed } from '../alerts/use-alarm-feed';

interface NotificationBellProps {
  timeZone: string;
}

/** The bell with the count of alerts and the latest three. */
export function NotificationBell({ timeZone }: NotificationBellProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  useAlarmFeed();
  const { latest, count } = useLatestAlarms();

  return (
    // The count sits outside the menu's target: the target's wrapper would carry aria-expanded.
    <Indicator
      label={count > 99 ? '99+' : count}
      size={18}
      color="red"
      offset={6}
      disabled={count === 0}
      withBorder
    >
      <Menu position="bottom-end" width={320} withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="white"
            size="lg"
            className="tl-bar-icon"
            aria-label={
              count > 0 ? `${t('alerts.bell')}: ${t('alerts.unread', { count })}` : t('alerts.bell')
            }
            data-testid="notification-bell"
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Group justify="space-between" px="sm" py={6}>
            <Text size="sm" fw={600}>
              {t('alerts.title')}
            </Text>
            {count > 0 && (
              <Badge size="sm" color="red" variant="light">
                {t('alerts.unread', { count })}
              </Badge>
            )}
          </Group>
          <Menu.Divider />
          {latest.length === 0 ? (
            <Stack align="center" gap={6} py="md" c="dimmed">
              <IconBellOff size={22} aria-hidden />
              <Text size="sm">{t('alerts.empty')}</Text>
            </Stack>
          ) : (
            latest.map((alarm) => (
              <Menu.Item key={alarm.cdId} component={Link} to="/alerts">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Box
                    w={8}
                    h={8}
                    mt={6}
                    style={{
                      borderRadius: 4,
                      flex: 'none',
                      background: alarm.vlAlarme ?? 'var(--mantine-color-orange-6)',
                    }}
                  />
                  <div>
                    <Text size="sm" fw={500} lineClamp={2}>
                      {alarm.descAlarme}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {[alarm.descEquipamento, formatDateTime(alarm.dtHrLocal, locale, timeZone)]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </div>
                </Group>
              </Menu.Item>
            ))
          )}
          <Menu.Divider />
          <Menu.Item component={Link} to="/alerts" ta="center">
            <Text size="sm" c="tramline.7" fw={500}>
              {t('alerts.seeAll')}
            </Text>
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Indicator>
  );
}
