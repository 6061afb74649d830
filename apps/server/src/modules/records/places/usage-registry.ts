import type { TExecutor } from '../../../db/database';

/**
 * How many records of another module use one of ours (work orders using a product, equipment
 * groups using a place). Answers a count per id asked; ids not in the answer count 0.
 */
export type TUsageProvider = (query: {
  db: TExecutor;
  ownerId: number;
  ids: number[];
}) => Promise<Map<number, number>>;

/**
 * Where other modules tell ours who uses its rows, so a delete can be refused without this module
 * knowing their tables. Starts empty; each using module registers a provider when it is built.
 */
export function createUsageRegistry(db: TExecutor) {
  const providers: { name: string; count: TUsageProvider }[] = [];
  return {
    /** Registers a provider under a name (`workOrders`, `equipmentGroups`); a second one with the name replaces it. */
    register(name: string, count: TUsageProvider) {
      const existing = providers.findIndex((provider) => provider.name === name);
      if (existing >= 0) providers.splice(existing, 1);
      providers.push({ name, count });
    },
    /** Removes a provider (tests). */
    unregister(name: string) {
      const existing = providers.findIndex((provider) => provider.name === name);
      if (existing >= 0) providers.splice(existing, 1);
    },
    /** Total uses of each id over every provider, by provider too. */
    async usage(ownerId: number, ids: number[]) {
      const total = new Map<number, number>();
      const byProvider: Record<string, Map<number, number>> = {};
      if (ids.length === 0) return { total, byProvider };
      for (const provider of providers) {
        const counts = await provider.count({ db, ownerId, ids });
        byProvider[provider.name] = counts;
        for (const [id, count] of counts) total.set(id, (total.get(id) ?? 0) + count);
      }
      return { total, byProvider };
    },
    async countOf(ownerId: number, id: number): Promise<number> {
      return (await this.usage(ownerId, [id])).total.get(id) ?? 0;
    },
  };
}

export type TUsageRegistry = ReturnType<typeof createUsageRegistry>;
