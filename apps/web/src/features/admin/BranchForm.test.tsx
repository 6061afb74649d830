import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { TBranchRecord, TLocale } from '@tramline/domain';
import { api } from '../../api';
import { renderWithApp } from '../../test/render';
import { BranchForm } from './BranchForm';

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

const IOWA: TBranchRecord = {
  id: 1,
  descUnidade: 'Iowa',
  code: 'IA',
  timeZone: 'America/Chicago',
  unitSystem: 'imperial',
  language: 'en-us',
  country: 'US',
  regionId: null,
  active: true,
  version: 3,
};

const TIME_ZONE_MESSAGES: Record<TLocale, string> = {
  'en-us': 'Use a time zone name such as America/Chicago',
  'en-ca': 'Use a time zone name such as America/Chicago',
  'es-es': 'Use un nombre de zona horaria como Europe/Madrid',
  'pt-br': 'Use um nome de fuso horário como America/Sao_Paulo',
};
const REQUIRED: Record<TLocale, string> = {
  'en-us': 'This is a required field!',
  'en-ca': 'This is a required field!',
  'es-es': '¡Este es un campo obligatorio!',
  'pt-br': 'Este é um campo obrigatório!',
};

function submit(container: HTMLElement) {
  fireEvent.submit(container.querySelector('form')!);
}

describe('the branch form', () => {
  it.each(Object.keys(TIME_ZONE_MESSAGES) as TLocale[])(
    'refuses an unknown time zone and an empty name before saving (%s)',
    async (locale) => {
      vi.spyOn(api, 'get').mockResolvedValue([]);
      const put = vi.spyOn(api, 'put');
      const { container } = await renderWithApp(
        <BranchForm branch={IOWA} readOnly={false} onSaved={() => {}} onCancel={() => {}} />,
        { locale },
      );
      const inputs = container.querySelectorAll('input');
      fireEvent.change(inputs[0]!, { target: { value: '' } });
      fireEvent.change(inputs[2]!, { target: { value: 'Mars/Olympus' } });
      submit(container);
      expect(await screen.findByText(TIME_ZONE_MESSAGES[locale])).toBeTruthy();
      expect(screen.getByText(REQUIRED[locale])).toBeTruthy();
      expect(put).not.toHaveBeenCalled();
    },
  );

  it('saves the branch with the version it read', async () => {
    vi.spyOn(api, 'get').mockResolvedValue([]);
    const put = vi.spyOn(api, 'put').mockResolvedValue({ ...IOWA, version: 4 });
    const { container } = await renderWithApp(
      <BranchForm branch={IOWA} readOnly={false} onSaved={() => {}} onCancel={() => {}} />,
    );
    fireEvent.change(container.querySelectorAll('input')[2]!, { target: { value: 'America/Denver' } });
    submit(container);
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0]![0]).toBe('/admin/unidades/1');
    expect(put.mock.calls[0]![1]).toMatchObject({ timeZone: 'America/Denver', version: 3, regionId: null });
  });

  it('is read-only, without Save, for a role that may not administer', async () => {
    vi.spyOn(api, 'get').mockResolvedValue([]);
    await renderWithApp(<BranchForm branch={IOWA} readOnly onSaved={() => {}} onCancel={() => {}} />);
    expect(screen.getByTestId('read-only-notice')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
