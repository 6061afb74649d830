import { sheetTextsOf, type TLocale } from '@tramline/domain';

/**
 * The labels the browser's work-order sheet shares with the PDF (`sheetTextsOf`), as the sheet's
 * messages name them; each language adds the few the browser words its own way.
 */
export function sheetLabels(locale: TLocale) {
  const sheet = sheetTextsOf(locale);
  return {
    title: `${sheet.title} #{{ticket}}`,
    grower: sheet.grower,
    farm: sheet.farm,
    group: sheet.group,
    applicator: sheet.applicator,
    fields: sheet.fields,
    rate: sheet.rate,
    total: sheet.total,
    limits: sheet.limits,
    wind: sheet.wind,
    temperature: sheet.temperature,
    humidity: sheet.humidity,
    observation: sheet.observation,
    batches: sheet.batches,
    area: sheet.area,
    reEntry: sheet.reEntry,
    preHarvest: sheet.preHarvest,
    seeLabel: sheet.notStated,
    hours: `{{value}} ${sheet.hours}`,
    days: `{{value}} ${sheet.days}`,
    hazards: sheet.hazards,
    site: sheet.site,
    kind: sheet.kind,
    distance: sheet.distance,
    buffer: sheet.buffer,
    note: sheet.note,
    noHazards: sheet.noHazards,
    scheduledDate: sheet.scheduledDate,
    machine: sheet.machine,
    registration: sheet.registration,
    loads: sheet.loads,
    load: sheet.load,
    water: sheet.water,
    noLoads: sheet.noLoads,
    record: sheet.record,
    recordHint: sheet.recordHint,
    windSpeed: `${sheet.windSpeed} ({{unit}})`,
    windDirection: sheet.windDirection,
    temperatureIn: `${sheet.temperature} ({{unit}})`,
    humidityIn: `${sheet.humidity} (%)`,
    date: sheet.date,
    startTime: sheet.startTime,
    endTime: sheet.endTime,
    licenceNumber: sheet.licenceNumber,
    signature: sheet.signature,
  };
}
