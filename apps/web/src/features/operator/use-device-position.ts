import { useEffect, useState } from 'react';
import type { TOperatorPosition } from '@tramline/domain';

/** A fix of the device: where, and how fast and which way it moves when the device knows. */
export interface TDeviceFix extends TOperatorPosition {
  /** Ground speed, km/h. */
  speed: number | null;
  /** Degrees clockwise from north. */
  heading: number | null;
}

/** A Geolocation API fix as the machine API's point fields (speed in km/h, not m/s). */
export function deviceFixOf(fix: GeolocationPosition): TDeviceFix {
  const { latitude, longitude, speed, heading } = fix.coords;
  return {
    time: new Date(fix.timestamp).toISOString(),
    longitude,
    latitude,
    speed: speed !== null && speed >= 0 ? speed * 3.6 : null,
    heading: heading !== null && heading >= 0 && !Number.isNaN(heading) ? heading : null,
  };
}

/**
 * The device's own position, live (Geolocation API `watchPosition`, one watch for the whole app):
 * the phone or tablet is in the cab, so it is where the machine is. It places the machine on the
 * order's map and is what the device reports while an order is worked. Null until a first fix, and
 * for good when the device has no geolocation or the operator refuses it (the map then shows the
 * machine's last reported point).
 */
export function useDevicePosition(): TDeviceFix | null {
  const [position, setPosition] = useState<TDeviceFix | null>(null);
  useEffect(() => {
    if (!('geolocation' in navigator)) return;
    const watch = navigator.geolocation.watchPosition(
      (fix) => setPosition(deviceFixOf(fix)),
      () => undefined,
      { enableHighAccuracy: true, maximumAge: 5_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, []);
  return position;
}
