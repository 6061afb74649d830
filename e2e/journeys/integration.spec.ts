import { expect, test, type Page } from '../support/test';
import { startErpStandIn, type TErpStandIn } from '../../tools/erp-stand-in/erp-stand-in';
import { signIn, storedToken, USERS } from '../support/session';
import { capture } from '../support/capture';

const shotsDir = process.env.SHOTS_DIR;

/**
 * A top manager connects the branch to the farm system (through the API), syncs, maps a blend
 * ticket's product and field in /integrationv2, saves work orders and finds the order in
 * /records/orders. The ERP is the stand-in, started here on a free loopback port. With SHOTS_DIR
 * set, /integrationv2 is pictured in en-us and pt-br.
 */
let erp: TErpStandIn;

test.beforeAll(async () => {
  erp = await startErpStandIn({ apiKey: 'journey-key' });
});
test.afterAll(() => erp.close());

async function pickOption(page: Page, select: string, typed: string, option: string) {
  const input = page.getByRole('combobox', { name: select, exact: true });
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('integration: a ticket mapped in /integrationv2 becomes a work order', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, USERS.topManager);
  const headers = { 'x-auth-token': (await storedToken(page))! };
  const api = async (method: 'GET' | 'PUT' | 'POST', url: string, data?: unknown) => {
    const response = await page.request.fetch(url, { method, headers, ...(data ? { data } : {}) });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  await api('PUT', '/api/integration/settings', {
    adapter: 'HTTP',
    baseUrl: erp.baseUrl,
    apiKey: 'journey-key',
    pollingMinutes: 60,
  });
  // Records to map to: a liquid product for each line, a field with a boundary.
  const products = (
    (await api('GET', '/api/produtos/all-dto')) as {
      id: number;
      descProduct: string;
      typeProduct: string;
      erpCode: string | null;
    }[]
  ).filter((product) => product.typeProduct === 'LIQUID');
  const fields = (
    (await api('GET', '/api/talhoes?size=200')) as {
      content: { id: number; name: string; code: string | null; geometryMissing: boolean }[];
    }
  ).content.filter((field) => !field.geometryMissing);
  const [acuron, atrazine] = products;
  const field = fields[0]!;
  const labelOf = (name: string, code: string | null) => (code ? `${name} (${code})` : name);
  await api('POST', '/api/integration/mappings', {
    kind: 'product',
    erpCode: 'P-ATRZ',
    targetId: atrazine!.id,
  });

  // Sync from the Data integration tab.
  await page.goto('/integrationv2');
  await page.getByTestId('integration-tab-data').click();
  await page.getByTestId('sync-now').click();
  await expect(page.getByText(/tickets received/)).toBeVisible();
  await page.getByTestId('integration-tab-pending').click();
  await expect(page.getByTestId('row-status-BT-10421')).toHaveText('Not attached');
  await capture(page, 'integration-en-us');

  // Map the product and the field.
  await page.getByTestId('integration-tab-product').click();
  await expect(page.getByTestId('mapping-product-P-ACUR')).toBeVisible();
  await pickOption(page, 'P-ACUR', acuron!.descProduct, labelOf(acuron!.descProduct, acuron!.erpCode));
  await page.getByTestId('integration-tab-field').click();
  await pickOption(page, 'F-2001', field.name, labelOf(field.name, field.code));

  // Save work orders: the ticket becomes an order.
  await page.getByTestId('integration-tab-pending').click();
  await expect(page.getByTestId('row-status-BT-10421')).toHaveText('Attached');
  await page.getByTestId('save-work-orders').click();
  await expect(page.getByTestId('row-status-BT-10421')).toHaveText('Mapped');

  await page.goto('/records/orders');
  await page.getByLabel('Search').fill('BT-10421');
  await expect(page.getByRole('row', { name: /BT-10421/ })).toBeVisible();

  if (shotsDir) {
    await page.goto('/integrationv2');
    await page.getByTestId('language-menu').click();
    await page.locator('[data-locale="pt-br"]').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-br');
    await expect(page.getByTestId('row-status-BT-10421')).toHaveText('Mapeado');
    await capture(page, 'integration-pt-br');
    await page.getByTestId('language-menu').click();
    await page.locator('[data-locale="en-us"]').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-us');
  }
});
