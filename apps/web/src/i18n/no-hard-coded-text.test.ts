import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const sourceRoot = path.resolve(import.meta.dirname, '..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) return name === 'i18n' || name === 'test' ? [] : sourceFiles(full);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [full] : [];
  });
}

/** Props whose string value a user reads. */
const USER_FACING_PROPS = new Set([
  'label',
  'placeholder',
  'title',
  'description',
  'aria-label',
  'alt',
  'message',
  'confirmLabel',
  'cancelLabel',
]);
const HAS_LETTER = /[A-Za-zÀ-ÿ]/;

/** JSX text between tags, and texts in the props users read, as the TypeScript parser sees them. */
function hardCodedTexts(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      const value = node.text.trim();
      if (HAS_LETTER.test(value)) findings.push(`JSX text "${value}"`);
    } else if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      const name = node.name.getText(source);
      if (USER_FACING_PROPS.has(name) && HAS_LETTER.test(node.initializer.text)) {
        findings.push(`user-facing prop ${name}="${node.initializer.text}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

describe('interface texts', () => {
  it('are found in JSX text and user-facing props, and not in type declarations', () => {
    const sample = `
      interface Props<T> extends Pick<Other<T>, 'a'> { title: string }
      export const A = () => <Button title="Save now" aria-label={t('x')} variant="light">Delete all</Button>;
      export const B = () => <span>{t('ok')} · 12</span>;
    `;
    expect(hardCodedTexts('sample.tsx', sample)).toEqual([
      'user-facing prop title="Save now"',
      'JSX text "Delete all"',
    ]);
  });

  it('come from the locale sets, never written into components', () => {
    const findings = sourceFiles(sourceRoot).flatMap((file) =>
      hardCodedTexts(file, readFileSync(file, 'utf8')).map(
        (finding) => `${path.relative(sourceRoot, file)}: ${finding}`,
      ),
    );
    expect(findings).toEqual([]);
  });
});
