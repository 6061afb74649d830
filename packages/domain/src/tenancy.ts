import { z } from 'zod';
import { ZLocale } from './locale';

/** A branch of the owner. */
export const ZUnit = z.object({
  id: z.number().int(),
  descUnidade: z.string(),
  timeZone: z.string(),
  language: ZLocale,
  regionId: z.number().int().nullable(),
});
export type TUnit = z.infer<typeof ZUnit>;

/** An office of a branch; active locations scope what a user sees. */
export const ZLocation = z.object({
  cdLocalizacaoId: z.number().int(),
  dsLocalizacaoEscritorio: z.string(),
  cdUnidade: z.number().int(),
});
export type TLocation = z.infer<typeof ZLocation>;

/** `POST activeLocation`: the chosen active locations of the current unit. */
export const ZActiveLocationRequest = z.object({
  locations: z.array(z.number().int().positive()).max(1000),
});
