import {
  MAX_PAGE_SIZE,
  mixtureOfProduct,
  type TEmployeeRecord,
  type TMixtureType,
  type TProductRecord,
  type TProductType,
} from '@tramline/domain';
import type { TAuth } from '../../http/auth-context';
import type { TTenancyService } from '../tenancy/tenancy.service';
import type { TProductsService } from '../records/products/products.service';
import type { TFieldsService } from '../records/growers/fields.service';
import type { TGrowersService } from '../records/growers/growers.service';
import type { TEquipmentGroupsService } from '../records/equipment-groups/equipment-groups.service';
import type { TEmployeesService } from '../records/employees/employees.service';
import type { TWeatherProvider } from '../weather/weather.provider';
import type { TSensitiveSitesService } from '../records/sensitive-sites/sensitive-sites.service';
import type { TEquipmentService } from '../records/equipment/equipment.service';
import { localDateOf } from '../../calendar/calendar';
import { createNoticeCache, type TAuthChangeFeed } from '../auth/session-cache';
import type { TRankFacts, TWorkOrderScope } from './work-orders.repository';

export interface TWorkOrdersDependencies {
  tenancy: TTenancyService;
  products: TProductsService;
  fields: TFieldsService;
  growers: TGrowersService;
  equipmentGroups: TEquipmentGroupsService;
  employees: TEmployeesService;
  weather: TWeatherProvider;
  /** The list names the machine of the plan holding an order. */
  equipment: Pick<TEquipmentService, 'findMany'>;
  /** The ticket lists the sensitive sites near the order's fields. */
  sensitiveSites: Pick<TSensitiveSitesService, 'near'>;
}

export interface TGroupFacts {
  name: string;
  mixtureType: TMixtureType;
  /** Compartments of each member (dry groups; empty otherwise). */
  compartmentCounts: (number | null)[];
}

export type TFacts = TRankFacts & {
  timeZone: string;
  productById: Map<number, TProductRecord>;
  groupFacts: Map<number, TGroupFacts>;
};

/** Products a dry group can carry at once: the bins of its largest machine (at least one). */
export function binsOf(compartmentCounts: readonly (number | null)[]) {
  return Math.max(1, ...compartmentCounts.map((count) => count ?? 1));
}

/** What a group cannot carry among the branch's products: another mixture type, more products than bins. */
export function carryLimits(
  productRecords: readonly { id: number; typeProduct: TProductType }[],
  group: Pick<TGroupFacts, 'mixtureType' | 'compartmentCounts'>,
) {
  return {
    foreignProductIds: productRecords
      .filter((product) => mixtureOfProduct(product.typeProduct) !== group.mixtureType)
      .map((product) => product.id),
    maxProducts:
      group.mixtureType === 'DRY' && group.compartmentCounts.length ? binsOf(group.compartmentCounts) : null,
  };
}

/** The branch and offices an order must be in for the caller. */
export function scopeOf(auth: TAuth): TWorkOrderScope {
  return { ownerId: auth.ownerId, unitId: auth.unitId, locationIds: auth.permittedLocationIds };
}

/** Branch facts kept at most (one per user, branch and offices); the oldest goes first. */
const FACTS_CACHE_MAX_ENTRIES = 1_000;

/** The channel the database's triggers notify when what the branch facts read changes (migration 0037). */
export const ORDER_FACTS_CHANNEL = 'order_facts_changed';

/** The branch facts every read of orders needs: its time zone, employees and the ranking's facts. */
export function createWorkOrderFacts(dependencies: TWorkOrdersDependencies) {
  const { tenancy, products, fields, equipmentGroups, employees } = dependencies;
  const factsCache = createNoticeCache<Omit<TFacts, 'today'>>({ maxEntries: FACTS_CACHE_MAX_ENTRIES });

  async function timeZoneOf(auth: TAuth) {
    const branches = await tenancy.permittedUnits(auth);
    return branches.find((branch) => branch.id === auth.unitId)?.timeZone ?? 'UTC';
  }

  /** The branch's employees with their licences, page by page. */
  async function branchEmployees(auth: TAuth) {
    const all: TEmployeeRecord[] = [];
    for (let page = 0; ; page += 1) {
      const found = await employees.list(auth, { page, size: MAX_PAGE_SIZE, sort: 'id,asc' });
      all.push(...found.content);
      if (found.content.length < MAX_PAGE_SIZE) return all;
    }
  }

  /**
   * What ranking and flags read from the branch's products, fields and groups, as of the last
   * change to them: read once and shared by the SQL rank and the page's flags. Dry groups' bins
   * are read for every dry group with machines (they matter only for orders with several
   * products, and a machine carries at least one).
   */
  async function readBranchFacts(auth: TAuth): Promise<Omit<TFacts, 'today'>> {
    const [timeZone, productRecords, badFields, groups] = await Promise.all([
      timeZoneOf(auth),
      products.allRecords(auth),
      fields.summaries(auth, { geometryMissing: true }),
      equipmentGroups.all(auth),
    ]);
    const dryMembers = new Map<number, (number | null)[]>();
    for (const group of groups.filter(
      (candidate) => candidate.mixtureType === 'DRY' && candidate.equipmentCount > 0,
    )) {
      const members = await equipmentGroups.members(auth, group.id).catch(() => []);
      dryMembers.set(
        group.id,
        members.map((member) => member.compartmentCount),
      );
    }
    const groupFacts = new Map<number, TGroupFacts>(
      groups.map((group) => [
        group.id,
        {
          name: group.name,
          mixtureType: group.mixtureType,
          compartmentCounts: dryMembers.get(group.id) ?? [],
        },
      ]),
    );
    const productById = new Map(productRecords.map((product) => [product.id, product]));
    const applicatorProductIds = productRecords
      .filter((product) => product.licenceRequired !== 'NONE')
      .map((product) => product.id);
    const dicambaProductIds = productRecords
      .filter((product) => product.licenceRequired === 'DICAMBA')
      .map((product) => product.id);
    return {
      timeZone,
      licences: applicatorProductIds.length
        ? {
            timeZone,
            applicatorProductIds,
            dicambaProductIds,
            held: (await branchEmployees(auth)).flatMap((employee) =>
              employee.licences
                .filter((licence) => licence.status === 'ACTIVE')
                .map((licence) => ({
                  employeeId: employee.id,
                  type: licence.type,
                  from: licence.effectiveDate,
                  to: licence.expirationDate,
                })),
            ),
          }
        : undefined,
      productById,
      groupFacts,
      goodProductIds: productRecords
        .filter((product) => product.missingWeather.length === 0)
        .map((product) => product.id),
      badFieldIds: badFields.map((field) => field.id),
      sprayRanges: productRecords
        .filter(
          (product) =>
            product.typeProduct === 'LIQUID' &&
            (product.sprayVolumeMin !== null || product.sprayVolumeMax !== null),
        )
        .map((product) => ({
          productId: product.id,
          min: product.sprayVolumeMin,
          max: product.sprayVolumeMax,
        })),
      groupLimits: [...groupFacts.entries()].map(([groupId, group]) => {
        const limit = carryLimits(productRecords, group);
        return { groupId, foreignProductIds: limit.foreignProductIds, maxProducts: limit.maxProducts };
      }),
    };
  }

  /**
   * The ranking's facts for the caller's branch, with today in its time zone. The branch part is
   * cached while `changes` listens, per user, branch and offices (what the reads are scoped by),
   * and forgotten at every change to what it reads (the notices of migration 0037).
   */
  async function rankFacts(auth: TAuth): Promise<TFacts> {
    const key = [
      auth.ownerId,
      auth.userId,
      auth.unitId,
      auth.permittedUnitIds.join(','),
      auth.permittedLocationIds.join(','),
    ].join('|');
    const facts = await factsCache.through(key, () => readBranchFacts(auth));
    return { ...facts, today: localDateOf(new Date(), facts.timeZone) };
  }

  return {
    timeZoneOf,
    branchEmployees,
    rankFacts,
    /** Starts caching the branch facts, if given a change feed. */
    async start(changes: TAuthChangeFeed | undefined) {
      if (changes) await factsCache.listen(changes);
    },
    stop: () => factsCache.stop(),
    /** A write request of this process has committed (see `TSessionCache.afterLocalWrite`). */
    afterWrite: () => factsCache.afterLocalWrite(),
  };
}

export type TWorkOrderFacts = ReturnType<typeof createWorkOrderFacts>;
