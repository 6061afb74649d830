import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, newContext, test, type Browser, type BrowserContext, type Page } from '../support/test';
import { signIn, storedToken, USERS } from '../support/session';

/**
 * axe-core on every route of the web app's route table, signed in as the administrator, who may
 * open every screen: no critical or serious violation of WCAG 2.1 A/AA, and exactly one h1.
 */

const ROUTE_TABLE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/src/app/routes.ts',
);

/** The route table's paths, read from its source; aliases only redirect and are left out. */
function routeTablePaths(): { signedOut: string[]; signedIn: string[] } {
  const source = readFileSync(ROUTE_TABLE, 'utf8');
  const signedIn = [...source.matchAll(/\bapp\(\s*'([^']+)'/g)].map((match) => match[1]!);
  const signedOut = [...source.matchAll(/\{\s*path: '([^']+)',\s*access: '(?:public|guest)'/g)].map(
    (match) => match[1]!,
  );
  return { signedOut, signedIn };
}

const { signedOut, signedIn } = routeTablePaths();

type TGet = (url: string) => Promise<unknown>;
type TPage<T> = { content: T[] };

/**
 * Where each route with an id finds a real demo record: by the route itself, else by its path
 * before `/:id`.
 */
const DEMO_IDS: Record<string, (get: TGet) => Promise<number>> = {
  // Only an applied order has a report.
  '/records/orders/:id/report': async (get) =>
    ((await get('/ordemservicos/by-status?status=4&size=1')) as TPage<{ cdOrdemServico: number }>).content[0]!
      .cdOrdemServico,
  '/records/orders': async (get) =>
    ((await get('/ordemservicos/all-order-by-status-products?size=1')) as TPage<{ cdOrdemServico: number }>)
      .content[0]!.cdOrdemServico,
  '/settings/order-configurations': async (get) =>
    ((await get('/config-proc-ordem-servico/all-active-current-unit')) as { id: number }[])[0]!.id,
  '/records/products': async (get) =>
    ((await get('/produtos?size=1')) as TPage<{ id: number }>).content[0]!.id,
  '/records/places': async (get) => ((await get('/locais/all-by-unit')) as { id: number }[])[0]!.id,
  '/records/implements': async (get) =>
    ((await get('/implemento?size=1')) as TPage<{ id: number }>).content[0]!.id,
  '/records/equipment': async (get) =>
    ((await get('/equipamentos?size=1')) as TPage<{ cdEquipamento: number }>).content[0]!.cdEquipamento,
  '/records/trailers': async (get) =>
    ((await get('/implemento/reboque?size=1')) as TPage<{ id: number }>).content[0]!.id,
  '/records/growers': async (get) =>
    ((await get('/produtor?size=1')) as TPage<{ id: number }>).content[0]!.id,
};

/**
 * Map canvases are drawn by the map library: their pixels are not DOM an axe rule can read, and
 * the library's own controls are not ours to rename.
 */
const THIRD_PARTY = ['.maplibregl-canvas', '.maplibregl-ctrl-attrib'];

const LOADING = '.mantine-Loader-root, .mantine-Skeleton-root, [aria-busy="true"]';

/** Waits for the page's content: its heading shown and nothing left loading (map tiles aside). */
async function waitForContent(page: Page) {
  await expect(page.locator('h1').first()).toBeAttached();
  await expect(page.locator(LOADING).filter({ visible: true })).toHaveCount(0);
}

async function expectAccessible(page: Page, route: string) {
  await waitForContent(page);
  expect(await page.locator('h1').count(), `${route}: one h1`).toBe(1);
  let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of THIRD_PARTY) axe = axe.exclude(selector);
  const { violations } = await axe.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${route} ${violation.id} (${violation.impact}): ${node.target.join(' ')}`,
      ),
    );
  expect(serious, `${route}: critical or serious axe violations`).toEqual([]);
}

let context: BrowserContext;
let page: Page;

async function openContext(browser: Browser, baseURL: string | undefined) {
  context = await newContext(browser, { baseURL });
  page = await context.newPage();
}

test.describe('every page is accessible', () => {
  test.beforeAll(async ({ browser, baseURL }) => {
    await openContext(browser, baseURL);
  });
  test.afterAll(async () => {
    await context.close();
  });

  test('the route table is read', () => {
    expect(signedOut).toEqual(expect.arrayContaining(['/login', '/invite', '/operator']));
    expect(signedIn.length).toBeGreaterThan(50);
    const withId = signedIn.filter((route) => route.includes(':id'));
    for (const route of withId)
      expect(DEMO_IDS[route] ?? DEMO_IDS[route.split('/:id')[0]!], route).toBeDefined();
  });

  for (const route of signedOut) {
    test(`${route} signed out`, async () => {
      await page.goto(route);
      await expectAccessible(page, route);
    });
  }

  test.describe('signed in', () => {
    const ids = new Map<string, number>();

    test.beforeAll(async () => {
      await signIn(page, USERS.admin);
      const headers = { 'x-auth-token': (await storedToken(page))! };
      const get: TGet = async (url) => {
        const response = await page.request.get(`/api${url}`, { headers });
        expect(response.ok(), url).toBe(true);
        return response.json();
      };
      for (const [key, find] of Object.entries(DEMO_IDS)) ids.set(key, await find(get));
    });

    for (const route of signedIn) {
      test(route, async () => {
        const [prefix, rest] = route.split('/:id');
        const url = rest === undefined ? route : `${prefix}/${ids.get(route) ?? ids.get(prefix!)}${rest}`;
        await page.goto(url);
        await expectAccessible(page, route);
      });
    }
  });
});
