/** What names an order to a person: its ticket (`vlOrdemServico`); the id is for links only. */
export interface TTicketed {
  vlOrdemServico?: string | null;
  cdOrdemServico?: number | null;
}

/**
 * The order's ticket: what the sheet, the schedule and the lists call an order. Every order has one
 * (the server numbers those saved blank, per branch); the database id is never shown instead.
 */
export function ticketOf(order: TTicketed): string {
  return order.vlOrdemServico ?? '';
}

/** The ticket as it is shown before an order's name: `#` and the ticket (nothing without one). */
export function ticketLabel(order: TTicketed): string {
  const ticket = ticketOf(order);
  return ticket ? `#${ticket}` : '';
}
