import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TOperatorOrder, TOperatorStop } from '@tramline/domain';
import { operatorOrderOf, operatorProductOf, operatorStopOf } from '@tramline/domain/testing';
import { renderWithApp } from '../../test/render';
import { OrderActions } from './OrderActions';

/** 10 ha at 100 l/ha of spray, in progress; the machine has reported 4 ha and 400 l so far. */
const stop = operatorStopOf({
  volume: 1000,
  order: operatorOrderOf({
    cdOrdemServico: 9,
    status: 2,
    products: [{ ...operatorProductOf(1, 'LIQUID', 0.2, 'AUXIN'), name: 'Dicamba', total: 2 }],
    carrierRate: 100,
    reported: { area: 4, volume: 400, points: 120 },
  }),
}) as TOperatorStop & { order: TOperatorOrder };

const stopOperations = [{ id: 5, code: 'RAIN', name: 'Rain' }];

/** Picks rain as the stop reason and pauses. */
async function pauseForRain(dialog: HTMLElement) {
  const reason = within(dialog).getByLabelText('Stop reason');
  fireEvent.focus(reason);
  fireEvent.click(reason);
  fireEvent.click(await screen.findByRole('option', { name: 'Rain', hidden: true }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
}

describe('the pause from the cab', () => {
  it("sends the machine's count so far, prefilled from what it reported", async () => {
    const onReport = vi.fn();
    await renderWithApp(
      <OrderActions stop={stop} status={2} stopOperations={stopOperations} onReport={onReport} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog');
    // 4 ha and 400 l in the user's units.
    expect((within(dialog).getByLabelText('Applied so far (ac)') as HTMLInputElement).value).toBe('9.88');
    expect((within(dialog).getByLabelText('Amount applied so far (gal)') as HTMLInputElement).value).toBe(
      '105.67',
    );
    await pauseForRain(dialog);
    await waitFor(() => expect(onReport).toHaveBeenCalled());
    const event = onReport.mock.calls[0]![0];
    expect(event).toMatchObject({ type: 'pause', workOrderId: 9, stopOperationId: 5 });
    expect(event.appliedArea).toBeCloseTo(4, 2);
    expect(event.appliedVolume).toBeCloseTo(400, 0);
  });

  it('sends no count when the operator clears it', async () => {
    const onReport = vi.fn();
    await renderWithApp(
      <OrderActions
        stop={{ ...stop, order: { ...stop.order, reported: null } }}
        status={2}
        stopOperations={stopOperations}
        onReport={onReport}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Applied so far (ac)') as HTMLInputElement).value).toBe('');
    await pauseForRain(dialog);
    await waitFor(() => expect(onReport).toHaveBeenCalled());
    expect(onReport.mock.calls[0]![0]).toEqual({ type: 'pause', workOrderId: 9, stopOperationId: 5 });
  });
});
