import { useEffect, useState } from 'react';
import type { TOperatorPosition } from '@tramline/domain';

/**
 * The device's own position, live (Geolocation API `watchPosition`): the phone or tablet is in the
 * cab, so it is where the machine is. Null until a first fix, and for good when the device has no
 * geolocation or the operator refuses it (the map then shows the machine's last reported point).
 */
export function useDevicePosition(): TOperatorPosition | null {
  const [position, setPosition] = useState<TOperatorPosition | null>(null);
  useEffect(() => {
    if (!('geolocation' in navigator)) return;
    const watch = navigator.geolocation.watchPosition(
      (fix) =>
        setPosition({
          time: new Date(fix.timestamp).toISOString(),
          longitude: fix.coords.longitude,
          latitude: fix.coords.latitude,
        }),
      () => undefined,
      { enableHighAccuracy: true, maximumAge: 10_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, []);
  return position;
}
