import { expect, test } from '../support/test';
import { submitLogin, USERS } from '../support/session';
import { capture } from '../support/capture';

/**
 * Pictures of the login page and the shell at 1366x768 in en-us and pt-br, attached to the
 * report; with SHOTS_DIR set they are also written there to be looked at.
 */

for (const locale of ['en-us', 'pt-br'] as const) {
  test(`login and shell in ${locale}`, async ({ page }) => {
    await page.goto('/login');
    await page.evaluate((value) => window.localStorage.setItem('tramline.locale', value), locale);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await capture(page, `login-${locale}`);

    await page.locator('input[autocomplete="username"]').fill(USERS.mixOperator);
    await page.locator('input[autocomplete="current-password"]').fill('Demo#2026');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/monitoring$/);

    // The mix operator works in Spanish; switch the shell to the language being pictured.
    await page.getByTestId('language-menu').click();
    await page.locator(`[data-locale="${locale}"]`).click();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByTestId('active-branch')).not.toHaveText('…');
    await capture(page, `shell-${locale}`);

    await page.getByTestId('user-menu').click();
    await capture(page, `shell-user-menu-${locale}`);
    await page.keyboard.press('Escape');
    await page.getByTestId('branch-selector').click();
    await capture(page, `shell-branch-${locale}`);
    await page.keyboard.press('Escape');
    await page.getByTestId('notification-bell').click();
    await capture(page, `shell-alerts-${locale}`);
    await page.keyboard.press('Escape');
    await page.getByTestId('support-toggle').click();
    await expect(page.getByTestId('support-panel')).toBeVisible();
    await capture(page, `shell-support-${locale}`);
  });
}

test.describe('on a cab tablet', () => {
  test.use({ viewport: { width: 800, height: 1280 } });

  test('the shell fits a portrait tablet with the links behind the menu button', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, USERS.mixOperator);
    await expect(page).toHaveURL(/\/monitoring$/);
    await page.getByRole('button', { name: /Abrir navega|Open navigation/ }).click();
    await expect(page.getByRole('dialog').getByRole('link').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await capture(page, 'shell-tablet');
  });
});
