import type { TExecutor } from '../db/database';

/**
 * How many records of another module use some of ours (work orders using a product or a group,
 * plans using a machine or an order, groups using a place). Answers a count per id asked; ids not
 * in the answer count 0.
 */
export type TUsageProvider = (query: {
  db: TExecutor;
  ownerId: number;
  ids: number[];
}) => Promise<Map<number, number>>;

/**
 * Where modules built later tell a module who uses its rows, so a delete is refused with the
 * spec's 'already used' message without the module knowing their tables. Starts empty; each using
 * module registers a provider when it is built.
 */
export function createUsageRegistry(db: TExecutor) {
  const providers: { name: string; count: TUsageProvider }[] = [];
  return {
    /** Registers a provider under a name (`workOrders`, `plans`); a second one with the name replaces it. */
    register(name: string, count: TUsageProvider) {
      this.unregister(name);
      providers.push({ name, count });
    },
    /** Removes a provider (tests). */
    unregister(name: string) {
      const existing = providers.findIndex((provider) => provider.name === name);
      if (existing >= 0) providers.splice(existing, 1);
    },
    /** Total uses of each id over every provider. */
    async usage(ownerId: number, ids: readonly number[]) {
      const total = new Map<number, number>();
      if (ids.length === 0) return total;
      for (const provider of providers) {
        const counts = await provider.count({ db, ownerId, ids: [...ids] });
        for (const [id, count] of counts) total.set(id, (total.get(id) ?? 0) + count);
      }
      return total;
    },
    /** Uses of one id. */
    async countOf(ownerId: number, id: number): Promise<number> {
      return (await this.usage(ownerId, [id])).get(id) ?? 0;
    },
    /** Whether any of the ids is used anywhere. */
    async isUsed(ownerId: number, ids: readonly number[]): Promise<boolean> {
      for (const count of (await this.usage(ownerId, ids)).values()) if (count > 0) return true;
      return false;
    },
  };
}

export type TUsageRegistry = ReturnType<typeof createUsageRegistry>;
