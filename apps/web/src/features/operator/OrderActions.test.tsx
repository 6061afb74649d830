import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TOperatorStop } from '@tramline/domain';
import { renderWithApp } from '../../test/render';
import { OrderActions } from './OrderActions';

/** 10 ha at 100 l/ha of spray, in progress; the machine has reported 4 ha and 400 l so far. */
const stop = {
  sequence: 1,
  kind: 'order',
  plannedStart: null,
  plannedEnd: null,
  area: 10,
  volume: 1000,
  batches: 3,
  order: {
    cdOrdemServico: 9,
    description: 'Burndown',
    ticket: null,
    status: 2,
    growerName: 'Grower',
    farmName: 'Farm',
    fields: [],
    products: [
      {
        productId: 1,
        name: 'Dicamba',
        type: 'LIQUID',
        rate: 0.2,
        rateUnit: 'l',
        total: 2,
        cleaningFamily: 'AUXIN',
      },
    ],
    carrierRate: 100,
    limits: {
      windMin: null,
      windMax: null,
      temperatureMin: null,
      temperatureMax: null,
      humidityMin: null,
      humidityMax: null,
      rainFreeHours: null,
      sunRule: false,
    },
    notes: null,
    startedAt: null,
    appliedArea: null,
    appliedVolume: null,
    skippedOn: null,
    reported: { area: 4, volume: 400, points: 120 },
  },
} satisfies TOperatorStop;

const stopOperations = [{ id: 5, code: 'RAIN', name: 'Rain' }];

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
    const reason = within(dialog).getByLabelText('Stop reason');
    fireEvent.focus(reason);
    fireEvent.click(reason);
    fireEvent.click(await screen.findByRole('option', { name: 'Rain', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
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
    const reason = within(dialog).getByLabelText('Stop reason');
    fireEvent.focus(reason);
    fireEvent.click(reason);
    fireEvent.click(await screen.findByRole('option', { name: 'Rain', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(onReport).toHaveBeenCalled());
    expect(onReport.mock.calls[0]![0]).toEqual({ type: 'pause', workOrderId: 9, stopOperationId: 5 });
  });
});
