import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Menu } from '@mantine/core';
import type { TRole } from '@tramline/domain';
import { api, sessionStore } from '../../api';
import { renderWithApp } from '../../test/render';
import InvitesPage from '../../pages/invites-page';
import { AccountMenuItems } from '../users/AccountMenuItems';
import { signIn } from '../../test/screen-api';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.clear();
});

const emptyPage = { content: [], totalElements: 0, totalPages: 0, number: 0, size: 20 };

/** The invites page answers an empty list; the branch lookups answer no branches. */
function mockApi() {
  return vi
    .spyOn(api, 'get')
    .mockImplementation(async (path: string) => (path === '/invites' ? emptyPage : []) as never);
}

describe('/invite-top-manager', () => {
  it('is closed to a manager, who is told who manages invites, and the menu does not offer it', async () => {
    const get = mockApi();
    signIn('en-us', ['MANAGER']);
    await renderWithApp(<InvitesPage />);
    expect(await screen.findByText('You cannot open Invites')).toBeTruthy();
    expect(screen.getByText(/Invites are managed by top managers and administrators/)).toBeTruthy();
    expect(get).not.toHaveBeenCalledWith('/invites', expect.anything());

    await renderWithApp(
      <Menu opened>
        <Menu.Dropdown>
          <AccountMenuItems />
        </Menu.Dropdown>
      </Menu>,
    );
    expect(await screen.findByRole('menuitem', { name: 'Users' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Invites' })).toBeNull();
  });

  it.each<[string, TRole[]]>([
    ['a top manager', ['TOP_MANAGER']],
    ['an administrator', ['ADMIN']],
  ])('lists the invites for %s and the menu offers them', async (_who, roles) => {
    const get = mockApi();
    signIn('en-us', roles);
    await renderWithApp(<InvitesPage />);
    expect(await screen.findByRole('button', { name: 'Invite someone' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/invites', expect.anything());
    expect(screen.queryByText('You cannot open Invites')).toBeNull();

    await renderWithApp(
      <Menu opened>
        <Menu.Dropdown>
          <AccountMenuItems />
        </Menu.Dropdown>
      </Menu>,
    );
    expect(await screen.findByRole('menuitem', { name: 'Invites' })).toBeTruthy();
  });
});
