import { expect, test } from '../support/test';
import { saveUserPreferences, signIn, storedToken, USERS } from '../support/session';
import { capture } from '../support/capture';

/**
 * The administrator (en-us) reads the branch's day on /dashboard (the figures checked against the
 * call) and a machine's telemetry on /telemetry (the bucket and the charts checked against the
 * call); the manager (pt-br) sees both in hectares and Portuguese. Reads only, no language change.
 * With SHOTS_DIR set, the screens are pictured too.
 */

interface TDashboardAnswer {
  orders: { status: number; count: number }[];
  openAlerts: number;
  plannedHectares: number;
  machines: { state: string; count: number }[];
}

test('dashboard and telemetry: the day at a glance and a machine over time', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, USERS.admin);
  const token = (await storedToken(page))!;
  const headers = { 'x-auth-token': token };

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const answer = await page.request.get('/api/dashboard', { headers });
  expect(answer.ok()).toBe(true);
  const day = (await answer.json()) as TDashboardAnswer;
  for (const row of day.orders)
    await expect(page.getByTestId(`orders-${row.status}`)).toHaveText(String(row.count));
  await expect(page.getByTestId('alerts-open')).toContainText(String(day.openAlerts));
  const acres = day.plannedHectares / 0.40468564224;
  await expect(page.getByTestId('area-planned')).toContainText(' ac');
  const shown = Number((await page.getByTestId('area-planned').textContent())!.replace(/[^\d.]/g, ''));
  expect(Math.abs(shown - acres)).toBeLessThan(0.01 + acres * 0.001);
  if (day.machines.some((row) => row.count > 0))
    await expect(page.getByRole('img', { name: 'Machines' })).toBeVisible();
  await capture(page, 'dashboard-en-us', 600);

  // The Machines tile leads to monitoring; back to telemetry through the user menu.
  await page.getByTestId('tile-monitoring').getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/monitoring$/);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Telemetry' }).click();
  await expect(page).toHaveURL(/\/telemetry$/);
  await expect(page.getByText('Choose a machine to see its telemetry.')).toBeVisible();

  const fleet = (await (await page.request.get('/api/monitoring/fleet', { headers })).json()) as {
    machines: { equipamentoId: number; name: string; position: { recordedAt: string } | null }[];
  };
  const machine = fleet.machines.find((item) => item.position) ?? fleet.machines[0]!;
  await page.getByTestId('telemetry-machine').click();
  const answered = page.waitForResponse((response) => response.url().includes('/api/telemetry?'));
  await page.getByRole('option', { name: machine.name, exact: true }).click();
  const telemetryCall = await answered;
  const telemetry = (await telemetryCall.json()) as { bucket: number; points: unknown[] };
  if (telemetry.points.length) {
    await expect(page.getByTestId('telemetry-bucket')).toContainText(`${telemetry.bucket} second`);
    await expect(page.getByRole('img', { name: 'Speed (mph)' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Tank level (gal)' })).toBeVisible();
  } else await expect(page.getByText('This machine reported nothing in this range.')).toBeVisible();
  await capture(page, 'telemetry-en-us', 600);
});

test('dashboard and telemetry in pt-br: hectares and Portuguese', async ({ page }) => {
  test.setTimeout(90_000);
  // The manager's own language is Portuguese; the language journey may have left it English.
  await saveUserPreferences(page.request, USERS.manager, { language: 'pt-br' });
  await signIn(page, USERS.manager);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-br');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Painel' })).toBeVisible();
  await expect(page.getByTestId('area-planned')).toContainText(' ha');
  await capture(page, 'dashboard-pt-br', 600);
  await page.goto('/telemetry');
  await expect(page.getByRole('heading', { name: 'Telemetria' })).toBeVisible();
  await page.getByTestId('telemetry-machine').click();
  const answered = page.waitForResponse((response) => response.url().includes('/api/telemetry?'));
  await page.getByRole('option').first().click();
  expect((await answered).ok()).toBe(true);
  await capture(page, 'telemetry-pt-br', 600);
});
