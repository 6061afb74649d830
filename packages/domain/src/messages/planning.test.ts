import { describe, expect, it } from 'vitest';
import { formatMessage, PLANNING_CODES } from './index';

describe('planning codes', () => {
  it.each(Object.entries(PLANNING_CODES))('code %s has its message in every language', (_code, key) => {
    for (const locale of ['en-us', 'en-ca', 'es-es', 'pt-br'] as const)
      expect(formatMessage(key, locale).length).toBeGreaterThan(5);
  });

  it('names the weekday without working hours', () => {
    expect(formatMessage('planningNoWorkingHours', 'en-us', { weekday: 'Monday' })).toMatch(
      /^No working-hours schedule is configured for Monday\./,
    );
  });
});
