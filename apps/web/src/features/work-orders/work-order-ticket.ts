/**
 * The ticket an order is known by on every screen: its ticket number (`vlOrdemServico`), else its
 * id. Shown as `#ticket`.
 */
export const ticketOf = (order: { vlOrdemServico?: string | null; cdOrdemServico?: number | null }): string =>
  order.vlOrdemServico ?? String(order.cdOrdemServico ?? '');
