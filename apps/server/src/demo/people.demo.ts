import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  INVITE_VALID_SECONDS,
  type TEmployeeLanguage,
  type TEmployeeRole,
  type TEmployeeStatus,
  type TLicenceType,
  type TObcType,
  type TStopOperationType,
  type TVoucherPermission,
} from '@tramline/domain';
import { DEMO_TIME_ZONES, type TDemoContext } from './demo-context';
import { addDays, localDateOf } from '../calendar/calendar';
import { employeeLicences, employees } from '../modules/records/employees/employees.tables';
import { invites } from '../modules/records/invites/invites.tables';
import { stopOperations } from '../modules/records/stop-operations/stop-operations.tables';
import { vouchers } from '../modules/records/vouchers/vouchers.tables';
import { units, users } from '../modules/tenancy/tenancy.tables';

type TBranch = 'iowa' | 'matoGrosso';

interface TDemoLicence {
  type: TLicenceType;
  number: string;
  /** Days from the seeding day; negative is in the past. */
  effective: number;
  expires: number;
}

interface TDemoEmployee {
  code: string;
  credential: string;
  name: string;
  role: TEmployeeRole;
  status: TEmployeeStatus;
  language: TEmployeeLanguage;
  description?: string;
  licences?: TDemoLicence[];
}

/**
 * Crews of both branches. Iowa applicators hold state applicator and dicamba licences: one
 * expired three weeks ago and one dicamba licence runs out in twelve days, so planning has
 * something to warn about. Dates move with the day the demo is seeded.
 */
const EMPLOYEES: Record<TBranch, TDemoEmployee[]> = {
  iowa: [
    {
      code: 'IA-101',
      credential: 'BADGE-4101',
      name: 'Jake Thompson',
      role: 'OPERATOR',
      status: 'ACTIVE',
      language: 'en',
      description: 'Lead sprayer operator, Ames shop',
      licences: [
        { type: 'APPLICATOR', number: 'IA-CA-58213', effective: -400, expires: 700 },
        { type: 'DICAMBA', number: 'IA-DT-2291', effective: -90, expires: 240 },
      ],
    },
    {
      code: 'IA-102',
      credential: 'BADGE-4102',
      name: 'Maria Gonzalez',
      role: 'DRIVER_OPERATOR',
      status: 'ACTIVE',
      language: 'es',
      licences: [
        { type: 'APPLICATOR', number: 'IA-CA-60477', effective: -300, expires: 430 },
        { type: 'DICAMBA', number: 'IA-DT-2317', effective: -350, expires: 12 },
      ],
    },
    {
      code: 'IA-103',
      credential: 'BADGE-4103',
      name: 'Brian Kowalski',
      role: 'OPERATOR',
      status: 'ACTIVE',
      language: 'en',
      description: 'Licence renewal pending with the Iowa Department of Agriculture',
      licences: [{ type: 'APPLICATOR', number: 'IA-CA-49102', effective: -1100, expires: -21 }],
    },
    {
      code: 'IA-104',
      credential: 'BADGE-4104',
      name: 'Tyler Nguyen',
      role: 'DRIVER',
      status: 'ACTIVE',
      language: 'en',
      description: 'Tender truck driver, Nevada depot',
    },
    {
      code: 'IA-105',
      credential: 'BADGE-4105',
      name: 'Dave Larsen',
      role: 'DRIVER',
      status: 'AWAY',
      language: 'en',
    },
    {
      code: 'IA-106',
      credential: 'BADGE-4106',
      name: 'Olena Kovalenko',
      role: 'OPERATOR',
      status: 'VACATION',
      language: 'uk',
      licences: [{ type: 'APPLICATOR', number: 'IA-CA-61855', effective: -200, expires: 900 }],
    },
    {
      code: 'IA-107',
      credential: 'BADGE-4107',
      name: 'Sam Whitaker',
      role: 'ROBOT_MANAGER',
      status: 'ACTIVE',
      language: 'en',
      description: 'Runs the weed-mapping robots',
    },
  ],
  matoGrosso: [
    {
      code: 'MT-201',
      credential: 'CRACHA-201',
      name: 'Carlos Almeida',
      role: 'OPERATOR',
      status: 'ACTIVE',
      language: 'pt',
      description: 'Operador de pulverizador autopropelido',
      licences: [{ type: 'APPLICATOR', number: 'MT-APL-7781', effective: -500, expires: 600 }],
    },
    {
      code: 'MT-202',
      credential: 'CRACHA-202',
      name: 'Fernanda Rocha',
      role: 'DRIVER_OPERATOR',
      status: 'ACTIVE',
      language: 'pt',
      licences: [{ type: 'APPLICATOR', number: 'MT-APL-8120', effective: -150, expires: 580 }],
    },
    {
      code: 'MT-203',
      credential: 'CRACHA-203',
      name: 'Rafael Lima',
      role: 'DRIVER',
      status: 'ACTIVE',
      language: 'pt',
      description: 'Motorista do caminhão de apoio',
    },
    {
      code: 'MT-204',
      credential: 'CRACHA-204',
      name: 'Juliana Costa',
      role: 'ROBOT_MANAGER',
      status: 'ACTIVE',
      language: 'pt',
    },
    {
      code: 'MT-205',
      credential: 'CRACHA-205',
      name: 'Paulo Mendes',
      role: 'OPERATOR',
      status: 'INACTIVE',
      language: 'pt',
    },
  ],
};

interface TDemoStop {
  code: string;
  description: Record<TBranch, string>;
  type: TStopOperationType;
  minutes: number;
  colour: string;
  group: Record<TBranch, string>;
  icon: string;
}

/** Why machines stop, with the colours the monitoring map and charts show them in. */
const STOPS: TDemoStop[] = [
  {
    code: '10',
    description: { iowa: 'Tender refill', matoGrosso: 'Reabastecimento' },
    type: 'AUXILIARY',
    minutes: 20,
    colour: '#1E88E5',
    group: { iowa: 'Logistics', matoGrosso: 'Logística' },
    icon: 'refill',
  },
  {
    code: '20',
    description: { iowa: 'Lunch break', matoGrosso: 'Almoço' },
    type: 'UNPRODUCTIVE',
    minutes: 45,
    colour: '#FB8C00',
    group: { iowa: 'Personal', matoGrosso: 'Pessoal' },
    icon: 'lunch',
  },
  {
    code: '30',
    description: { iowa: 'Mechanical breakdown', matoGrosso: 'Quebra mecânica' },
    type: 'MAINTENANCE',
    minutes: 90,
    colour: '#E53935',
    group: { iowa: 'Maintenance', matoGrosso: 'Manutenção' },
    icon: 'breakdown',
  },
  {
    code: '40',
    description: { iowa: 'Weather wait (wind or rain)', matoGrosso: 'Espera por clima (vento ou chuva)' },
    type: 'UNPRODUCTIVE',
    minutes: 30,
    colour: '#8E24AA',
    group: { iowa: 'Weather', matoGrosso: 'Clima' },
    icon: 'weather',
  },
  {
    code: '50',
    description: { iowa: 'Tank rinse and cleaning', matoGrosso: 'Tríplice lavagem do tanque' },
    type: 'AUXILIARY',
    minutes: 25,
    colour: '#00897B',
    group: { iowa: 'Cleaning', matoGrosso: 'Limpeza' },
    icon: 'cleaning',
  },
  {
    code: '60',
    description: { iowa: 'Road travel between fields', matoGrosso: 'Deslocamento entre talhões' },
    type: 'AUXILIARY',
    minutes: 15,
    colour: '#546E7A',
    group: { iowa: 'Logistics', matoGrosso: 'Logística' },
    icon: 'travel',
  },
];

interface TDemoVoucher {
  branch: TBranch;
  login: string;
  employeeCode: string;
  obcType: TObcType;
  permission: TVoucherPermission;
  expires: number;
  cancelled?: boolean;
}

const VOUCHERS: TDemoVoucher[] = [
  {
    branch: 'iowa',
    login: 'applicator',
    employeeCode: 'IA-101',
    obcType: 'HARDWARE',
    permission: 'COCKPIT',
    expires: 365,
  },
  {
    branch: 'iowa',
    login: 'mixer',
    employeeCode: 'IA-104',
    obcType: 'VIRTUAL',
    permission: 'TENDER_TRUCK',
    expires: 180,
  },
  {
    branch: 'iowa',
    login: 'dispatcher',
    employeeCode: 'IA-105',
    obcType: 'VIRTUAL',
    permission: 'APPS',
    expires: 90,
    cancelled: true,
  },
  {
    branch: 'matoGrosso',
    login: 'manager',
    employeeCode: 'MT-202',
    obcType: 'HARDWARE',
    permission: 'ALL',
    expires: 365,
  },
];

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Employees with licences, stop operations, vouchers and one pending invite, in both branches. */
export const peopleDemoSeeder = {
  name: 'people',
  async seed(context: TDemoContext) {
    const { db, ownerId, random } = context;
    const now = new Date();
    /** The date `offset` days from the branch's today. */
    const day = (branch: TBranch, offset: number) =>
      addDays(localDateOf(now, DEMO_TIME_ZONES[branch]), offset);
    const codeFromRandom = () => {
      const part = () => Array.from({ length: 4 }, () => random.pick([...CODE_ALPHABET])).join('');
      return `${part()}-${part()}`;
    };

    const employeeIds: Record<string, number> = {};
    for (const branch of ['iowa', 'matoGrosso'] as const) {
      for (const person of EMPLOYEES[branch]) {
        const [row] = await db
          .insert(employees)
          .values({
            ownerId,
            unitId: context.units[branch],
            code: person.code,
            credential: person.credential,
            name: person.name,
            description: person.description ?? null,
            language: person.language,
            role: person.role,
            status: person.status,
          })
          .returning({ id: employees.id });
        employeeIds[person.code] = row!.id;
        if (person.licences?.length)
          await db.insert(employeeLicences).values(
            person.licences.map((licence) => ({
              employeeId: row!.id,
              type: licence.type,
              number: licence.number,
              effectiveDate: day(branch, licence.effective),
              expirationDate: day(branch, licence.expires),
            })),
          );
      }
    }
    context.ids.employees = Object.values(employeeIds);

    const stopIds: number[] = [];
    for (const branch of ['iowa', 'matoGrosso'] as const) {
      const rows = await db
        .insert(stopOperations)
        .values(
          STOPS.map((stop) => ({
            ownerId,
            unitId: context.units[branch],
            code: stop.code,
            description: stop.description[branch],
            operationType: stop.type,
            durationSeconds: stop.minutes * 60,
            graphic: stop.type !== 'AUXILIARY' || stop.code === '10',
            workOrderType: 'ALL',
            stopGroup: stop.group[branch],
            iconUrl: `/icons/stops/${stop.icon}.svg`,
            backgroundColor: stop.colour,
          })),
        )
        .returning({ id: stopOperations.id });
      stopIds.push(...rows.map((row) => row.id));
    }
    context.ids.stopOperations = stopIds;

    for (const voucher of VOUCHERS) {
      await db.insert(vouchers).values({
        ownerId,
        unitId: context.units[voucher.branch],
        code: codeFromRandom(),
        userId: context.userIds[voucher.login]!,
        username: voucher.login,
        employeeId: employeeIds[voucher.employeeCode]!,
        employeeCode: voucher.employeeCode,
        obcType: voucher.obcType,
        permission: voucher.permission,
        expirationDate: day(voucher.branch, voucher.expires),
        status: voucher.cancelled ? 'CANCELLED' : 'ACTIVE',
        cancelledAt: voucher.cancelled ? new Date(now.getTime() - 5 * 86_400_000) : null,
      });
    }

    // The applicator user sprays himself: his state licence number is on his account.
    await db
      .update(users)
      .set({ applicatorLicence: 'IA-CA-57790' })
      .where(eq(users.id, context.userIds.applicator!));
    // Each branch answers its own support requests.
    await db
      .update(units)
      .set({ supportEmail: 'iowa.support@prairie-cerrado.example.com' })
      .where(eq(units.id, context.units.iowa));
    await db
      .update(units)
      .set({ supportEmail: 'suporte.mt@prairie-cerrado.example.com' })
      .where(eq(units.id, context.units.matoGrosso));

    // A manager invited two days ago who has not opened the link yet. Only its hash is kept.
    const secret = Array.from({ length: 43 }, () =>
      random.pick([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_']),
    ).join('');
    const sentAt = new Date(Date.now() - 2 * 86_400_000);
    await db.insert(invites).values({
      ownerId,
      unitId: context.units.iowa,
      username: 'jessica.hart',
      fullName: 'Jessica Hart',
      email: 'jessica.hart@example.com',
      phone: '+1 515 555 0163',
      role: 'MANAGER',
      tokenHash: createHash('sha256').update(`${ownerId}:${secret}`).digest('hex'),
      hashPrefix: secret.slice(0, 8),
      status: 'ACTIVE',
      expiresAt: new Date(sentAt.getTime() + INVITE_VALID_SECONDS * 1000),
      createdByUserId: context.userIds.topmanager ?? null,
      createdAt: sentAt,
      updatedAt: sentAt,
    });
  },
};
