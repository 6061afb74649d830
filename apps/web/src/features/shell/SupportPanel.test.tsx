import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { TSessionUser } from '@tramline/domain';
import { api } from '../../api';
import { renderWithApp } from '../../test/render';
import { SupportPanel } from './SupportPanel';

afterEach(() => vi.restoreAllMocks());

const user: TSessionUser = {
  id: 1,
  login: 'dispatcher',
  name: 'Sam Carter',
  email: 'sam.carter@example.com',
  unit: 1,
  language: 'en-us',
  units: 'language',
  roles: ['DISPATCHER'],
  owner: 'demo',
};

const settings = { code: 'demo', name: 'Prairie', seasonPlanning: false, supportEmail: 'help@example.com' };

function answer(contact: { email: string | null; supportEmail: string | null; chatUrl: string | null }) {
  return vi
    .spyOn(api, 'get')
    .mockImplementation(async (path: string) => (path === '/owner/settings' ? settings : contact) as never);
}

describe('SupportPanel', () => {
  it("opens an email to the branch's support address when no chat service is set", async () => {
    const get = answer({
      email: 'sam.carter@example.com',
      supportEmail: 'iowa.support@example.com',
      chatUrl: null,
    });
    await renderWithApp(<SupportPanel user={user} opened onClose={() => {}} />);
    const link = await screen.findByTestId('support-email');
    expect(link.getAttribute('href')).toBe(
      `mailto:iowa.support@example.com?subject=${encodeURIComponent('Support request from dispatcher')}`,
    );
    expect(
      screen.getByText('No chat service is set up; your message goes to iowa.support@example.com.'),
    ).toBeTruthy();
    expect(screen.getByText('We reply to sam.carter@example.com.')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/usuario/dispatcher', expect.anything());
  });

  it("falls back to the company's address, and opens the chat service when one is set", async () => {
    answer({ email: null, supportEmail: null, chatUrl: null });
    const { unmount } = await renderWithApp(<SupportPanel user={user} opened onClose={() => {}} />);
    expect((await screen.findByTestId('support-email')).getAttribute('href')).toMatch(
      /^mailto:help@example\.com\?/,
    );
    unmount();
    vi.restoreAllMocks();

    answer({
      email: null,
      supportEmail: 'iowa.support@example.com',
      chatUrl: 'https://chat.example.com/demo',
    });
    await renderWithApp(<SupportPanel user={user} opened onClose={() => {}} />);
    const chat = await screen.findByRole('link', { name: 'Open support chat' });
    expect(chat.getAttribute('href')).toBe('https://chat.example.com/demo');
    expect(screen.queryByTestId('support-email')).toBeNull();
  });
});
