import type { TDemoContext } from './demo-context';
import { places } from '../modules/records/places/places.tables';

const YARD = 0.9144;

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
        blenderCapacityKg: 9072,
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
        blenderCapacityKg: 18144,
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

/**
 * Agronomy records of the demo: warehouses, crops, products and blends, growers with farms and
 * fields, territories. Leaves `ids.places`, `ids.products`, `ids.growers`, `ids.fields` (and their
 * per-branch `...Iowa` / `...MatoGrosso` variants) for the seeders after it.
 */
export const agronomyDemoSeeder = {
  name: 'agronomy',
  async seed(context: TDemoContext) {
    await seedPlaces(context);
  },
};
