import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { MapRef } from 'react-map-gl/maplibre';
import { mapSnapshot } from './WorkOrderPrint';

function fakeMap(canvas: { toDataURL: () => string }) {
  const calls: string[] = [];
  const live = {
    redraw: vi.fn(() => {
      calls.push('redraw');
      return live;
    }),
    getCanvas: () => ({
      toDataURL: () => {
        calls.push('read');
        return canvas.toDataURL();
      },
    }),
  };
  return { map: { getMap: () => live } as unknown as MapRef, calls };
}

describe('printing a work order', () => {
  it('takes a still image of the map, redrawn in the same task before it is read', () => {
    const { map, calls } = fakeMap({ toDataURL: () => 'data:image/png;base64,AAAA' });
    expect(mapSnapshot(map)).toBe('data:image/png;base64,AAAA');
    expect(calls).toEqual(['redraw', 'read']);
  });

  it('leaves the live map to print when there is no map or its canvas cannot be read', () => {
    expect(mapSnapshot(null)).toBeNull();
    const { map } = fakeMap({
      toDataURL: () => {
        throw new DOMException('tainted', 'SecurityError');
      },
    });
    expect(mapSnapshot(map)).toBeNull();
  });

  it('hides the top bar, buttons and the live map on paper and shows the still image', () => {
    const css = readFileSync(path.resolve(import.meta.dirname, '../../app/styles.css'), 'utf8');
    const print = css.slice(css.indexOf('@media print'));
    expect(print).toMatch(/\.no-print,[^{]*\.tl-topbar[^{]*\{\s*display: none !important;/);
    expect(print).toMatch(/\.print-only \{\s*display: block !important;/);
    expect(css).toMatch(/^\.print-only \{\s*display: none;/m);
  });
});
