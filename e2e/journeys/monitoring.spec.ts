import { expect, now, test } from '../support/test';
import { apiSession, signIn, USERS } from '../support/session';

type TMachine = { cdEquipamento: number; name: string; type: string };

/**
 * A machine reports through the public machine API with a device token from a voucher; the
 * dispatcher sees it on /monitoring, opens it, and sees it change live.
 */
test('a machine reporting through the machine API shows on the map with its details', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const session = await apiSession(request, USERS.dispatcher);
  const { headers } = session;
  const machines = (await (await request.get('/api/equipamentos?size=50', { headers })).json())
    .content as TMachine[];
  const machine = machines.find((candidate) => candidate.type === 'sprayer') ?? machines[0]!;
  // Vouchers are an administrator's: the admin's session, in the dispatcher's branch.
  let admin: { token: string; user: { unit: number } } = await apiSession(request, USERS.admin);
  if (admin.user.unit !== session.user.unit)
    admin = await (
      await request.put('/api/auth-sgpa/update', {
        headers: { 'x-auth-token': admin.token as string },
        data: { unit: session.user.unit },
      })
    ).json();
  const voucher = await (
    await request.post('/api/vouchers', {
      headers: { 'x-auth-token': admin.token as string },
      data: {
        username: 'applicator',
        employeeCode: 'IA-101',
        obcType: 'HARDWARE',
        permission: 'COCKPIT',
        expirationDate: '2099-06-30',
      },
    })
  ).json();
  const device = await request.post('/api/machine/v1/device-tokens', {
    data: { voucherCode: voucher.code, equipmentId: machine.cdEquipamento },
  });
  expect(device.status()).toBe(201);
  const deviceHeaders = { 'x-device-token': (await device.json()).token as string };
  const extent = await (
    await request.get(`/api/v1/extent/unidade/${session.user.owner}/${session.user.unit}`, { headers })
  ).json();
  const [west, south, east, north] = extent.bbox as number[];
  const centre = { latitude: (south! + north!) / 2, longitude: (west! + east!) / 2 };

  // Two minutes of applying northwards, a point every 10 s.
  const at = now().getTime();
  const points = Array.from({ length: 12 }, (_, index) => ({
    time: new Date(at - (12 - index) * 10_000).toISOString(),
    latitude: centre.latitude + index * 0.0005,
    longitude: centre.longitude,
    speed: 18,
    heading: 0,
    boomOn: true,
    rate: 95,
    tankLevel: 2500 - index * 5,
  }));
  const positions = `/api/machine/v1/machines/${machine.cdEquipamento}/positions`;
  expect((await request.post(positions, { headers: deviceHeaders, data: { points } })).status()).toBe(200);

  await signIn(page, USERS.dispatcher);
  const marker = page.locator(`[data-testid="machine-marker"][data-machine="${machine.cdEquipamento}"]`);
  await expect(marker).toBeVisible({ timeout: 20_000 });
  await expect(marker).toHaveAttribute('data-state', 'applying');

  await marker.dispatchEvent('click');
  const details = page.getByTestId('machine-details');
  await expect(details).toContainText(machine.name);
  await expect(page.getByTestId('machine-state')).toHaveAttribute('data-state', 'applying');

  // A stop reported now shows without reloading, once the live socket is up.
  await expect(page.getByTestId('live-off')).toBeHidden({ timeout: 15_000 });
  const stop = { ...points.at(-1)!, time: now().toISOString(), speed: 0, boomOn: false };
  expect((await request.post(positions, { headers: deviceHeaders, data: { points: [stop] } })).status()).toBe(
    200,
  );
  await expect(marker).toHaveAttribute('data-state', 'stopped', { timeout: 15_000 });
  await expect(page.getByTestId('machine-state')).toHaveAttribute('data-state', 'stopped');
});
