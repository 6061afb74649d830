import { describe, expect, it } from 'vitest';
import { LOCALES } from '@tramline/domain';
import enUs from './en-us';
import { enCaOverrides } from './en-ca';
import { RESOURCES } from './index';

type TTree = { [key: string]: string | TTree };

function leaves(tree: TTree, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [child, text] of leaves(value, path)) result.set(child, text);
  }
  return result;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
const reference = leaves(enUs as unknown as TTree);

describe('locale sets', () => {
  it.each(LOCALES)('%s has every key of en-us and no other', (locale) => {
    const keys = leaves(RESOURCES[locale].translation as unknown as TTree);
    const missing = [...reference.keys()].filter((key) => !keys.has(key));
    const extra = [...keys.keys()].filter((key) => !reference.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(LOCALES)('%s fills every text and keeps the placeholders of en-us', (locale) => {
    const keys = leaves(RESOURCES[locale].translation as unknown as TTree);
    for (const [key, text] of keys) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(reference.get(key) ?? ''));
    }
  });

  it('writes Canadian texts only over keys en-us has', () => {
    for (const key of leaves(enCaOverrides as unknown as TTree).keys())
      expect(reference.has(key), key).toBe(true);
  });

  it('translates the Spanish and Portuguese shells rather than copying English', () => {
    for (const locale of ['es-es', 'pt-br'] as const) {
      const keys = leaves(RESOURCES[locale].translation as unknown as TTree);
      const same = [...keys].filter(
        ([key, text]) => text === reference.get(key) && !/^(app\.name|language\.names)/.test(key),
      );
      // A few words are the same in both languages (Integration V2, Vouchers...); most must differ.
      expect(same.length).toBeLessThan(reference.size * 0.05);
    }
  });
});
