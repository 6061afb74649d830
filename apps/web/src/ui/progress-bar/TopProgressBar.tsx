import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextProgress, PROGRESS_HEIGHT_PX, PROGRESS_TICK_MS } from './progress';

interface TopProgressBarProps {
  /** True while a page or data load runs. */
  active: boolean;
}

type TPhase = 'idle' | 'running' | 'finishing';

/** The thin bar along the top of the window during page and data loads. */
export function TopProgressBar({ active }: TopProgressBarProps) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState(0);
  const [phase, setPhase] = useState<TPhase>('idle');

  // Start on a new load; complete (then fade) when it ends.
  if (active && phase !== 'running') {
    setPhase('running');
    setPercent(phase === 'finishing' ? percent : 0);
  } else if (!active && phase === 'running') {
    setPhase('finishing');
    setPercent(100);
  }

  useEffect(() => {
    if (phase === 'running') {
      const timer = setInterval(() => setPercent(nextProgress), PROGRESS_TICK_MS);
      return () => clearInterval(timer);
    }
    if (phase === 'finishing') {
      const timer = setTimeout(() => setPhase('idle'), 400);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase]);

  const visible = phase !== 'idle';
  return (
    <div
      role="progressbar"
      aria-label={t('progress.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-hidden={!visible}
      data-active={phase === 'running' || undefined}
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        zIndex: 10000,
        height: PROGRESS_HEIGHT_PX,
        width: `${percent}%`,
        background: 'var(--mantine-color-lime-5)',
        boxShadow: '0 0 6px var(--mantine-color-lime-4)',
        opacity: phase === 'running' ? 1 : 0,
        transition: `width ${PROGRESS_TICK_MS}ms linear, opacity 300ms ease ${phase === 'finishing' ? '150ms' : '0ms'}`,
        pointerEvents: 'none',
      }}
    />
  );
}
