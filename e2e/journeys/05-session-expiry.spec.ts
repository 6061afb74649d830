import { expect, test } from '../support/test';
import { signIn, storedToken, USERS } from '../support/session';

test.describe('an ended session', () => {
  test('a 401 logs the user out to the login page and signing in returns to the same screen', async ({
    page,
  }) => {
    await signIn(page, USERS.topManager);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Loads' })
      .click();
    await expect(page).toHaveURL(/\/mix-operator$/);

    // The session ends on the server (expired, or revoked from another device).
    const token = await storedToken(page);
    const ended = await page.request.post('/api/auth-sgpa/logout', {
      headers: { 'X-Auth-Token': token ?? '' },
    });
    expect(ended.status()).toBe(204);

    // The next call the app makes answers 401.
    await page.reload();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmix-operator$/);
    await expect(page.getByTestId('session-ended')).toHaveText(
      'Your session has ended. Please sign in again.',
    );
    expect(await storedToken(page)).toBeNull();

    await page.getByLabel('Username').fill(USERS.topManager);
    await page.getByLabel(/^Password/).fill('Demo#2026');
    await page.getByLabel(/^Password/).press('Enter');
    await expect(page).toHaveURL(/\/mix-operator$/);
  });
});
