import type { TEquipmentType } from '@tramline/domain';

/** Outlines pointing north, one per kind of machine, in a 32 x 32 box. */
const SHAPES: Partial<Record<TEquipmentType, string>> = {
  // A cab with its boom across the back.
  sprayer: 'M16 3 L22 14 L22 20 L30 20 L30 24 L2 24 L2 20 L10 20 L10 14 Z',
  // A cab with the spread fan behind it.
  spreader: 'M16 3 L22 14 L22 19 Q16 30 10 19 L10 14 Z',
  // A cab ahead of a long tank.
  'tender-truck': 'M11 3 L21 3 L21 10 L23 10 L23 29 L9 29 L9 10 L11 10 Z',
  'semi-truck': 'M11 3 L21 3 L21 10 L23 10 L23 29 L9 29 L9 10 L11 10 Z',
  robot: 'M9 6 L23 6 L23 26 L9 26 Z M16 2 L19 6 L13 6 Z',
};
/** Any other machine: an arrow. */
const ARROW = 'M16 3 L25 27 L16 22 L7 27 Z';

interface MachineIconProps {
  type: TEquipmentType;
  colour: string;
  /** Degrees clockwise from north; no rotation when unknown. */
  heading: number | null;
  size?: number;
  selected?: boolean;
}

/** A machine on the map: its outline by type, turned to its heading, filled by its state. */
export function MachineIcon({ type, colour, heading, size = 30, selected = false }: MachineIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden
      style={{
        transform: `rotate(${heading ?? 0}deg)`,
        filter: 'drop-shadow(0 1px 2px rgba(0,0,0,0.45))',
        display: 'block',
      }}
    >
      <path
        d={SHAPES[type] ?? ARROW}
        fill={colour}
        stroke={selected ? '#111' : '#fff'}
        strokeWidth={selected ? 2.5 : 1.5}
        strokeLinejoin="round"
      />
    </svg>
  );
}
