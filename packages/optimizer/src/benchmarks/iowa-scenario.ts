import type { FamilyTransition, Machine, Order, Problem, TimeWindow } from '../model/problem';
import { buildGreatCircleMatrix } from '../model/travel';
import type { GeoPoint } from '../model/travel';
import { computeApplicationWindows } from '../windows/application-windows';
import type { ForecastHour, ProductLimits } from '../windows/application-windows';
import { Random } from '../search/random';

const ACRE_HA = 0.40468564224;
const GALLON_L = 3.785411784;
const MPH_KMH = 1.609344;
const HOUR = 3600;

/** A product program: its family and weather limits. */
interface Program {
  readonly family: string;
  readonly limits: ProductLimits;
  /** Spray volume, gallons per acre. */
  readonly gallonsPerAcre: readonly [number, number];
  readonly share: number;
}

const PROGRAMS: readonly Program[] = [
  {
    family: 'glyphosate',
    limits: { productId: 'glyphosate', windMaxKmh: 16, rainFreeHours: 1 },
    gallonsPerAcre: [10, 15],
    share: 0.4,
  },
  {
    family: 'dicamba',
    limits: { productId: 'dicamba', windMinKmh: 4.8, windMaxKmh: 16, temperatureMaxC: 29, rainFreeHours: 4 },
    gallonsPerAcre: [15, 20],
    share: 0.2,
  },
  {
    family: 'fungicide',
    limits: { productId: 'fungicide', windMaxKmh: 19, rainFreeHours: 1 },
    gallonsPerAcre: [15, 20],
    share: 0.25,
  },
  {
    family: 'insecticide',
    limits: { productId: 'insecticide', windMaxKmh: 19, temperatureMaxC: 32, rainFreeHours: 2 },
    gallonsPerAcre: [10, 20],
    share: 0.15,
  },
];

/** Family changes that need no cleaning (everything else does, dicamba always). */
const COMPATIBLE: readonly FamilyTransition[] = [
  { from: 'fungicide', to: 'insecticide' },
  { from: 'insecticide', to: 'fungicide' },
  { from: 'glyphosate', to: 'fungicide' },
  { from: 'glyphosate', to: 'insecticide' },
];

/** A summer day: calm morning, rain mid-morning (10:00 west, 11:00 east), windy 13:00-16:00. */
function forecast(east: boolean): ForecastHour[] {
  return Array.from({ length: 20 }, (_, i) => {
    const hour = 4 + i;
    return {
      time: hour * HOUR,
      windKmh: hour >= 13 && hour < 16 ? 27 : hour >= 11 && hour < 13 ? 14 : hour >= 16 && hour < 18 ? 15 : 8,
      temperatureC: 17 + Math.max(0, Math.min(hour, 16) - 6) * 1.3,
      humidityPct: 70 - Math.max(0, hour - 6) * 2,
      rainMm: hour === (east ? 11 : 10) ? 1.8 : 0,
    };
  });
}

export interface Scenario {
  readonly problem: Problem;
  readonly points: readonly GeoPoint[];
}

/**
 * A seeded, realistic day in central Iowa: 300 fields of 20-400 acres within about 60 km, three
 * warehouses, 25 sprayers (120 ft booms, 12-15 mph in the field, 1200 gal tanks, 20 min refills,
 * 30 min cleanouts), four product programs with their weather limits, and application windows
 * computed from the forecast and the sun by the engine's own window helper.
 */
export function buildIowaScenario(seed = 1, orderCount = 300, machineCount = 25): Scenario {
  const rng = new Random(seed);
  const centre = { latitude: 42.03, longitude: -93.62 };
  const kmLat = 1 / 111.0;
  const kmLon = 1 / (111.0 * Math.cos((centre.latitude * Math.PI) / 180));
  const offset = (dxKm: number, dyKm: number): GeoPoint => ({
    latitude: centre.latitude + dyKm * kmLat,
    longitude: centre.longitude + dxKm * kmLon,
  });
  const warehouses = [offset(-18, 8), offset(15, 12), offset(2, -17)];
  const fields: GeoPoint[] = [];
  for (let i = 0; i < orderCount; i++) {
    // Clustered around the warehouses' trade areas, spread over about 60 km.
    const base = rng.int(3);
    const w = warehouses[base]!;
    const angle = rng.next() * 2 * Math.PI;
    const radius = 3 + Math.sqrt(rng.next()) * 24;
    const x = (w.longitude - centre.longitude) / kmLon + radius * Math.cos(angle);
    const y = (w.latitude - centre.latitude) / kmLat + radius * Math.sin(angle);
    fields.push(offset(Math.max(-30, Math.min(30, x)), Math.max(-30, Math.min(30, y))));
  }
  // Five machines start the day where they stopped yesterday.
  const parked = Array.from({ length: 5 }, () => fields[rng.int(fields.length)]!);
  const points = [...warehouses, ...fields, ...parked];
  const matrix = buildGreatCircleMatrix(points, 56, 1.3);

  const sunrise = 5 * HOUR + 50 * 60;
  const sunset = 20 * HOUR + 35 * 60;
  const windowCache = new Map<string, TimeWindow[]>();
  const windowsFor = (program: Program, east: boolean): TimeWindow[] => {
    const key = `${program.family}/${east}`;
    let windows = windowCache.get(key);
    if (!windows) {
      windows = computeApplicationWindows({
        forecast: forecast(east),
        products: [program.limits],
        sunrise,
        sunset,
      }).windows;
      windowCache.set(key, windows);
    }
    return windows;
  };

  const machines: Machine[] = Array.from({ length: machineCount }, (_, m) => {
    const home = m % 3;
    const startsInField = m >= machineCount - parked.length;
    return {
      id: `sprayer-${String(m + 1).padStart(2, '0')}`,
      start: startsInField ? 3 + orderCount + (m - (machineCount - parked.length)) : home,
      end: home,
      warehouse: home,
      shift: { start: 6 * HOUR, end: 18 * HOUR, overtimeLimit: 2 * HOUR },
      operatingSpeedKmh: (12 + rng.next() * 3) * MPH_KMH,
      workingWidthM: 120 * 0.3048,
      fieldEfficiency: 0.65 + rng.next() * 0.1,
      compartments: [{ mixtureType: 'liquid', capacity: 1200 * GALLON_L }],
      refillPlaces: [0, 1, 2],
      refillSeconds: 20 * 60,
      startsLoaded: !startsInField,
      cleaningSeconds: 30 * 60,
      applicationTypes: ['spray'],
    };
  });

  const orders: Order[] = fields.map((point, i) => {
    const roll = rng.next();
    let acc = 0;
    let program = PROGRAMS[0]!;
    for (const p of PROGRAMS) {
      acc += p.share;
      if (roll < acc) {
        program = p;
        break;
      }
    }
    const acres = Math.round(20 * Math.exp(rng.next() * Math.log(20)));
    const area = acres * ACRE_HA;
    const gallons =
      program.gallonsPerAcre[0] + rng.next() * (program.gallonsPerAcre[1] - program.gallonsPerAcre[0]);
    const priority = rng.next() < 0.05 ? 3 : rng.next() < 0.25 ? 2 : 1;
    const east = point.longitude > centre.longitude;
    const restricted = rng.next() < 0.1;
    const home = i % 3;
    return {
      id: `wo-${String(i + 1).padStart(3, '0')}`,
      location: 3 + i,
      area,
      loads: [
        {
          mixtureType: 'liquid',
          amount: Math.round(acres * gallons * GALLON_L),
          productIds: [program.limits.productId],
        },
      ],
      windows: windowsFor(program, east),
      applicationType: 'spray',
      productFamily: program.family,
      priority,
      ...(restricted
        ? { allowedMachines: machines.filter((_, m) => m % 3 === home).map((mm) => mm.id) }
        : {}),
    };
  });

  return {
    problem: {
      locationCount: points.length,
      matrices: [matrix],
      machines,
      orders,
      weighting: 'fastest',
      compatibleFamilies: COMPATIBLE,
      coordinates: points.map((p) => [p.longitude, p.latitude] as const),
    },
    points,
  };
}
