import { expect, test } from '../support/test';
import { signIn, USERS } from '../support/session';

test('a dispatcher opens the schedule map and the browser reports no security-policy violation', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });

  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("worker-src 'self' blob:");
  await signIn(page, USERS.dispatcher);
  await page.getByRole('link', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/orders/);
  const group = page.getByTestId('schedule-group');
  if ((await group.inputValue()) !== 'Spray crew North') {
    await group.click();
    await page.getByRole('option', { name: 'Spray crew North' }).click();
  }
  const map = page.getByTestId('orders-map');
  await expect(map).toBeVisible({ timeout: 30_000 });
  await expect(map.locator('.maplibregl-canvas')).toBeVisible({ timeout: 30_000 });
  // The map's worker has started and drawn once the map reports it is loaded.
  await expect
    .poll(() => page.evaluate(() => document.querySelector('.maplibregl-canvas') !== null))
    .toBe(true);
  await page.waitForTimeout(2_000);
  expect(violations).toEqual([]);
});
