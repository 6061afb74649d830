import { describe, expect, it } from 'vitest';
import { diagnoseOrders } from '../src/evaluate/diagnose';
import { Proposal, RouteSet } from '../src/evaluate/routes';
import { SimulationEvaluator } from '../src/evaluate/simulation-evaluator';
import { Instance } from '../src/model/instance';
import { insertOrder } from '../src/search/insert-order';
import { LocalSearch } from '../src/search/local-search';
import { buildNeighbours } from '../src/search/neighbours';
import { Random } from '../src/search/random';
import { buildMachine, buildOrder, buildProblem } from './factories';

/**
 * One sprayer with a 10 h day and fields that do not all fit in it (300 ha take 8.3 h, 200 ha 5.6 h,
 * 100 ha 2.8 h), priced so that running late costs more than any order is worth.
 */
function search(): { ls: LocalSearch; evaluations: () => number } {
  const problem = buildProblem(
    [
      [0, 0],
      [1000, 0],
      [2000, 0],
    ],
    [buildMachine({ compartments: [{ mixtureType: 'liquid', capacity: 100_000 }] })],
    [buildOrder('big', 1, 300), buildOrder('second', 2, 200), buildOrder('third', 1, 100)],
  );
  const inst = new Instance(problem);
  diagnoseOrders(inst);
  const candidates = Int32Array.from([0, 1, 2]);
  const ev = new SimulationEvaluator(inst, new RouteSet(1, 3));
  const ls = new LocalSearch(
    inst,
    ev,
    buildNeighbours(inst, candidates, 1),
    candidates,
    new Random(1),
    Int32Array.from([0]),
  );
  const prize = Math.max(...inst.prize);
  ev.setPenalties(1000 * prize, 1000 * prize);
  let count = 0;
  const evaluate = ev.evaluate.bind(ev);
  ev.evaluate = (p) => {
    count++;
    return evaluate(p);
  };
  return { ls, evaluations: () => count };
}

const BIG = 0;
const SECOND = 1;
const THIRD = 2;

describe('inserting a left-out order', () => {
  it('does not price again a route that has not changed since the order could not join it', () => {
    const { ls, evaluations } = search();
    ls.load([[BIG]]);
    expect(insertOrder(ls, SECOND)).toBe(false);
    const before = evaluations();
    expect(insertOrder(ls, SECOND)).toBe(false);
    expect(evaluations()).toBe(before);
  });

  it('prices a route again once it changed', () => {
    const { ls } = search();
    ls.load([[BIG]]);
    expect(insertOrder(ls, SECOND)).toBe(false);
    ls.unassign(BIG);
    expect(insertOrder(ls, SECOND)).toBe(true);
    expect(ls.routes.orders(0)).toEqual([SECOND]);
  });

  it('forgets its earlier tries when other routes are loaded', () => {
    const { ls } = search();
    ls.load([[BIG]]);
    expect(insertOrder(ls, SECOND)).toBe(false);
    ls.load([[]]);
    expect(insertOrder(ls, SECOND)).toBe(true);
  });

  it('forgets its earlier tries when a search starts (the penalties may have changed)', () => {
    const { ls } = search();
    ls.load([[BIG]]);
    expect(insertOrder(ls, SECOND)).toBe(false);
    ls.ev.setPenalties(0, 0);
    ls.run();
    expect(ls.routes.routeOf[SECOND]).toBe(0);
  });
});

describe('a local search told to stop', () => {
  it('leaves the routes as they were when told at once', () => {
    const { ls } = search();
    ls.ev.setPenalties(0, 0);
    ls.load([[]]);
    ls.run(() => true);
    expect(ls.routes.orders(0)).toEqual([]);
    ls.run();
    expect(ls.routes.orders(0)).not.toEqual([]);
  });
});

describe("a route's cost without one of its orders", () => {
  it('is priced again when a search starts, as the penalties may have changed', () => {
    const { ls } = search();
    ls.ev.setPenalties(1, 1);
    ls.load([[BIG, SECOND, THIRD]]);
    // Without the third order the day still runs late: its cost moves with the penalty.
    const cheap = ls.removal(THIRD);
    ls.ev.setPenalties(1000, 1000);
    ls.run(() => true);
    const priced = ls.removal(THIRD);
    expect(priced).toBeGreaterThan(cheap);
    expect(priced).toBe(ls.ev.evaluate(new Proposal().start(0).prefix(0, 2).suffix(0, 4)));
  });
});
