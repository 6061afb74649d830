import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const START = '<!-- bench:start (written by npm run bench) -->';
const END = '<!-- bench:end -->';

/** The value below which `fraction` of the sorted values lie. */
export function percentile(sorted: readonly number[], fraction: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

/**
 * Writes a benchmark's figures between the markers of its doc, keeping what is written around
 * them; a doc that does not exist yet starts with `title`.
 */
export function writeFigures(file: string, title: string, lines: readonly string[]) {
  mkdirSync(path.dirname(file), { recursive: true });
  const figures = [START, ...lines, END].join('\n');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  writeFileSync(
    file,
    start >= 0 && end > start
      ? current.slice(0, start) + figures + current.slice(end + END.length)
      : `# ${title}\n\n${figures}\n`,
  );
}
