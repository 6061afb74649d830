import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { solomonCommand } from '../src/cli/solomon-command';

const dir = mkdtempSync(join(tmpdir(), 'solve-command-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A Solomon-format file: depot at (0, 0), horizon 1000, the customers given as [x, y, ready, due]. */
function instanceFile(name: string, customers: [number, number, number, number][]): string {
  const rows = [
    '    0      0         0          0          0       1000          0',
    ...customers.map(([x, y, ready, due], i) => `    ${i + 1}   ${x}   ${y}   10   ${ready}   ${due}   10`),
  ];
  const text = [
    name.toUpperCase(),
    '',
    'VEHICLE',
    'NUMBER     CAPACITY',
    '  3          200',
    '',
    'CUSTOMER',
    'CUST NO.  XCOORD.   YCOORD.    DEMAND   READY TIME  DUE DATE   SERVICE   TIME',
    '',
    ...rows,
    '',
  ].join('\n');
  writeFileSync(join(dir, `${name}.txt`), text);
  return `${name}.txt`;
}

const args = (file: string): string[] => ['solomon', file, '--iterations', '5', '--seed', '1'];

describe('solve solomon command', () => {
  it('prints exactly instance, vehicles, distance, seconds and routes, and exits 0', () => {
    const file = instanceFile('tiny', [
      [10, 0, 0, 500],
      [20, 0, 0, 500],
      [0, 30, 0, 500],
    ]);
    const result = solomonCommand(args(file), dir);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    const out = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(Object.keys(out)).toEqual(['instance', 'vehicles', 'distance', 'seconds', 'routes']);
    expect(out.instance).toBe('tiny');
    expect((out.routes as number[][]).flat().sort()).toEqual([1, 2, 3]);
  });

  it('names unrouted customers on stderr and exits non-zero, keeping stdout to the five keys', () => {
    // Customer 2 is 900 away and due at 100: no vehicle can reach it in time.
    const file = instanceFile('unroutable', [
      [10, 0, 0, 500],
      [900, 0, 0, 100],
    ]);
    const result = solomonCommand(args(file), dir);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/not routed: 2 /);
    const out = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(Object.keys(out)).toEqual(['instance', 'vehicles', 'distance', 'seconds', 'routes']);
    expect(out.routes).toEqual([[1]]);
  });

  it('answers usage on stderr with exit code 2 for bad arguments', () => {
    expect(solomonCommand(['vrp'], dir)).toMatchObject({ stdout: '', code: 2 });
    expect(solomonCommand(['solomon', 'x.txt', '--seconds', 'soon'], dir)).toMatchObject({
      stdout: '',
      code: 2,
    });
  });
});
