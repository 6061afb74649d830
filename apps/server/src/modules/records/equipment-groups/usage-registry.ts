import type { TExecutor } from '../../../db/database';

/**
 * How many records of another module use some of ours (work orders using a group, plans using a
 * machine, crop plans linked to a compartment). Answers a count per id asked; ids not in the answer
 * count 0. Same contract as the places registry, so a using module registers the same way everywhere.
 */
export type TUsageProvider = (query: { db: TExecutor; ownerId: number; ids: number[] }) => Promise<Map<number, number>>;

/**
 * Where modules built later (work orders, planning, trips) tell the fleet modules who uses their
 * rows, so a delete is refused with the spec's 'already used' message without the fleet modules
 * knowing their tables. Starts empty.
 */
export function createUsageRegistry(db: TExecutor) {
  const providers: { name: string; count: TUsageProvider }[] = [];
  return {
    /** Registers a provider under a name (`workOrders`, `cropPlans`); a second one with the name replaces it. */
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
    /** Whether any of the ids is used anywhere. */
    async isUsed(ownerId: number, ids: readonly number[]): Promise<boolean> {
      for (const count of (await this.usage(ownerId, ids)).values()) if (count > 0) return true;
      return false;
    },
  };
}

export type TUsageRegistry = ReturnType<typeof createUsageRegistry>;
