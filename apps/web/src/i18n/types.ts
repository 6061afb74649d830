import type enUs from './en-us';

/** A locale set: the same tree of keys as en-us, every leaf a text. */
export type TMessageTree<T> = { [K in keyof T]: T[K] extends string ? string : TMessageTree<T[K]> };
export type TTranslation = TMessageTree<typeof enUs>;

/** A partial set over en-us, for locales that differ in a few words only. */
export type TMessageOverrides<T> = {
  [K in keyof T]?: T[K] extends string ? string : TMessageOverrides<T[K]>;
};
