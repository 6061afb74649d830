import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { TSensitiveSiteRecord } from '@tramline/domain';
import { renderWithApp } from '../../test/render';
import { SitesPanel, type SitesPanelProps } from './SitesPanel';
import { formOfSite } from './site-shapes';

const apiary: TSensitiveSiteRecord = {
  id: 4,
  cdUnidade: 1,
  name: 'Hansen apiary',
  kind: 'apiary',
  note: 'Twelve hives',
  geometry: { type: 'Point', coordinates: [-93.61, 42.21] },
  radiusMeters: 30.48,
  bufferMeters: 152.4,
  bbox: [-93.62, 42.2, -93.6, 42.22],
  version: 1,
};

const props = (overrides: Partial<SitesPanelProps> = {}): SitesPanelProps => ({
  canEdit: true,
  sites: [apiary],
  form: null,
  drawing: null,
  onForm: vi.fn(),
  onDraw: vi.fn(),
  onDone: vi.fn(),
  ...overrides,
});

describe('the sensitive sites panel', () => {
  it('lists a site with its kind and buffer in feet in en-us, and offers the marking tools', async () => {
    await renderWithApp(<SitesPanel {...props()} />);
    expect(screen.getByText('Hansen apiary')).toBeTruthy();
    expect(screen.getByText(/Apiary · buffer 500\sft/)).toBeTruthy();
    expect(screen.getByTestId('site-mark-area')).toBeTruthy();
  });

  it('edits a point site with its radius and buffer in metres in pt-br', async () => {
    await renderWithApp(<SitesPanel {...props({ form: formOfSite(apiary, 'pt-br') })} />, {
      locale: 'pt-br',
    });
    expect((screen.getByTestId('site-buffer') as HTMLInputElement).value).toBe('152,4');
    expect((screen.getByTestId('site-radius') as HTMLInputElement).value).toBe('30,5');
    expect(screen.getByText('Excluir')).toBeTruthy();
  });

  it('hides the tools and the save button from a role that may not edit records', async () => {
    await renderWithApp(<SitesPanel {...props({ canEdit: false, form: formOfSite(apiary, 'en-us') })} />);
    expect(screen.queryByTestId('site-mark-area')).toBeNull();
    expect(screen.queryByTestId('site-save')).toBeNull();
  });
});
