import { describe, expect, it } from 'vitest';
import { ticketLabel, ticketOf } from './ticket';

describe('ticket of a work order', () => {
  it('is the ticket when the order has one', () => {
    expect(ticketOf({ vlOrdemServico: 'A-17', cdOrdemServico: 4 })).toBe('A-17');
    expect(ticketLabel({ vlOrdemServico: 'A-17', cdOrdemServico: 4 })).toBe('#A-17');
  });

  it('never shows the database id in place of a missing ticket', () => {
    expect(ticketOf({ vlOrdemServico: null, cdOrdemServico: 4 })).toBe('');
    expect(ticketLabel({ vlOrdemServico: null, cdOrdemServico: 4 })).toBe('');
  });
});
