import type { TAuth } from '../../http/auth-context';
import { AppError } from '../../http/errors';
import type { TIntegrationService } from './integration.service';
import type { TBranchScope } from './integration.repository';
import { createBranchAuths } from '../alerts/alerts.service';
import type { TAlertNotifier } from '../alerts/alert-notifier';
import type { TTenancyService } from '../tenancy/tenancy.service';

/** How often the clock looks for branches due a pull. */
export const INTEGRATION_CLOCK_MS = 60_000;
/** How long a claimed pull holds the branch against other processes' clocks. */
const PULL_LEASE_MS = 10 * 60_000;

/**
 * When a branch pulls next: its polling interval after a good pull; after the n-th failed pull
 * in a row 1, 2, 4, ... minutes, never later than the interval.
 */
export function nextPullAt(now: Date, pollingMinutes: number, failures: number) {
  const minutes = failures === 0 ? pollingMinutes : Math.min(pollingMinutes, 2 ** (failures - 1));
  return new Date(now.getTime() + minutes * 60_000);
}

export interface TIntegrationClockDependencies {
  integration: Pick<
    TIntegrationService,
    'claimDuePulls' | 'scheduleSync' | 'syncNow' | 'sendPending' | 'ordersWaitingUpdate'
  >;
  /** The branch-wide auth the pulls work with (no user). */
  branchAuth(scope: TBranchScope): Promise<TAuth>;
  /** Tells the branch that an order waits for its changed ticket to be accepted (once per order). */
  notifyWaiting(auth: TAuth, workOrderId: number, label: string): Promise<unknown>;
  logger: { error(payload: object, message: string): void };
}

/**
 * The polling clock of the farm-system integration: each connected branch pulls its tickets
 * every `pollingMinutes`, retries a failed pull sooner with backoff, sends the statuses the ERP
 * has not received yet after each good pull, and tells the branch of orders waiting for a
 * changed ticket. Each pull is claimed in the database, so several processes pull a branch once.
 */
export function createIntegrationClock(dependencies: TIntegrationClockDependencies) {
  const { integration } = dependencies;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function pullBranch(
    settings: { ownerId: number; unitId: number; pollingMinutes: number; syncFailures: number },
    now: Date,
  ) {
    const scope = { ownerId: settings.ownerId, unitId: settings.unitId };
    const auth = await dependencies.branchAuth(scope);
    try {
      await integration.syncNow(auth);
    } catch (error) {
      // 502 is the ERP away or answering nonsense (logged by the sync); anything else is ours.
      if (!(error instanceof AppError && error.statusCode === 502))
        dependencies.logger.error({ err: error, ...scope }, 'integration pull failed');
      const failures = settings.syncFailures + 1;
      await integration.scheduleSync(scope, nextPullAt(now, settings.pollingMinutes, failures), failures);
      return false;
    }
    await integration.scheduleSync(scope, nextPullAt(now, settings.pollingMinutes, 0), 0);
    await integration.sendPending(auth);
    for (const order of await integration.ordersWaitingUpdate(auth))
      await dependencies.notifyWaiting(auth, order.workOrderId, `#${order.ticketNumber}`);
    return true;
  }

  /** Pulls every branch due at `now`; answers how many pulled well and how many failed. */
  async function tick(now = new Date()) {
    const outcome = { pulled: 0, failed: 0 };
    for (const settings of await integration.claimDuePulls(now, PULL_LEASE_MS)) {
      const ok = await pullBranch(settings, now).catch((error: unknown) => {
        dependencies.logger.error({ err: error, unitId: settings.unitId }, 'integration pull failed');
        return false;
      });
      outcome[ok ? 'pulled' : 'failed'] += 1;
    }
    return outcome;
  }

  const run = () => {
    running = running
      .then(() => tick())
      .catch((error: unknown) => dependencies.logger.error({ err: error }, 'integration clock failed'));
  };

  return {
    tick,
    start() {
      run();
      timer = setInterval(run, INTEGRATION_CLOCK_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

/** The clock of a running server: branch auths from the tenancy, the notice through the alerts. */
export function integrationClockOf(
  services: {
    integration: TIntegrationClockDependencies['integration'];
    tenancy: Pick<TTenancyService, 'repository' | 'ownerById'>;
    alertNotifier: Pick<TAlertNotifier, 'pendingIntegration'>;
  },
  logger: TIntegrationClockDependencies['logger'],
) {
  const branchAuths = createBranchAuths(services.tenancy);
  return createIntegrationClock({
    integration: services.integration,
    async branchAuth(scope) {
      const ownerCode = (await services.tenancy.ownerById(scope.ownerId))?.code ?? '';
      return branchAuths({ ...scope, ownerCode });
    },
    notifyWaiting: (auth, workOrderId, label) =>
      services.alertNotifier.pendingIntegration(
        { ownerId: auth.ownerId, ownerCode: auth.ownerCode, unitId: auth.unitId },
        workOrderId,
        label,
      ),
    logger,
  });
}
