import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  MEASURE_UNIT_CODES,
  ZIntegrationLogEntry,
  ZIntegrationRow,
  ZIntegrationSettings,
  ZMapping,
  ZPage,
  type TIntegrationRowStatus,
  type TMappingKind,
} from '@tramline/domain';
import { api, type TPageRequest } from '../../api';
import { activeProductsQuery } from '../products/products.queries';
import { branchFieldsQuery } from '../fields/fields.queries';
import { equipmentListQuery } from '../equipment/equipment.queries';
import { groupListQuery } from '../equipment-groups/equipment-groups.queries';
import { locationsListQuery } from '../locations/locations.queries';

export const integrationKeys = {
  all: ['integration'] as const,
  settings: ['integration', 'settings'] as const,
  rows: ['integration', 'rows'] as const,
  mappings: (kind: TMappingKind) => ['integration', 'mappings', kind] as const,
  log: ['integration', 'log'] as const,
};

export const integrationSettingsQuery = () =>
  queryOptions({
    queryKey: integrationKeys.settings,
    queryFn: () => api.get('/integration/settings', { schema: ZIntegrationSettings }),
  });

/** A page of pending items of the active (A) or cancelled (C) pendency. */
export const pendingRowsQuery =
  (pendency: 'A' | 'C', statusFilter: TIntegrationRowStatus | null) => (request: TPageRequest) =>
    queryOptions({
      queryKey: [...integrationKeys.rows, pendency, statusFilter, request] as const,
      queryFn: () =>
        api.get('/pendencias', {
          query: {
            page: request.page,
            size: request.size,
            search: request.search,
            status: pendency,
            statusFilter: statusFilter ?? undefined,
          },
          schema: ZPage(ZIntegrationRow),
        }),
    });

export const mappingsQuery = (kind: TMappingKind) =>
  queryOptions({
    queryKey: integrationKeys.mappings(kind),
    queryFn: () => api.get('/integration/mappings', { query: { kind }, schema: z.array(ZMapping) }),
  });

export const integrationLogQuery = (request: TPageRequest) =>
  queryOptions({
    queryKey: [...integrationKeys.log, request] as const,
    queryFn: () =>
      api.get('/integration-status', {
        query: { page: request.page, size: request.size },
        schema: ZPage(ZIntegrationLogEntry),
      }),
  });

/** A Tramline record an ERP code can be mapped to: its id (or unit code), name and code. */
export interface TTargetChoice {
  value: string;
  label: string;
  code: string | null;
}

const ALL = { page: 0, size: 500, sort: 'id,asc' };

/** The Tramline records of one tab, for the map select and its suggestion (read through the records' own queries). */
export const targetChoicesQuery = (client: QueryClient, kind: TMappingKind) =>
  queryOptions({
    queryKey: ['integration', 'targets', kind] as const,
    queryFn: async (): Promise<TTargetChoice[]> => {
      const choice = (id: number, name: string, code: string | null | undefined) => ({
        value: String(id),
        label: code ? `${name} (${code})` : name,
        code: code ?? null,
      });
      switch (kind) {
        case 'product':
          return (await client.fetchQuery(activeProductsQuery())).map((row) =>
            choice(row.id, row.descProduct, row.erpCode),
          );
        case 'field':
          return (await client.fetchQuery(branchFieldsQuery())).map((row) =>
            choice(row.id, row.name, row.code),
          );
        case 'equipment':
          return (await client.fetchQuery(equipmentListQuery(ALL))).content.map((row) =>
            choice(row.cdEquipamento, row.name, row.equipmentId),
          );
        case 'group':
          return (await client.fetchQuery(groupListQuery(ALL))).content.map((row) =>
            choice(row.id, row.name, null),
          );
        case 'location':
          return (await client.fetchQuery(locationsListQuery(ALL))).content.map((row) =>
            choice(row.cdLocalizacaoId, row.dsLocalizacaoEscritorio, row.erpCode),
          );
        case 'unit':
          return MEASURE_UNIT_CODES.map((code) => ({ value: code, label: code, code }));
      }
    },
  });

/** The record whose code or name matches an ERP code or name, if one does. */
export function suggestionFor(
  choices: readonly TTargetChoice[],
  mapping: { erpCode: string; erpName: string | null },
): TTargetChoice | null {
  const code = mapping.erpCode.toLowerCase();
  const name = mapping.erpName?.toLowerCase() ?? null;
  return (
    choices.find((choice) => choice.code?.toLowerCase() === code) ??
    (name ? choices.find((choice) => choice.label.toLowerCase().startsWith(name)) : undefined) ??
    null
  );
}
