import type { TExecutor } from '../db/database';
import type { TRandom } from './random';

/** What the demo seeders share: the transaction, the generator and the ids made so far. */
export interface TDemoContext {
  db: TExecutor;
  random: TRandom;
  ownerId: number;
  /** Branch ids by key: `iowa`, `matoGrosso`. */
  units: Record<'iowa' | 'matoGrosso', number>;
  /** Location ids by branch key. */
  locations: Record<'iowa' | 'matoGrosso', number[]>;
  userIds: Record<string, number>;
  /** Free-form ids later seeders leave for the next ones (fields, machines, products...). */
  ids: Record<string, number[]>;
}

/** Each demo branch's time zone: its dates (today, a licence's expiry) are local to it. */
export const DEMO_TIME_ZONES = { iowa: 'America/Chicago', matoGrosso: 'America/Cuiaba' } as const;

export const DEMO_OWNER = 'demo';
export const DEMO_PASSWORD = 'Demo#2026';
