import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TGrowerRecord, TRole } from '@tramline/domain';
import { sessionStore } from '../../api';
import { renderWithApp } from '../../test/render';
import { GrowerForm } from './GrowerForm';

// jsdom has no font loading API; the notes field's auto-sizing textarea listens to it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });

const grower: TGrowerRecord = {
  id: 12,
  cdUnidade: 1,
  code: 'G-12',
  firstName: 'Ada',
  lastName: 'Lindqvist',
  phones: ['+15155550112'],
  notes: null,
  smsEnRoute: false,
  smsJobComplete: true,
  active: true,
  farmCount: 1,
  fieldCount: 3,
  version: 1,
};

function signInAs(role: TRole) {
  sessionStore.set({
    token: 'test-token',
    user: {
      id: 4,
      login: role.toLowerCase(),
      name: 'Kyle Peterson',
      email: null,
      unit: 1,
      language: 'en-us',
      roles: [role],
      owner: 'demo',
    },
  });
}

describe("a grower's page", () => {
  it('says it is read-only to a dispatcher and offers no Save or Delete', async () => {
    signInAs('DISPATCHER');
    await renderWithApp(<GrowerForm record={grower} />);
    expect(screen.getByTestId('read-only-notice').textContent).toContain(
      'Your role can look at these records but not change them.',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('in Portuguese too', async () => {
    signInAs('APPLICATOR');
    await renderWithApp(<GrowerForm record={grower} />, { locale: 'pt-br' });
    expect(screen.getByTestId('read-only-notice').textContent).toContain('Somente leitura');
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
  });

  it('gives a manager Save and Delete, with no notice', async () => {
    signInAs('MANAGER');
    await renderWithApp(<GrowerForm record={grower} />);
    expect(screen.queryByTestId('read-only-notice')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });
});
