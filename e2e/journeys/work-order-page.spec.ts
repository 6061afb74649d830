import { expect, test, type Page } from '../support/test';
import { capture } from '../support/capture';
import { signIn, storedToken, USERS } from '../support/session';

/**
 * A dispatcher opens an order's page and reads its whole story on a timeline, then the manager
 * (who works in Portuguese) reads the same page in metric units. Pictured at 1366x768.
 */

interface TOrder {
  cdOrdemServico: number;
  vlOrdemServico: string | null;
  status: number;
}

/** An order of the branch that went furthest: in progress or completed when there is one. */
async function storiedOrder(page: Page) {
  const token = await storedToken(page);
  const response = await page.request.get('/api/ordemservicos/all-order-by-status-products?size=100', {
    headers: { 'X-Auth-Token': token! },
  });
  expect(response.ok()).toBe(true);
  const orders = ((await response.json()) as { content: TOrder[] }).content;
  return orders.find((order) => order.status === 2 || order.status === 4) ?? orders[0]!;
}

test('a dispatcher reads an order’s story on its page', async ({ page }) => {
  await signIn(page, USERS.dispatcher);
  const order = await storiedOrder(page);
  await page.goto(`/records/orders/${order.cdOrdemServico}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Ticket #');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByTestId('work-order-facts')).toBeVisible();
  await expect(page.getByTestId('work-order-story')).toContainText('Created');
  await expect(page.getByRole('button', { name: 'History' })).toBeVisible();
  await capture(page, 'work-order-page-en-us');

  await page.getByRole('button', { name: 'History' }).click();
  await expect(page).toHaveURL(new RegExp(`/records/orders/${order.cdOrdemServico}/history$`));
});

test('the manager reads the order page in Portuguese', async ({ page }) => {
  await signIn(page, USERS.manager);
  const order = await storiedOrder(page);
  await page.goto(`/records/orders/${order.cdOrdemServico}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ticket #');
  await expect(page.getByTestId('work-order-story')).toBeVisible();
  await capture(page, 'work-order-page-pt-br');
});
