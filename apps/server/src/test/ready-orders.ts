import type { TAuth } from '../http/auth-context';
import type { TServices } from '../services';

/**
 * The caller's ready orders (status 1) in ticket order. The list's own order ranks them against
 * the clock, so tests that take "the first ready orders" from it would plan other orders, and
 * other days, at another hour of the day. In ticket order the pick moves only when the set does:
 * the demo's days of the branch's today use other orders by its evening.
 */
export async function readyOrdersOf(services: Pick<TServices, 'workOrders'>, auth: TAuth) {
  const { content } = await services.workOrders.list(auth, { page: 0, size: 500, status: [1] } as never);
  return [...content].sort((a, b) => a.cdOrdemServico - b.cdOrdemServico);
}
