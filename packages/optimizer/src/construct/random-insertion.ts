import type { LocalSearch } from '../search/local-search';
import { insertOrder } from '../search/insert-order';
import type { Random } from '../search/random';

/** Plans the orders one by one in random order, each at its cheapest penalised position. */
export function randomInsertion(ls: LocalSearch, rng: Random): void {
  const order = rng.shuffle(Int32Array.from(ls.candidates));
  for (let i = 0; i < order.length; i++) {
    const o = order[i]!;
    if (ls.routes.routeOf[o]! < 0) insertOrder(ls, o);
  }
}
