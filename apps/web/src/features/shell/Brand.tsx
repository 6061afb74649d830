import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The Tramline mark: two wheel tracks through a crop row. */
export function BrandMark({ size = 30 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden style={{ flex: 'none' }}>
      <rect width="32" height="32" rx="8" fill="#3d9a5f" />
      <path d="M8 27 13.6 6M24 27 18.4 6" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M16 9v2.2M16 14.6v2.8M16 21v3.4" stroke="#d4f0b0" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

export function Brand({ size = 30, light = true }: { size?: number; light?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={10} wrap="nowrap">
      <BrandMark size={size} />
      <Text fw={700} fz={size * 0.66} c={light ? 'white' : 'tramline.9'} style={{ letterSpacing: '-0.01em' }}>
        {t('app.name')}
      </Text>
    </Group>
  );
}
