import { expect, type Page } from '@playwright/test';

/** The demo tenant's password, shared by every demo user. */
export const DEMO_PASSWORD = 'Demo#2026';

/**
 * Demo users, one per journey file so journeys running side by side never change each other's
 * language or branch.
 */
export const USERS = {
  admin: 'demo',
  topManager: 'topmanager',
  manager: 'manager',
  dispatcher: 'dispatcher',
  mixOperator: 'mixer',
  applicator: 'applicator',
} as const;

/** Fills the login form (already open) and presses Enter. */
export async function submitLogin(page: Page, login: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Username').fill(login);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Password/).press('Enter');
}

/** Opens the app, signs in and waits for the monitoring screen. */
export async function signIn(page: Page, login: string) {
  await page.goto('/login');
  await submitLogin(page, login);
  await expect(page).toHaveURL(/\/monitoring$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('tramline.token'));
}
