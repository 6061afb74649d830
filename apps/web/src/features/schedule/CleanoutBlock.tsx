import { memo } from 'react';
import type { TPlan } from '@tramline/domain';
import type { TOpenItemMenu } from './OrderBlock';
import type { TOrderBlock } from './timeline-layout';
import type { TTimelineTexts } from './use-timeline-texts';

interface CleanoutBlockProps {
  block: TOrderBlock;
  plan: TPlan;
  texts: TTimelineTexts;
  onOpenMenu: TOpenItemMenu;
}

/** A cleanout on a machine's track: its times in a tooltip, its menu (remove it) on click. */
export const CleanoutBlock = memo(function CleanoutBlock({
  block,
  plan,
  texts,
  onOpenMenu,
}: CleanoutBlockProps) {
  const label = texts.cleanoutLabel(block.item);
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      title={label}
      data-testid="cleanout-block"
      className="schedule-cleanout-block"
      onClick={(event) =>
        onOpenMenu({ item: block.item, plan, index: 0, count: 1, anchor: event.currentTarget })
      }
      style={{
        left: `${block.left}%`,
        width: `max(${block.width}%, 10px)`,
      }}
    />
  );
});
