import type { TActivityKind } from '@tramline/domain';

/** One colour per activity kind, the same in the blocks and the legend. */
export const ACTIVITY_COLOURS: Readonly<Record<TActivityKind, string>> = {
  application: '#37b24d',
  travel: '#868e96',
  cleaning: '#1098ad',
  refill: '#f76707',
  waiting: '#fcc419',
  load: '#7048e8',
  meeting: '#d6336c',
};

/** Overtime: hatched so it reads as "beyond the working period" even in grey print. */
export const OVERTIME_BACKGROUND =
  'repeating-linear-gradient(135deg, rgba(250,82,82,0.16) 0 6px, rgba(250,82,82,0.05) 6px 12px)';
export const WORKING_BACKGROUND = 'rgba(55,178,77,0.07)';
