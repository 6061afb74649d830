import { useState } from 'react';
import type { TBoundingBox } from '@tramline/domain';

/** Around a point with no field: about 1 km each way. */
const POINT_BOX_DEGREES = 0.01;

/** What a map with a field selector shows: the picked field, the searched point, and the box to fit. */
export function useFieldSelection(defaultFocus: TBoundingBox | null) {
  const [selected, setSelected] = useState<{ id: number; bbox: TBoundingBox | null } | null>(null);
  const [point, setPoint] = useState<{ latitude: number; longitude: number } | null>(null);
  const pointBox: TBoundingBox | null = point
    ? [
        point.longitude - POINT_BOX_DEGREES,
        point.latitude - POINT_BOX_DEGREES,
        point.longitude + POINT_BOX_DEGREES,
        point.latitude + POINT_BOX_DEGREES,
      ]
    : null;
  return {
    selectedId: selected?.id ?? null,
    point,
    focus: selected?.bbox ?? pointBox ?? defaultFocus,
    select: (field: { id: number; bbox: TBoundingBox | null }) => setSelected(field),
    setPoint,
    clear: () => {
      setSelected(null);
      setPoint(null);
    },
  };
}
