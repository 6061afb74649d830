import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TLicenceRecord } from '@tramline/domain';
import { renderWithApp } from '../../test/render';
import { LicenceBadge } from './LicenceBadge';

const licence: TLicenceRecord = {
  id: 1,
  type: 'DICAMBA',
  number: 'IA-DT-1',
  effectiveDate: '2025-04-01',
  expirationDate: '2026-03-31',
  status: 'ACTIVE',
  version: 1,
};

describe('LicenceBadge', () => {
  it('shows an expired licence with the day it expired, in the locale', async () => {
    await renderWithApp(<LicenceBadge licence={licence} today="2026-04-02" />);
    expect(screen.getByText('Dicamba · expired on 03/31/2026')).toBeTruthy();
  });

  it('warns in the last 30 days, and in Portuguese writes dates the Brazilian way', async () => {
    await renderWithApp(<LicenceBadge licence={licence} today="2026-03-19" />, { locale: 'pt-br' });
    expect(screen.getByText('Dicamba · vence em 12 dias')).toBeTruthy();
  });

  it('shows a deactivated licence as such, and Canadian English spells licence', async () => {
    await renderWithApp(<LicenceBadge licence={{ ...licence, status: 'DEACTIVATED' }} today="2026-01-01" />, {
      locale: 'en-ca',
    });
    expect(screen.getByText('Dicamba · deactivated')).toBeTruthy();
  });
});
