import type { TLoad } from '@tramline/domain';

export type TLoadsView = 'place' | 'machine';

export interface TLoadSection {
  key: string;
  /** The place's or the machine's name; null for loads with no place. */
  title: string | null;
  loads: TLoad[];
}

/**
 * The day's loads in sections: by place (blender), each in its loading order, or by machine, each
 * machine's loads in the order it needs them. The server's order is kept within a section.
 */
export function sectionsOf(loads: readonly TLoad[], view: TLoadsView): TLoadSection[] {
  const sections = new Map<string, TLoadSection>();
  for (const load of loads) {
    const key = view === 'place' ? `place-${load.placeId ?? 'none'}` : `machine-${load.equipamentoId}`;
    const title = view === 'place' ? load.placeName : load.equipmentName;
    const section = sections.get(key) ?? { key, title, loads: [] };
    section.loads.push(load);
    sections.set(key, section);
  }
  const ordered = [...sections.values()];
  for (const section of ordered)
    section.loads.sort((a, b) =>
      view === 'place'
        ? a.configuracaoId - b.configuracaoId || a.sequence - b.sequence
        : (a.neededAt ?? '\uffff').localeCompare(b.neededAt ?? '\uffff') || a.sequence - b.sequence,
    );
  return ordered.sort((a, b) => (a.title ?? '\uffff').localeCompare(b.title ?? '\uffff'));
}

/** The mark a load takes next from the yard, or null when it is dispatched. */
export function nextStatusOf(load: Pick<TLoad, 'status' | 'changedSinceMixed'>) {
  if (load.status === 'pending') return 'mixed' as const;
  if (load.status === 'mixed') return load.changedSinceMixed ? ('mixed' as const) : ('loaded' as const);
  if (load.status === 'loaded') return 'dispatched' as const;
  return null;
}
