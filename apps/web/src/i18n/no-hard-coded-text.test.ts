import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const sourceRoot = path.resolve(import.meta.dirname, '..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) return name === 'i18n' || name === 'test' ? [] : sourceFiles(full);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [full] : [];
  });
}

/** JSX text between tags, and texts in the props users read, outside the locale sets. */
const PATTERNS = [
  { name: 'JSX text', regex: /(?<![=-])>\s*([A-Za-zÀ-ÿ][^<>{}]*[A-Za-zÀ-ÿ.!?])\s*</g },
  {
    name: 'user-facing prop',
    regex: /\b(?:label|placeholder|title|description|aria-label|alt|message|confirmLabel|cancelLabel)="([^"]*[A-Za-z][^"]*)"/g,
  },
];

describe('interface texts', () => {
  it('come from the locale sets, never written into components', () => {
    const findings: string[] = [];
    for (const file of sourceFiles(sourceRoot)) {
      const text = readFileSync(file, 'utf8');
      for (const { name, regex } of PATTERNS) {
        for (const match of text.matchAll(regex)) {
          findings.push(`${path.relative(sourceRoot, file)}: ${name} "${match[1]?.trim()}"`);
        }
      }
    }
    expect(findings).toEqual([]);
  });
});
