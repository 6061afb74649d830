import { formatMessage, type TShareSmsRequest } from '@tramline/domain';
import type { TAuth } from '../../http/auth-context';
import type { TLiveHub } from '../../live/live-hub';
import type { TEquipmentService } from '../records/equipment/equipment.service';
import type { TGrowersService } from '../records/growers/growers.service';
import type { TShareService } from '../share/share.service';
import type { TTenancyService } from '../tenancy/tenancy.service';
import type { TLateWorkOrder } from '../work-orders/work-order-lateness';
import type { TExecutionListener } from '../work-orders/work-order-execution.service';
import type { TWorkOrdersService } from '../work-orders/work-orders.service';
import { authOfBranch, type TAlertsService, type TBranchAuths, type TBranchScope } from './alerts.service';

/** Live events other modules publish that turn into notifications. */
const PLAN_SENT_EVENT = 'plan-sent';
const PROGRESS_EVENT = 'planning-progress';

export interface TAlertNotifierDependencies {
  alerts: TAlertsService;
  live: TLiveHub;
  tenancy: TTenancyService;
  equipment: TEquipmentService;
  workOrders: TWorkOrdersService;
  growers: TGrowersService;
  share: TShareService;
  /** Orders whose planned end just passed, not completed. */
  lateOrders: (now: Date) => Promise<TLateWorkOrder[]>;
  /** The branch-wide auth the notifier reads orders with. */
  branchAuth: TBranchAuths;
  logger?: { error: (payload: object, message: string) => void };
}

/**
 * Notifications (late and canceled orders, schedules sent, optimisations finished or failed, the
 * pending-integration hook) and growers' 'on the way' and 'job complete' SMS. Users' own email
 * and SMS choices are `alert-delivery.ts`.
 */
export function createAlertNotifier(dependencies: TAlertNotifierDependencies) {
  const { alerts, tenancy, workOrders } = dependencies;
  const ownerCodes = new Map<number, string>();
  const ownerIds = new Map<string, { id: number; code: string; name: string }>();

  const fail = (error: unknown) => dependencies.logger?.error({ err: error }, 'notification failed');

  async function scopeOfTopic(topic: string, unitId: number): Promise<TBranchScope | null> {
    let owner = ownerIds.get(topic);
    if (!owner) {
      owner = await tenancy.ownerByCode(topic.toLowerCase());
      if (!owner) owner = await tenancy.ownerByCode(topic);
      if (!owner) return null;
      ownerIds.set(topic, owner);
    }
    return { ownerId: owner.id, ownerCode: owner.code, unitId };
  }

  async function scopeOfOwner(ownerId: number, unitId: number): Promise<TBranchScope> {
    let code = ownerCodes.get(ownerId);
    if (code === undefined) {
      code = (await tenancy.ownerById(ownerId))?.code ?? '';
      ownerCodes.set(ownerId, code);
    }
    return { ownerId, ownerCode: code, unitId };
  }

  async function orderOf(auth: TAuth, id: number) {
    const branch = await dependencies.branchAuth(auth);
    const document = await workOrders.document(branch, id).catch(() => null);
    return document?.order ?? null;
  }
  const labelOf = (order: { cdOrdemServico: number; vlOrdemServico: string | null } | null, id: number) =>
    order?.vlOrdemServico ? `#${order.vlOrdemServico}` : String(order?.cdOrdemServico ?? id);

  async function canceled(auth: TAuth, id: number, from: 'office' | 'cab') {
    const order = await orderOf(auth, id);
    await alerts.notify(auth, {
      type: 'canceledWorkOrder',
      messageKey: 'notificationCanceledWorkOrder',
      params: { order: labelOf(order, id), from },
      workOrderId: id,
    });
  }

  /** A grower's SMS when their flag for it is on and a gateway is set up. */
  async function growerSms(auth: TAuth, orderId: number, kind: 'smsOnTheWay' | 'smsJobComplete') {
    if (!dependencies.share.channels().sms) return;
    const order = await orderOf(auth, orderId);
    if (!order) return;
    const branch = await dependencies.branchAuth(auth);
    const grower = await dependencies.growers.get(branch, order.growerId).catch(() => null);
    const wanted = kind === 'smsOnTheWay' ? grower?.smsEnRoute : grower?.smsJobComplete;
    if (!grower || !wanted || grower.phones.length === 0) return;
    const company = (await tenancy.ownerById(auth.ownerId))?.name ?? '';
    const message = formatMessage(kind, auth.language, {
      company,
      field: order.fieldNames.join(', ') || order.farmName,
    });
    await dependencies.share.shareSms(auth, { phones: grower.phones.join(','), message } as TShareSmsRequest);
  }

  const onExecution: TExecutionListener = ({ auth, event, result }) => {
    const work = async () => {
      if (result.status === 7) await canceled(auth, event.workOrderId, 'cab');
      if (event.type === 'start') await growerSms(auth, event.workOrderId, 'smsOnTheWay');
      if (event.type === 'complete') await growerSms(auth, event.workOrderId, 'smsJobComplete');
    };
    void work().catch(fail);
  };

  function onStatusAction(auth: TAuth, id: number, action: string) {
    if (action === 'cancel') void canceled(auth, id, 'office').catch(fail);
  }

  async function onLive(topic: string, event: string, unitId: number, payload: Record<string, unknown>) {
    if (event !== PLAN_SENT_EVENT && event !== PROGRESS_EVENT) return;
    const scope = await scopeOfTopic(topic, unitId);
    if (!scope) return;
    if (event === PLAN_SENT_EVENT) {
      const machineId = Number(payload.equipamentoId);
      const [machine] = await dependencies.equipment.findMany(authOfBranch(scope), [machineId]);
      await alerts.notify(scope, {
        type: 'scheduleSent',
        messageKey: 'notificationScheduleSent',
        params: { date: String(payload.referencia), machine: machine?.name ?? String(machineId) },
        planId: Number(payload.planejamentoId) || null,
      });
      return;
    }
    const status = payload.status;
    if (status !== 'concluido' && status !== 'falhou') return;
    const failed = status === 'falhou';
    await alerts.notify(scope, {
      type: failed ? 'optimisationFailed' : 'optimisationFinished',
      messageKey: failed ? 'notificationOptimisationFailed' : 'notificationOptimisationFinished',
      params: { reason: String(payload.message ?? '') },
      onceKey: `job:${String(payload.processHash)}:${status}`,
    });
  }

  return {
    onExecution,
    onStatusAction,

    /** Turns other modules' live events into notifications; answers the unsubscribe. */
    listen() {
      return dependencies.live.subscribe((topic, message) => {
        void onLive(
          topic,
          message.event,
          message.unitId,
          (message.payload ?? {}) as Record<string, unknown>,
        ).catch(fail);
      });
    },

    /** Tells each order whose planned end just passed, once. */
    async checkLate(now = new Date()) {
      for (const order of await dependencies.lateOrders(now)) {
        const scope = await scopeOfOwner(order.ownerId, order.unitId);
        await alerts.notify(scope, {
          type: 'lateWorkOrder',
          messageKey: 'notificationLateWorkOrder',
          params: { order: order.ticket ? `#${order.ticket}` : String(order.id) },
          workOrderId: order.id,
          onceKey: `late:${order.id}`,
        });
      }
    },

    /** The hook the integration uses for an order waiting on the farm system. */
    async pendingIntegration(scope: TBranchScope, workOrderId: number, label: string) {
      return alerts.notify(scope, {
        type: 'pendingIntegration',
        messageKey: 'notificationPendingIntegration',
        params: { order: label },
        workOrderId,
        onceKey: `integration:${workOrderId}`,
      });
    },
  };
}

export type TAlertNotifier = ReturnType<typeof createAlertNotifier>;
