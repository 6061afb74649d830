import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const APPS = path.resolve(import.meta.dirname, '../../..');

/** The test files under a folder, as paths from the apps folder. */
function testFilesUnder(folder: string): string[] {
  return readdirSync(path.join(APPS, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));
}

describe('test files that replace a module', () => {
  it('are named *.mocked.test.ts(x), so they run isolated and leak nothing into shared workers', () => {
    const files = [...testFilesUnder('server/src'), ...testFilesUnder('web/src')];
    expect(files.length).toBeGreaterThan(100);
    const misnamed = files.filter(
      (file) =>
        /\bvi\.(do)?mock\(/.test(readFileSync(path.join(APPS, file), 'utf8')) &&
        !/\.mocked\.test\.tsx?$/.test(file),
    );
    expect(misnamed).toEqual([]);
  });
});
