/** What the problem builder takes and answers (docs/planning.md §Problem builder). */
import {
  type TEquipmentGroupRecord,
  type TEquipmentRecord,
  type TGroupMember,
  type TPlaceRecord,
  type TImplementRecord,
  type TVehicle,
  type TWeatherRespect,
  type TWorkOrderRecord,
} from '@tramline/domain';
import type { MixtureType, Problem, Weighting } from '@tramline/optimizer';
import type { TAuth } from '../../../http/auth-context';
import type { TEquipmentGroupsService } from '../../records/equipment-groups/equipment-groups.service';
import type { TEquipmentService } from '../../records/equipment/equipment.service';
import type { TImplementsService } from '../../records/implements/implements.service';
import type { TPlacesService } from '../../records/places/places.service';
import type { TProductsService } from '../../records/products/products.service';
import type { TFieldsService } from '../../records/growers/fields.service';
import type { TWorkOrdersService } from '../../work-orders/work-orders.service';
import type { TRoutingProvider } from '../../routing/routing.provider';
import type { TWeatherProvider } from '../../weather/weather.provider';
import { type TGeoPoint } from '../../weather/weather.provider';
import type { TLoadedTender } from './problem-tenders';

/** Fewer selected work orders than this cannot be optimised: plan them by hand (spec §5, 500 text). */
export const MIN_ORDERS_TO_OPTIMISE = 2;
/** 620 miles: a machine whose warehouse is further than this from every field cannot be routed (706). */
export const MAX_WAREHOUSE_DISTANCE_M = 620 * 1609.344;

/** Services the builder reads records through, and planning's own hooks. */
export interface TProblemBuilderDependencies {
  equipmentGroups: TEquipmentGroupsService;
  equipment: TEquipmentService;
  implements: TImplementsService;
  places: TPlacesService;
  workOrders: TWorkOrdersService;
  products: TProductsService;
  fields: TFieldsService;
  weather: TWeatherProvider;
  routing: TRoutingProvider;
  /** The group's weather settings (planning settings), or null when it has none. */
  weatherRespectOf?: (auth: TAuth, groupId: number) => Promise<TWeatherRespect | null>;
  /**
   * Per order, the hectares done or planned before the date (earlier dates' active plans, or what
   * its machines counted applied): an order split over days is planned for what is left (absent:
   * every order whole).
   */
  plannedAreasBefore?: (
    auth: TAuth,
    orderIds: readonly number[],
    date: string,
  ) => Promise<Map<number, number>>;
  /** Machines among `equipmentIds` that already have a current plan on the date in the group. */
  machinesWithPlan?: (
    auth: TAuth,
    query: { groupId: number; localDate: string; equipmentIds: number[] },
  ) => Promise<number[]>;
}

export interface TProblemRequest {
  /** Branch-local date, YYYY-MM-DD. */
  date: string;
  groupId: number;
  equipmentIds: number[];
  orderIds: number[];
  weighting?: Weighting;
  /**
   * The routing vehicle profile: a machine travels between places at the lower of its own road
   * speed and the profile's. Absent (retiming a planner's day): each machine's own road speed.
   */
  vehicle?: TVehicle;
  /**
   * `optimise` (default) checks everything; `reoptimise` (one machine's own day) skips the
   * existing-plan and order-count checks; `retime` (timing a planner's fixed day) also lets
   * blocked orders through and opens the whole day to orders whose weather is missing.
   */
  mode?: 'optimise' | 'reoptimise' | 'retime';
  /**
   * Retiming the sprayers' fixed days of a date whose tender trucks were planned: the group's
   * tender trucks come in, and the refills become meetings with them where they can come.
   */
  withTenders?: boolean;
  /**
   * Re-planning a running day: where, when and with how full a tank each machine (by equipment
   * id) goes on. Such a day is planned without tender trucks (their days stay as they are).
   */
  startStates?: ReadonlyMap<number, TMachineStartState>;
}

/** A machine's state when its day is planned again from now. */
export interface TMachineStartState {
  /** Its last known place; null: its warehouse. */
  point: TGeoPoint | null;
  /** When it can go on (now, or the end of the work it is doing). */
  at: Date;
  /** Share of a full tank it carries, 0..1. */
  load: number;
  /** Product family left in its tank by its work under way (none: a clean tank). */
  family?: string;
}

/** A machine of the built problem with its working period as instants. */
export interface TBuiltMachine {
  equipmentId: number;
  name: string;
  workingStart: Date;
  workingEnd: Date;
  overtimeEnd: Date;
  /** Location index of its warehouse. */
  warehouse: number;
}

/** An engine order: one field of a work order. */
export interface TBuiltOrder {
  workOrderId: number;
  fieldId: number;
  fieldName: string;
  /**
   * Hectares: the field's share of the order's selected area (of what earlier days left of it),
   * or of one part when the field is bigger than a machine's day.
   */
  area: number;
  /** Litres of liquid plus kilograms of dry and ammonia, for the plan items. */
  volume: number;
  point: TGeoPoint;
  /** One of the equal parts a field bigger than a machine's day is planned in (1-based). */
  part?: { index: number; count: number };
}

export interface TBuiltProblem {
  problem: Problem;
  /** Local midnight: every engine second counts from it. */
  dayStart: Date;
  timeZone: string;
  group: TEquipmentGroupRecord;
  machines: TBuiltMachine[];
  /** The group's tender trucks planned with the day (absent when it has none). */
  tenders?: TBuiltMachine[];
  /** By engine order id (`<workOrderId>:<fieldId>`, `<workOrderId>:<fieldId>:<part>` for parts). */
  orders: Map<string, TBuiltOrder>;
  workOrders: TWorkOrderRecord[];
  /** Positions of the problem's locations (warehouses first, then fields). */
  points: TGeoPoint[];
  /** Retime only: orders timed without weather (the forecast was missing or failed). */
  withoutWeather: number[];
}

/** A chosen group member with what planning reads of it. */
export interface TLoadedMachine {
  member: TGroupMember;
  record: TEquipmentRecord;
  implement: TImplementRecord | null;
  warehouse: TPlaceRecord;
  /** Metres. */
  width: number;
  compartments: { mixtureType: MixtureType; capacity: number }[];
}

/** A chosen machine the day is planned without, and why. */
export interface TLeftOutMachine {
  equipmentId: number;
  name: string;
  reason: 'noWorkingWidth';
}

/** Records checked before a job starts (see `prepare`). */
export interface TPreparedProblem {
  request: TProblemRequest;
  group: TEquipmentGroupRecord;
  period: { workingStart: Date; workingEnd: Date; overtimeEnd: Date; overtimeSeconds: number };
  machines: TLoadedMachine[];
  /** Chosen machines that cannot apply (no working width): left out of the day, said in its result. */
  leftOut: TLeftOutMachine[];
  orderIds: number[];
  /** The group's tender trucks that can work (none when retiming a planner's day). */
  tenders?: TLoadedTender[];
}
