import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { browseIn, signIn, storedToken, USERS } from '../support/session';
import { capture } from '../support/capture';

/**
 * A dispatcher writes a ticket for a blend over two fields of a farm, sees its batches for the dry
 * crew's tank while typing, raises the rate, marks it completed with a clean machine, reads what
 * changed in its history, prints it for the applicator and reads its application report.
 */

interface TField {
  id: number;
  name: string;
  growerName: string;
  farmId: number;
  farmName: string;
  areaHectares: number | null;
  geometryMissing: boolean;
}

/** What the journey needs from the demo branch: a farm with two mapped fields, a dry blend and a dry crew with a tank. */
async function demoFacts(request: APIRequestContext, token: string) {
  const headers = { 'X-Auth-Token': token };
  const get = async <T>(path: string): Promise<T> => {
    const response = await request.get(`/api${path}`, { headers });
    expect(response.ok(), path).toBe(true);
    return (await response.json()) as T;
  };
  const fields = (await get<{ content: TField[] }>('/talhoes?size=500&sort=name,asc')).content.filter(
    (field) => field.areaHectares !== null && !field.geometryMissing,
  );
  const byFarm = new Map<number, TField[]>();
  for (const field of fields) byFarm.set(field.farmId, [...(byFarm.get(field.farmId) ?? []), field]);
  const farmFields = [...byFarm.values()].find((candidates) => candidates.length >= 2)!.slice(0, 2);
  const products =
    await get<{ id: number; descProduct: string; typeProduct: string; isBlend: boolean }[]>(
      '/produtos/all-dto',
    );
  const blend = products.find((product) => product.isBlend && product.typeProduct === 'DRY')!;
  const groups = (
    await get<{ content: { id: number; name: string; active: boolean; mixtureType: string }[] }>(
      '/config-proc-ordem-servico?size=500',
    )
  ).content;
  let crew: { id: number; name: string; tankCapacity: number | null } | undefined;
  for (const group of groups.filter((candidate) => candidate.active && candidate.mixtureType === 'DRY')) {
    const record = await get<{ id: number; name: string; tankCapacity: number | null }>(
      `/config-proc-ordem-servico/manage/${group.id}`,
    );
    if (record.tankCapacity) {
      crew = record;
      break;
    }
  }
  expect(farmFields, 'a farm with two mapped fields').toHaveLength(2);
  expect(blend, 'a dry blend').toBeTruthy();
  expect(crew, 'a dry crew with a tank').toBeTruthy();
  return { fields: farmFields, blend, crew: crew! };
}

/** Picks an option of a select (or adds one to a multi-select) by the field's label. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

/**
 * Opens a row's action menu. The list refetches after a search or a change, and a row drawn again
 * while its menu opens closes the menu (seen once in CI: the button focused, no menu), so the click
 * is repeated until the menu shows.
 */
async function openRowMenu(page: Page, ticket: string) {
  const button = page.getByRole('button', { name: `Actions for ticket ${ticket}` });
  await expect(async () => {
    if (!(await page.getByRole('menu').isVisible())) await button.click();
    await expect(page.getByRole('menu')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test.describe.configure({ mode: 'serial' });

test('a dispatcher writes, edits, closes, traces and prints a blend ticket over two fields', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const ticket = `J${Date.now() % 1_000_000}`;
  const description = `Fall blend ${ticket}`;
  await signIn(page, USERS.dispatcher);
  const token = (await storedToken(page))!;
  const { fields, blend, crew } = await demoFacts(page.request, token);

  // From the list to a new ticket.
  await page.goto('/records/orders');
  await page.getByRole('button', { name: 'New work order' }).click();
  await expect(page).toHaveURL(/\/records\/orders\/new$/);
  await expect(page.getByRole('heading', { name: 'New work order' })).toBeVisible();

  await page.getByLabel('Description').fill(description);
  await page.getByLabel('Ticket', { exact: true }).fill(ticket);
  await expect(page.getByText(`Shown as #${ticket}`)).toBeVisible();
  await choose(page, 'Timing', 'Preplant');
  await choose(page, 'Application type', 'Mix');

  // Grower, farm and two fields: their areas add up in acres.
  await choose(page, 'Grower', fields[0]!.growerName);
  await choose(page, 'Farm', fields[0]!.farmName);
  for (const field of fields) await choose(page, 'Fields', field.name);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('selected-fields').getByRole('row')).toHaveCount(2);
  const acres = (fields[0]!.areaHectares! + fields[1]!.areaHectares!) / 0.40468564224;
  const acresText = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(acres);
  await expect(page.getByTestId('order-area')).toHaveText(new RegExp(`^${acresText}\\sac$`));

  // The blend at 200 per acre: its recipe shows, then the dry crew counts the batches.
  await choose(page, 'Product', new RegExp(`^${blend.descProduct}`));
  await page.getByLabel('Rate').fill('200');
  await expect(page.getByTestId('blend-details')).toBeVisible();
  await expect(page.getByText('Recipe for this order')).toBeVisible();
  await expect(page.getByTestId('order-batches')).toHaveText('—');
  await choose(page, 'Equipment group', crew.name);
  await expect(page.getByTestId('order-batches')).toHaveText(/^\d+$/);
  const batchesTyped = Number(await page.getByTestId('order-batches').textContent());
  expect(batchesTyped).toBeGreaterThanOrEqual(1);

  // Speeds in the wrong order are refused with the spec's message, then fixed.
  await page.getByLabel('Minimum speed').fill('12');
  await page.getByLabel('Maximum speed').fill('9');
  await page.getByRole('button', { name: 'Create work order' }).click();
  await expect(page.getByText('Maximum speed must be greater than minimum')).toBeVisible();
  await page.getByLabel('Maximum speed').fill('15');
  const created = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/api\/ordemservicos\?/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Create work order' }).click();
  const [order] = (await (await created).json()) as {
    cdOrdemServico: number;
    batchCount: number;
    products: { isBlend: boolean }[];
  }[];
  expect(order!.batchCount).toBe(batchesTyped);
  expect(order!.products[0]!.isBlend).toBe(true);
  await expect(page).toHaveURL(/\/records\/orders$/);

  // Edit: a heavier rate needs more product; the batches follow.
  await page.getByLabel('Search').fill(ticket);
  await expect(page.getByRole('row', { name: new RegExp(description) })).toBeVisible();
  await openRowMenu(page, ticket);
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: `Edit work order #${ticket}` })).toBeVisible();
  await expect(page.getByLabel('Rate')).toHaveValue('200');
  await page.getByLabel('Rate').fill('450');
  await expect(page.getByTestId('order-batches')).not.toHaveText(String(batchesTyped));
  const batchesEdited = Number(await page.getByTestId('order-batches').textContent());
  expect(batchesEdited).toBeGreaterThan(batchesTyped);
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/api/ordemservicos'),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect(((await (await saved).json()) as { batchCount: number }).batchCount).toBe(batchesEdited);
  await expect(page).toHaveURL(/\/records\/orders$/);

  // Close it with a clean machine.
  await page.getByLabel('Search').fill(ticket);
  await openRowMenu(page, ticket);
  await page.getByRole('menuitem', { name: 'Mark as completed' }).click();
  const closing = page.getByRole('dialog', { name: `Close ticket ${ticket}` });
  await closing.getByLabel('The equipment was cleaned').check();
  await closing.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Ticket ${ticket} saved`)).toBeVisible();
  await page.getByText('Closed', { exact: true }).click();
  const row = page.getByRole('row', { name: new RegExp(description) });
  await expect(row).toContainText('Completed');

  // Its history: created, edited (the rate), closed.
  await openRowMenu(page, ticket);
  await page.getByRole('menuitem', { name: 'History' }).click();
  await expect(page.getByRole('heading', { name: `History of ticket #${ticket}` })).toBeVisible();
  for (const action of ['Created', 'Edited', 'Status changed'])
    await expect(page.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();

  // Print it for the applicator, with the PDF beside the browser's print.
  await page.goto(`/records/orders/${order!.cdOrdemServico}/print`);
  const print = page.getByTestId('work-order-print');
  await expect(print.getByRole('heading', { name: `Work order #${ticket}` })).toBeVisible();
  await expect(print.getByRole('cell', { name: blend.descProduct })).toBeVisible();
  await expect(print.getByRole('cell', { name: /lb\/ac$/ }).first()).toBeVisible();
  await expect(print.getByTestId('field-map')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`work-order-${ticket}.pdf`);
  expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  // On paper: the page alone, without the top bar or the buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.tl-topbar')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
  await expect(print.getByRole('heading', { name: `Work order #${ticket}` })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // And its application report, planned against applied.
  await page.goto('/records/orders');
  await page.getByText('Closed', { exact: true }).click();
  await page.getByLabel('Search').fill(ticket);
  await openRowMenu(page, ticket);
  await page.getByRole('menuitem', { name: 'Application report' }).click();
  await expect(page.getByRole('heading', { name: `Application report · #${ticket}` })).toBeVisible();
  for (const section of [
    'report-work-order',
    'report-application',
    'report-compliance',
    'report-applicator',
    'report-map',
  ])
    await expect(page.getByTestId(section)).toBeVisible();
  await expect(page.getByTestId('report-application')).toContainText(
    'The equipment was cleaned after the application.',
  );
  // No machine reported this order: the report shows its planned fields and says so.
  await expect(page.getByText('the map shows the planned fields')).toBeVisible();
});

test('a dispatcher reads the list as the schedule has it, in English and Portuguese', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, USERS.dispatcher);
  await page.goto('/records/orders');
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Machine' })).toBeVisible();
  await capture(page, 'work-orders-list-en-us');

  // A filter goes into the URL, so the link reproduces the view.
  await choose(page, 'State', 'Ready');
  await expect(page).toHaveURL(/state=READY/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'State', exact: true })).toHaveValue('Ready');

  // Two rows selected: move, print and void wait for a confirmation.
  await page
    .getByRole('checkbox', { name: /^Select ticket/ })
    .nth(0)
    .check();
  await page
    .getByRole('checkbox', { name: /^Select ticket/ })
    .nth(1)
    .check();
  const bar = page.getByTestId('work-order-selection');
  await expect(bar.getByRole('button', { name: 'Move 2 to a day' })).toBeVisible();
  await capture(page, 'work-orders-selection-en-us');
  await bar.getByRole('button', { name: 'Print 2' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Print 2' }).click();
  await expect(page).toHaveURL(/\/records\/orders\/print\?ids=\d+,\d+$/);
  await expect(page.getByTestId('work-order-print')).toHaveCount(2);

  // Portuguese in this browser only: the schedule journeys read the dispatcher's saved language.
  await browseIn(page, 'pt-br');
  await page.goto('/records/orders');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-br');
  await expect(page.getByRole('columnheader', { name: 'Máquina' })).toBeVisible();
  await capture(page, 'work-orders-list-pt-br');
});
