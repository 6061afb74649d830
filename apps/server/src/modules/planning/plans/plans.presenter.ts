import type { TPlan, TPlanItem, TPlanItemKind, TPlanKind } from '@tramline/domain';
import type { TPlanItemRow, TPlanRow } from './plans.repository';

/** What a plan item shows of its work order (read from the work-orders service). */
export interface TOrderFacts {
  description: string;
  vlOrdemServico: string | null;
  status: number;
  fieldNames: string[];
  productNames: string[];
  /** Hectares the order selects. */
  selectedArea: number;
}

/** What a plan shows beyond its rows: names, the other version, the branch's today. */
export interface TPlanContext {
  equipmentName: string;
  /** Branch-local today, YYYY-MM-DD: earlier days are read-only. */
  today: string;
  /** Kinds with a current plan for the same machine and day. */
  kinds: ReadonlySet<string>;
  orderFacts: ReadonlyMap<number, TOrderFacts>;
}

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

export function presentPlanItem(
  row: TPlanItemRow,
  plan: TPlanRow,
  facts: ReadonlyMap<number, TOrderFacts>,
): TPlanItem {
  const order = row.workOrderId === null ? undefined : facts.get(row.workOrderId);
  return {
    id: row.id,
    planejamentoId: plan.id,
    equipamentoId: plan.equipmentId,
    sequencia: row.sequence,
    kind: row.kind as TPlanItemKind,
    cdOrdemServico: row.workOrderId,
    ordemExtra: row.extra,
    ordemExtraAceita: row.extraAccepted,
    plannedStart: iso(row.plannedStart),
    plannedEnd: iso(row.plannedEnd),
    travelSeconds: row.travelSeconds,
    cleaningSeconds: row.cleaningSeconds,
    appliedSeconds: row.appliedSeconds,
    area: row.areaHectares,
    volume: row.volume,
    batches: row.batches,
    description: order?.description ?? null,
    vlOrdemServico: order?.vlOrdemServico ?? null,
    status: order?.status ?? null,
    fieldNames: order?.fieldNames ?? [],
    productNames: order?.productNames ?? [],
    orderArea: order?.selectedArea ?? null,
    ...(row.tender ? { tender: row.tender } : {}),
  };
}

/** A machine's plan of a day, field by field, with its items enriched with their orders' facts. */
export function presentPlan(row: TPlanRow, items: readonly TPlanItemRow[], context: TPlanContext): TPlan {
  return {
    planejamentoId: row.id,
    equipamentoId: row.equipmentId,
    equipmentName: context.equipmentName,
    configuracaoId: row.equipmentGroupId,
    referencia: row.localDate,
    tipo: row.kind as TPlanKind,
    active: row.active,
    version: row.version,
    sentAt: iso(row.sentAt),
    resendPending: row.sentAt !== null && row.createdAt.getTime() > row.sentAt.getTime(),
    readOnly: row.localDate < context.today,
    hasAutomatic: context.kinds.has('AUTOMATICO'),
    hasManual: context.kinds.has('MANUAL'),
    canRevert: row.previousPlanId !== null,
    workingStart: iso(row.workingStart),
    workingEnd: iso(row.workingEnd),
    overtimeEnd: iso(row.overtimeEnd),
    items: items.map((item) => presentPlanItem(item, row, context.orderFacts)),
    activities: row.activities,
    summary: row.summary,
  };
}
