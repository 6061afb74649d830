import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn, storedToken, USERS } from '../support/session';

/**
 * A manager reads last week's reports: the application report exported as CSV (its rows and the
 * area total checked against the call), every tab opened, then the logs. With SHOTS_DIR set,
 * /reports and /solinftec/log are pictured in en-us and pt-br.
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

const TABS = [
  'operational',
  'application',
  'records',
  'biOperational',
  'biTenderTruck',
  'biApplication',
  'biOperationalPaginated',
  'biTenderTruckPaginated',
  'biBenchmark',
  'biWorkedArea',
  'biOperationalDaily',
];

test('reports: a week filtered, the application report exported, every tab, the logs', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, USERS.topManager);
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();

  // The period opens on the last 7 days; the application report of that week.
  await page.getByTestId('tab-application').click();
  const token = (await storedToken(page))!;
  // The week as the browser counts it (its time zone, not this process's).
  const [start, end] = await page.evaluate(() => {
    const day = (date: Date) => date.toLocaleDateString('en-CA');
    const now = new Date();
    return [day(new Date(now.getTime() - 6 * 86_400_000)), day(now)];
  });
  const answer = await page.request.get(`/api/reports/application?dateInit=${start}&dateEnd=${end}`, {
    headers: { 'x-auth-token': token },
  });
  expect(answer.ok()).toBe(true);
  const report = (await answer.json()) as {
    rows: { appliedAreaHectares: number | null; plannedAreaHectares: number }[];
  };
  expect(report.rows.length).toBeGreaterThan(0);
  await expect(page.getByTestId('figures-application').locator('tbody tr')).toHaveCount(report.rows.length);
  await capture(page, 'reports-en-us');

  const downloading = page.waitForEvent('download');
  await page.getByTestId('export-application').click();
  const download = await downloading;
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toContain('Applied area');
  expect(lines).toHaveLength(report.rows.length + 1);
  // The area column in acres (en-us) adds up to the report's hectares.
  const areaIndex = lines[0]!.split(',').indexOf('Applied area');
  const acres = lines
    .slice(1)
    .map((line) =>
      Number(
        /"?([\d.,]+)[\s\u00a0]ac"?/
          .exec(line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/)[areaIndex]!)![1]!
          .replace(/,/g, ''),
      ),
    )
    .reduce((sum, value) => sum + value, 0);
  const hectares = report.rows.reduce(
    (sum, row) => sum + (row.appliedAreaHectares ?? row.plannedAreaHectares),
    0,
  );
  expect(Math.abs(acres * 0.40468564224 - hectares)).toBeLessThan(0.05 * report.rows.length);

  for (const tab of TABS) {
    await page.getByTestId(`tab-${tab}`).click();
    await expect(page.getByTestId(`tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
    if (tab !== 'records') await expect(page.getByTestId(`figures-${tab}`)).toBeVisible();
  }

  await page.goto('/solinftec/log');
  await expect(page.getByTestId('log-tab-generic')).toBeVisible();
  for (const tab of ['algorithm', 'orderPlanning', 'autoSend', 'generic'])
    await page.getByTestId(`log-tab-${tab}`).click();
  await capture(page, 'log-en-us');

  await page.getByTestId('language-menu').click();
  await page.locator('[data-locale="pt-br"]').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-br');
  await capture(page, 'log-pt-br');
  await page.goto('/reports');
  await page.getByTestId('tab-application').click();
  await expect(page.getByTestId('figures-application')).toBeVisible();
  await capture(page, 'reports-pt-br');
  await page.getByTestId('language-menu').click();
  await page.locator('[data-locale="en-us"]').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-us');
});
