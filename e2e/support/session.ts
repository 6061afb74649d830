import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

/** A demo user's API session (token, user and headers), for a journey's setup. */
export async function apiSession(request: APIRequestContext, login: string) {
  const answer = await request.post('/api/v2/auth-sgpa/create', {
    data: { login, password: DEMO_PASSWORD, owner: 'demo' },
  });
  expect(answer.ok()).toBe(true);
  const session = (await answer.json()) as {
    token: string;
    user: { unit: number; language: string; units: string; owner: string };
  };
  return { ...session, headers: { 'x-auth-token': session.token } };
}

/** Saves a demo user's language or units, whatever an earlier attempt or journey left. */
export async function saveUserPreferences(
  request: APIRequestContext,
  login: string,
  preferences: { language?: string; units?: string },
) {
  const session = await apiSession(request, login);
  const saved = await request.put('/api/auth-sgpa/update', { headers: session.headers, data: preferences });
  expect(saved.ok()).toBe(true);
}

/**
 * The administrator's API headers in the Central Iowa branch, whichever branch an earlier journey
 * left the administrator in (the demo's vouchers name Iowa employees).
 */
export async function iowaAdminHeaders(request: APIRequestContext) {
  const session = await apiSession(request, USERS.admin);
  const units = (await (
    await request.get('/api/usuario/unidades', { headers: { 'x-auth-token': session.token } })
  ).json()) as { id: number; descUnidade: string }[];
  const iowa = units.find((unit) => unit.descUnidade === 'Central Iowa')!;
  let token = session.token;
  if (session.user.unit !== iowa.id) {
    const moved = await request.put('/api/auth-sgpa/update', {
      headers: { 'x-auth-token': token },
      data: { unit: iowa.id },
    });
    expect(moved.ok()).toBe(true);
    token = ((await moved.json()) as { token: string }).token;
  }
  return { 'x-auth-token': token };
}

/**
 * Shows the signed-in user's screens in another language in this browser only: the user's saved
 * language, which journeys in other files running at the same time read, stays as it is. Takes
 * effect on the next page load.
 */
export async function browseIn(page: Page, language: string) {
  // The shell re-reads the signed-in user; it comes back in the language asked for.
  await page.route('**/auth-sgpa/clarify', async (route) => {
    const response = await route.fetch();
    const user = (await response.json()) as object;
    await route.fulfill({ response, json: { ...user, language } });
  });
  await page.evaluate((locale) => {
    const user = JSON.parse(window.localStorage.getItem('tramline.user') ?? '{}') as object;
    window.localStorage.setItem('tramline.user', JSON.stringify({ ...user, language: locale }));
    window.localStorage.setItem('tramline.locale', locale);
  }, language);
}
