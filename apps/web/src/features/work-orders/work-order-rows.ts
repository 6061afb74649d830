import type { CSSProperties } from 'react';
import {
  canApplyStatusAction,
  isSelectable,
  rowTone,
  type TRankingName,
  type TWorkOrderSummary,
} from '@tramline/domain';

const TONE_COLOURS = {
  danger: 'var(--mantine-color-red-6)',
  warning: 'var(--mantine-color-yellow-6)',
} as const;
const TONE_BACKGROUNDS = {
  danger: 'var(--mantine-color-red-light)',
  warning: 'var(--mantine-color-yellow-light)',
} as const;

/** An order row's tone: danger with an inconsistency, warning with alerts. */
export const toneOf = (row: TWorkOrderSummary) =>
  rowTone({ inconsistent: row.inconsistencies.length > 0, alertCount: row.qtdAlertas });

/** The row of an order with alerts reads as a warning, one with an inconsistency as danger. */
export function workOrderRowStyle(row: TWorkOrderSummary): CSSProperties | undefined {
  const tone = toneOf(row);
  return tone
    ? { background: TONE_BACKGROUNDS[tone], boxShadow: `inset 4px 0 0 ${TONE_COLOURS[tone]}` }
    : undefined;
}

/** Rows that may be picked: the domain's rule on the rank name (neither scheduled nor inconsistent). */
export const workOrderSelectable = (row: TWorkOrderSummary) =>
  row.selectable && isSelectable(row.rankName as TRankingName);

/** Whether an order may be canceled (voided) from its status: the domain's rule. */
export const isCancellable = (row: Pick<TWorkOrderSummary, 'status'>) =>
  canApplyStatusAction('cancel', row.status);
