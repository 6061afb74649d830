import { z } from 'zod';
import { ZId } from '../ids';
import { ZDateOnly } from './plan';
import { ZVehicle, ZWeighting } from './routing';

/**
 * Re-planning a running day (`POST /re-otimizar-a-partir-de-agora`): the group's active days of the
 * date are planned again from now, orders completed or in progress kept at the head of their
 * machine's day, machines marked down left out. The job's result is a proposal with its
 * difference against the active plans; `POST /re-otimizar-a-partir-de-agora/aceitar` writes it.
 */
export const ZReplanRequest = z.object({
  data: ZDateOnly,
  configuracaoId: ZId,
  /** Machines down for the rest of the day (broken, out of service): they get no more work. */
  equipamentosParados: z.array(ZId).max(100).default([]),
  /** Orders to add to the day besides those its active plans hold. */
  ordensId: z.array(ZId).max(2000).default([]),
  weighting: ZWeighting.optional(),
  vehicle: ZVehicle.optional(),
  /** Seconds from the request to the proposal (default 5), the engine's search included. */
  timeBudgetSeconds: z.number().int().min(1).max(60).optional(),
});
export type TReplanRequest = z.infer<typeof ZReplanRequest>;

/** `POST /re-otimizar-a-partir-de-agora/aceitar`: writes a finished re-plan's proposal. */
export const ZReplanAccept = z.object({
  processHash: z.string().regex(/^[0-9a-f]{32}$/),
  /** Confirms writing over days already sent to their machines. */
  confirmSent: z.boolean().optional(),
});
export type TReplanAccept = z.infer<typeof ZReplanAccept>;

/** Shifts smaller than this (seconds) are not part of the difference. */
export const REPLAN_SHIFT_THRESHOLD_SECONDS = 15 * 60;

const ZDifferenceOrder = z.object({
  cdOrdemServico: ZId,
  /** The ticket number shown to people (null when the order has none). */
  ticket: z.string().nullable(),
});

/** What a re-plan changes against the active plans. */
export const ZReplanDifference = z.object({
  /** Orders that go to another machine. */
  moved: z.array(ZDifferenceOrder.extend({ fromEquipamentoId: ZId, toEquipamentoId: ZId })),
  /** Orders the active plans hold that the proposal leaves out. */
  dropped: z.array(ZDifferenceOrder.extend({ fromEquipamentoId: ZId })),
  /** Orders the proposal places that no active plan held. */
  added: z.array(ZDifferenceOrder.extend({ toEquipamentoId: ZId })),
  /** Orders on the same machine whose start moves by more than 15 minutes (seconds, + later). */
  shifted: z.array(
    ZDifferenceOrder.extend({
      equipamentoId: ZId,
      from: z.iso.datetime({ offset: true }),
      to: z.iso.datetime({ offset: true }),
      shiftSeconds: z.number().int(),
    }),
  ),
  /** Overtime per machine, before and after (seconds); only machines whose overtime changes. */
  overtime: z.array(z.object({ equipamentoId: ZId, beforeSeconds: z.number(), afterSeconds: z.number() })),
  /**
   * Tender trucks whose day loses meetings: each meeting with a re-planned sprayer whose new day
   * no longer takes that refill (the sprayer served and when the meeting was to start).
   */
  tenders: z
    .array(
      z.object({
        equipamentoId: ZId,
        meetingsDropped: z.array(
          z.object({ servedEquipamentoId: ZId, start: z.iso.datetime({ offset: true }) }),
        ),
      }),
    )
    .default([]),
  /** Names of the machines the lists refer to (tender trucks and the sprayers they serve too). */
  machines: z.array(z.object({ equipamentoId: ZId, name: z.string() })),
});
export type TReplanDifference = z.infer<typeof ZReplanDifference>;
