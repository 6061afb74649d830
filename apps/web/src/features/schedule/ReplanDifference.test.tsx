import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TReplanDifference } from '@tramline/domain';
import { renderWithApp } from '../../test/render';
import { ReplanDifference } from './ReplanDifference';

const DIFFERENCE: TReplanDifference = {
  moved: [{ cdOrdemServico: 11, ticket: 'A-11', fromEquipamentoId: 7, toEquipamentoId: 8 }],
  dropped: [{ cdOrdemServico: 12, ticket: null, fromEquipamentoId: 7 }],
  added: [{ cdOrdemServico: 13, ticket: 'A-13', toEquipamentoId: 8 }],
  shifted: [
    {
      cdOrdemServico: 14,
      ticket: 'A-14',
      equipamentoId: 8,
      from: '2030-05-06T14:00:00.000Z',
      to: '2030-05-06T15:30:00.000Z',
      shiftSeconds: 5400,
    },
  ],
  overtime: [{ equipamentoId: 8, beforeSeconds: 0, afterSeconds: 2700 }],
  tenders: [
    {
      equipamentoId: 9,
      meetingsDropped: [
        { servedEquipamentoId: 7, start: '2030-05-06T13:15:00.000Z' },
        { servedEquipamentoId: 8, start: '2030-05-06T16:00:00.000Z' },
      ],
    },
  ],
  machines: [
    { equipamentoId: 7, name: 'Sprayer 7' },
    { equipamentoId: 8, name: 'Sprayer 8' },
    { equipamentoId: 9, name: 'Tender 9' },
  ],
};

const EMPTY: TReplanDifference = {
  moved: [],
  dropped: [],
  added: [],
  shifted: [],
  overtime: [],
  tenders: [],
  machines: [],
};

describe('the re-plan difference', () => {
  it('lists moved, left-out, added and shifted orders by ticket and machine name, and overtime', async () => {
    await renderWithApp(<ReplanDifference difference={DIFFERENCE} locale="en-us" timeZone="UTC" />);
    expect((await screen.findByTestId('replan-moved')).textContent).toContain('#A-11: Sprayer 7 → Sprayer 8');
    // An order without a ticket is named by its number.
    expect(screen.getByTestId('replan-dropped').textContent).toContain('#12 (was on Sprayer 7)');
    expect(screen.getByTestId('replan-added').textContent).toContain('#A-13 on Sprayer 8');
    expect(screen.getByTestId('replan-shifted').textContent).toContain(
      '#A-14 on Sprayer 8: 2:00 PM → 3:30 PM',
    );
    expect(screen.getByTestId('replan-overtime').textContent).toContain('Sprayer 8: 0:00 → 0:45');
    // The tender truck's meetings that the new days no longer hold, one line each.
    const tenders = screen.getByTestId('replan-tenders');
    expect(tenders.textContent).toContain('Tender trucks');
    expect(tenders.textContent).toContain('Tender 9 no longer meets Sprayer 7 at 1:15 PM');
    expect(tenders.textContent).toContain('Tender 9 no longer meets Sprayer 8 at 4:00 PM');
  });

  it("shows clock times in the user's locale", async () => {
    await renderWithApp(<ReplanDifference difference={DIFFERENCE} locale="pt-br" timeZone="UTC" />, {
      locale: 'pt-br',
    });
    expect((await screen.findByTestId('replan-shifted')).textContent).toContain(
      '#A-14 em Sprayer 8: 14:00 → 15:30',
    );
    expect(screen.getByText('Movidas')).toBeTruthy();
    expect(screen.getByTestId('replan-tenders').textContent).toContain(
      'Tender 9 não encontra mais Sprayer 7 às 13:15',
    );
  });

  it('says so when nothing that matters changes', async () => {
    await renderWithApp(<ReplanDifference difference={EMPTY} locale="en-us" timeZone="UTC" />);
    expect(await screen.findByText('The new plan changes nothing that matters.')).toBeTruthy();
  });
});
