import { Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LOCALES, UNITS_PREFERENCES } from '@tramline/domain';
import { useSession } from '../../api';
import { useLocale } from '../../i18n';
import { Flag } from './flags';
import { useChangeLanguage } from './use-change-language';
import { useChangeUnits } from './use-change-units';

interface LanguageMenuProps {
  /** `bar` for the dark top bar, `page` on light backgrounds. */
  variant?: 'bar' | 'page';
}

/** The language flag menu; a signed-in user also chooses their units there. */
export function LanguageMenu({ variant = 'bar' }: LanguageMenuProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const changeLanguage = useChangeLanguage();
  const changeUnits = useChangeUnits();
  const units = useSession()?.user.units;

  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        {variant === 'bar' ? (
          <UnstyledButton
            aria-label={`${t('language.menu')}: ${t(`language.names.${locale}`)}`}
            className="tl-bar-button"
            data-testid="language-menu"
          >
            <Group gap={6} wrap="nowrap">
              <Flag locale={locale} size={22} />
              <IconChevronDown size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        ) : (
          <Button
            variant="subtle"
            color="gray"
            leftSection={<Flag locale={locale} size={20} />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            aria-label={`${t('language.menu')}: ${t(`language.names.${locale}`)}`}
            data-testid="language-menu"
          >
            {t(`language.names.${locale}`)}
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.menu')}</Menu.Label>
        {LOCALES.map((option) => (
          <Menu.Item
            key={option}
            leftSection={<Flag locale={option} size={20} />}
            rightSection={option === locale ? <IconCheck size={16} aria-hidden /> : null}
            onClick={() => option !== locale && changeLanguage.mutate(option)}
            lang={option}
            data-locale={option}
          >
            <Text size="sm" fw={option === locale ? 600 : 400}>
              {t(`language.names.${option}`)}
            </Text>
          </Menu.Item>
        ))}
        {units && (
          <>
            <Menu.Divider />
            <Menu.Label>{t('language.units.menu')}</Menu.Label>
            {UNITS_PREFERENCES.map((option) => (
              <Menu.Item
                key={option}
                rightSection={option === units ? <IconCheck size={16} aria-hidden /> : null}
                onClick={() => option !== units && changeUnits.mutate(option)}
                data-units={option}
              >
                <Text size="sm" fw={option === units ? 600 : 400}>
                  {t(`language.units.${option}`)}
                </Text>
              </Menu.Item>
            ))}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
