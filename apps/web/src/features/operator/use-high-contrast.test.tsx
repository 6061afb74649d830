import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHighContrast } from './use-high-contrast';

const contrast = () => document.documentElement.dataset.tlContrast;

describe('the sunlight theme of the operator app', () => {
  it('is on by default, kept on the device when turned off, and leaves with the app', () => {
    const first = renderHook(() => useHighContrast());
    expect(first.result.current[0]).toBe(true);
    expect(contrast()).toBe('high');

    act(() => first.result.current[1](false));
    expect(contrast()).toBeUndefined();
    first.unmount();

    const again = renderHook(() => useHighContrast());
    expect(again.result.current[0]).toBe(false);
    expect(contrast()).toBeUndefined();
    act(() => again.result.current[1](true));
    expect(contrast()).toBe('high');
    again.unmount();
    expect(contrast()).toBeUndefined();
  });
});
