import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parseSolomon, solomonToProblem } from '../benchmarks/solomon';
import { solve } from '../solve';
import { maxIterations, maxRuntime, performanceClock } from '../stop/stop-criterion';

/** What the command writes and its exit code. */
export interface CommandResult {
  stdout: string;
  stderr: string;
  code: number;
}

const USAGE = 'usage: solve solomon <file> --seconds <n> [--seed <s>]\n';

/**
 * `solve solomon <file> --seconds <n> [--seed <s>]`: solves a Solomon-format VRPTW file with the
 * production engine. On stdout exactly one JSON line `{instance, vehicles, distance, seconds,
 * routes}`; customers left unrouted are named on stderr and the exit code is 1. `--iterations <n>`
 * (for tests) stops after n iterations instead of a time limit.
 */
export function solomonCommand(argv: readonly string[], cwd: string): CommandResult {
  const [kind, file, ...rest] = argv;
  if (kind !== 'solomon' || !file) return { stdout: '', stderr: USAGE, code: 2 };
  const option = (name: string): number | undefined => {
    const i = rest.indexOf(`--${name}`);
    if (i < 0) return undefined;
    const value = Number(rest[i + 1]);
    return Number.isFinite(value) ? value : NaN;
  };
  const seconds = option('seconds') ?? 10;
  const seed = option('seed') ?? 1;
  const iterations = option('iterations');
  for (const [name, value] of [
    ['seconds', seconds],
    ['seed', seed],
    ['iterations', iterations],
  ] as const) {
    if (Number.isNaN(value)) return { stdout: '', stderr: `--${name} needs a number\n${USAGE}`, code: 2 };
  }
  const start = performanceClock();
  const text = readFileSync(resolve(cwd, file), 'utf8');
  const instance = parseSolomon(text);
  const stop = iterations !== undefined ? maxIterations(iterations) : maxRuntime(seconds);
  const plan = solve(solomonToProblem(instance), { stop, seed });
  const routes = plan.schedules
    .filter((s) => s.orders.length > 0)
    .map((s) => s.orders.map((o) => Number(o.orderId)));
  const out = {
    instance: basename(file).replace(/\.txt$/i, '') || instance.name,
    vehicles: routes.length,
    distance: Math.round(plan.summary.distance * 10) / 10,
    seconds: Math.round((performanceClock() - start) / 10) / 100,
    routes,
  };
  const stdout = `${JSON.stringify(out)}\n`;
  if (plan.unassigned.length === 0) return { stdout, stderr: '', code: 0 };
  const unrouted = plan.unassigned.map((u) => `${u.orderId} (${u.cause})`).join(', ');
  return {
    stdout,
    stderr: `${plan.unassigned.length} customer(s) not routed: ${unrouted}\n`,
    code: 1,
  };
}
