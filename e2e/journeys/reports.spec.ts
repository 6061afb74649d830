import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import ExcelJS from 'exceljs';
import { signIn, storedToken, USERS } from '../support/session';
import { capture } from '../support/capture';

/**
 * A manager reads last week's reports: the application report exported as CSV and XLSX (its rows
 * and the area total checked against the call), every tab opened with its chart, then the logs.
 * With SHOTS_DIR set, /reports and /solinftec/log are pictured in en-us and pt-br.
 */

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

const CHART_TABS = [
  'biOperational',
  'biTenderTruck',
  'biApplication',
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

  // The same table as a spreadsheet: one row per order, the area a number of acres.
  const spreadsheet = page.waitForEvent('download');
  await page.getByTestId('export-xlsx-application').click();
  const xlsx = await spreadsheet;
  expect(xlsx.suggestedFilename()).toMatch(/^application-.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await xlsx.path())!);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.rowCount).toBe(report.rows.length + 1);
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  const areaColumn = header.indexOf('Applied area (ac)');
  expect(areaColumn).toBeGreaterThan(0);
  let sheetAcres = 0;
  sheet.eachRow((row, index) => {
    if (index > 1) sheetAcres += row.getCell(areaColumn).value as number;
  });
  expect(Math.abs(sheetAcres - acres)).toBeLessThan(0.01 * report.rows.length);

  for (const tab of TABS) {
    await page.getByTestId(`tab-${tab}`).click();
    await expect(page.getByTestId(`tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
    if (tab !== 'records') await expect(page.getByTestId(`figures-${tab}`)).toBeVisible();
    // A BI tab draws its chart above the table when the period has rows.
    if (CHART_TABS.includes(tab)) {
      const shown = await page.getByTestId(`figures-${tab}`).locator('tbody tr').count();
      await expect(page.getByTestId(`chart-${tab}`).locator('svg')).toHaveCount(shown ? 1 : 0);
    }
    if (tab === 'biApplication') await capture(page, 'reports-bi-en-us');
  }

  await page.goto('/solinftec/log');
  await expect(page.getByTestId('log-tab-generic')).toBeVisible();
  for (const tab of ['algorithm', 'orderPlanning', 'autoSend', 'tenderTruck', 'generic'])
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
