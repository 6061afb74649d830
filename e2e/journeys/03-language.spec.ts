import { expect, test } from '../support/test';
import { saveUserPreferences, signIn, USERS } from '../support/session';

test.describe('languages', () => {
  test('the login page changes language before signing in', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitem', { name: 'Español (España)' }).click();

    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByLabel('Usuario')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-es');
  });

  test('a manager switches the shell to English and the choice is saved with the user', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    // The manager's own language is Portuguese (again, should an earlier attempt have changed it).
    await saveUserPreferences(request, USERS.manager, { language: 'pt-br' });
    await signIn(page, USERS.manager);
    const navigation = page.getByRole('navigation', { name: 'Navegação principal' });
    await expect(navigation.getByRole('link', { name: 'Monitoramento' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Programação' })).toBeVisible();
    // Dates follow the language: 'sábado, 14 de março de 2026'.
    await expect(page.getByTestId('page-subtitle')).toHaveText(/^[a-zçá-]+, \d{1,2} de [a-zç]+ de \d{4}$/);

    const saved = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().endsWith('/api/auth-sgpa/update'),
    );
    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitem', { name: 'English (US)' }).click();
    expect((await saved).postDataJSON()).toEqual({ language: 'en-us' });

    const english = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(english.getByRole('link', { name: 'Monitoring' })).toBeVisible();
    await expect(english.getByRole('link', { name: 'Schedule' })).toBeVisible();
    await expect(english.getByRole('link', { name: 'Loads' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Monitoring', exact: true })).toBeVisible();
    await expect(page.getByTestId('page-subtitle')).toHaveText(
      /^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/,
    );

    // The new token works and the language stays after a reload.
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Monitoring', exact: true })).toBeVisible();

    // Canadian English brings the season-planning entry for an owner with the feature.
    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitem', { name: 'English (Canada)' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-ca');
    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menuitem', { name: 'Season planning' })).toBeVisible();
  });

  test('a manager reading English chooses metric units, saved with the user, and every screen follows', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    // Start in US English following the language, whatever an earlier attempt left.
    await saveUserPreferences(request, USERS.manager, { language: 'en-us', units: 'language' });
    await signIn(page, USERS.manager);
    await page.goto('/records/orders');
    const orders = page.getByRole('table');
    await expect(orders).toContainText(/\d\s?ac(?![a-z])/);

    const saved = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().endsWith('/api/auth-sgpa/update'),
    );
    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitem', { name: 'Metric (ha, l, km, °C, kg)' }).click();
    expect((await saved).postDataJSON()).toEqual({ units: 'metric' });
    await expect(orders).toContainText(/\d\s?ha(?![a-z])/);
    await expect(orders).not.toContainText(/\d\s?ac(?![a-z])/);
    // English separators stay: a decimal point.
    await expect(orders).toContainText(/\d\.\d\s?ha(?![a-z])/);

    // The choice is the user's: it stays after a reload.
    await page.reload();
    await expect(page.getByRole('table')).toContainText(/\d\s?ha(?![a-z])/);

    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitem', { name: 'As the language' }).click();
    await expect(page.getByRole('table')).toContainText(/\d\s?ac(?![a-z])/);
  });
});
