import { Unzip, UnzipInflate, UnzipPassThrough, unzipSync } from 'fflate';
import { AppError } from '../http/errors';

export interface TUnzipLimits {
  /** Most bytes all kept entries may inflate to together. */
  maxBytes: number;
  /** Most entries the archive may list. */
  maxEntries: number;
}

/** Compressed bytes handed to the inflater at a time, so one step inflates at most about 1,000 times this. */
const STEP_BYTES = 16 * 1024;

/**
 * Inflates the entries of a zip archive whose names `keep` accepts, refusing (400
 * `fieldImportTooLarge`) an archive that lists too many entries or declares, or actually inflates
 * to, more than `maxBytes`. The declared sizes are checked before inflating (a zip bomb usually
 * declares them honestly); the running total is checked while inflating, step by step, so an
 * archive lying about its sizes stops a step past the limit instead of filling the memory.
 */
export function unzipBounded(
  data: Uint8Array,
  keep: (name: string) => boolean,
  limits: TUnzipLimits,
): Record<string, Uint8Array> {
  const tooLarge = () =>
    new AppError(400, 'fieldImportTooLarge', {
      megabytes: Math.round(limits.maxBytes / (1024 * 1024)),
      entries: limits.maxEntries,
    });

  let entries = 0;
  let declared = 0;
  try {
    // The central directory only: a filter that keeps nothing inflates nothing.
    unzipSync(data, {
      filter: (file) => {
        entries += 1;
        if (keep(file.name)) declared += file.originalSize;
        return false;
      },
    });
  } catch {
    throw new AppError(400, 'fieldImportUnreadable');
  }
  if (entries > limits.maxEntries || declared > limits.maxBytes) throw tooLarge();

  const files: Record<string, Uint8Array[]> = {};
  let inflated = 0;
  let exceeded = false;
  const unzipper = new Unzip((file) => {
    if (!keep(file.name) || exceeded) return;
    const chunks: Uint8Array[] = (files[file.name] = []);
    file.ondata = (error, chunk) => {
      if (error) throw error;
      if (exceeded) return;
      inflated += chunk.length;
      if (inflated > limits.maxBytes) {
        exceeded = true;
        file.terminate();
        return;
      }
      chunks.push(chunk);
    };
    file.start();
  });
  unzipper.register(UnzipInflate);
  unzipper.register(UnzipPassThrough);
  try {
    for (let offset = 0; offset < data.length && !exceeded; offset += STEP_BYTES) {
      const end = Math.min(offset + STEP_BYTES, data.length);
      unzipper.push(data.subarray(offset, end), end === data.length);
    }
  } catch {
    throw new AppError(400, 'fieldImportUnreadable');
  }
  if (exceeded) throw tooLarge();
  return Object.fromEntries(Object.entries(files).map(([name, chunks]) => [name, Buffer.concat(chunks)]));
}
