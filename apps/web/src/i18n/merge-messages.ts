import type { TMessageOverrides, TMessageTree } from './types';

/** A copy of `base` with the texts of `overrides` in place of its own. */
export function mergeMessages<T extends object>(base: T, overrides: TMessageOverrides<T>): TMessageTree<T> {
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(overrides as Record<string, unknown>)) {
    const current = (base as Record<string, unknown>)[key];
    result[key] =
      value !== null && typeof value === 'object' && current !== null && typeof current === 'object'
        ? mergeMessages(current, value as TMessageOverrides<typeof current>)
        : value;
  }
  return result as TMessageTree<T>;
}
