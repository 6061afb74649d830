import type { ReactNode } from 'react';
import { Box } from '@mantine/core';

/** Quiet field blocks behind the monitoring screen until its live map arrives. */
const FIELDS: readonly { points: string; fill: string }[] = [
  { points: '0,0 260,0 230,170 0,150', fill: '#dfead8' },
  { points: '260,0 540,0 520,140 230,170', fill: '#e8efd9' },
  { points: '540,0 900,0 900,120 520,140', fill: '#d7e6d3' },
  { points: '0,150 230,170 210,360 0,380', fill: '#e6ecd6' },
  { points: '230,170 520,140 560,330 210,360', fill: '#d3e3cf' },
  { points: '520,140 900,120 900,310 560,330', fill: '#e3ead4' },
  { points: '0,380 210,360 240,600 0,600', fill: '#d9e7d5' },
  { points: '210,360 560,330 600,600 240,600', fill: '#e9eedb' },
  { points: '560,330 900,310 900,600 600,600', fill: '#dbe8d6' },
];

export function FieldsBackdrop({ children }: { children: ReactNode }) {
  return (
    <Box
      pos="relative"
      mih="calc(100dvh - 180px)"
      style={{ borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden', border: '1px solid #d5dfd0' }}
    >
      <svg
        viewBox="0 0 900 600"
        preserveAspectRatio="xMidYMid slice"
        aria-hidden
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
      >
        <defs>
          <pattern
            id="tl-rows"
            width="14"
            height="14"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(28)"
          >
            <line x1="0" y1="0" x2="0" y2="14" stroke="#c4d6bd" strokeWidth="1.2" />
          </pattern>
        </defs>
        {FIELDS.map((field) => (
          <g key={field.points}>
            <polygon points={field.points} fill={field.fill} stroke="#f7f9f4" strokeWidth="6" />
            <polygon points={field.points} fill="url(#tl-rows)" opacity="0.55" />
          </g>
        ))}
        <path d="M0 372 C 250 350, 420 345, 900 318" stroke="#f3efe4" strokeWidth="12" fill="none" />
      </svg>
      <Box pos="relative">{children}</Box>
    </Box>
  );
}
