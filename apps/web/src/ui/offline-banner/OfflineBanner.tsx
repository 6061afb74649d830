import { useEffect, useState } from 'react';
import { Group, Paper, Text } from '@mantine/core';
import { IconWifi, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec: the reconnected banner hides after 2500 ms. */
export const RECONNECTED_BANNER_MS = 2500;

type TStatus = 'online' | 'offline' | 'reconnected';

/** Bottom banner while the browser is offline, and briefly once the connection is back. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<TStatus>(() => (navigator.onLine ? 'online' : 'offline'));

  useEffect(() => {
    const goOffline = () => setStatus('offline');
    const goOnline = () => setStatus((previous) => (previous === 'offline' ? 'reconnected' : previous));
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  useEffect(() => {
    if (status !== 'reconnected') return undefined;
    const timer = setTimeout(() => setStatus('online'), RECONNECTED_BANNER_MS);
    return () => clearTimeout(timer);
  }, [status]);

  if (status === 'online') return null;
  const offline = status === 'offline';
  return (
    <Paper
      role="status"
      aria-live="polite"
      shadow="md"
      radius="md"
      px="md"
      py="xs"
      bg={offline ? 'dark.6' : 'green.7'}
      c="white"
      style={{ position: 'fixed', bottom: 16, left: '50%', transform: 'translateX(-50%)', zIndex: 400 }}
    >
      <Group gap="xs" wrap="nowrap">
        {offline ? <IconWifiOff size={18} aria-hidden /> : <IconWifi size={18} aria-hidden />}
        <Text size="sm" fw={500}>
          {offline ? t('network.offline') : t('network.online')}
        </Text>
      </Group>
    </Paper>
  );
}
