/** What names an order to a person: its ticket (`vlOrdemServico`) and its id. */
export interface TTicketed {
  vlOrdemServico?: string | null;
  cdOrdemServico?: number | null;
}

/** The order's ticket, else its id: what the sheet, the schedule and the lists call an order. */
export function ticketOf(order: TTicketed): string {
  return order.vlOrdemServico ?? String(order.cdOrdemServico ?? '');
}

/** The ticket as it is shown before an order's name: `#` and the ticket (else the id). */
export function ticketLabel(order: TTicketed): string {
  return `#${ticketOf(order)}`;
}
