import {
  strictestLicenceRequirement,
  strictestWeatherLimits,
  type TAreaGeometry,
  type TPosition,
  type TProductLicenceRequirement,
} from '@tramline/domain';
import type { TDemoContext } from './demo-context';
import { createRandom, type TRandom } from './random';
import { weatherLimitsOf } from '../modules/records/products/products.presenter';
import { places } from '../modules/records/places/places.tables';
import {
  blendComponents,
  crops,
  cropStages,
  cropVarieties,
  productCrops,
  products,
} from '../modules/records/products/products.tables';
import { farms, fields, growers, zones } from '../modules/records/growers/growers.tables';
import { territories } from '../modules/records/territories/territories.tables';
import { deriveGeometry, geometryColumns } from '../modules/records/growers/field-geometry';

const YARD = 0.9144;
const POUND = 0.45359237;
const MPH = 1.609344;
/** US fluid ounce, quart and gallon per acre in litres per hectare. */
const FL_OZ_PER_ACRE = 0.0295735295625 / 0.40468564224;
const QUART_PER_ACRE = 0.946352946 / 0.40468564224;
const fahrenheit = (degrees: number) => ((degrees - 32) * 5) / 9;

type TBranch = 'iowa' | 'matoGrosso';

/** Warehouses per branch with their real positions (loading point of the yard). */
async function seedPlaces(context: TDemoContext) {
  const { db, ownerId, units, locations } = context;
  const [ames, nevada, boone] = locations.iowa;
  const [sorriso, lucas] = locations.matoGrosso;
  const iowaRows = await db
    .insert(places)
    .values([
      {
        ownerId,
        unitId: units.iowa,
        locationId: ames,
        name: 'Ames Chemical Shed',
        address: '2400 S Dayton Ave, Ames, IA 50010',
        latitude: 42.0015,
        longitude: -93.5788,
        productClasses: ['LIQUID', 'DRY', 'SEED'],
        propertyRadiusMetres: 200 * YARD,
        blenderCapacityKg: 20_000 * POUND,
        associatedLocationIds: [nevada!],
      },
      {
        ownerId,
        unitId: units.iowa,
        locationId: nevada,
        name: 'Nevada Fertilizer Plant',
        address: '1100 6th St, Nevada, IA 50201',
        latitude: 42.0227,
        longitude: -93.4427,
        productClasses: ['DRY', 'AMMONIA', 'LIQUID'],
        propertyRadiusMetres: 300 * YARD,
        blenderCapacityKg: 40_000 * POUND,
        associatedLocationIds: [],
      },
      {
        ownerId,
        unitId: units.iowa,
        locationId: boone,
        name: 'Boone Seed & Chem',
        address: '800 S Marshall St, Boone, IA 50036',
        latitude: 42.0497,
        longitude: -93.8802,
        productClasses: ['LIQUID', 'SEED'],
        propertyRadiusMetres: 150 * YARD,
        blenderCapacityKg: null,
        associatedLocationIds: [],
      },
    ])
    .returning({ id: places.id });
  const matoGrossoRows = await db
    .insert(places)
    .values([
      {
        ownerId,
        unitId: units.matoGrosso,
        locationId: sorriso,
        name: 'Armazém Sorriso',
        address: 'Rod. BR-163 km 745, Sorriso, MT',
        latitude: -12.5563,
        longitude: -55.7036,
        productClasses: ['LIQUID', 'DRY', 'SEED'],
        propertyRadiusMetres: 250,
        blenderCapacityKg: 12000,
        associatedLocationIds: [],
      },
      {
        ownerId,
        unitId: units.matoGrosso,
        locationId: sorriso,
        name: 'Misturadora Sorriso Norte',
        address: 'Av. Perimetral Sudeste 3500, Sorriso, MT',
        latitude: -12.5219,
        longitude: -55.6875,
        productClasses: ['DRY'],
        propertyRadiusMetres: 300,
        blenderCapacityKg: 24000,
        associatedLocationIds: [lucas!],
      },
      {
        ownerId,
        unitId: units.matoGrosso,
        locationId: lucas,
        name: 'Armazém Lucas do Rio Verde',
        address: 'Av. das Indústrias 1800, Lucas do Rio Verde, MT',
        latitude: -13.0721,
        longitude: -55.9142,
        productClasses: ['LIQUID', 'DRY'],
        propertyRadiusMetres: 200,
        blenderCapacityKg: 15000,
        associatedLocationIds: [],
      },
    ])
    .returning({ id: places.id });
  context.ids.placesIowa = iowaRows.map((row) => row.id);
  context.ids.placesMatoGrosso = matoGrossoRows.map((row) => row.id);
  context.ids.places = [...context.ids.placesIowa, ...context.ids.placesMatoGrosso];
}

const CROPS = [
  {
    code: 'CORN',
    name: 'Corn',
    varieties: ['Pioneer P1185AM', 'DEKALB DKC62-08', 'NK 0760-3111', 'DKB 360 PRO3'],
    stages: ['VE', 'V2', 'V4', 'V6', 'V8', 'V10', 'VT', 'R1', 'R2', 'R6'],
  },
  {
    code: 'SOYBEAN',
    name: 'Soybean',
    varieties: ['Asgrow AG30XF2', 'Pioneer P22A14E', 'TMG 2383 IPRO', 'BMX Desafio RR'],
    stages: ['VE', 'VC', 'V1', 'V3', 'R1', 'R3', 'R5', 'R7'],
  },
  {
    code: 'WHEAT',
    name: 'Wheat',
    varieties: ['WB4792', 'TBIO Toruk'],
    stages: ['Tillering', 'Jointing', 'Boot', 'Heading', 'Flowering'],
  },
  {
    code: 'COTTON',
    name: 'Cotton',
    varieties: ['FM 985GLTP', 'TMG 47 B2RF'],
    stages: ['Emergence', 'Squaring', 'First flower', 'Open boll'],
  },
] as const;

async function seedCrops(context: TDemoContext) {
  const rows = await context.db
    .insert(crops)
    .values(CROPS.map((crop) => ({ ownerId: context.ownerId, code: crop.code, name: crop.name })))
    .returning();
  const idOf = (code: string) => rows.find((row) => row.code === code)!.id;
  await context.db
    .insert(cropVarieties)
    .values(CROPS.flatMap((crop) => crop.varieties.map((name) => ({ cropId: idOf(crop.code), name }))));
  await context.db.insert(cropStages).values(
    CROPS.flatMap((crop) =>
      crop.stages.map((name, position) => ({
        cropId: idOf(crop.code),
        code: name.toUpperCase().replace(/\s+/g, '_'),
        name,
        position,
      })),
    ),
  );
  context.ids.crops = rows.map((row) => row.id);
  return idOf;
}

type TDemoProduct = typeof products.$inferInsert & { key: string; crops?: string[] };

const herbicide = (
  values: Omit<TDemoProduct, 'ownerId' | 'unitId' | 'type'>,
): Omit<TDemoProduct, 'ownerId' | 'unitId'> => ({
  type: 'LIQUID',
  cleaningFamily: 'HERBICIDE',
  ...values,
});

/** Iowa products: label-like weather limits (wind in mph and temperatures in °F converted to SI). */
function iowaProducts(): Omit<TDemoProduct, 'ownerId' | 'unitId'>[] {
  return [
    herbicide({
      key: 'glyphosate',
      name: 'Roundup PowerMAX 3',
      epa: '524-659',
      rateUnit: 'fl oz',
      densityKgPerLitre: 1.36,
      densityUnit: 'lb/gal',
      windSpeedMinKmh: 3 * MPH,
      windSpeedMaxKmh: 15 * MPH,
      temperatureMinCelsius: fahrenheit(40),
      temperatureMaxCelsius: fahrenheit(95),
      humidityMinPercent: 30,
      humidityMaxPercent: 95,
      rainFreeHours: 0.5,
      reEntryHours: 4,
      preHarvestDays: 14,
      sprayVolumeMinLitresPerHectare: 93.5,
      sprayVolumeMaxLitresPerHectare: 374,
      applicationSpeedKmh: 15 * MPH,
      singleApplicationAmountPerHectare: 96 * FL_OZ_PER_ACRE,
      maxYearlyAmountPerHectare: 170 * FL_OZ_PER_ACRE,
      crops: ['CORN', 'SOYBEAN'],
    }),
    herbicide({
      key: 'dicamba',
      name: 'XtendiMax with VaporGrip Technology',
      epa: '524-617',
      rateUnit: 'fl oz',
      cleaningFamily: 'AUXIN',
      densityKgPerLitre: 1.16,
      densityUnit: 'lb/gal',
      windSpeedMinKmh: 3 * MPH,
      windSpeedMaxKmh: 10 * MPH,
      temperatureMinCelsius: fahrenheit(50),
      temperatureMaxCelsius: fahrenheit(95),
      humidityMinPercent: 30,
      humidityMaxPercent: 100,
      rainFreeHours: 4,
      reEntryHours: 24,
      sunRule: true,
      sprayVolumeMinLitresPerHectare: 140.3,
      applicationSpeedKmh: 15 * MPH,
      singleApplicationAmountPerHectare: 22 * FL_OZ_PER_ACRE,
      maxYearlyAmountPerHectare: 88 * FL_OZ_PER_ACRE,
      requiresVra: true,
      requiresDra: true,
      licenceRequired: 'DICAMBA',
      crops: ['SOYBEAN'],
    }),
    herbicide({
      key: '24d',
      name: 'Enlist One with Colex-D',
      epa: '62719-695',
      rateUnit: 'pt',
      cleaningFamily: 'AUXIN',
      densityKgPerLitre: 1.1,
      windSpeedMinKmh: 3 * MPH,
      windSpeedMaxKmh: 15 * MPH,
      temperatureMinCelsius: fahrenheit(45),
      temperatureMaxCelsius: fahrenheit(90),
      humidityMinPercent: 25,
      humidityMaxPercent: 100,
      rainFreeHours: 1,
      reEntryHours: 48,
      preHarvestDays: 30,
      sprayVolumeMinLitresPerHectare: 140.3,
      // 2 pt/ac per application, 3 applications a season.
      singleApplicationAmountPerHectare: QUART_PER_ACRE,
      maxYearlyAmountPerHectare: 3 * QUART_PER_ACRE,
      requiresDra: true,
      crops: ['CORN', 'SOYBEAN'],
    }),
    herbicide({
      key: 'atrazine',
      name: 'AAtrex 4L',
      epa: '100-497',
      rateUnit: 'qt',
      densityKgPerLitre: 1.11,
      windSpeedMinKmh: 2 * MPH,
      windSpeedMaxKmh: 10 * MPH,
      temperatureMinCelsius: fahrenheit(40),
      temperatureMaxCelsius: fahrenheit(90),
      // Humidity not stated: planning reports SEM_UMIDADE for its orders.
      rainFreeHours: 2,
      reEntryHours: 12,
      preHarvestDays: 60,
      singleApplicationAmountPerHectare: 2 * QUART_PER_ACRE,
      maxYearlyAmountPerHectare: 2.5 * QUART_PER_ACRE,
      crops: ['CORN'],
    }),
    herbicide({
      key: 'mesotrione',
      name: 'Callisto',
      epa: '100-1131',
      rateUnit: 'fl oz',
      densityKgPerLitre: 1.16,
      // Wind and temperature not stated: SEM_VENTO and SEM_TEMPERATURA.
      humidityMinPercent: 40,
      humidityMaxPercent: 100,
      rainFreeHours: 1,
      reEntryHours: 12,
      preHarvestDays: 45,
      singleApplicationAmountPerHectare: 6 * FL_OZ_PER_ACRE,
      maxYearlyAmountPerHectare: 7.7 * FL_OZ_PER_ACRE,
      crops: ['CORN'],
    }),
    {
      key: 'headline',
      name: 'Headline AMP',
      type: 'LIQUID',
      epa: '7969-291',
      rateUnit: 'fl oz',
      cleaningFamily: 'FUNGICIDE',
      densityKgPerLitre: 1.04,
      windSpeedMinKmh: 2 * MPH,
      windSpeedMaxKmh: 15 * MPH,
      temperatureMinCelsius: fahrenheit(45),
      temperatureMaxCelsius: fahrenheit(95),
      humidityMinPercent: 30,
      humidityMaxPercent: 100,
      rainFreeHours: 1,
      reEntryHours: 12,
      preHarvestDays: 20,
      sprayVolumeMinLitresPerHectare: 46.8,
      singleApplicationAmountPerHectare: 14.4 * FL_OZ_PER_ACRE,
      maxYearlyAmountPerHectare: 28.8 * FL_OZ_PER_ACRE,
      crops: ['CORN', 'SOYBEAN', 'WHEAT'],
    },
    {
      key: 'trivapro',
      name: 'Trivapro',
      type: 'LIQUID',
      epa: '100-1613',
      rateUnit: 'fl oz',
      cleaningFamily: 'FUNGICIDE',
      densityKgPerLitre: 1.06,
      windSpeedMinKmh: 2 * MPH,
      windSpeedMaxKmh: 15 * MPH,
      temperatureMinCelsius: fahrenheit(45),
      temperatureMaxCelsius: fahrenheit(95),
      humidityMinPercent: 30,
      humidityMaxPercent: 100,
      rainFreeHours: 1,
      reEntryHours: 12,
      preHarvestDays: 30,
      singleApplicationAmountPerHectare: 13.7 * FL_OZ_PER_ACRE,
      maxYearlyAmountPerHectare: 41.1 * FL_OZ_PER_ACRE,
      crops: ['CORN', 'WHEAT'],
    },
    {
      key: 'uan',
      name: 'UAN 32% Liquid Nitrogen',
      type: 'LIQUID',
      rateUnit: 'gal',
      cleaningFamily: 'FERTILIZER',
      densityKgPerLitre: 1.32,
      densityUnit: 'lb/gal',
      analysis: { NITROGEN: 32 },
      windSpeedMinKmh: 0,
      windSpeedMaxKmh: 20 * MPH,
      temperatureMinCelsius: fahrenheit(35),
      temperatureMaxCelsius: fahrenheit(95),
      humidityMinPercent: 0,
      humidityMaxPercent: 100,
      crops: ['CORN', 'WHEAT'],
    },
    {
      key: 'potash',
      name: 'Potash 0-0-60',
      type: 'DRY',
      rateUnit: 'lb',
      cleaningFamily: 'FERTILIZER',
      analysis: { POTASSIUM: 60 },
      windSpeedMinKmh: 0,
      windSpeedMaxKmh: 25 * MPH,
      temperatureMinCelsius: -20,
      temperatureMaxCelsius: 40,
      humidityMinPercent: 0,
      humidityMaxPercent: 100,
    },
    {
      key: 'map',
      name: 'MAP 11-52-0',
      type: 'DRY',
      rateUnit: 'lb',
      cleaningFamily: 'FERTILIZER',
      analysis: { NITROGEN: 11, PHOSPHOROUS: 52 },
      windSpeedMinKmh: 0,
      windSpeedMaxKmh: 25 * MPH,
      temperatureMinCelsius: -20,
      temperatureMaxCelsius: 40,
      humidityMinPercent: 0,
      humidityMaxPercent: 100,
    },
    {
      key: 'urea',
      name: 'Urea 46-0-0',
      type: 'DRY',
      rateUnit: 'lb',
      cleaningFamily: 'FERTILIZER',
      analysis: { NITROGEN: 46 },
      windSpeedMinKmh: 0,
      windSpeedMaxKmh: 25 * MPH,
      temperatureMinCelsius: -20,
      temperatureMaxCelsius: 30,
      humidityMinPercent: 0,
      humidityMaxPercent: 100,
      rainFreeHours: 0,
    },
    {
      key: 'ams',
      name: 'Ammonium Sulfate 21-0-0-24S',
      type: 'DRY',
      rateUnit: 'lb',
      cleaningFamily: 'FERTILIZER',
      analysis: { NITROGEN: 21, SULFUR: 24 },
      windSpeedMinKmh: 0,
      windSpeedMaxKmh: 25 * MPH,
      temperatureMinCelsius: -20,
      temperatureMaxCelsius: 40,
      humidityMinPercent: 0,
      humidityMaxPercent: 100,
    },
    {
      key: 'nh3',
      name: 'Anhydrous Ammonia 82-0-0',
      type: 'AMMONIA',
      rateUnit: 'lb',
      cleaningFamily: 'FERTILIZER',
      analysis: { NITROGEN: 82 },
      windSpeedMinKmh: 0,
      windSpeedMaxKmh: 20 * MPH,
      temperatureMinCelsius: -10,
      temperatureMaxCelsius: fahrenheit(50),
      humidityMinPercent: 0,
      humidityMaxPercent: 100,
      applicationSpeedKmh: 6 * MPH,
      crops: ['CORN'],
    },
    {
      key: 'cornSeed',
      name: 'Pioneer P1185AM Seed Corn',
      type: 'SEED',
      rateUnit: 'bg',
      cleaningFamily: 'SEED',
      seedsPerUnit: 80_000,
      crops: ['CORN'],
    },
    {
      key: 'soySeed',
      name: 'Asgrow AG30XF2 Soybean Seed',
      type: 'SEED',
      rateUnit: 'bg',
      cleaningFamily: 'SEED',
      seedsPerUnit: 140_000,
      crops: ['SOYBEAN'],
    },
    {
      key: 'vra',
      name: 'VaporGrip Xtra Agent',
      type: 'LIQUID',
      epa: '524-666',
      rateUnit: 'fl oz',
      cleaningFamily: 'ADJUVANT',
      adjuvantKind: 'VRA',
      densityKgPerLitre: 1.2,
      windSpeedMinKmh: 3 * MPH,
      windSpeedMaxKmh: 10 * MPH,
      temperatureMinCelsius: fahrenheit(50),
      temperatureMaxCelsius: fahrenheit(95),
      humidityMinPercent: 30,
      humidityMaxPercent: 100,
    },
    {
      key: 'dra',
      name: 'On Target Spray Adjuvant',
      type: 'LIQUID',
      rateUnit: 'fl oz',
      cleaningFamily: 'ADJUVANT',
      adjuvantKind: 'DRA',
      densityKgPerLitre: 1.0,
      windSpeedMinKmh: 0,
      windSpeedMaxKmh: 20 * MPH,
      temperatureMinCelsius: 0,
      temperatureMaxCelsius: 40,
      humidityMinPercent: 0,
      humidityMaxPercent: 100,
    },
  ];
}

/** Mato Grosso products: Brazilian trade names, limits as labels there state them (km/h, °C). */
function matoGrossoProducts(): Omit<TDemoProduct, 'ownerId' | 'unitId'>[] {
  return [
    herbicide({
      key: 'glyphosate',
      name: 'Roundup Original Mais',
      erpCode: 'MAPA 8813',
      rateUnit: 'l',
      densityKgPerLitre: 1.17,
      windSpeedMinKmh: 3,
      windSpeedMaxKmh: 10,
      temperatureMinCelsius: 10,
      temperatureMaxCelsius: 30,
      humidityMinPercent: 55,
      humidityMaxPercent: 100,
      rainFreeHours: 4,
      reEntryHours: 24,
      preHarvestDays: 56,
      sprayVolumeMinLitresPerHectare: 50,
      sprayVolumeMaxLitresPerHectare: 200,
      singleApplicationAmountPerHectare: 4,
      maxYearlyAmountPerHectare: 8,
      crops: ['SOYBEAN', 'CORN', 'COTTON'],
    }),
    herbicide({
      key: '24d',
      name: '2,4-D Amina 72',
      erpCode: 'MAPA 1318',
      rateUnit: 'l',
      cleaningFamily: 'AUXIN',
      densityKgPerLitre: 1.2,
      windSpeedMinKmh: 3,
      windSpeedMaxKmh: 10,
      temperatureMinCelsius: 10,
      temperatureMaxCelsius: 30,
      humidityMinPercent: 55,
      humidityMaxPercent: 100,
      rainFreeHours: 6,
      reEntryHours: 24,
      sunRule: true,
      sprayVolumeMinLitresPerHectare: 100,
      singleApplicationAmountPerHectare: 1.5,
      maxYearlyAmountPerHectare: 3,
      requiresDra: true,
      crops: ['SOYBEAN', 'CORN'],
    }),
    herbicide({
      key: 'atrazine',
      name: 'Primóleo',
      erpCode: 'MAPA 5898',
      rateUnit: 'l',
      densityKgPerLitre: 1.05,
      windSpeedMinKmh: 3,
      windSpeedMaxKmh: 10,
      temperatureMinCelsius: 10,
      temperatureMaxCelsius: 30,
      humidityMinPercent: 55,
      humidityMaxPercent: 100,
      rainFreeHours: 4,
      reEntryHours: 24,
      singleApplicationAmountPerHectare: 5,
      crops: ['CORN'],
    }),
    {
      key: 'fox',
      name: 'Fox Xpro',
      type: 'LIQUID',
      erpCode: 'MAPA 10217',
      rateUnit: 'ml',
      cleaningFamily: 'FUNGICIDE',
      densityKgPerLitre: 1.08,
      windSpeedMinKmh: 3,
      windSpeedMaxKmh: 10,
      temperatureMinCelsius: 10,
      temperatureMaxCelsius: 30,
      humidityMinPercent: 55,
      humidityMaxPercent: 100,
      rainFreeHours: 1,
      reEntryHours: 24,
      preHarvestDays: 30,
      sprayVolumeMinLitresPerHectare: 100,
      singleApplicationAmountPerHectare: 0.5,
      maxYearlyAmountPerHectare: 1.5,
      crops: ['SOYBEAN'],
    },
    {
      key: 'elatus',
      name: 'Elatus',
      type: 'DRY',
      erpCode: 'MAPA 4813',
      rateUnit: 'kg',
      cleaningFamily: 'FUNGICIDE',
      windSpeedMinKmh: 3,
      windSpeedMaxKmh: 10,
      temperatureMinCelsius: 10,
      temperatureMaxCelsius: 30,
      humidityMinPercent: 55,
      humidityMaxPercent: 100,
      rainFreeHours: 2,
      reEntryHours: 24,
      preHarvestDays: 14,
      singleApplicationAmountPerHectare: 0.2,
      crops: ['SOYBEAN', 'CORN'],
    },
    {
      key: 'engeo',
      name: 'Engeo Pleno S',
      type: 'LIQUID',
      erpCode: 'MAPA 22018',
      rateUnit: 'ml',
      cleaningFamily: 'INSECTICIDE',
      densityKgPerLitre: 1.03,
      windSpeedMinKmh: 3,
      windSpeedMaxKmh: 10,
      temperatureMinCelsius: 10,
      temperatureMaxCelsius: 30,
      // Humidity not stated: SEM_UMIDADE.
      rainFreeHours: 2,
      reEntryHours: 24,
      preHarvestDays: 30,
      singleApplicationAmountPerHectare: 0.25,
      crops: ['SOYBEAN', 'COTTON'],
    },
    {
      key: 'oil',
      name: 'Assist Óleo Mineral',
      type: 'LIQUID',
      erpCode: 'MAPA 0783',
      rateUnit: 'l',
      cleaningFamily: 'ADJUVANT',
      adjuvantKind: 'DRA',
      densityKgPerLitre: 0.86,
      // No weather limits at all: SEM_VENTO, SEM_TEMPERATURA and SEM_UMIDADE.
    },
    {
      key: 'kcl',
      name: 'Cloreto de Potássio 00-00-60',
      type: 'DRY',
      rateUnit: 'kg',
      cleaningFamily: 'FERTILIZER',
      analysis: { POTASSIUM: 60 },
      windSpeedMinKmh: 0,
      windSpeedMaxKmh: 30,
      temperatureMinCelsius: 0,
      temperatureMaxCelsius: 45,
      humidityMinPercent: 0,
      humidityMaxPercent: 100,
    },
    {
      key: 'map',
      name: 'MAP 11-52-00',
      type: 'DRY',
      rateUnit: 'kg',
      cleaningFamily: 'FERTILIZER',
      analysis: { NITROGEN: 11, PHOSPHOROUS: 52 },
      windSpeedMinKmh: 0,
      windSpeedMaxKmh: 30,
      temperatureMinCelsius: 0,
      temperatureMaxCelsius: 45,
      humidityMinPercent: 0,
      humidityMaxPercent: 100,
    },
    {
      key: 'urea',
      name: 'Ureia 45-00-00',
      type: 'DRY',
      rateUnit: 'kg',
      cleaningFamily: 'FERTILIZER',
      analysis: { NITROGEN: 45 },
      windSpeedMinKmh: 0,
      windSpeedMaxKmh: 30,
      temperatureMinCelsius: 0,
      temperatureMaxCelsius: 35,
      humidityMinPercent: 0,
      humidityMaxPercent: 100,
    },
    {
      key: 'soySeed',
      name: 'Semente de Soja TMG 2383 IPRO',
      type: 'SEED',
      rateUnit: 'bg',
      cleaningFamily: 'SEED',
      seedsPerUnit: 200_000,
      crops: ['SOYBEAN'],
    },
    {
      key: 'cornSeed',
      name: 'Semente de Milho DKB 360 PRO3',
      type: 'SEED',
      rateUnit: 'bg',
      cleaningFamily: 'SEED',
      seedsPerUnit: 60_000,
      crops: ['CORN'],
    },
  ];
}

const BLENDS: Record<
  TBranch,
  { name: string; type: 'DRY' | 'LIQUID'; rateUnit: string; parts: [string, number][] }[]
> = {
  iowa: [
    // 100 kg/ha MAP + 150 kg/ha potash: a fall P&K blend of 250 kg/ha (223 lb/ac).
    {
      name: 'Fall P&K Blend 4-21-36',
      type: 'DRY',
      rateUnit: 'lb',
      parts: [
        ['map', 100],
        ['potash', 150],
      ],
    },
    // XtendiMax 22 fl oz/ac + glyphosate 32 fl oz/ac + VaporGrip Xtra 20 fl oz/ac + On Target 8 fl oz/ac.
    {
      name: 'Xtend Post Tank Mix',
      type: 'LIQUID',
      rateUnit: 'fl oz',
      parts: [
        ['dicamba', 22 * FL_OZ_PER_ACRE],
        ['glyphosate', 32 * FL_OZ_PER_ACRE],
        ['vra', 20 * FL_OZ_PER_ACRE],
        ['dra', 8 * FL_OZ_PER_ACRE],
      ],
    },
  ],
  matoGrosso: [
    // 150 kg MAP + 200 kg KCl + 30 kg ureia per hectare: a 380 kg/ha base fertilizer for soy.
    {
      name: 'Formulado Plantio Soja',
      type: 'DRY',
      rateUnit: 'kg',
      parts: [
        ['map', 150],
        ['kcl', 200],
        ['urea', 30],
      ],
    },
    // Burndown: glyphosate 3 l/ha + 2,4-D 1.5 l/ha + mineral oil 0.5 l/ha.
    {
      name: 'Calda Dessecação',
      type: 'LIQUID',
      rateUnit: 'l',
      parts: [
        ['glyphosate', 3],
        ['24d', 1.5],
        ['oil', 0.5],
      ],
    },
  ],
};

async function seedProducts(context: TDemoContext, branch: TBranch, cropIdOf: (code: string) => number) {
  const { db, ownerId } = context;
  const unitId = context.units[branch];
  const definitions = branch === 'iowa' ? iowaProducts() : matoGrossoProducts();
  const rows = await db
    .insert(products)
    .values(definitions.map(({ key: _key, crops: _crops, ...values }) => ({ ...values, ownerId, unitId })))
    .returning();
  const idOf = (key: string) => rows[definitions.findIndex((definition) => definition.key === key)]!;
  const cropLinks = definitions.flatMap((definition, index) =>
    (definition.crops ?? []).map((code) => ({ productId: rows[index]!.id, cropId: cropIdOf(code) })),
  );
  if (cropLinks.length) await db.insert(productCrops).values(cropLinks);

  const blendIds: number[] = [];
  for (const blend of BLENDS[branch]) {
    const parts = blend.parts.map(([key, rate]) => ({ row: idOf(key), rate }));
    const { strictest, analysis } = blendLimits(parts);
    const [row] = await db
      .insert(products)
      .values({
        ownerId,
        unitId,
        name: blend.name,
        type: blend.type,
        isBlend: true,
        rateUnit: blend.rateUnit,
        cleaningFamily: parts.some((part) => part.row.cleaningFamily === 'AUXIN')
          ? 'AUXIN'
          : parts[0]!.row.cleaningFamily,
        analysis,
        requiresVra: parts.some((part) => part.row.requiresVra),
        requiresDra: parts.some((part) => part.row.requiresDra),
        licenceRequired: strictestLicenceRequirement(
          parts.map((part) => part.row.licenceRequired as TProductLicenceRequirement),
        ),
        ...strictest,
      })
      .returning();
    await db.insert(blendComponents).values(
      parts.map((part, position) => ({
        blendId: row!.id,
        productId: part.row.id,
        ratePerHectare: part.rate,
        position,
      })),
    );
    blendIds.push(row!.id);
  }
  const ids = [...rows.map((row) => row.id), ...blendIds];
  context.ids[branch === 'iowa' ? 'productsIowa' : 'productsMatoGrosso'] = ids;
  context.ids[branch === 'iowa' ? 'blendsIowa' : 'blendsMatoGrosso'] = blendIds;
}

/** The strictest weather limits of the parts and, for dry blends, the analysis of the mix. */
function blendLimits(parts: { row: typeof products.$inferSelect; rate: number }[]) {
  const pick = (key: keyof typeof products.$inferSelect, choose: (values: number[]) => number) => {
    const values = parts
      .map((part) => part.row[key])
      .filter((value): value is number => typeof value === 'number');
    return values.length ? choose(values) : null;
  };
  const max = (values: number[]) => Math.max(...values);
  const min = (values: number[]) => Math.min(...values);
  let mass = 0;
  const nutrients: Record<string, number> = {};
  for (const part of parts) {
    const kilograms = part.row.type === 'LIQUID' ? part.rate * (part.row.densityKgPerLitre ?? 1) : part.rate;
    mass += kilograms;
    for (const [nutrient, percent] of Object.entries(part.row.analysis))
      nutrients[nutrient] = (nutrients[nutrient] ?? 0) + (kilograms * percent) / 100;
  }
  const analysis = Object.fromEntries(
    Object.entries(nutrients).map(([nutrient, kilograms]) => [
      nutrient,
      Math.round((kilograms / mass) * 10_000) / 100,
    ]),
  );
  // A blend's weather limits are its components' strictest: the domain's rule.
  const limits = strictestWeatherLimits(parts.map((part) => weatherLimitsOf(part.row)));
  return {
    analysis,
    strictest: {
      windSpeedMinKmh: limits.vlVelocWindMin,
      windSpeedMaxKmh: limits.vlVelocWindMax,
      temperatureMinCelsius: limits.vlTemperatureMin,
      temperatureMaxCelsius: limits.vlTemperatureMax,
      humidityMinPercent: limits.vlHumidityMin,
      humidityMaxPercent: limits.vlHumidityMax,
      rainFreeHours: limits.rainFreeHours,
      sprayVolumeMinLitresPerHectare: pick('sprayVolumeMinLitresPerHectare', max),
      sprayVolumeMaxLitresPerHectare: pick('sprayVolumeMaxLitresPerHectare', min),
      sunRule: limits.sunRule,
    },
  };
}

const IOWA_GROWERS: [string, string, string][] = [
  ['Dale', 'Hoffman', 'Hoffman Home Place'],
  ['Karen', 'Schmitt', 'Schmitt Farms'],
  ['Jim', 'Thompson', 'Thompson Century Farm'],
  ['Lisa', 'Van Wyk', 'Van Wyk Acres'],
  ['Brian', 'Kuehl', 'Kuehl Brothers'],
  ['Ron', 'Jepsen', 'Jepsen Land & Cattle'],
  ['Mary', 'Erickson', 'Erickson Family Farm'],
  ['Scott', 'Brekke', 'Brekke Ridge'],
  ['Tom', 'Dvorak', 'Dvorak Grain'],
];

const MATO_GROSSO_GROWERS: [string, string, string][] = [
  ['João Carlos', 'Pereira', 'Fazenda Santa Rita'],
  ['Marcos Antônio', 'Zanatta', 'Fazenda Boa Esperança'],
  ['Adriana', 'Schenkel', 'Fazenda Três Irmãos'],
  ['Luiz Fernando', 'Bedin', 'Fazenda São José'],
  ['Rogério', 'Tessaro', 'Fazenda Primavera'],
  ['Cláudia', 'Menegatti', 'Fazenda Ouro Verde'],
  ['Sérgio', "Dall'Agnol", 'Fazenda Planalto'],
  ['Paulo', 'Rigon', 'Fazenda Sol Nascente'],
];

const IOWA_FIELD_WORDS = [
  'North',
  'South',
  'East',
  'West',
  'Home',
  'Creek',
  'Church',
  'Hilltop',
  'Railroad',
  'Timber',
  'Bottom',
  'Corner',
  'Schoolhouse',
  'Gravel Road',
];

/** Degrees per metre at a latitude: [longitude, latitude]. */
function degreesPerMetre(latitude: number): [number, number] {
  return [1 / (111_320 * Math.cos((latitude * Math.PI) / 180)), 1 / 110_574];
}

function rectangle(west: number, south: number, east: number, north: number): TPosition[] {
  return [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ];
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const polygon = (ring: TPosition[]): TAreaGeometry => ({
  type: 'Polygon',
  coordinates: [ring.map(([x, y]) => [round6(x), round6(y)] as TPosition)],
});

/**
 * Iowa fields on the PLSS grid around Ames: half-mile cells (quarter sections) aligned with the
 * section-line roads, set back 20 m from the road. Shapes: a quarter-quarter (40 ac), a half
 * quarter (80 ac), a quarter (160 ac), a quarter less a farmstead corner, or a half section
 * (320 ac) over two cells.
 */
function iowaBoundaries(random: TRandom, count: number): { geometry: TAreaGeometry; words: string }[] {
  const origin = { longitude: -93.86, latitude: 41.9 };
  const halfMile = 804.672;
  const [longitudePerMetre, latitudePerMetre] = degreesPerMetre(42.03);
  const cellWidth = halfMile * longitudePerMetre;
  const cellHeight = halfMile * latitudePerMetre;
  const towns = [
    [-93.7, 41.99, -93.55, 42.07], // Ames
    [-93.49, 42.0, -93.42, 42.045], // Nevada
    [-93.92, 42.03, -93.84, 42.08], // Boone
    [-93.66, 42.1, -93.63, 42.12], // Gilbert
    [-93.62, 41.89, -93.58, 41.91], // Huxley
  ];
  const taken = new Set<string>();
  const isFree = (column: number, row: number) => {
    if (taken.has(`${column}:${row}`)) return false;
    const west = origin.longitude + column * cellWidth;
    const south = origin.latitude + row * cellHeight;
    return !towns.some(
      ([w, s, e, n]) => west + cellWidth > w! && west < e! && south + cellHeight > s! && south < n!,
    );
  };
  const columns = Math.floor(0.44 / cellWidth);
  const rows = Math.floor(0.3 / cellHeight);
  const setback = 20;
  const boundaries: { geometry: TAreaGeometry; words: string }[] = [];
  let guard = 0;
  while (boundaries.length < count && guard++ < 5000) {
    const column = random.integer(0, columns - 2);
    const row = random.integer(0, rows - 1);
    if (!isFree(column, row)) continue;
    const shape = random.pick([
      'quarter',
      'quarter',
      'half',
      'half',
      'quarterQuarter',
      'farmstead',
      'halfSection',
    ] as const);
    if (shape === 'halfSection' && !isFree(column + 1, row)) continue;
    taken.add(`${column}:${row}`);
    if (shape === 'halfSection') taken.add(`${column + 1}:${row}`);
    const west = origin.longitude + column * cellWidth + setback * longitudePerMetre;
    const south = origin.latitude + row * cellHeight + setback * latitudePerMetre;
    const east =
      origin.longitude +
      (column + (shape === 'halfSection' ? 2 : 1)) * cellWidth -
      setback * longitudePerMetre;
    const north = origin.latitude + (row + 1) * cellHeight - setback * latitudePerMetre;
    const middleLatitude = (south + north) / 2;
    const middleLongitude = (west + east) / 2;
    let ring: TPosition[];
    if (shape === 'half')
      ring = random.chance(0.5)
        ? rectangle(west, middleLatitude, east, north)
        : rectangle(west, south, east, middleLatitude);
    else if (shape === 'quarterQuarter') ring = rectangle(west, middleLatitude, middleLongitude, north);
    else if (shape === 'farmstead') {
      // A quarter with the farmstead (about 6 acres) cut out of its north-east corner.
      const notchWest = east - 155 * longitudePerMetre;
      const notchSouth = north - 155 * latitudePerMetre;
      ring = [
        [west, south],
        [east, south],
        [east, notchSouth],
        [notchWest, notchSouth],
        [notchWest, north],
        [west, north],
        [west, south],
      ];
    } else ring = rectangle(west, south, east, north);
    boundaries.push({ geometry: polygon(ring), words: random.pick(IOWA_FIELD_WORDS) });
  }
  return boundaries;
}

/** Mato Grosso soy fields: large rectangles (100 to 1,500 ha) on the chapada around Sorriso and Lucas do Rio Verde. */
function matoGrossoBoundaries(random: TRandom, count: number): TAreaGeometry[] {
  const areas = [
    { west: -55.98, south: -12.75, east: -55.45, north: -12.32, town: [-55.77, -12.61, -55.66, -12.5] },
    { west: -56.08, south: -13.18, east: -55.78, north: -12.92, town: [-55.96, -13.11, -55.87, -13.02] },
  ];
  const cell = 4200;
  const [longitudePerMetre, latitudePerMetre] = degreesPerMetre(-12.8);
  const taken = new Set<string>();
  const geometries: TAreaGeometry[] = [];
  let guard = 0;
  while (geometries.length < count && guard++ < 5000) {
    const area = areas[geometries.length % 3 === 2 ? 1 : 0]!;
    const columns = Math.floor((area.east - area.west) / (cell * longitudePerMetre));
    const rows = Math.floor((area.north - area.south) / (cell * latitudePerMetre));
    const column = random.integer(0, columns - 1);
    const row = random.integer(0, rows - 1);
    const key = `${area.west}:${column}:${row}`;
    if (taken.has(key)) continue;
    const west = area.west + column * cell * longitudePerMetre;
    const south = area.south + row * cell * latitudePerMetre;
    const [tw, ts, te, tn] = area.town;
    if (
      west + cell * longitudePerMetre > tw! &&
      west < te! &&
      south + cell * latitudePerMetre > ts! &&
      south < tn!
    )
      continue;
    taken.add(key);
    const width = random.between(1000, 4000);
    const height = Math.min(3900, Math.max(1000, (random.between(100, 1500) * 10_000) / width));
    geometries.push(
      polygon(rectangle(west, south, west + width * longitudePerMetre, south + height * latitudePerMetre)),
    );
  }
  return geometries;
}

/**
 * Gives each field a farm so a farm's fields lie together, as a real farm's do: farm seeds spread
 * by farthest-point sampling over the field centroids, then every field goes to its nearest seed.
 */
function clusterByFarm(geometries: TAreaGeometry[], farmCount: number): number[] {
  const centres = geometries.map((geometry) => {
    const { centroid } = deriveGeometry(geometry);
    return [centroid.longitude * Math.cos((centroid.latitude * Math.PI) / 180), centroid.latitude] as const;
  });
  const distance = (a: readonly [number, number], b: readonly [number, number]) =>
    Math.hypot(a[0] - b[0], a[1] - b[1]);
  const seeds = [0];
  while (seeds.length < Math.min(farmCount, centres.length)) {
    let farthest = 0;
    let best = -1;
    centres.forEach((centre, index) => {
      const nearest = Math.min(...seeds.map((seed) => distance(centre, centres[seed]!)));
      if (nearest > best) {
        best = nearest;
        farthest = index;
      }
    });
    seeds.push(farthest);
  }
  return centres.map((centre) => {
    let chosen = 0;
    seeds.forEach((seed, farm) => {
      if (distance(centre, centres[seed]!) < distance(centre, centres[seeds[chosen]!]!)) chosen = farm;
    });
    return chosen;
  });
}

async function seedGrowersAndFields(context: TDemoContext, random: TRandom) {
  const { db, ownerId } = context;
  for (const branch of ['iowa', 'matoGrosso'] as const) {
    const unitId = context.units[branch];
    const list = branch === 'iowa' ? IOWA_GROWERS : MATO_GROSSO_GROWERS;
    const growerRows = await db
      .insert(growers)
      .values(
        list.map(([firstName, lastName], index) => ({
          ownerId,
          unitId,
          code: `${branch === 'iowa' ? 'IA' : 'MT'}-G${String(index + 1).padStart(3, '0')}`,
          firstName,
          lastName,
          phones:
            branch === 'iowa'
              ? [`+1515555${String(1100 + index * 7).padStart(4, '0')}`]
              : [`+5566999${String(210_000 + index * 137).padStart(6, '0')}`],
          notes:
            index % 3 === 0
              ? branch === 'iowa'
                ? 'Call before entering: cattle on the home place.'
                : 'Avisar o gerente da fazenda antes de entrar.'
              : null,
          smsEnRoute: index % 2 === 0,
          smsJobComplete: index % 3 !== 2,
        })),
      )
      .returning();
    const farmRows = await db
      .insert(farms)
      .values(
        growerRows.flatMap((grower, index) => {
          const [, lastName, farmName] = list[index]!;
          const second = branch === 'iowa' ? `${lastName} North` : `${farmName} II`;
          return index % 3 === 1
            ? [
                { ownerId, unitId, growerId: grower.id, name: farmName, code: `${grower.code}-F1` },
                { ownerId, unitId, growerId: grower.id, name: second, code: `${grower.code}-F2` },
              ]
            : [{ ownerId, unitId, growerId: grower.id, name: farmName, code: `${grower.code}-F1` }];
        }),
      )
      .returning();
    const zoneRows =
      branch === 'matoGrosso'
        ? await db
            .insert(zones)
            .values(
              farmRows.flatMap((farm) =>
                ['Gleba A', 'Gleba B'].map((name) => ({ ownerId, unitId, farmId: farm.id, name })),
              ),
            )
            .returning()
        : [];
    const fieldValues: (typeof fields.$inferInsert)[] = [];
    if (branch === 'iowa') {
      const boundaries = iowaBoundaries(random, 42);
      const farmOf = clusterByFarm(
        boundaries.map((boundary) => boundary.geometry),
        farmRows.length,
      );
      const used = new Map<number, Set<string>>();
      boundaries.forEach((boundary, index) => {
        const farm = farmRows[farmOf[index]!]!;
        const acres = Math.round(deriveGeometry(boundary.geometry).areaHectares / 0.40468564224 / 10) * 10;
        const names = used.get(farm.id) ?? new Set<string>();
        let name = `${boundary.words} ${acres}`;
        for (let suffix = 2; names.has(name); suffix += 1) name = `${boundary.words} ${acres} ${suffix}`;
        names.add(name);
        used.set(farm.id, names);
        fieldValues.push({
          ownerId,
          unitId,
          farmId: farm.id,
          name,
          code: `IA-${String(1001 + index)}`,
          ...geometryColumns(boundary.geometry, null),
        });
      });
      // Fields not mapped yet: no boundary, one without any area.
      fieldValues.push({
        ownerId,
        unitId,
        farmId: farmRows[0]!.id,
        name: 'Rented 80 (not mapped)',
        code: 'IA-1901',
        ...geometryColumns(null, 32.4),
      });
      fieldValues.push({
        ownerId,
        unitId,
        farmId: farmRows[2]!.id,
        name: 'Pasture Breakup',
        code: 'IA-1902',
        ...geometryColumns(null, null),
      });
    } else {
      const geometries = matoGrossoBoundaries(random, 22);
      const farmOf = clusterByFarm(geometries, farmRows.length);
      const placed = new Map<number, number>();
      geometries.forEach((geometry, index) => {
        const farm = farmRows[farmOf[index]!]!;
        const farmZones = zoneRows.filter((zone) => zone.farmId === farm.id);
        const nth = placed.get(farm.id) ?? 0;
        placed.set(farm.id, nth + 1);
        const zone = farmZones[nth % farmZones.length]!;
        fieldValues.push({
          ownerId,
          unitId,
          farmId: farm.id,
          zoneId: zone.id,
          name: `Talhão ${String(index + 1).padStart(2, '0')}`,
          code: `MT-${String(2001 + index)}`,
          ...geometryColumns(geometry, null),
        });
      });
      fieldValues.push({
        ownerId,
        unitId,
        farmId: farmRows[1]!.id,
        name: 'Talhão Arrendado',
        code: 'MT-2901',
        ...geometryColumns(null, null),
      });
    }
    const fieldRows = await db.insert(fields).values(fieldValues).returning({ id: fields.id });
    const suffix = branch === 'iowa' ? 'Iowa' : 'MatoGrosso';
    context.ids[`growers${suffix}`] = growerRows.map((row) => row.id);
    context.ids[`farms${suffix}`] = farmRows.map((row) => row.id);
    context.ids[`fields${suffix}`] = fieldRows.map((row) => row.id);
  }
  for (const name of ['growers', 'farms', 'fields'] as const) {
    context.ids[name] = [...(context.ids[`${name}Iowa`] ?? []), ...(context.ids[`${name}MatoGrosso`] ?? [])];
  }
}

async function seedTerritories(context: TDemoContext) {
  const definitions = [
    {
      branch: 'iowa',
      name: 'North Story',
      color: '#2f9e44',
      ring: rectangle(-93.72, 42.07, -93.45, 42.2),
      marker: [-93.585, 42.135],
    },
    {
      branch: 'iowa',
      name: 'Boone Valley',
      color: '#1c7ed6',
      ring: [
        [-93.87, 41.9],
        [-93.7, 41.9],
        [-93.7, 42.07],
        [-93.82, 42.1],
        [-93.87, 42.02],
        [-93.87, 41.9],
      ] as TPosition[],
      marker: [-93.78, 41.99],
    },
    {
      branch: 'matoGrosso',
      name: 'Sorriso Norte',
      color: '#e8590c',
      ring: rectangle(-55.98, -12.55, -55.45, -12.32),
      marker: [-55.715, -12.435],
    },
    {
      branch: 'matoGrosso',
      name: 'Lucas do Rio Verde',
      color: '#7048e8',
      ring: rectangle(-56.08, -13.18, -55.78, -12.92),
      marker: [-55.93, -13.05],
    },
  ] as const;
  const rows = await context.db
    .insert(territories)
    .values(
      definitions.map((definition) => {
        const geometry = polygon([...definition.ring] as TPosition[]);
        const derived = deriveGeometry(geometry);
        return {
          ownerId: context.ownerId,
          unitId: context.units[definition.branch],
          name: definition.name,
          color: definition.color,
          geometry,
          markerLongitude: definition.marker[0],
          markerLatitude: definition.marker[1],
          areaHectares: derived.areaHectares,
          bboxWest: derived.bbox[0],
          bboxSouth: derived.bbox[1],
          bboxEast: derived.bbox[2],
          bboxNorth: derived.bbox[3],
        };
      }),
    )
    .returning({ id: territories.id });
  context.ids.territories = rows.map((row) => row.id);
}

/**
 * Agronomy records of the demo: warehouses, crops, products and blends, growers with farms and
 * fields, territories. Leaves `ids.places`, `ids.products`, `ids.growers`, `ids.farms`,
 * `ids.fields`, `ids.crops`, `ids.territories` (and their per-branch `...Iowa` / `...MatoGrosso`
 * variants, `ids.blendsIowa` / `ids.blendsMatoGrosso`) for the seeders after it.
 */
export const agronomyDemoSeeder = {
  name: 'agronomy',
  async seed(context: TDemoContext) {
    // One draw from the shared generator seeds ours, so later seeders do not depend on how many we take.
    const random = createRandom(Math.floor(context.random.next() * 2 ** 32));
    await seedPlaces(context);
    const cropIdOf = await seedCrops(context);
    await seedProducts(context, 'iowa', cropIdOf);
    await seedProducts(context, 'matoGrosso', cropIdOf);
    context.ids.products = [...context.ids.productsIowa!, ...context.ids.productsMatoGrosso!];
    await seedGrowersAndFields(context, random);
    await seedTerritories(context);
  },
};
