import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDevicePosition } from './use-device-position';
import { usePositionReporting } from './use-operator';

/** A device whose Geolocation API hands out the fixes a test gives it. */
function fakeGeolocation() {
  const watchers = new Map<number, PositionCallback>();
  let next = 1;
  const geolocation = {
    watchPosition: vi.fn((onFix: PositionCallback) => {
      watchers.set(next, onFix);
      return next++;
    }),
    clearWatch: vi.fn((id: number) => watchers.delete(id)),
    getCurrentPosition: vi.fn(),
  };
  vi.stubGlobal('navigator', { ...navigator, geolocation });
  const fix = (
    seconds: number,
    longitude: number,
    latitude: number,
    speed: number | null,
    heading: number | null,
  ) =>
    act(() => {
      for (const onFix of watchers.values())
        onFix({
          timestamp: Date.UTC(2026, 10, 26, 12, 0, seconds),
          coords: { longitude, latitude, speed, heading, accuracy: 3 },
        } as unknown as GeolocationPosition);
    });
  return { geolocation, watchers, fix };
}

describe('the device position and its reports', () => {
  afterEach(() => vi.useRealTimers());

  it('watches once, and while an order is worked sends each fix with it in km/h every 30 s', async () => {
    vi.useFakeTimers();
    const device = fakeGeolocation();
    const queuePositions = vi.fn(async () => undefined);
    const { result, rerender, unmount } = renderHook(
      ({ workOrderId }: { workOrderId: number | null }) => {
        const fix = useDevicePosition();
        usePositionReporting(workOrderId, fix, queuePositions);
        return fix;
      },
      { initialProps: { workOrderId: null as number | null } },
    );
    expect(device.geolocation.watchPosition).toHaveBeenCalledTimes(1);

    device.fix(0, -93.61, 42.03, 5, 90);
    expect(result.current).toMatchObject({ longitude: -93.61, latitude: 42.03, speed: 18, heading: 90 });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(queuePositions).not.toHaveBeenCalled();

    rerender({ workOrderId: 7 });
    device.fix(1, -93.6101, 42.03, null, Number.NaN);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(queuePositions).toHaveBeenCalledTimes(1);
    expect(queuePositions).toHaveBeenLastCalledWith([
      {
        time: '2026-11-26T12:00:00.000Z',
        longitude: -93.61,
        latitude: 42.03,
        speed: 18,
        heading: 90,
        workOrderId: 7,
      },
      { time: '2026-11-26T12:00:01.000Z', longitude: -93.6101, latitude: 42.03, workOrderId: 7 },
    ]);

    // An order stopped sends what is left; nothing goes out while none is worked.
    device.fix(2, -93.6102, 42.03, 2, 180);
    rerender({ workOrderId: null });
    expect(queuePositions).toHaveBeenCalledTimes(2);
    expect(queuePositions).toHaveBeenLastCalledWith([
      expect.objectContaining({ time: '2026-11-26T12:00:02.000Z' }),
    ]);
    device.fix(3, -93.6103, 42.03, 2, 180);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(queuePositions).toHaveBeenCalledTimes(2);

    unmount();
    expect(device.geolocation.watchPosition).toHaveBeenCalledTimes(1);
    expect(device.watchers.size).toBe(0);
  });
});
