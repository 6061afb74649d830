import type { TOperatorStop } from '@tramline/domain';

/**
 * What the Complete dialog starts with, in stored units (hectares; litres or kilograms as the stop's
 * volume): what the machine reported when it covered some ground for the order, its volume from the
 * rates it reported, else that area at the stop's planned amount per hectare. Without such a report
 * (no points, or points without the boom on, as a phone's own positions are), the order's applied
 * amounts when it has them, else the stop's planned ones.
 */
export function completePrefillOf(
  stop: Pick<TOperatorStop, 'area' | 'volume'> & {
    order: Pick<NonNullable<TOperatorStop['order']>, 'appliedArea' | 'appliedVolume' | 'reported'>;
  },
): { area: number; volume: number; fromMachine: boolean } {
  const { order } = stop;
  const reported = order.reported;
  if (reported && reported.area > 0) {
    const plannedPerHectare = stop.area > 0 ? stop.volume / stop.area : null;
    const volume =
      reported.volume ??
      (plannedPerHectare !== null ? reported.area * plannedPerHectare : (order.appliedVolume ?? stop.volume));
    return { area: reported.area, volume, fromMachine: true };
  }
  return {
    area: order.appliedArea ?? stop.area,
    volume: order.appliedVolume ?? stop.volume,
    fromMachine: false,
  };
}
