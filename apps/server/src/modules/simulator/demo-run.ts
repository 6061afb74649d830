import { localDateOf } from '../../calendar/calendar';
import { DEMO_OWNER } from '../../demo/demo-context';
import type { TAuth } from '../../http/auth-context';
import type { TServices } from '../../services';
import { branchAuth } from '../planning/sends/plan-sends.service';
import { AppError } from '../../http/errors';

/** The demo user the simulator's voucher is made out to. */
const DEMO_LOGIN = 'demo';
/** The demo day replays at this speed until it reaches the present, then at the clock's pace. */
const DEMO_SPEED = 60;

/**
 * The demo's moving machines (`SIMULATE_DEMO`): the first crew of the demo owner with days planned
 * for today has them sent (through the planning service, as a dispatcher would) and replayed by
 * the simulator shifted to the present hour, so /monitoring shows machines at work within a minute.
 * Answers the run's id, or null when the demo has no day to replay (say, data seeded on another day).
 */
export async function startDemoSimulation(
  services: TServices,
  baseUrl: string,
  logger: { info: (payload: object, message: string) => void },
): Promise<number | null> {
  const owner = await services.tenancy.ownerByCode(DEMO_OWNER);
  if (!owner) return null;
  // The days go out in the demo user's name: a send records who sent it.
  const user = await services.tenancy.repository.findUserByLogin(owner.id, DEMO_LOGIN);
  if (!user) return null;
  for (const unit of await services.tenancy.repository.unitsOfOwner(owner.id)) {
    const locationIds = await services.tenancy.repository.locationIdsOfUnit(owner.id, unit.id);
    const auth: TAuth = { ...branchAuth(owner, unit.id, locationIds), userId: user.id, login: DEMO_LOGIN };
    const today = localDateOf(new Date(), unit.timeZone);
    for (const group of await services.equipmentGroups.all(auth, { active: true })) {
      const record = await services.equipmentGroups.get(auth, group.id);
      const machines: number[] = [];
      for (const member of record.equipments) {
        const sent = await services.planSends.trips(auth, member.cdEquipamento, today);
        if (sent.length === 0) {
          try {
            await services.planSends.sendDay(auth, {
              configuracaoId: group.id,
              referencia: today,
              equipamentoId: member.cdEquipamento,
            });
          } catch (error) {
            // No plan of today for this machine, or one the label gate holds back.
            if (error instanceof AppError) continue;
            throw error;
          }
        }
        machines.push(member.cdEquipamento);
      }
      if (machines.length === 0) continue;
      const run = await services.simulator.start(
        auth,
        {
          date: today,
          equipmentIds: machines,
          speedFactor: DEMO_SPEED,
          timing: 'startNow',
          disturbances: {},
        },
        baseUrl,
      );
      logger.info({ runId: run.id, group: group.name, machines: machines.length }, 'demo simulation started');
      return run.id;
    }
  }
  return null;
}
