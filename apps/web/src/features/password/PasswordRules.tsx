import { List, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { passwordChecks, type TPasswordCheck } from '@tramline/domain';

const RULES: TPasswordCheck[] = ['length', 'letter', 'uppercase', 'number', 'special'];

/** The password policy as a checklist that ticks while the user types. */
export function PasswordRules({ password, confirmation }: { password: string; confirmation?: string }) {
  const { t } = useTranslation();
  const checks = passwordChecks(password);
  const items: { key: string; passed: boolean }[] = RULES.map((rule) => ({
    key: rule,
    passed: checks[rule],
  }));
  if (confirmation !== undefined)
    items.push({ key: 'match', passed: password.length > 0 && password === confirmation });
  return (
    <List
      spacing={4}
      size="sm"
      center
      aria-label={t('people.password.rulesTitle')}
      data-testid="password-rules"
    >
      {items.map((item) => (
        <List.Item
          key={item.key}
          data-passed={item.passed}
          icon={
            <ThemeIcon
              color={item.passed ? 'teal' : 'gray'}
              size={18}
              radius="xl"
              variant={item.passed ? 'filled' : 'light'}
            >
              {item.passed ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />}
            </ThemeIcon>
          }
        >
          {t(`people.password.rules.${item.key as TPasswordCheck | 'match'}`)}
        </List.Item>
      ))}
    </List>
  );
}
