import type { TApplicationType, TAvailableOrder, TGroupWithEquipment, TPlan } from '@tramline/domain';
import type { TAvailableRequest } from './schedule.queries';

export const COLOUR_MODES = ['default', 'product', 'machine', 'status', 'cropType', 'scheduleDate'] as const;
export type TColourMode = (typeof COLOUR_MODES)[number];

const PALETTE = [
  '#1c7ed6',
  '#e8590c',
  '#2f9e44',
  '#ae3ec9',
  '#f59f00',
  '#0c8599',
  '#d6336c',
  '#5c940d',
  '#3b5bdb',
  '#862e9c',
  '#c92a2a',
  '#087f5b',
];
export const AVAILABLE_COLOUR = '#1c7ed6';
export const SCHEDULED_COLOUR = '#2f9e44';
export const UNKNOWN_COLOUR = '#adb5bd';

/** The key of an order under a colour mode; `machineOf` maps an order to the machine it is planned on. */
export function colourKeyOf(
  order: TAvailableOrder,
  mode: TColourMode,
  machineOf: ReadonlyMap<number, string>,
  date: string,
): string | null {
  switch (mode) {
    case 'default':
      return machineOf.has(order.cdOrdemServico) || order.scheduledOn ? 'scheduled' : 'available';
    case 'product':
      return order.productNames[0] ?? null;
    case 'machine':
      return machineOf.get(order.cdOrdemServico) ?? null;
    case 'status':
      return String(order.status);
    case 'cropType':
      return order.cropType;
    case 'scheduleDate':
      return machineOf.has(order.cdOrdemServico) ? date : order.scheduledOn;
  }
}

/** A stable colour per key: the default mode's two fixed colours, a palette in first-seen order otherwise. */
export function colourLegend(
  keys: readonly (string | null)[],
  mode: TColourMode,
): Map<string | null, string> {
  const legend = new Map<string | null, string>();
  if (mode === 'default') {
    legend.set('available', AVAILABLE_COLOUR);
    legend.set('scheduled', SCHEDULED_COLOUR);
  }
  let next = 0;
  for (const key of [...new Set(keys)].sort((a, b) => String(a).localeCompare(String(b)))) {
    if (legend.has(key)) continue;
    legend.set(key, key === null ? UNKNOWN_COLOUR : PALETTE[next++ % PALETTE.length]!);
  }
  return legend;
}

/**
 * What the map asks for: a page of the day's available orders and, with them, the orders the
 * group's active plans of that day hold (`incluirProgramadas`), so that scheduled fields are drawn
 * and coloured by their machine.
 */
export function mapOrdersRequest(
  date: string,
  groupId: number,
  applicationType: TApplicationType | 'all',
  size: number,
): TAvailableRequest {
  return {
    data: date,
    configuracaoId: groupId,
    showInconsistent: true,
    incluirProgramadas: true,
    page: 0,
    size,
    sort: 'rank,asc',
    ...(applicationType === 'all' ? {} : { applicationType }),
  };
}

/**
 * Order id → machine name, from the day's plans; an order the server marks as held by a machine
 * (`equipamentoId`) that the shown plans do not hold takes that machine's name from the group.
 */
export function machinesByOrder(
  plans: readonly TPlan[],
  orders: readonly TAvailableOrder[] = [],
  group: TGroupWithEquipment | null = null,
): Map<number, string> {
  const result = new Map<number, string>();
  for (const plan of plans)
    for (const item of plan.items)
      if (item.cdOrdemServico !== null) result.set(item.cdOrdemServico, plan.equipmentName);
  for (const order of orders) {
    if (order.equipamentoId == null || result.has(order.cdOrdemServico)) continue;
    const machine = group?.equipments.find((entry) => entry.equipamentoId === order.equipamentoId);
    if (machine) result.set(order.cdOrdemServico, machine.name);
  }
  return result;
}

/** The legend key of an order as a string (a hidden-keys set cannot hold null next to "null"). */
export const legendKey = (key: string | null) => (key === null ? '\u0000' : `=${key}`);

/** The orders the map draws: those whose legend entry the dispatcher has not hidden. */
export function visibleOrders(
  orders: readonly TAvailableOrder[],
  mode: TColourMode,
  hidden: ReadonlySet<string>,
  machineOf: ReadonlyMap<number, string>,
  date: string,
): TAvailableOrder[] {
  if (hidden.size === 0) return [...orders];
  return orders.filter((order) => !hidden.has(legendKey(colourKeyOf(order, mode, machineOf, date))));
}
