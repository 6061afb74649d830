import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone, ZPhone } from './grower';

describe('grower phones', () => {
  it('keeps a phone as + and digits however it was written', () => {
    expect(normalizePhone('(515) 555-0142')).toBe('5155550142');
    expect(normalizePhone('+1 515.555.0142')).toBe('+15155550142');
    expect(ZPhone.parse(' +55 (66) 99921-0000 ')).toBe('+5566999210000');
  });

  it('refuses text and numbers too short or too long to be a phone', () => {
    expect(ZPhone.safeParse('call me').success).toBe(false);
    expect(ZPhone.safeParse('12345').success).toBe(false);
    expect(ZPhone.safeParse('+1234567890123456').success).toBe(false);
  });

  it('shows North American and Brazilian phones the way people read them', () => {
    expect(formatPhone('+15155550142')).toBe('+1 (515) 555-0142');
    expect(formatPhone('+5566999210000')).toBe('+55 66 99921-0000');
    expect(formatPhone('5155550142')).toBe('5155550142');
  });
});
