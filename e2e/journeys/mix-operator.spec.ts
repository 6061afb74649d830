import { expect, now, test, type APIRequestContext, type Page } from '../support/test';
import { DEMO_PASSWORD, signIn, storedToken, USERS } from '../support/session';
import { capture } from '../support/capture';

/** With SHOTS_DIR set, the pictures of the screen are also written there to be looked at. */

async function switchLanguage(page: Page, locale: string) {
  await page.getByTestId('language-menu').click();
  await page.locator(`[data-locale="${locale}"]`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

const GROUP = 'Spray crew North';

/**
 * The dispatcher puts two ready orders of the crew on a sprayer's day (today, in the branch's
 * zone), through the same call the schedule's drag and drop makes.
 */
async function planToday(page: Page): Promise<TPlannedDay> {
  await signIn(page, USERS.dispatcher);
  const headers = { 'x-auth-token': (await storedToken(page))! };
  const groups: { id: number; name: string }[] = await (
    await page.request.get('/api/config-proc-ordem-servico/all-active-current-unit', { headers })
  ).json();
  const group = groups.find((entry) => entry.name === GROUP)!;
  const members: { cdEquipamento: number }[] = await (
    await page.request.get(`/api/config-proc-ordem-servico/${group.id}/equipments`, { headers })
  ).json();
  const ready: { content: { cdOrdemServico: number; equipmentGroupId: number | null }[] } = await (
    await page.request.get('/api/ordemservicos/by-status?status=1&size=100', { headers })
  ).json();
  const orders = ready.content.filter((order) => order.equipmentGroupId === group.id).slice(0, 2);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(now());
  const response = await page.request.post('/api/planejamento-ordem-servico/v2/alocar-ordem', {
    headers,
    data: {
      equipamentoId: members[0]!.cdEquipamento,
      ordensId: orders.map((order) => order.cdOrdemServico),
      dataDesejada: today,
      configuracaoId: group.id,
    },
  });
  expect(response.status()).toBe(200);
  await page.request.post('/api/auth-sgpa/logout', { headers });
  await page.evaluate(() => window.localStorage.removeItem('tramline.token'));
  return { groupId: group.id, equipmentId: members[0]!.cdEquipamento, date: today };
}

interface TPlannedDay {
  groupId: number;
  equipmentId: number;
  date: string;
}

/** Clears the sprayer's day again, so the journeys after this one find the crew's day as the demo left it. */
async function clearDay(request: APIRequestContext, day: TPlannedDay) {
  const login = await request.post('/api/v2/auth-sgpa/create', {
    data: { login: USERS.dispatcher, password: DEMO_PASSWORD, owner: 'demo' },
  });
  const headers = { 'x-auth-token': ((await login.json()) as { token: string }).token };
  const cleared = await request.delete(
    `/api/planejamento-ordem-servico/v2/${day.groupId}/equipamentos?ids=${day.equipmentId}&data=${day.date}&confirmSent=true`,
    { headers },
  );
  expect(cleared.status()).toBe(204);
  await request.post('/api/auth-sgpa/logout', { headers });
}

// The mixer works in Spanish; the steps find the screen's parts by their test ids, not their words.
test.describe.serial('mix operator', () => {
  let planned: TPlannedDay | undefined;

  test.afterAll(async ({ playwright }, testInfo) => {
    if (!planned) return;
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    try {
      await clearDay(request, planned);
    } finally {
      await request.dispose();
    }
  });

  test("the mixer opens today's loads, prints a ticket and marks a load mixed then loaded", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.addInitScript(() => {
      // Count print requests instead of opening the browser's print dialog.
      window.print = () => {
        (window as unknown as { printed: number }).printed =
          ((window as unknown as { printed?: number }).printed ?? 0) + 1;
      };
    });
    planned = await planToday(page);
    await signIn(page, USERS.mixOperator);
    await page.locator('a[href="/mix-operator"]').first().click();
    await expect(page).toHaveURL(/\/mix-operator$/);

    // Today's demo plans make loads, in sections by place.
    const cards = page.getByTestId('load-card');
    await expect(cards.first()).toBeVisible({ timeout: 20_000 });

    // Print the first load's ticket: on paper only the ticket shows.
    const first = cards.first();
    await first.getByTestId('print-load').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('load-ticket')).toBeVisible();
    await expect(first).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    // Mark a load still to mix: mixed, then loaded.
    const pending = page.locator('[data-testid="load-card"][data-status="pending"]').first();
    const key = await pending.getAttribute('data-load-key');
    const card = page.locator(`[data-testid="load-card"][data-load-key="${key}"]`);
    await card.locator('[data-testid="mark-load"][data-next="mixed"]').click();
    await expect(card).toHaveAttribute('data-status', 'mixed');
    await card.locator('[data-testid="mark-load"][data-next="loaded"]').click();
    await expect(card).toHaveAttribute('data-status', 'loaded');

    // A second look (reload) reads the marks back from the server.
    await page.reload();
    await expect(page.locator(`[data-testid="load-card"][data-load-key="${key}"]`)).toHaveAttribute(
      'data-status',
      'loaded',
    );
  });

  test('pictures of the loads screen in en-us and pt-br', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, USERS.mixOperator);
    for (const locale of ['en-us', 'pt-br'] as const) {
      await switchLanguage(page, locale);
      await page.goto('/mix-operator');
      await expect(page.getByTestId('load-card').first()).toBeVisible({ timeout: 20_000 });
      await capture(page, `mix-operator-${locale}`);
    }
  });
});
