import { z } from 'zod';
import { ZId, ZIdText } from '../ids';
import { ZDateOnly, ZPlanItemKind } from './plan';
import { LABEL_GATE_REASON_MAX, ZLabelGateEvidence } from './label-gate';

/**
 * Why a day goes out despite the label requirements it breaks (the gate's override); only a user
 * who may send can give one.
 */
const overrideReason = z.string().trim().min(1).max(LABEL_GATE_REASON_MAX).optional();

/**
 * Sending a machine's day (spec part 1 §2, schedule-send confirmation; part 2 trip and auto-send
 * logs). A send snapshots the active plan as a trip the machine fetches; the orders it holds are
 * locked against edits for the rest of that day.
 */

/** `POST /planejamento-ordem-servico/v2/enviar`: send one machine's day, named by group, date and machine. */
export const ZSendMachineDay = z.object({
  configuracaoId: ZId,
  /** The branch-local date of the day, YYYY-MM-DD. */
  referencia: ZDateOnly,
  equipamentoId: ZId,
  overrideReason,
});

/** The same, named by one of the day's plans: the machine's active plan of that day is sent. */
export const ZSendPlanDay = z.object({ planejamentoId: ZId, overrideReason });

export const ZSendDay = z.union([ZSendMachineDay, ZSendPlanDay]);
export type TSendDay = z.infer<typeof ZSendDay>;

/** One stop of a trip, in the day's sequence. */
export const ZTripStop = z.object({
  sequencia: z.number().int(),
  kind: ZPlanItemKind,
  cdOrdemServico: z.number().int().nullable(),
  description: z.string().nullable(),
  vlOrdemServico: z.string().nullable(),
  fieldNames: z.array(z.string()),
  productNames: z.array(z.string()),
  plannedStart: z.string().nullable(),
  plannedEnd: z.string().nullable(),
  /** Hectares. */
  area: z.number(),
  /** Litres (liquid) or kilograms (dry, ammonia). */
  volume: z.number(),
  batches: z.number().int(),
});
export type TTripStop = z.infer<typeof ZTripStop>;

/** What a machine receives: its day as it was when sent. */
export const ZTrip = z.object({
  id: z.number().int(),
  equipamentoId: z.number().int(),
  equipmentName: z.string(),
  planejamentoId: z.number().int(),
  configuracaoId: z.number().int(),
  configName: z.string(),
  referencia: z.string(),
  sentAt: z.string(),
  automatic: z.boolean(),
  stops: z.array(ZTripStop),
  /** What the label gate found when it was sent (null for sends before the gate). */
  gate: ZLabelGateEvidence.nullable(),
});
export type TTrip = z.infer<typeof ZTrip>;

/** `GET /trips`: a machine's trips of a day, the latest last. */
export const ZTripQuery = z.object({
  equipamentoId: ZIdText,
  date: ZDateOnly,
});

/** `GET /log-auto-send/find-daily`: sends of a branch's day, optionally one machine's. */
export const ZAutoSendLogQuery = z.object({
  unitId: ZIdText,
  equipmentId: ZIdText.optional(),
  date: ZDateOnly,
});

/** `GET /taskdata`: a machine's active day (group, date and machine) as ISO 11783-10 TaskData. */
export const ZDayTaskDataQuery = z.object({
  referencia: ZDateOnly,
  configuracaoId: ZIdText,
  equipamentoId: ZIdText,
});
export type TDayTaskDataQuery = z.infer<typeof ZDayTaskDataQuery>;
