import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const START = '<!-- bench:start (written by npm run bench) -->';
const END = '<!-- bench:end -->';

/** The value below which `fraction` of the sorted values lie. */
export function percentile(sorted: readonly number[], fraction: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

/**
 * Writes a benchmark's figures between the markers of its doc (of one `section`, when a doc holds
 * several), keeping what is written around them. A doc that does not exist yet starts with
 * `title`; a section not there yet is added at the end.
 */
export function writeFigures(file: string, title: string, lines: readonly string[], section?: string) {
  const startMarker = section ? START.replace('bench:start', `bench:start ${section}`) : START;
  const endMarker = section ? END.replace('bench:end', `bench:end ${section}`) : END;
  mkdirSync(path.dirname(file), { recursive: true });
  const figures = [startMarker, ...lines, endMarker].join('\n');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : `# ${title}\n`;
  const start = current.indexOf(startMarker);
  const end = current.indexOf(endMarker);
  writeFileSync(
    file,
    start >= 0 && end > start
      ? current.slice(0, start) + figures + current.slice(end + endMarker.length)
      : `${current.trimEnd()}\n\n${figures}\n`,
  );
}
