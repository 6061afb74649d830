import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api, ApiError } from '../../api';
import { renderWithApp } from '../../test/render';
import { ShareModal } from './ShareModal';

afterEach(() => vi.restoreAllMocks());

function setup(channels = { email: true, sms: false }) {
  vi.spyOn(api, 'get').mockResolvedValue(channels);
  const post = vi.spyOn(api, 'post');
  return post;
}

describe('ShareModal', () => {
  it('lists the invalid emails of the comma separated list and sends nothing', async () => {
    const post = setup();
    await renderWithApp(<ShareModal opened onClose={() => {}} subject="Schedule" message="Tuesday" />);
    fireEvent.change(screen.getByLabelText('Email addresses'), {
      target: { value: 'ok@example.com, nope, also@bad' },
    });
    expect(await screen.findByText('Invalid emails: nope, also@bad')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(post).not.toHaveBeenCalled();
  });

  it('explains that SMS is not set up when the company has no gateway', async () => {
    setup({ email: true, sms: false });
    await renderWithApp(<ShareModal opened onClose={() => {}} subject="Schedule" message="Tuesday" />);
    fireEvent.click(screen.getByRole('tab', { name: 'SMS' }));
    expect(await screen.findByTestId('sms-not-set-up')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
  });

  it("says 'Request timed out, try again' when sending takes too long", async () => {
    const post = setup();
    post.mockRejectedValue(new ApiError(0, 'timeout', 'Request timed out'));
    await renderWithApp(<ShareModal opened onClose={() => {}} subject="Schedule" message="Tuesday" />);
    fireEvent.change(screen.getByLabelText('Email addresses'), { target: { value: 'grower@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByTestId('share-error').textContent).toBe('Request timed out, try again'),
    );
    expect(post).toHaveBeenCalledWith(
      '/share/email',
      { emails: 'grower@example.com', subject: 'Schedule', message: 'Tuesday' },
      expect.anything(),
    );
  });

  it("shows the server's 'Unable to send email or SMS' in the user's language", async () => {
    const post = setup();
    post.mockRejectedValue(new ApiError(502, 'shareFailed', 'Não foi possível enviar o e-mail ou SMS'));
    await renderWithApp(<ShareModal opened onClose={() => {}} subject="Programação" message="Terça" />, {
      locale: 'pt-br',
    });
    fireEvent.change(screen.getByLabelText('Endereços de e-mail'), {
      target: { value: 'produtor@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(screen.getByTestId('share-error').textContent).toBe('Não foi possível enviar o e-mail ou SMS'),
    );
  });
});
