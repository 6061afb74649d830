import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TRole } from '@tramline/domain';
import { sessionStore } from '../../api';
import { renderWithApp } from '../../test/render';
import { OperatorSignIn } from './OperatorSignIn';
import { operatorApi } from './operator-api';

function signInToOffice(roles: TRole[]) {
  sessionStore.set({
    token: 'office-session',
    user: {
      id: 5,
      login: 'applicator',
      name: 'Tom Becker',
      email: null,
      unit: 1,
      language: 'en-us',
      units: 'language',
      roles,
      owner: 'demo',
    },
  });
}

describe('signing the operator app in', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it("uses the office session's account to take a token for the chosen machine", async () => {
    signInToOffice(['APPLICATOR']);
    vi.spyOn(operatorApi, 'accountMachines').mockResolvedValue([
      { id: 11, name: 'Sprayer 11', code: 'SP-11', unitId: 1, unitName: 'Iowa' },
      { id: 12, name: 'Sprayer 12', code: null, unitId: 2, unitName: 'Mato Grosso' },
    ]);
    const take = vi.spyOn(operatorApi, 'takeDeviceToken').mockResolvedValue({
      token: 'device-token',
      equipmentId: 12,
      unitId: 2,
      expiresAt: '2099-01-01T00:00:00.000Z',
    });
    const onSignedIn = vi.fn();
    await renderWithApp(<OperatorSignIn onSignedIn={onSignedIn} />, { path: '/operator' });

    expect(
      await screen.findByText('You are signed in as Tom Becker. Choose the machine you drive.'),
    ).toBeTruthy();
    const machine = await screen.findByTestId('operator-account-machine');
    fireEvent.focus(machine);
    fireEvent.click(machine);
    fireEvent.click(await screen.findByRole('option', { name: 'Sprayer 12 · Mato Grosso', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Use my account' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(take).toHaveBeenCalledWith(12);
    expect(onSignedIn.mock.calls[0]![0]).toEqual({
      token: 'device-token',
      equipmentId: 12,
      unitId: 2,
      expiresAt: '2099-01-01T00:00:00.000Z',
      equipmentName: 'Sprayer 12',
    });
    // The voucher stays offered below.
    expect(screen.getByLabelText(/Voucher code/)).toBeTruthy();
  });

  it('offers only the voucher without an office session, or to a role that does not work a machine', async () => {
    const machines = vi.spyOn(operatorApi, 'accountMachines');
    const { unmount } = await renderWithApp(<OperatorSignIn onSignedIn={vi.fn()} />, { path: '/operator' });
    expect(screen.getByRole('button', { name: 'Find my machines' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use my account' })).toBeNull();
    unmount();

    signInToOffice(['DISPATCHER']);
    await renderWithApp(<OperatorSignIn onSignedIn={vi.fn()} />, { path: '/operator' });
    expect(screen.queryByRole('button', { name: 'Use my account' })).toBeNull();
    expect(machines).not.toHaveBeenCalled();
  });
});
