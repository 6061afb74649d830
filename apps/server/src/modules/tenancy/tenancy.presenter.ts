import { ZLocale, type TLocation, type TUnit } from '@tramline/domain';
import type { TLocationRow, TOwnerRow, TUnitRow } from './tenancy.repository';

export function presentUnit(row: TUnitRow): TUnit {
  const language = ZLocale.safeParse(row.language);
  return {
    id: row.id,
    descUnidade: row.name,
    timeZone: row.timeZone,
    language: language.success ? language.data : 'en-us',
    regionId: row.regionId,
  };
}

export function presentLocation(row: TLocationRow): TLocation {
  return { cdLocalizacaoId: row.id, dsLocalizacaoEscritorio: row.name, cdUnidade: row.unitId };
}

export function presentOwnerSettings(row: TOwnerRow) {
  return {
    code: row.code,
    name: row.name,
    seasonPlanning: row.settings.seasonPlanning ?? false,
    supportEmail: row.settings.supportEmail ?? null,
  };
}
