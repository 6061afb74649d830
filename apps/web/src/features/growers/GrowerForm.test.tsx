import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TGrowerRecord } from '@tramline/domain';
import { renderWithApp } from '../../test/render';
import { GrowerForm } from './GrowerForm';
import { signIn } from '../../test/screen-api';

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

describe("a grower's page", () => {
  it('says it is read-only to a dispatcher and offers no Save or Delete', async () => {
    signIn('en-us', ['DISPATCHER']);
    await renderWithApp(<GrowerForm record={grower} />);
    expect(screen.getByTestId('read-only-notice').textContent).toContain(
      'Your role can look at these records but not change them.',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('in Portuguese too', async () => {
    signIn('en-us', ['APPLICATOR']);
    await renderWithApp(<GrowerForm record={grower} />, { locale: 'pt-br' });
    expect(screen.getByTestId('read-only-notice').textContent).toContain('Somente leitura');
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
  });

  it('gives a manager Save and Delete, with no notice', async () => {
    signIn('en-us', ['MANAGER']);
    await renderWithApp(<GrowerForm record={grower} />);
    expect(screen.queryByTestId('read-only-notice')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });
});
