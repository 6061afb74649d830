import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIowaScenario } from '../benchmarks/iowa-scenario';
import type { Plan } from '../model/plan';
import type { Problem, Tender } from '../model/problem';
import { solve } from '../solve';
import { maxIterations, maxRuntime, performanceClock } from '../stop/stop-criterion';

/**
 * `npm run -w @tramline/optimizer bench:tenders -- [--seconds 30 | --iterations n] [--seed 1]`: the Iowa day solved
 * with sprayers refilling at the warehouses, then with five tender trucks meeting them at their
 * fields, in the same budget; writes docs/bench/optimizer-tenders.md.
 */

interface PlanChecker {
  checkPlan(problem: unknown, plan: Plan): string[];
}

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../../../..');
const GALLON_L = 3.785411784;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

/** Five tenders (3 x 1200 gal, 15 min to load) at the three warehouses, serving every sprayer. */
function withTenders(problem: Problem): Problem {
  const homes = [0, 1, 2, 0, 1];
  const tenders: Tender[] = homes.map((home, i) => ({
    id: `tender-${i + 1}`,
    start: home,
    end: home,
    loadPlace: home,
    shift: problem.machines[0]!.shift,
    compartments: [0, 1, 2].map(() => ({ mixtureType: 'liquid' as const, capacity: 1200 * GALLON_L })),
    loadSeconds: 15 * 60,
  }));
  return {
    ...problem,
    tenders,
    consolidation: 'several-growers',
    machines: problem.machines.map((m) => ({ ...m, tenders: tenders.map((t) => t.id) })),
  };
}

function areaDifference(ha: number): string {
  const rounded = Math.round(ha);
  if (rounded === 0) return 'the same area';
  return `${Math.abs(rounded)} ha ${rounded > 0 ? 'more' : 'less'}`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const seconds = Number(option(args, 'seconds') ?? 30);
  const seed = Number(option(args, 'seed') ?? 1);
  const iterations = Number(option(args, 'iterations') ?? 0);
  const budget = iterations > 0 ? `--iterations ${iterations}` : `--seconds ${seconds}`;
  const output = option(args, 'out') ?? join(repo, 'docs/bench/optimizer-tenders.md');
  const { checkPlan } = (await import(
    new URL('../../test/plan-checker.ts', import.meta.url).href
  )) as PlanChecker;

  const base = buildIowaScenario(seed).problem;
  const tendered = withTenders(base);
  const run = (problem: Problem) => {
    const started = performanceClock();
    const stop = iterations > 0 ? maxIterations(iterations) : maxRuntime(seconds);
    const plan = solve(problem, { stop, seed });
    return { plan, seconds: (performanceClock() - started) / 1000, errors: checkPlan(problem, plan) };
  };
  const rows = [
    { name: 'Refills at the warehouses', ...run(base) },
    { name: 'Five tender trucks', ...run(tendered) },
  ];
  const h = (s: number): string => (s / 3600).toFixed(1);
  const fromTender = (plan: Plan) =>
    plan.schedules.flatMap((s) => s.activities).filter((a) => a.kind === 'refill' && a.tenderId).length;
  const tenderWait = (plan: Plan) =>
    plan.schedules
      .flatMap((s) => s.activities)
      .filter((a) => a.kind === 'waiting' && a.tenderId)
      .reduce((sum, a) => sum + a.end - a.start, 0);
  const [without, withT] = rows;
  const lines = [
    '# Tender trucks on the Iowa day',
    '',
    `Command: \`npm run -w @tramline/optimizer bench:tenders -- ${budget} --seed ${seed}\`. The day of`,
    '`docs/bench/optimizer-scenario.md` (300 orders, 25 sprayers, three warehouses) solved twice in the same',
    'budget: sprayers driving to the nearest warehouse to refill, then with five tender trucks (three at one',
    'warehouse each, two more at the first two; 3 x 1200 gal compartments, 15 min to load, the same roads)',
    'that every sprayer takes loads from, several growers per trip. With tenders the engine plans the day with',
    'refills at the warehouses in the whole budget (every sprayer here has a warehouse), then brings the',
    "tenders in where they cost no order, and keeps a tender plan only when it plans at least that plan's",
    'area (docs/optimizer.md). With a time budget the two rows are the same search given different CPU time',
    'on the shared 2-core machine, so their areas differ by that noise; with an iteration budget they plan',
    'the same orders.',
    '',
    '| plan | orders | area ha | sprayer travel h | travel h per 100 ha | refills (from tenders) | sprayer wait for tenders h | tender trips / meetings | tender km | time to solve s | checker |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map((r) => {
      const s = r.plan.summary;
      const tenders = r.plan.tenders ?? [];
      const trips = tenders.reduce((sum, t) => sum + t.trips, 0);
      const meetings = tenders.reduce((sum, t) => sum + t.meetings, 0);
      const km = tenders.reduce((sum, t) => sum + t.distance, 0) / 1000;
      return `| ${r.name} | ${s.orderCount} | ${s.assignedArea.toFixed(0)} | ${h(s.displacementTime)} | ${((s.displacementTime / 3600 / Math.max(1, s.assignedArea)) * 100).toFixed(2)} | ${s.refillCount} (${fromTender(r.plan)}) | ${h(tenderWait(r.plan))} | ${trips} / ${meetings} | ${km.toFixed(0)} | ${r.seconds.toFixed(1)} | ${r.errors.length === 0 ? 'feasible' : `${r.errors.length} errors`} |`;
    }),
    '',
    `With tenders the sprayers spend ${h(without!.plan.summary.displacementTime - withT!.plan.summary.displacementTime)} h less on the road ` +
      `(${((withT!.plan.summary.displacementTime / Math.max(1, withT!.plan.summary.assignedArea) / (without!.plan.summary.displacementTime / Math.max(1, without!.plan.summary.assignedArea)) - 1) * 100).toFixed(1)}% travel per planned hectare) ` +
      `and cover ${areaDifference(withT!.plan.summary.assignedArea - without!.plan.summary.assignedArea)}.`,
    '',
  ];
  if (!existsSync(dirname(output))) mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, lines.join('\n'));
  process.stdout.write(lines.join('\n'));
  const errors = rows.flatMap((r) => r.errors);
  if (errors.length) {
    process.stderr.write(`${errors.slice(0, 10).join('\n')}\n`);
    process.exitCode = 1;
  }
}

void main();
