import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '../../api';
import { renderWithApp } from '../../test/render';
import { TicketFilesPanel } from './TicketFilesPanel';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

let fetchMock: MockInstance<typeof fetch>;

beforeEach(() => {
  sessionStore.set({
    token: 'test-token',
    user: {
      id: 4,
      login: 'user',
      name: 'Dana Miller',
      email: null,
      unit: 1,
      language: 'en-us',
      units: 'language',
      roles: ['TOP_MANAGER'],
      owner: 'demo',
    },
  });
  const headers = ['Ticket #', 'Customer ID', 'Field ID', 'Item Code', 'Rate', 'UOM'];
  const suggested = {
    ticketNumber: 'Ticket #',
    growerCode: 'Customer ID',
    fieldCode: 'Field ID',
    productCode: 'Item Code',
    rate: 'Rate',
    unit: 'UOM',
  };
  fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('/columns')) return json({ saved: {}, headers, suggested, missing: [] });
    return json({
      lines: 3,
      tickets: 1,
      created: 1,
      changed: 0,
      updatedOrders: 0,
      rejected: [{ line: 3, key: 'ticketLineNotNumber', params: { column: 'Rate', value: 'lots' } }],
    });
  });
});

afterEach(() => fetchMock.mockRestore());

describe('the ticket file panel', { timeout: 20_000 }, () => {
  it('suggests the columns from the file, imports it and lists each bad line with its number', async () => {
    await renderWithApp(<TicketFilesPanel />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['Ticket #,Customer ID\n'], 'tickets.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });
    expect((await screen.findAllByDisplayValue('Customer ID', {}, { timeout: 8000 })).length).toBeGreaterThan(
      0,
    );
    fireEvent.click(screen.getByTestId('ticket-files-import'));
    expect(
      await screen.findByText('Rate is not a number above zero: lots', {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByText(/3 lines, 1 tickets: 1 new/)).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/integration/files/tickets'))).toBe(
        true,
      ),
    );
  });
});
