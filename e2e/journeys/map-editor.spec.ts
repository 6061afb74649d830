import { expect, test, type Page } from '../support/test';
import { DEMO_PASSWORD, signIn, storedToken, USERS } from '../support/session';

/**
 * An agronomist draws a new field in the map editor, splits it along a line and reads both
 * parts in acres (en-us), then in hectares (pt-br). Everything created is deleted afterwards.
 */

const NAME = `Journey Cut ${Date.now() % 100_000}`;
let token: string | null = null;

/** Shows the app in Portuguese without saving the language for the shared demo user. */
async function showInPortuguese(page: Page) {
  await page.route('**/api/v2/auth-sgpa/create', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, user: { ...body.user, language: 'pt-br' } } });
  });
  await page.route('**/api/auth-sgpa/clarify', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), language: 'pt-br' } });
  });
}

/** Clicks at a point of the map canvas relative to its centre, moving there first as a hand would. */
async function clickMap(page: Page, centre: { x: number; y: number }, dx: number, dy: number) {
  await page.mouse.move(centre.x + dx, centre.y + dy, { steps: 4 });
  await page.mouse.click(centre.x + dx, centre.y + dy);
  await page.waitForTimeout(150);
}

async function mapCentre(page: Page) {
  const map = page.locator('.maplibregl-canvas');
  await expect(map).toBeVisible();
  const box = (await map.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test.describe.configure({ mode: 'serial' });

test.describe('map editor', () => {
  test.afterAll(async ({ request }) => {
    if (!token) return;
    const headers = { 'x-auth-token': token };
    const list = await request.get(`/api/talhoes?size=50&search=${encodeURIComponent(NAME)}`, { headers });
    const rows: { id: number; name: string }[] = list.ok() ? (await list.json()).content : [];
    for (const row of rows.filter((field) => field.name.startsWith(NAME)))
      await request.delete(`/api/talhoes/${row.id}`, { headers });
  });

  test('draws a field, splits it in two and reads both areas in acres', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, USERS.topManager);
    token = await storedToken(page);
    await page.goto('/map-editor');
    await expect(page.getByRole('heading', { name: 'Map editor' })).toBeVisible();
    await expect(page.getByTestId('map-editor-fields')).not.toContainText('No fields match.');

    // A new field: four corners, closed on the first.
    await page.getByRole('button', { name: 'New field' }).click();
    const panel = page.getByTestId('map-editor-panel');
    await panel.getByLabel('Field name').fill(NAME);
    await panel.getByLabel('Farm').click();
    await page.getByRole('option').first().click();
    // Closer in, so the field is farm-sized.
    for (let step = 0; step < 3; step += 1) {
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await page.waitForTimeout(400);
    }
    const centre = await mapCentre(page);
    for (const [dx, dy] of [
      [-100, -80],
      [100, -80],
      [100, 80],
      [-100, 80],
      [-100, -80],
    ])
      await clickMap(page, centre, dx!, dy!);
    await expect(panel.getByTestId('draft-area')).toContainText(/ac$/);
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Field ${NAME} saved.`)).toBeVisible();
    await expect(page).toHaveURL(/\/map-editor\?field=\d+$/);

    // Split it with a line across, top to bottom, finished on its last point.
    await page.getByRole('button', { name: 'Split' }).click();
    const splitPanel = page.getByTestId('map-editor-panel');
    await expect(splitPanel).toContainText('Click along the cut');
    const middle = await mapCentre(page);
    const box = (await page.locator('.maplibregl-canvas').boundingBox())!;
    const reach = box.height / 2 - 20;
    await clickMap(page, middle, 10, -reach);
    await clickMap(page, middle, 0, reach);
    await clickMap(page, middle, 0, reach);
    const areas = splitPanel.getByTestId('draft-area');
    await expect(areas).toHaveCount(2);
    for (const area of await areas.all()) await expect(area).toHaveText(/^[\d,.]+\s?ac$/);
    await splitPanel.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Field split into 2 fields.')).toBeVisible();

    const list = page.getByTestId('map-editor-fields');
    const parts = list.getByRole('button', { name: new RegExp(NAME) });
    await expect(parts).toHaveCount(2);
    for (const part of await parts.all()) await expect(part).toContainText(/[\d.]+\s?ac/);
  });

  test('reads both parts in hectares in Portuguese', async ({ page }) => {
    await showInPortuguese(page);
    await page.goto('/login');
    await page.getByLabel('Username').fill(USERS.topManager);
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByLabel(/^Password/).press('Enter');
    await expect(page).toHaveURL(/\/monitoring$/);
    await page.goto('/map-editor');
    await expect(page.getByRole('heading', { name: 'Editor de mapas' })).toBeVisible();
    const parts = page.getByTestId('map-editor-fields').getByRole('button', { name: new RegExp(NAME) });
    await expect(parts).toHaveCount(2);
    for (const part of await parts.all()) await expect(part).toContainText(/[\d.]+,\d+\s?ha/);
  });
});
