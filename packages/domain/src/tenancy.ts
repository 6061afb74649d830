import { z } from 'zod';
import { ZId, ZIdText } from './ids';
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
  locations: z.array(ZId).max(1000),
});

/** `GET /activeLocation`: permitted locations of the current branch and which of them are active. */
export const ZActiveLocations = z.object({
  locations: z.array(ZLocation),
  /** Ids (`cdLocalizacaoId`) of the active locations among `locations`. */
  active: z.array(z.number().int()),
});
export type TActiveLocations = z.infer<typeof ZActiveLocations>;

/** `POST /activeLocation` answer: the active locations as saved. */
export const ZActiveLocationsSaved = z.object({ active: z.array(z.number().int()) });
export type TActiveLocationsSaved = z.infer<typeof ZActiveLocationsSaved>;

/** `GET /owner/settings`: the owner's settings and features. */
export const ZOwnerSettings = z.object({
  code: z.string(),
  name: z.string(),
  /** The season-planning feature check of the owner. */
  seasonPlanning: z.boolean(),
  /** The company's support address; null when it has none. */
  supportEmail: z.string().nullable(),
});
export type TOwnerSettings = z.infer<typeof ZOwnerSettings>;

/** Path parameter `{login}` of `GET /usuario/{login}`. */
export const ZLoginParam = z.object({ login: z.string().min(1).max(100) });

/** `GET /usuario/{login}`: where support replies go. */
export const ZSupportContact = z.object({
  /** The user's own address, where support replies to. */
  email: z.string().nullable(),
  /** The branch's support address, else the company's. */
  supportEmail: z.string().nullable(),
  /** The company's chat service, when it has one. */
  chatUrl: z.string().nullable(),
});
export type TSupportContact = z.infer<typeof ZSupportContact>;

/** `PUT /unidades/{id}/suporte`: the branch's support address; empty or null falls back to the company's. */
export const ZUnitSupportEmailInput = z
  .object({
    supportEmail: z
      .email()
      .max(254)
      .nullish()
      .or(z.literal('').transform(() => null))
      .transform((value) => value ?? null),
  })
  .strict();
export type TUnitSupportEmailInput = z.infer<typeof ZUnitSupportEmailInput>;

/** `PUT /unidades/{id}/suporte` answer. */
export const ZUnitSupportEmail = z.object({ id: z.number().int(), supportEmail: z.string().nullable() });
export type TUnitSupportEmail = z.infer<typeof ZUnitSupportEmail>;

/** A region of the owner, grouping branches. */
export const ZRegion = z.object({ id: z.number().int(), descRegional: z.string() });
export type TRegion = z.infer<typeof ZRegion>;

/** `GET /unidades/regionalPorUnidade` query: the branch whose region is asked. */
export const ZUnitRegionQuery = z.object({ cdUnidade: ZIdText });

/** `GET /unidades/regionalPorUnidade`: the region of a branch (null when it has none) and its branches. */
export const ZUnitRegion = z.object({
  id: z.number().int().nullable(),
  descRegional: z.string().nullable(),
  units: z.array(ZUnit),
});
export type TUnitRegion = z.infer<typeof ZUnitRegion>;

/** `GET /unidades/fitbounds` query: `regional=true` boxes the whole region of the active branch. */
export const ZFitBoundsQuery = z.object({ regional: z.enum(['true', 'false']).default('false') });

/** `GET /unidades/fitbounds`: the map box of the active branch (or its region). */
export const ZFitBounds = z.object({
  /** [west, south, east, north], WGS84 degrees; null when the branch has no position. */
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
  /** Padding around the box, in screen pixels (50 for a branch, 20 for a region). */
  padding: z.number().int(),
  maxZoom: z.number(),
});
export type TFitBounds = z.infer<typeof ZFitBounds>;

/** `GET /unidades/unidadesComMedidasPorUsuario` query: the user whose branches are asked. */
export const ZUserUnitsQuery = z.object({ cdUsuario: ZIdText });

/** A branch with the measurement system its language implies. */
export const ZUnitWithMeasures = ZUnit.extend({ unitSystem: z.enum(['imperial', 'metric']) });
export type TUnitWithMeasures = z.infer<typeof ZUnitWithMeasures>;

/** `POST /unidade/by_filter`: a page of the user's branches, optionally of one region. */
export const ZUnitFilter = z
  .object({
    page: z.number().int().min(0).default(0),
    size: z.number().int().min(1).max(500).default(20),
    search: z.string().trim().min(2).max(200).optional(),
    regionId: ZId.optional(),
  })
  .strict();
export type TUnitFilter = z.infer<typeof ZUnitFilter>;

/** `GET /localizacoes/all-simple-filter` query: permitted locations of a branch, filtered by name. */
export const ZSimpleLocationsQuery = z.object({
  unit: ZIdText,
  filter: z.string().trim().max(200).optional(),
});
