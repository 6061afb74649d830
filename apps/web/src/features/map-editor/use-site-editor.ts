import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  fromDisplayValue,
  type TLocale,
  type TSensitiveSiteGeometry,
  type TUnitSystem,
} from '@tramline/domain';
import { useLocale } from '../../i18n';
import { useUnitSystem } from '../../ui';
import type { useDrawTool } from './use-draw-tool';
import { driftwatchQuery, filterLayersQuery, sensitiveSitesQuery } from './sensitive-sites.queries';
import { shownByLayers } from './FilterLayers';
import { NEW_SITE, type SitesPanelProps } from './SitesPanel';
import type { TShownSite, TSiteForm } from './site-shapes';

/**
 * The sites side of the editor: the branch's sites and the user's layers, what the layers show
 * (with the DriftWatch registry when a visible layer asks for it), and the site being marked or
 * edited, drawn with the editor's drawing tool.
 */
export function useSiteEditor(tool: ReturnType<typeof useDrawTool>, canEdit: boolean) {
  const locale = useLocale();
  const system = useUnitSystem();
  const sites = useQuery(sensitiveSitesQuery());
  const layers = useQuery(filterLayersQuery());
  const [form, setForm] = useState<TSiteForm | null>(null);
  const [drawing, setDrawing] = useState<'area' | 'point' | null>(null);
  const shown = shownByLayers(layers.data ?? []);
  const driftwatch = useQuery({ ...driftwatchQuery(), enabled: shown.driftwatch });

  const shownSites = useMemo(() => {
    const listed: TShownSite[] = (sites.data ?? []).filter(
      (site) => shown.kinds.has(site.kind) && site.id !== form?.id,
    );
    return form?.geometry
      ? [
          ...listed,
          {
            id: form.id ?? 'new',
            name: form.name,
            kind: form.kind,
            geometry: form.geometry,
            radiusMeters: form.geometry.type === 'Point' ? draftMetres(form.radius, locale, system) : null,
            bufferMeters: draftMetres(form.buffer, locale, system),
          },
        ]
      : listed;
  }, [sites.data, shown.kinds, form, locale, system]);

  function finishShape(geometry: TSensitiveSiteGeometry) {
    tool.stop();
    setDrawing(null);
    setForm((current) => ({ ...(current ?? NEW_SITE), geometry }));
  }

  const panel: SitesPanelProps = {
    canEdit,
    sites: sites.data ?? [],
    form,
    drawing,
    onForm: (next) => {
      tool.stop();
      setDrawing(null);
      setForm(next);
    },
    onDraw: (shape) => {
      setDrawing(shape);
      setForm({ ...NEW_SITE });
      tool.start(
        shape === 'area' ? 'draw' : 'point',
        {
          onFinish: ({ polygon, point }) => {
            if (polygon) finishShape(polygon);
            if (point) finishShape({ type: 'Point', coordinates: point });
          },
        },
        [],
      );
    },
    onDone: () => {
      tool.stop();
      setDrawing(null);
      setForm(null);
    },
  };

  return {
    panel,
    layers: layers.data ?? [],
    shownSites,
    driftwatchSites: shown.driftwatch
      ? (driftwatch.data?.sites ?? []).map((site) => ({ ...site, id: site.externalId }))
      : [],
    busy: form !== null || drawing !== null,
    /** The box of the saved site open in the form, for the map to zoom to. */
    focus:
      form?.id === undefined ? null : ((sites.data ?? []).find((site) => site.id === form.id)?.bbox ?? null),
  };
}

/** A distance of the form (in the user's units) in metres, for the preview. */
function draftMetres(value: number | '', locale: TLocale, system: TUnitSystem) {
  return value === '' ? 0 : fromDisplayValue('length', value, locale, system);
}
