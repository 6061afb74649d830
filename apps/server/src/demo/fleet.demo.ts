import {
  kilogramsFromPounds,
  kmPerHourFromMph,
  litresFromGallons,
  metresFromFeet,
  type TEquipmentType,
  type TImplementKind,
  type TMixtureType,
  type TProductType,
  type TWeekday,
} from '@tramline/domain';
import type { TDemoContext } from './demo-context';
import { equipment, equipmentCompartments } from '../modules/records/equipment/equipment.tables';
import {
  equipmentGroupMachines,
  equipmentGroups,
  equipmentGroupWorkingPeriods,
} from '../modules/records/equipment-groups/equipment-groups.tables';
import { fleetImplements, implementCompartments } from '../modules/records/implements/implements.tables';

type TBranch = 'iowa' | 'matoGrosso';

interface TDemoCompartment {
  name: string;
  capacity: number;
  mixtureType: TMixtureType;
}

interface TDemoImplement {
  key: string;
  code: string;
  name: string;
  model: string;
  kind: TImplementKind;
  fixed: boolean;
  widthMetres: number | null;
  mixtureType: TMixtureType;
  capacity: number;
  compartments: TDemoCompartment[];
}

interface TDemoMachine {
  key: string;
  code: string;
  clientCode: string;
  name: string;
  type: TEquipmentType;
  make: string;
  model: string;
  year: number;
  controller: string | null;
  boomWidthMetres?: number;
  spinnerRange?: [number, number];
  tankCapacityLitres?: number;
  fixedTanks?: boolean;
  compartments?: TDemoCompartment[];
  trailerType?: 'semi' | 'trailer';
  implementType?: TImplementKind;
  productClasses: TProductType[];
}

interface TDemoGroup {
  name: string;
  mixtureType: TMixtureType;
  distributionType: 'spraying' | 'spreading';
  consolidation: string;
  chemicalAddition: string;
  tankCapacity: number;
  blenderCapacity: number | null;
  balanceLoads: number;
  autoSendMinute: number | null;
  /** Speeds as the branch's dispatcher types them: whole mph in Iowa, whole km/h in Mato Grosso. */
  members: {
    machine: string;
    implement?: string;
    operation: [number, number];
    travel: [number, number];
    cleaningMinutes: number;
  }[];
  tenders: { machine: string; loadLastToFirst: boolean }[];
}

const gallons = (value: number) => litresFromGallons(value) as number;
const feet = (value: number) => metresFromFeet(value) as number;
const pounds = (value: number) => kilogramsFromPounds(value) as number;
const liquid = (name: string, capacity: number): TDemoCompartment => ({
  name,
  capacity,
  mixtureType: 'LIQUID',
});
const dry = (name: string, capacity: number): TDemoCompartment => ({ name, capacity, mixtureType: 'DRY' });

/** Central Iowa: imperial figures converted once to SI, the way a dispatcher would type them. */
const IOWA = {
  implements: [
    {
      key: 'pullSprayer',
      code: 'IA-IM-01',
      name: 'Fast 9518T pull-type sprayer',
      model: '9518T',
      kind: 'agricultural',
      fixed: false,
      widthMetres: feet(90),
      mixtureType: 'LIQUID',
      capacity: gallons(1800),
      compartments: [liquid('Main tank', gallons(1800))],
    },
    {
      key: 'nurseTrailer',
      code: 'IA-TR-01',
      name: 'Wylie 2000 gal nurse trailer',
      model: 'NT-2000',
      kind: 'trailer',
      fixed: false,
      widthMetres: null,
      mixtureType: 'LIQUID',
      capacity: gallons(2000),
      compartments: [liquid('Water', gallons(1600)), liquid('Chemical', gallons(400))],
    },
    {
      key: 'dryTrailer',
      code: 'IA-TR-02',
      name: 'Wilson 24 ton dry tender trailer',
      model: 'DWH-550',
      kind: 'trailer',
      fixed: false,
      widthMetres: null,
      mixtureType: 'DRY',
      capacity: pounds(48000),
      compartments: [dry('Front bin', pounds(24000)), dry('Rear bin', pounds(24000))],
    },
  ] satisfies TDemoImplement[],
  machines: [
    {
      key: 'sp11',
      code: 'IA-SP-11',
      clientCode: 'PC-1011',
      name: 'John Deere R4045 #11',
      type: 'sprayer',
      make: 'John Deere',
      model: 'R4045',
      year: 2021,
      controller: 'John Deere Gen4 4640',
      boomWidthMetres: feet(120),
      tankCapacityLitres: gallons(1200),
      fixedTanks: true,
      compartments: [liquid('Main tank', gallons(1200))],
      productClasses: ['LIQUID'],
    },
    {
      key: 'sp12',
      code: 'IA-SP-12',
      clientCode: 'PC-1012',
      name: 'John Deere R4045 #12',
      type: 'sprayer',
      make: 'John Deere',
      model: 'R4045',
      year: 2022,
      controller: 'John Deere Gen4 4640',
      boomWidthMetres: feet(120),
      tankCapacityLitres: gallons(1200),
      fixedTanks: true,
      compartments: [liquid('Main tank', gallons(1200))],
      productClasses: ['LIQUID'],
    },
    {
      key: 'sp21',
      code: 'IA-SP-21',
      clientCode: 'PC-1021',
      name: 'Case IH Patriot 4440 #21',
      type: 'sprayer',
      make: 'Case IH',
      model: 'Patriot 4440',
      year: 2020,
      controller: 'Case IH AFS Pro 1200',
      boomWidthMetres: feet(120),
      tankCapacityLitres: gallons(1200),
      fixedTanks: true,
      compartments: [liquid('Main tank', gallons(1200))],
      productClasses: ['LIQUID'],
    },
    {
      key: 'sp31',
      code: 'IA-SP-31',
      clientCode: 'PC-1031',
      name: 'Hagie STS12 #31',
      type: 'sprayer',
      make: 'Hagie',
      model: 'STS12',
      year: 2019,
      controller: 'Raven Viper 4+',
      boomWidthMetres: feet(120),
      tankCapacityLitres: gallons(1200),
      fixedTanks: true,
      compartments: [liquid('Main tank', gallons(1200))],
      productClasses: ['LIQUID'],
    },
    {
      key: 'sp41',
      code: 'IA-SP-41',
      clientCode: 'PC-1041',
      name: 'AGCO RoGator RG1300C #41',
      type: 'sprayer',
      make: 'AGCO',
      model: 'RoGator RG1300C',
      year: 2021,
      controller: 'AGCO C3000',
      boomWidthMetres: feet(120),
      tankCapacityLitres: gallons(1300),
      fixedTanks: true,
      compartments: [liquid('Main tank', gallons(1300))],
      productClasses: ['LIQUID'],
    },
    {
      key: 'sp42',
      code: 'IA-SP-42',
      clientCode: 'PC-1042',
      name: 'Apache AS1240 #42',
      type: 'sprayer',
      make: 'Apache',
      model: 'AS1240',
      year: 2023,
      controller: 'Raven CR7',
      boomWidthMetres: feet(120),
      tankCapacityLitres: gallons(1200),
      fixedTanks: true,
      compartments: [liquid('Main tank', gallons(1200))],
      productClasses: ['LIQUID'],
    },
    {
      key: 'sr51',
      code: 'IA-SR-51',
      clientCode: 'PC-1051',
      name: 'New Leader NL5000 G5 #51',
      type: 'spreader',
      make: 'New Leader',
      model: 'NL5000 G5',
      year: 2020,
      controller: 'Raven Viper 4+',
      spinnerRange: [feet(50), feet(90)],
      fixedTanks: true,
      compartments: [dry('Main bin', pounds(22000))],
      productClasses: ['DRY'],
    },
    {
      key: 'sr52',
      code: 'IA-SR-52',
      clientCode: 'PC-1052',
      name: 'New Leader L4000G4 #52',
      type: 'spreader',
      make: 'New Leader',
      model: 'L4000G4 MultiBin',
      year: 2018,
      controller: 'Ag Leader InCommand 1200',
      spinnerRange: [feet(50), feet(80)],
      fixedTanks: true,
      compartments: [dry('Main bin', pounds(18000)), dry('Micro bin', pounds(2000))],
      productClasses: ['DRY'],
    },
    {
      key: 'tt61',
      code: 'IA-TT-61',
      clientCode: 'PC-1061',
      name: 'Kenworth T880 tender #61',
      type: 'tender-truck',
      make: 'Kenworth',
      model: 'T880 tender',
      year: 2019,
      controller: null,
      fixedTanks: true,
      compartments: [
        liquid('Water', gallons(3000)),
        liquid('Chem 1', gallons(300)),
        liquid('Chem 2', gallons(300)),
      ],
      productClasses: ['LIQUID'],
    },
    {
      key: 'tt62',
      code: 'IA-TT-62',
      clientCode: 'PC-1062',
      name: 'Peterbilt 567 tender #62',
      type: 'tender-truck',
      make: 'Peterbilt',
      model: '567 tender',
      year: 2021,
      controller: null,
      fixedTanks: true,
      compartments: [
        liquid('Water', gallons(3000)),
        liquid('Chem 1', gallons(250)),
        liquid('Chem 2', gallons(250)),
        liquid('Chem 3', gallons(250)),
      ],
      productClasses: ['LIQUID'],
    },
    {
      key: 'tt63',
      code: 'IA-TT-63',
      clientCode: 'PC-1063',
      name: 'Freightliner M2 tender #63',
      type: 'tender-truck',
      make: 'Freightliner',
      model: 'M2 106 tender',
      year: 2017,
      controller: null,
      fixedTanks: true,
      compartments: [liquid('Water', gallons(2500)), liquid('Chem 1', gallons(300))],
      productClasses: ['LIQUID'],
    },
    {
      key: 'rb71',
      code: 'IA-RB-71',
      clientCode: 'PC-1071',
      name: 'Solinftec Solix #71',
      type: 'robot',
      make: 'Solinftec',
      model: 'Solix Sprayer',
      year: 2024,
      controller: 'Solix',
      boomWidthMetres: 12,
      tankCapacityLitres: 200,
      fixedTanks: true,
      compartments: [liquid('Tank', 200)],
      productClasses: ['LIQUID'],
    },
    {
      key: 'tr81',
      code: 'IA-TR-81',
      clientCode: 'PC-1081',
      name: 'John Deere 8R 370 #81',
      type: 'tractor',
      make: 'John Deere',
      model: '8R 370',
      year: 2022,
      controller: 'John Deere G5',
      implementType: 'agricultural',
      productClasses: ['LIQUID'],
    },
    {
      key: 'st91',
      code: 'IA-ST-91',
      clientCode: 'PC-1091',
      name: 'Mack Anthem semi #91',
      type: 'semi-truck',
      make: 'Mack',
      model: 'Anthem 64T',
      year: 2020,
      controller: null,
      trailerType: 'semi',
      implementType: 'trailer',
      productClasses: ['DRY'],
    },
  ] satisfies TDemoMachine[],
  groups: [
    {
      name: 'Spray crew North',
      mixtureType: 'LIQUID',
      distributionType: 'spraying',
      consolidation: 'multiple-orders-same-grower',
      chemicalAddition: 'at-shed',
      tankCapacity: gallons(1200),
      blenderCapacity: null,
      balanceLoads: 0.85,
      autoSendMinute: 5 * 60 + 30,
      members: ['sp11', 'sp12', 'sp21', 'sp31'].map((machine) => ({
        machine,
        operation: [13, 15],
        travel: [25, 30],
        cleaningMinutes: 30,
      })),
      tenders: [
        { machine: 'tt61', loadLastToFirst: false },
        { machine: 'tt62', loadLastToFirst: true },
      ],
    },
    {
      name: 'Dry fertilizer',
      mixtureType: 'DRY',
      distributionType: 'spreading',
      consolidation: 'one-order-per-truck',
      chemicalAddition: 'never',
      tankCapacity: pounds(22000),
      blenderCapacity: pounds(20000),
      balanceLoads: 1,
      autoSendMinute: null,
      members: [
        { machine: 'sr51', operation: [11, 13], travel: [28, 31], cleaningMinutes: 20 },
        { machine: 'sr52', operation: [11, 13], travel: [28, 31], cleaningMinutes: 20 },
        {
          machine: 'st91',
          implement: 'dryTrailer',
          operation: [9, 9],
          travel: [31, 34],
          cleaningMinutes: 15,
        },
      ],
      tenders: [],
    },
  ] satisfies TDemoGroup[],
};

/** Mato Grosso: metric figures, Brazilian makes. */
const MATO_GROSSO = {
  implements: [
    {
      key: 'pullSprayer',
      code: 'MT-IM-01',
      name: 'Jacto Advance 3000 AM18',
      model: 'Advance 3000 AM18',
      kind: 'agricultural',
      fixed: false,
      widthMetres: 27,
      mixtureType: 'LIQUID',
      capacity: 3000,
      compartments: [liquid('Tanque principal', 3000)],
    },
    {
      key: 'nurseTrailer',
      code: 'MT-TR-01',
      name: 'Reboque pipa 10.000 l',
      model: 'Pipa 10000',
      kind: 'trailer',
      fixed: false,
      widthMetres: null,
      mixtureType: 'LIQUID',
      capacity: 10000,
      compartments: [liquid('Água', 8000), liquid('Calda', 2000)],
    },
    {
      key: 'dryTrailer',
      code: 'MT-TR-02',
      name: 'Semirreboque graneleiro 30 t',
      model: 'Randon SR GR',
      kind: 'trailer',
      fixed: false,
      widthMetres: null,
      mixtureType: 'DRY',
      capacity: 30000,
      compartments: [dry('Caçamba dianteira', 15000), dry('Caçamba traseira', 15000)],
    },
  ] satisfies TDemoImplement[],
  machines: [
    {
      key: 'sp11',
      code: 'MT-PU-11',
      clientCode: 'PCB-2011',
      name: 'John Deere M4030 #11',
      type: 'sprayer',
      make: 'John Deere',
      model: 'M4030',
      year: 2021,
      controller: 'John Deere Gen4 4640',
      boomWidthMetres: 36,
      tankCapacityLitres: 3000,
      fixedTanks: true,
      compartments: [liquid('Tanque principal', 3000)],
      productClasses: ['LIQUID'],
    },
    {
      key: 'sp12',
      code: 'MT-PU-12',
      clientCode: 'PCB-2012',
      name: 'John Deere M4030 #12',
      type: 'sprayer',
      make: 'John Deere',
      model: 'M4030',
      year: 2022,
      controller: 'John Deere Gen4 4640',
      boomWidthMetres: 36,
      tankCapacityLitres: 3000,
      fixedTanks: true,
      compartments: [liquid('Tanque principal', 3000)],
      productClasses: ['LIQUID'],
    },
    {
      key: 'sp21',
      code: 'MT-PU-21',
      clientCode: 'PCB-2021',
      name: 'Jacto Uniport 3030 #21',
      type: 'sprayer',
      make: 'Jacto',
      model: 'Uniport 3030',
      year: 2020,
      controller: 'Jacto Otmis',
      boomWidthMetres: 36,
      tankCapacityLitres: 3000,
      fixedTanks: true,
      compartments: [liquid('Tanque principal', 3000)],
      productClasses: ['LIQUID'],
    },
    {
      key: 'sp22',
      code: 'MT-PU-22',
      clientCode: 'PCB-2022',
      name: 'Jacto Uniport 3030 #22',
      type: 'sprayer',
      make: 'Jacto',
      model: 'Uniport 3030',
      year: 2023,
      controller: 'Jacto Otmis',
      boomWidthMetres: 36,
      tankCapacityLitres: 3000,
      fixedTanks: true,
      compartments: [liquid('Tanque principal', 3000)],
      productClasses: ['LIQUID'],
    },
    {
      key: 'sp31',
      code: 'MT-PU-31',
      clientCode: 'PCB-2031',
      name: 'Stara Imperador 3.0 #31',
      type: 'sprayer',
      make: 'Stara',
      model: 'Imperador 3.0',
      year: 2022,
      controller: 'Stara Topper 5500',
      boomWidthMetres: 36,
      tankCapacityLitres: 3000,
      fixedTanks: true,
      compartments: [liquid('Tanque principal', 3000)],
      productClasses: ['LIQUID'],
    },
    {
      key: 'sp41',
      code: 'MT-PU-41',
      clientCode: 'PCB-2041',
      name: 'Case IH Patriot 350 #41',
      type: 'sprayer',
      make: 'Case IH',
      model: 'Patriot 350',
      year: 2019,
      controller: 'Case IH AFS Pro 700',
      boomWidthMetres: 36,
      tankCapacityLitres: 3500,
      fixedTanks: true,
      compartments: [liquid('Tanque principal', 3500)],
      productClasses: ['LIQUID'],
    },
    {
      key: 'sr51',
      code: 'MT-DI-51',
      clientCode: 'PCB-2051',
      name: 'Stara Hércules 10000 #51',
      type: 'spreader',
      make: 'Stara',
      model: 'Hércules 10000',
      year: 2021,
      controller: 'Stara Topper 5500',
      spinnerRange: [18, 36],
      fixedTanks: true,
      compartments: [dry('Caçamba', 12000)],
      productClasses: ['DRY'],
    },
    {
      key: 'sr52',
      code: 'MT-DI-52',
      clientCode: 'PCB-2052',
      name: 'Stara Hércules 10000 #52',
      type: 'spreader',
      make: 'Stara',
      model: 'Hércules 10000',
      year: 2022,
      controller: 'Stara Topper 5500',
      spinnerRange: [18, 36],
      fixedTanks: true,
      compartments: [dry('Caçamba', 12000)],
      productClasses: ['DRY'],
    },
    {
      key: 'tt61',
      code: 'MT-CB-61',
      clientCode: 'PCB-2061',
      name: 'Mercedes-Benz Atego comboio #61',
      type: 'tender-truck',
      make: 'Mercedes-Benz',
      model: 'Atego 2430 comboio',
      year: 2020,
      controller: null,
      fixedTanks: true,
      compartments: [liquid('Água', 12000), liquid('Calda 1', 1000), liquid('Calda 2', 1000)],
      productClasses: ['LIQUID'],
    },
    {
      key: 'tt62',
      code: 'MT-CB-62',
      clientCode: 'PCB-2062',
      name: 'Volkswagen Constellation comboio #62',
      type: 'tender-truck',
      make: 'Volkswagen',
      model: 'Constellation 24.280 comboio',
      year: 2021,
      controller: null,
      fixedTanks: true,
      compartments: [liquid('Água', 12000), liquid('Calda 1', 1000), liquid('Calda 2', 1000)],
      productClasses: ['LIQUID'],
    },
    {
      key: 'tt63',
      code: 'MT-CB-63',
      clientCode: 'PCB-2063',
      name: 'Ford Cargo comboio #63',
      type: 'tender-truck',
      make: 'Ford',
      model: 'Cargo 2429 comboio',
      year: 2018,
      controller: null,
      fixedTanks: true,
      compartments: [liquid('Água', 10000), liquid('Calda 1', 1000)],
      productClasses: ['LIQUID'],
    },
    {
      key: 'rb71',
      code: 'MT-RB-71',
      clientCode: 'PCB-2071',
      name: 'Solinftec Solix #71',
      type: 'robot',
      make: 'Solinftec',
      model: 'Solix Sprayer',
      year: 2024,
      controller: 'Solix',
      boomWidthMetres: 12,
      tankCapacityLitres: 200,
      fixedTanks: true,
      compartments: [liquid('Tanque', 200)],
      productClasses: ['LIQUID'],
    },
    {
      key: 'tr81',
      code: 'MT-TR-81',
      clientCode: 'PCB-2081',
      name: 'Valtra BH194 #81',
      type: 'tractor',
      make: 'Valtra',
      model: 'BH194',
      year: 2021,
      controller: 'Valtra SmartTouch',
      implementType: 'agricultural',
      productClasses: ['LIQUID'],
    },
    {
      key: 'st91',
      code: 'MT-CM-91',
      clientCode: 'PCB-2091',
      name: 'Scania R450 graneleiro #91',
      type: 'semi-truck',
      make: 'Scania',
      model: 'R450',
      year: 2019,
      controller: null,
      trailerType: 'semi',
      implementType: 'trailer',
      productClasses: ['DRY'],
    },
  ] satisfies TDemoMachine[],
  groups: [
    {
      name: 'Equipe pulverização Norte',
      mixtureType: 'LIQUID',
      distributionType: 'spraying',
      consolidation: 'multiple-orders-same-grower',
      chemicalAddition: 'at-shed',
      tankCapacity: 3000,
      blenderCapacity: null,
      balanceLoads: 0.9,
      autoSendMinute: 5 * 60,
      members: ['sp11', 'sp12', 'sp21', 'sp31'].map((machine) => ({
        machine,
        operation: [20, 25],
        travel: [40, 50],
        cleaningMinutes: 30,
      })),
      tenders: [
        { machine: 'tt61', loadLastToFirst: false },
        { machine: 'tt62', loadLastToFirst: false },
      ],
    },
    {
      name: 'Adubação a lanço',
      mixtureType: 'DRY',
      distributionType: 'spreading',
      consolidation: 'one-order-per-truck',
      chemicalAddition: 'never',
      tankCapacity: 12000,
      blenderCapacity: 10000,
      balanceLoads: 1,
      autoSendMinute: null,
      members: [
        { machine: 'sr51', operation: [18, 22], travel: [40, 45], cleaningMinutes: 20 },
        { machine: 'sr52', operation: [18, 22], travel: [40, 45], cleaningMinutes: 20 },
        {
          machine: 'st91',
          implement: 'dryTrailer',
          operation: [15, 15],
          travel: [50, 55],
          cleaningMinutes: 15,
        },
      ],
      tenders: [],
    },
  ] satisfies TDemoGroup[],
};

const WORKDAYS: TWeekday[] = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

async function seedBranch(context: TDemoContext, branch: TBranch, data: typeof IOWA | typeof MATO_GROSSO) {
  const { db, ownerId, random } = context;
  const unitId = context.units[branch];
  const warehouses = context.ids[branch === 'iowa' ? 'placesIowa' : 'placesMatoGrosso'] ?? [];

  const implementIds = new Map<string, number>();
  for (const implement of data.implements) {
    const [row] = await db
      .insert(fleetImplements)
      .values({
        ownerId,
        unitId,
        code: implement.code,
        name: implement.name,
        model: implement.model,
        kind: implement.kind,
        fixed: implement.fixed,
        widthMetres: implement.widthMetres,
        fixedWidth: implement.kind === 'agricultural',
        mixtureType: implement.mixtureType,
        capacity: implement.capacity,
      })
      .returning({ id: fleetImplements.id });
    implementIds.set(implement.key, row!.id);
    await db.insert(implementCompartments).values(
      implement.compartments.map((compartment, position) => ({
        implementId: row!.id,
        position,
        ...compartment,
      })),
    );
  }

  const machineIds = new Map<string, number>();
  for (const machine of data.machines as TDemoMachine[]) {
    const [row] = await db
      .insert(equipment)
      .values({
        ownerId,
        unitId,
        name: machine.name,
        clientCode: machine.clientCode,
        code: machine.code,
        type: machine.type,
        profile:
          machine.type === 'tender-truck' || machine.type === 'semi-truck'
            ? 'truck'
            : machine.type === 'tractor'
              ? 'tractor'
              : 'sprayer',
        make: machine.make,
        model: machine.model,
        year: machine.year,
        controller: machine.controller,
        boomWidthMetres: machine.boomWidthMetres ?? null,
        spinnerRangeMinMetres: machine.spinnerRange?.[0] ?? null,
        spinnerRangeMaxMetres: machine.spinnerRange?.[1] ?? null,
        tankCapacityLitres: machine.tankCapacityLitres ?? null,
        fixedTanks: machine.fixedTanks ?? false,
        implementType: machine.implementType ?? null,
        trailerType: machine.trailerType ?? null,
        stopReasonDelaySeconds: machine.type === 'tender-truck' ? 600 : 300,
        fieldEfficiency: machine.type === 'robot' ? 0.8 : 0.7,
        productClasses: machine.productClasses,
      })
      .returning({ id: equipment.id });
    machineIds.set(machine.key, row!.id);
    if (machine.compartments?.length)
      await db.insert(equipmentCompartments).values(
        machine.compartments.map((compartment, position) => ({
          equipmentId: row!.id,
          position,
          ...compartment,
        })),
      );
  }

  const groupIds: number[] = [];
  for (const [groupIndex, group] of (data.groups as TDemoGroup[]).entries()) {
    const [row] = await db
      .insert(equipmentGroups)
      .values({
        ownerId,
        unitId,
        name: group.name,
        distributionType: group.distributionType,
        productTypeFilter: [group.mixtureType],
        mixtureType: group.mixtureType,
        consolidation: group.consolidation,
        chemicalAddition: group.chemicalAddition,
        tankCapacity: group.tankCapacity,
        blenderCapacity: group.blenderCapacity,
        balanceLoads: group.balanceLoads,
        autoSendLoads: group.autoSendMinute !== null,
        autoSendMinute: group.autoSendMinute,
        tenderLoadingOrder: 'by-arrival',
      })
      .returning({ id: equipmentGroups.id });
    groupIds.push(row!.id);
    await db.insert(equipmentGroupWorkingPeriods).values(
      WORKDAYS.map((dayOfWeek) => ({
        groupId: row!.id,
        dayOfWeek,
        startMinute: 6 * 60,
        endMinute: 19 * 60,
        overtimeMinutes: 120,
      })),
    );
    const warehouseId = warehouses[groupIndex % Math.max(warehouses.length, 1)] ?? null;
    const speed = (range: [number, number]) => {
      const typed = random.integer(...range);
      return branch === 'iowa' ? (kmPerHourFromMph(typed) as number) : typed;
    };
    await db.insert(equipmentGroupMachines).values([
      ...group.members.map((member, position) => ({
        groupId: row!.id,
        equipmentId: machineIds.get(member.machine)!,
        role: 'member',
        implementId: member.implement ? implementIds.get(member.implement)! : null,
        operationSpeedKmh: speed(member.operation),
        travelSpeedKmh: speed(member.travel),
        warehouseId,
        cleaningTimeSeconds: member.cleaningMinutes * 60,
        refillDurationSeconds: random.integer(15, 25) * 60,
        allowLoadsFromOtherTenders: position % 2 === 0,
        position,
      })),
      ...group.tenders.map((tender, index) => ({
        groupId: row!.id,
        equipmentId: machineIds.get(tender.machine)!,
        role: 'tender',
        warehouseId,
        loadLastToFirst: tender.loadLastToFirst,
        position: group.members.length + index,
      })),
    ]);
  }

  const suffix = branch === 'iowa' ? 'Iowa' : 'MatoGrosso';
  context.ids[`equipment${suffix}`] = [...machineIds.values()];
  context.ids[`equipmentGroups${suffix}`] = groupIds;
  context.ids[`implements${suffix}`] = [...implementIds.values()];
  context.ids.equipment = [...(context.ids.equipment ?? []), ...machineIds.values()];
  context.ids.equipmentGroups = [...(context.ids.equipmentGroups ?? []), ...groupIds];
  context.ids.implements = [...(context.ids.implements ?? []), ...implementIds.values()];
}

/**
 * The fleet of the demo: per branch 14 machines of every kind (self-propelled sprayers, spreaders,
 * tender trucks, a robot, a tractor with a pull-type sprayer, a semi with a dry trailer), implements
 * and trailers with compartments, and two equipment groups working Monday to Saturday 06:00–19:00
 * with 2 h overtime, speeds in whole mph (Iowa) or km/h (Mato Grosso). Runs after the agronomy seeder so groups refill at its warehouses. Leaves
 * `ids.equipment`, `ids.equipmentGroups`, `ids.implements` (and their `...Iowa` / `...MatoGrosso`
 * variants) for the work-order seeder.
 */
export const fleetDemoSeeder = {
  name: 'fleet',
  async seed(context: TDemoContext) {
    await seedBranch(context, 'iowa', IOWA);
    await seedBranch(context, 'matoGrosso', MATO_GROSSO);
  },
};
