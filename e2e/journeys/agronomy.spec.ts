import { expect, test, type Page } from '../support/test';
import { signIn, USERS } from '../support/session';

/**
 * An agronomist brings a grower's fields in from a GeoJSON file, checks them on the map in acres
 * (en-us) and hectares (pt-br), draws a territory, and finds a field with the map selector by
 * degrees, minutes and seconds.
 */

/** Metres per degree around 42.23° N (WGS84 ellipsoid). */
const METRES_PER_DEGREE_LATITUDE = 111_059;
const METRES_PER_DEGREE_LONGITUDE = 82_512;

function square(west: number, south: number, side: number): [number, number][] {
  const east = west + side / METRES_PER_DEGREE_LONGITUDE;
  const north = south + side / METRES_PER_DEGREE_LATITUDE;
  return [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ];
}

/** Three fields east of Story City, clear of the demo fields: 400 m, 600 m and 800 m squares. */
const FIELDS = [
  { name: 'Journey North', side: 400, ring: square(-93.35, 42.26, 400) },
  { name: 'Journey Middle', side: 600, ring: square(-93.345, 42.255, 600) },
  { name: 'Journey South', side: 800, ring: square(-93.352, 42.245, 800) },
];
const GEOJSON = JSON.stringify({
  type: 'FeatureCollection',
  features: FIELDS.map((field) => ({
    type: 'Feature',
    properties: { name: field.name },
    geometry: { type: 'Polygon', coordinates: [field.ring] },
  })),
});

/** The middle of the 600 m field as degrees, minutes and seconds, the way a dispatcher reads it off a GPS. */
function dmsOf(latitude: number, longitude: number, west = 'W') {
  const part = (value: number) => {
    const total = Math.abs(value) * 3600;
    const degrees = Math.floor(total / 3600);
    const minutes = Math.floor((total - degrees * 3600) / 60);
    const seconds = (total - degrees * 3600 - minutes * 60).toFixed(1);
    return `${degrees}°${String(minutes).padStart(2, '0')}'${seconds}"`;
  };
  return `${part(latitude)}N ${part(longitude)}${west}`;
}
const middle = FIELDS[1]!;
const middleCentre = {
  latitude: 42.255 + middle.side / 2 / METRES_PER_DEGREE_LATITUDE,
  longitude: -93.345 + middle.side / 2 / METRES_PER_DEGREE_LONGITUDE,
};

/** Shows the app in a language without saving it for the (shared) demo user: the login answer says so. */
async function showInLanguage(page: Page, language: 'pt-br') {
  await page.route('**/api/v2/auth-sgpa/create', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, user: { ...body.user, language } } });
  });
  await page.route('**/api/auth-sgpa/clarify', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), language } });
  });
}

async function openGrower(page: Page, code: string) {
  await page.goto('/records/growers');
  await page.getByLabel(/^(Search|Buscar)$/).fill(code);
  await page.getByRole('cell', { name: code }).click();
  await expect(page.getByTestId('field-table')).toBeVisible();
}

const growerCode = `IA-J${Date.now() % 100_000}`;

test.describe.configure({ mode: 'serial' });

test.describe('growers, fields and territories', () => {
  test('imports three fields for a grower and reads their areas in acres', async ({ page }) => {
    // A grower saved, a file read and imported, the table and the map drawn: over 30 s on a busy machine.
    test.setTimeout(60_000);
    await signIn(page, USERS.topManager);
    await page.goto('/records/growers');
    await page.getByRole('button', { name: 'New grower' }).click();
    await page.getByLabel(/^Grower code/).fill(growerCode);
    await page.getByLabel(/^First name/).fill('Nora');
    await page.getByLabel(/^Last name/).fill('Lindquist');
    await page.getByLabel('Phone 1').fill(`(515) 555-${String(Date.now() % 10_000).padStart(4, '0')}`);
    await page.getByLabel('Job complete').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/records\/growers\/\d+\/edit$/);
    await expect(page.getByText('No fields yet. Import their boundaries from a file.')).toBeVisible();

    await page.getByRole('button', { name: 'Import boundaries' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import field boundaries' });
    await dialog.getByLabel(/^Name of the new farm/).fill('Lindquist Home Place');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'lindquist.geojson',
      mimeType: 'application/geo+json',
      buffer: Buffer.from(GEOJSON),
    });
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByText('3 fields read from the GeoJSON file')).toBeVisible();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('3 fields imported')).toBeVisible();

    const table = page.getByTestId('field-table');
    for (const field of FIELDS)
      await expect(table.getByRole('row', { name: new RegExp(field.name) })).toBeVisible();
    // Areas measured on the server from the boundaries (a 400 m square is 15.98 ha on the sphere, 39.48 ac).
    await expect(table.getByRole('row', { name: /Journey North/ })).toContainText(/39\.48\s?ac/);
    await expect(table.getByRole('row', { name: /Journey South/ })).toContainText(/157\.95\s?ac/);
    await expect(page.getByTestId('grower-fields-summary')).toContainText('3 fields');

    // On the map, zoomed to the grower: every field labelled with its area in acres.
    const labels = page.getByTestId('field-label');
    await expect(labels).toHaveCount(3);
    await expect(labels.filter({ hasText: 'Journey Middle' })).toContainText(/88\.84\s?ac/);
  });

  test('finds the field through the map selector by degrees, minutes and seconds', async ({ page }) => {
    await signIn(page, USERS.topManager);
    await page.goto('/records/fields');
    const selector = page.getByTestId('map-selector');
    await selector.getByText('Location', { exact: true }).click();
    await selector.getByLabel('Search').fill(dmsOf(middleCentre.latitude, middleCentre.longitude));
    await selector.getByRole('button', { name: 'Search' }).click();
    await expect(selector.getByTestId('selector-results')).toContainText('Journey Middle');
    await expect(selector.getByTestId('selector-point')).toContainText('42°15');
    await expect(page.getByTestId('selector-marker')).toBeVisible();

    // Clear empties the search; a typo in the location says how to write one.
    await selector.getByRole('button', { name: 'Clear' }).first().click();
    await expect(selector.getByTestId('selector-results')).toHaveCount(0);
    await selector.getByLabel('Search').fill('42 north of Ames');
    await selector.getByRole('button', { name: 'Search' }).click();
    await expect(selector).toContainText(
      'Type a location in decimal degrees or degrees, minutes and seconds',
    );
  });

  test('draws a territory with its name, colour, shape and marker', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, USERS.topManager);
    await page.goto('/records/territories');
    await expect(page.getByTestId('territory-list')).toContainText('North Story');
    await page.getByRole('button', { name: 'New territory' }).click();
    const form = page.getByTestId('territory-form');

    // Nothing yet: the spec's rule is shown.
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toContainText('A marker must be placed, a name entered and a drawing inserted');

    await form.getByLabel(/^Name/).fill('Story City East');
    const map = page.locator('.maplibregl-canvas');
    await expect(map).toBeVisible();
    const box = (await map.boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await form.getByRole('button', { name: 'Draw shape' }).click();
    const corners = [
      [-120, -90],
      [120, -90],
      [120, 90],
      [-120, 90],
    ];
    for (const [dx, dy] of corners) {
      await page.mouse.move(centre.x + dx!, centre.y + dy!, { steps: 4 });
      await page.mouse.click(centre.x + dx!, centre.y + dy!);
      await page.waitForTimeout(150);
    }
    await page.mouse.move(centre.x - 120, centre.y - 90, { steps: 4 });
    await page.mouse.click(centre.x - 120, centre.y - 90);
    await expect(form.getByText('Shape drawn')).toBeVisible();

    await form.getByRole('button', { name: 'Place marker' }).click();
    await page.mouse.click(centre.x, centre.y);
    await expect(form.getByText('Marker placed')).toBeVisible();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Story City East saved')).toBeVisible();
    await expect(page.getByTestId('territory-list')).toContainText('Story City East');
  });

  test('reads the same fields in hectares in Portuguese and finds one by DMS with O for west', async ({
    page,
  }) => {
    await showInLanguage(page, 'pt-br');
    await page.goto('/login');
    await page.getByLabel('Username').fill(USERS.topManager);
    await page.getByLabel(/^Password/).fill('Demo#2026');
    await page.getByLabel(/^Password/).press('Enter');
    await expect(page).toHaveURL(/\/monitoring$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-br');

    await openGrower(page, growerCode);
    const table = page.getByTestId('field-table');
    await expect(table.getByRole('row', { name: /Journey North/ })).toContainText(/15,98\s?ha/);
    await expect(table.getByRole('row', { name: /Journey South/ })).toContainText(/63,92\s?ha/);
    await expect(page.getByTestId('field-label').filter({ hasText: 'Journey Middle' })).toContainText(
      /35,95\s?ha/,
    );

    const selector = page.getByTestId('map-selector');
    await selector.getByText('Local', { exact: true }).click();
    await selector.getByLabel('Buscar').fill(dmsOf(middleCentre.latitude, middleCentre.longitude, 'O'));
    await selector.getByRole('button', { name: 'Buscar' }).click();
    await expect(selector.getByTestId('selector-results')).toContainText('Journey Middle');
    await expect(selector.getByTestId('selector-results')).toContainText(/35,95\s?ha/);
  });
});
