import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { api, ApiError, sessionStore } from '../../api';
import { renderWithApp } from '../../test/render';
import { EmployeesList } from '../employees/EmployeesList';
import { LocationsList } from '../locations/LocationsList';
import { VouchersList } from '../vouchers/VouchersList';
import { UsersList } from './UsersList';
import { signIn } from '../../test/screen-api';

// jsdom has no font loading API; the description field's auto-sizing textarea listens to it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
  sessionStore.clear();
});

const page = (row: object) => ({ content: [row], totalElements: 1, totalPages: 1, number: 0, size: 20 });

const cases: { list: string; ui: ReactElement; path: string; row: object; name: string; button: string }[] = [
  {
    list: 'UsersList',
    ui: <UsersList />,
    path: '/usuarios',
    name: 'Lucas Pereira',
    button: 'Excluir usuário',
    row: {
      id: 7,
      name: 'Lucas Pereira',
      login: 'lucas',
      email: 'lucas@example.com',
      phone: null,
      roles: ['DISPATCHER'],
      unitIds: [1],
      regionIds: [1],
      locationIds: [1],
      applicatorLicence: null,
      language: 'pt-br',
      active: true,
      mustChangePassword: false,
      version: 1,
    },
  },
  {
    list: 'EmployeesList',
    ui: <EmployeesList />,
    path: '/funcionario',
    name: 'Marta Costa',
    button: 'Excluir funcionário',
    row: {
      id: 8,
      code: 'E-8',
      credential: 'E-8',
      name: 'Marta Costa',
      cdUnidade: 1,
      description: null,
      language: 'pt',
      role: 'DRIVER',
      status: 'ACTIVE',
      licences: [],
      version: 1,
    },
  },
  {
    list: 'LocationsList',
    ui: <LocationsList />,
    path: '/localizacoes',
    name: 'Sorriso Office',
    button: 'Excluir localização',
    row: {
      cdLocalizacaoId: 9,
      dsLocalizacaoEscritorio: 'Sorriso Office',
      cdUnidade: 1,
      address: null,
      contactFirstName: null,
      contactLastName: null,
      email: null,
      phone: null,
      erpCode: null,
      active: true,
      version: 1,
    },
  },
  {
    list: 'VouchersList',
    ui: <VouchersList />,
    path: '/vouchers',
    name: 'K7QX-M9XD',
    button: 'Excluir voucher',
    row: {
      id: 10,
      code: 'K7QX-M9XD',
      username: 'applicator',
      employeeCode: 'E-8',
      cdUnidade: 1,
      obcType: 'HARDWARE',
      permission: 'COCKPIT',
      expirationDate: '2099-06-30',
      status: 'ACTIVE',
      version: 1,
    },
  },
];

describe('a failed delete on the people and access lists', () => {
  it.each(cases)(
    '$list shows the translated error when the request times out, never the client text',
    async ({ ui, path, row, name, button }) => {
      signIn('pt-br');
      vi.spyOn(api, 'get').mockImplementation(
        async (url: string) => (url === path ? page(row) : url.startsWith('/') ? [] : null) as never,
      );
      const remove = vi
        .spyOn(api, 'delete')
        .mockRejectedValue(new ApiError(0, 'timeout', 'Request timed out'));
      await renderWithApp(ui, { locale: 'pt-br' });
      fireEvent.click(await screen.findByText(name));
      fireEvent.click(await screen.findByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog', { name: /Excluir/ });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
      expect((await screen.findAllByText('Erro na requisição')).length).toBeGreaterThan(0);
      expect(remove).toHaveBeenCalled();
      expect(screen.queryByText('Request timed out')).toBeNull();
    },
  );
});
