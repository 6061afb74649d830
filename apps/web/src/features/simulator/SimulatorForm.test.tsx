import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { SimulatorForm } from './SimulatorForm';
import { signIn } from '../../test/screen-api';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const page = (content: unknown[]) =>
  json({ content, totalElements: content.length, totalPages: 1, number: 0, size: 500 });

function mockServer() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/config-proc-ordem-servico') || url.includes('/equipamentos')) return page([]);
    return json([]);
  });
}

const posted = (fetch: ReturnType<typeof mockServer>) =>
  fetch.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST');

describe('simulator form', () => {
  it('asks for a group before starting and sends nothing', async () => {
    signIn('en-us', ['DISPATCHER']);
    const fetch = mockServer();
    try {
      await renderWithApp(<SimulatorForm />);
      fireEvent.click(screen.getByRole('button', { name: 'Start run' }));
      expect(await screen.findByText('Choose machines or a group')).toBeTruthy();
      await waitFor(() => expect(posted(fetch)).toBe(false));
    } finally {
      fetch.mockRestore();
    }
  });

  it('refuses a breakdown longer than allowed', async () => {
    signIn('en-us', ['DISPATCHER']);
    const fetch = mockServer();
    try {
      await renderWithApp(<SimulatorForm />);
      fireEvent.click(screen.getByLabelText('A breakdown in the first order'));
      fireEvent.change(await screen.findByLabelText('Minutes stopped'), { target: { value: '500' } });
      fireEvent.click(screen.getByRole('button', { name: 'Start run' }));
      expect(await screen.findByText(/240/)).toBeTruthy();
      await waitFor(() => expect(posted(fetch)).toBe(false));
    } finally {
      fetch.mockRestore();
    }
  });
});
