import { expect, now, test, type APIRequestContext, type Page } from '../support/test';
import { signIn, USERS, iowaAdminHeaders } from '../support/session';
import { capture } from '../support/capture';

/**
 * A machine applies outside its order's fields: the alarm reaches the bell and /alerts within
 * seconds, the dispatcher acknowledges it with a note and the count goes down. With SHOTS_DIR set,
 * /alerts and /notifications are pictured in en-us and pt-br.
 */

async function apiSession(request: APIRequestContext) {
  const headers = await iowaAdminHeaders(request);
  return {
    get: async (url: string) => (await request.get(`/api${url}`, { headers })).json(),
    post: async (url: string, data: unknown) => request.post(`/api${url}`, { headers, data }),
  };
}

/** The count the bell says, 0 when it shows none. */
async function bellCount(page: Page): Promise<number> {
  const name = (await page.getByTestId('notification-bell').getAttribute('aria-label')) ?? '';
  return Number(/(\d+) alert/.exec(name)?.[1] ?? 0);
}

// Other journeys run at the same time and may raise or close alarms of their own: this one works
// with a machine they leave alone (the branch's last sprayer) and reads the bell as 'at least one
// more', not as an exact count.
test('an alarm from a machine in the wrong place is seen in the bell and acknowledged', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const api = await apiSession(request);
  const machines = (await api.get('/equipamentos?size=50')).content as {
    cdEquipamento: number;
    type: string;
  }[];
  const machine = machines.filter((candidate) => candidate.type === 'sprayer').at(-1) ?? machines.at(-1);
  const orders = (await api.get('/ordemservicos?size=20')).content as { cdOrdemServico: number }[];
  let orderId = 0;
  for (const order of orders) {
    const record = await api.get(`/ordemservicos/${order.cdOrdemServico}`);
    if (
      record.fields.length &&
      record.fields.every((field: { geometryMissing: boolean }) => !field.geometryMissing)
    ) {
      orderId = order.cdOrdemServico;
      break;
    }
  }
  expect(orderId).toBeGreaterThan(0);
  const voucher = await (
    await api.post('/vouchers', {
      username: 'applicator',
      employeeCode: 'IA-101',
      obcType: 'HARDWARE',
      permission: 'COCKPIT',
      expirationDate: '2099-06-30',
    })
  ).json();
  const device = await (
    await request.post('/api/machine/v1/device-tokens', {
      data: { voucherCode: voucher.code, equipmentId: machine!.cdEquipamento },
    })
  ).json();

  await signIn(page, USERS.admin);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  const countBefore = await bellCount(page);

  // Boom on in the Gulf of Guinea: outside every field of the order.
  const at = now().getTime();
  const points = [0, 1].map((index) => ({
    time: new Date(at - (2 - index) * 10_000).toISOString(),
    latitude: 0.5,
    longitude: 0.5 + index * 0.0001,
    speed: 10,
    boomOn: true,
    workOrderId: orderId,
  }));
  const posted = await request.post(`/api/machine/v1/machines/${machine!.cdEquipamento}/positions`, {
    headers: { 'x-device-token': device.token },
    data: { points },
  });
  expect(posted.ok()).toBe(true);
  await expect.poll(() => bellCount(page), { timeout: 5_000 }).toBeGreaterThan(countBefore);

  await page.goto('/alerts');
  const row = page.getByRole('row').filter({ hasText: 'Applying outside the fields' }).first();
  await expect(row).toBeVisible();
  await capture(page, 'alerts-en-us');
  await row.getByRole('button', { name: 'Acknowledge' }).click();
  await page.getByLabel('Note').fill('Driver called back');
  const countRaised = await bellCount(page);
  await page.getByTestId('acknowledge-confirm').click();
  await expect.poll(() => bellCount(page)).toBeLessThan(countRaised);

  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await capture(page, 'notifications-en-us');

  await page.goto('/alerts');
  await page.getByTestId('language-menu').click();
  await page.locator('[data-locale="pt-br"]').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-br');
  await page.getByRole('combobox', { name: 'Reconhecimento' }).click();
  await page.getByRole('option', { name: 'Todos' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Aplicando fora dos talhões' }).first()).toBeVisible();
  await capture(page, 'alerts-pt-br');
  await page.goto('/notifications');
  await capture(page, 'notifications-pt-br');
  // Leave the shared demo user in English for the other journeys.
  await page.getByTestId('language-menu').click();
  await page.locator('[data-locale="en-us"]').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-us');
});
