import { machineStateOf, type TFleetMachine, type TFleetNow } from '@tramline/domain';

/** The `machine-positions` live event as the machine API publishes it. */
export interface TLivePositions {
  equipamentoId: number;
  unitId: number;
  points: {
    time: string;
    latitude: number;
    longitude: number;
    speed: number | null;
    heading: number | null;
    boomOn: boolean | null;
    workOrderId: number | null;
  }[];
}

/**
 * The fleet with a machine's live points applied: its position moves to the newest point when that
 * is newer than the one shown, and its state follows (the plan stop it is at stays as last read).
 */
export function applyLivePoints(fleet: TFleetNow, payload: TLivePositions): TFleetNow {
  const newest = payload.points.reduce<TLivePositions['points'][number] | null>(
    (best, point) => (!best || point.time > best.time ? point : best),
    null,
  );
  if (!newest) return fleet;
  const machines = fleet.machines.map((machine): TFleetMachine => {
    if (machine.equipamentoId !== payload.equipamentoId) return machine;
    if (machine.position && machine.position.recordedAt >= newest.time) return machine;
    const currentStopKind =
      machine.state === 'refilling' ? 'refill' : machine.state === 'cleaning' ? 'cleanout' : null;
    return {
      ...machine,
      position: {
        recordedAt: newest.time,
        latitude: newest.latitude,
        longitude: newest.longitude,
        speedKmh: newest.speed,
        headingDegrees: newest.heading,
        boomOn: newest.boomOn,
        rate: machine.position?.rate ?? null,
        tankLevelLitres: machine.position?.tankLevelLitres ?? null,
        workOrderId: newest.workOrderId,
      },
      state: machineStateOf({ online: true, speedKmh: newest.speed, boomOn: newest.boomOn, currentStopKind }),
    };
  });
  return { ...fleet, machines };
}
