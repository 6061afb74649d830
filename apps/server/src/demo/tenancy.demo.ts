import type { TRole } from '@tramline/domain';
import type { TExecutor } from '../db/database';
import { hashPassword } from '../modules/auth/password-hash';
import {
  locations,
  owners,
  regions,
  units,
  userLocations,
  userRegions,
  userUnits,
  users,
} from '../modules/tenancy/tenancy.tables';
import { DEMO_OWNER, DEMO_PASSWORD, DEMO_TIME_ZONES, type TDemoContext } from './demo-context';
import type { TRandom } from './random';

/** The demo login and one user per role, all with the demo password. */
export const DEMO_USERS: {
  login: string;
  name: string;
  roles: TRole[];
  language: string;
  email: string | null;
}[] = [
  {
    login: 'demo',
    name: 'Dana Miller',
    roles: ['ADMIN'],
    language: 'en-us',
    email: 'dana.miller@example.com',
  },
  {
    login: 'topmanager',
    name: 'Robert Hansen',
    roles: ['TOP_MANAGER'],
    language: 'en-us',
    email: 'robert.hansen@example.com',
  },
  {
    login: 'manager',
    name: 'Ana Souza',
    roles: ['MANAGER'],
    language: 'pt-br',
    email: 'ana.souza@example.com',
  },
  {
    login: 'dispatcher',
    name: 'Kyle Peterson',
    roles: ['DISPATCHER'],
    language: 'en-us',
    email: 'kyle.peterson@example.com',
  },
  { login: 'mixer', name: 'Luis Ortega', roles: ['MIX_OPERATOR'], language: 'es-es', email: null },
  {
    login: 'applicator',
    name: 'Tom Becker',
    roles: ['APPLICATOR'],
    language: 'en-us',
    email: 'tom.becker@example.com',
  },
];

/** Creates the demo owner, its two branches with their offices, and the demo users. */
export async function seedTenancy(
  db: TExecutor,
  random: TRandom,
  options: { ownerCode?: string; ownerName?: string } = {},
): Promise<TDemoContext> {
  const [owner] = await db
    .insert(owners)
    .values({
      code: options.ownerCode ?? DEMO_OWNER,
      name: options.ownerName ?? 'Prairie & Cerrado Ag Services',
      settings: { seasonPlanning: true, supportEmail: 'support@prairie-cerrado.example.com' },
    })
    .returning();
  const ownerId = owner!.id;
  const [midwest, centroOeste] = await db
    .insert(regions)
    .values([
      { ownerId, name: 'Midwest' },
      { ownerId, name: 'Centro-Oeste' },
    ])
    .returning();
  const [iowa, matoGrosso] = await db
    .insert(units)
    .values([
      {
        ownerId,
        regionId: midwest!.id,
        name: 'Central Iowa',
        code: 'IA',
        country: 'US',
        timeZone: DEMO_TIME_ZONES.iowa,
        language: 'en-us',
        latitude: 42.03,
        longitude: -93.62,
      },
      {
        ownerId,
        regionId: centroOeste!.id,
        name: 'Mato Grosso',
        code: 'MT',
        country: 'BR',
        timeZone: DEMO_TIME_ZONES.matoGrosso,
        language: 'pt-br',
        latitude: -12.55,
        longitude: -55.72,
      },
    ])
    .returning();
  const iowaLocations = await db
    .insert(locations)
    .values([
      {
        ownerId,
        unitId: iowa!.id,
        name: 'Ames Agronomy Center',
        address: '2400 S Dayton Ave, Ames, IA',
        erpCode: 'IA-AMES',
        contactFirstName: 'Mark',
        contactLastName: 'Jensen',
        email: 'ames@prairie-cerrado.example.com',
        phone: '+1 515 555 0140',
      },
      {
        ownerId,
        unitId: iowa!.id,
        name: 'Nevada Depot',
        address: '1100 6th St, Nevada, IA',
        erpCode: 'IA-NEV',
        contactFirstName: 'Sara',
        contactLastName: 'Olson',
        email: 'nevada@prairie-cerrado.example.com',
        phone: '+1 515 555 0177',
      },
      {
        ownerId,
        unitId: iowa!.id,
        name: 'Boone Office',
        address: '800 S Marshall St, Boone, IA',
        erpCode: 'IA-BOONE',
        contactFirstName: 'Greg',
        contactLastName: 'Lund',
        email: 'boone@prairie-cerrado.example.com',
        phone: '+1 515 555 0192',
      },
    ])
    .returning();
  const matoGrossoLocations = await db
    .insert(locations)
    .values([
      {
        ownerId,
        unitId: matoGrosso!.id,
        name: 'Sorriso Matriz',
        address: 'Av. Blumenau 1200, Sorriso, MT',
        erpCode: 'MT-SOR',
        contactFirstName: 'Paulo',
        contactLastName: 'Ribeiro',
        email: 'sorriso@prairie-cerrado.example.com',
        phone: '+55 66 3544 0100',
      },
      {
        ownerId,
        unitId: matoGrosso!.id,
        name: 'Lucas do Rio Verde',
        address: 'Av. Mato Grosso 500, Lucas do Rio Verde, MT',
        erpCode: 'MT-LRV',
        contactFirstName: 'Carla',
        contactLastName: 'Mendes',
        email: 'lrv@prairie-cerrado.example.com',
        phone: '+55 65 3549 0200',
      },
    ])
    .returning();

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userIds: Record<string, number> = {};
  for (const demoUser of DEMO_USERS) {
    const [row] = await db
      .insert(users)
      .values({
        ownerId,
        login: demoUser.login,
        name: demoUser.name,
        email: demoUser.email,
        passwordHash,
        language: demoUser.language,
        roles: demoUser.roles,
        activeUnitId: demoUser.language === 'pt-br' ? matoGrosso!.id : iowa!.id,
      })
      .returning();
    userIds[demoUser.login] = row!.id;
    await db
      .insert(userUnits)
      .values([iowa!, matoGrosso!].map((unit) => ({ userId: row!.id, unitId: unit.id })));
    await db
      .insert(userRegions)
      .values([midwest!, centroOeste!].map((region) => ({ userId: row!.id, regionId: region.id })));
    await db.insert(userLocations).values(
      [...iowaLocations, ...matoGrossoLocations].map((location) => ({
        userId: row!.id,
        locationId: location.id,
      })),
    );
  }
  void random;
  return {
    db,
    random,
    ownerId,
    units: { iowa: iowa!.id, matoGrosso: matoGrosso!.id },
    locations: {
      iowa: iowaLocations.map((row) => row.id),
      matoGrosso: matoGrossoLocations.map((row) => row.id),
    },
    userIds,
    ids: {},
  };
}
