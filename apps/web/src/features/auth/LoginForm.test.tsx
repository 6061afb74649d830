import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '../../api';
import { renderWithApp } from '../../test/render';
import { LoginForm } from './LoginForm';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

function fill(login: string, password: string) {
  fireEvent.change(screen.getByLabelText(/Usuário|Username/), { target: { value: login } });
  fireEvent.change(screen.getByLabelText(/^(Senha|Password)/), { target: { value: password } });
}

describe('LoginForm', () => {
  it('signs in with the remembered company and stores the session', async () => {
    const fetchMock = vi.fn(async () =>
      answer(200, {
        token: 'tok',
        user: {
          id: 1,
          login: 'demo',
          name: 'Dana Miller',
          email: null,
          unit: 1,
          language: 'en-us',
          roles: ['ADMIN'],
          owner: 'demo',
        },
        recovery: false,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    window.localStorage.setItem('tramline.company', 'prairie');
    const onLoggedIn = vi.fn();
    await renderWithApp(<LoginForm onLoggedIn={onLoggedIn} />);

    expect((screen.getByLabelText(/Company/) as HTMLInputElement).value).toBe('prairie');
    fill('demo', 'Demo#2026');
    fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v2/auth-sgpa/create');
    expect(JSON.parse(String(init.body))).toEqual({
      owner: 'prairie',
      login: 'demo',
      password: 'Demo#2026',
      environment: 'Browser',
      scope: 'sgp',
      time: 604800,
    });
    expect(sessionStore.token()).toBe('tok');
  });

  it("shows the server's refusal in the page language and clears the password", async () => {
    const fetchMock = vi.fn(async () =>
      answer(401, { code: 'incorrectLogin', message: 'Usuário ou senha incorretos!' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await renderWithApp(<LoginForm onLoggedIn={vi.fn()} />, { locale: 'pt-br' });
    fill('demo', 'wrong');
    fireEvent.submit(screen.getByRole('form', { name: 'Entrar' }));

    expect(await screen.findByText('Usuário ou senha incorretos!')).toBeTruthy();
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toMatchObject({
      Locale: '1',
    });
    expect((screen.getByLabelText(/^Senha/) as HTMLInputElement).value).toBe('');
    expect(sessionStore.token()).toBeNull();
  });
});
