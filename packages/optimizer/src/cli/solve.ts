import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parseSolomon, solomonToProblem } from '../benchmarks/solomon';
import { solve } from '../solve';
import { maxRuntime, performanceClock } from '../stop/stop-criterion';

/**
 * `npm run -s solve -- solomon <file> --seconds <n> [--seed <s>]`: solves a Solomon-format VRPTW
 * file with the production engine and prints one JSON line.
 */
function main(argv: string[]): void {
  const [kind, file, ...rest] = argv;
  if (kind !== 'solomon' || !file) {
    process.stderr.write('usage: solve solomon <file> --seconds <n> [--seed <s>]\n');
    process.exit(2);
  }
  const option = (name: string, fallback: number): number => {
    const i = rest.indexOf(`--${name}`);
    if (i < 0) return fallback;
    const value = Number(rest[i + 1]);
    if (!Number.isFinite(value)) throw new Error(`--${name} needs a number`);
    return value;
  };
  const seconds = option('seconds', 10);
  const seed = option('seed', 1);
  const start = performanceClock();
  // npm runs workspace scripts in the package folder; paths are relative to where npm was called.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const instance = parseSolomon(readFileSync(path, 'utf8'));
  const plan = solve(solomonToProblem(instance), { stop: maxRuntime(seconds), seed });
  const routes = plan.schedules
    .filter((s) => s.orders.length > 0)
    .map((s) => s.orders.map((o) => Number(o.orderId)));
  const out = {
    instance: basename(file).replace(/\.txt$/i, '') || instance.name,
    vehicles: routes.length,
    distance: Math.round(plan.summary.distance * 10) / 10,
    seconds: Math.round((performanceClock() - start) / 10) / 100,
    routes,
    ...(plan.unassigned.length > 0 ? { unassigned: plan.unassigned.map((u) => Number(u.orderId)) } : {}),
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

main(process.argv.slice(2));
