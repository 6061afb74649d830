import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, now, test, type Locator, type Page } from '../support/test';
import { browseIn, signIn, USERS } from '../support/session';

const GROUP = 'Spray crew North';

/**
 * The first day from today the demo crew works (no working hours on Sundays), in the branch's zone.
 * A retry of the serial block plans the next working day after it: the failed attempt left its own
 * day planned, and the optimise dialog rightly offers no machine that already has a plan.
 */
function workingDay(): string {
  let skip = test.info().retry;
  for (let add = 0; add < 14; add += 1) {
    const day = new Date(now().getTime() + add * 86_400_000);
    const weekday = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      weekday: 'short',
    }).format(day);
    if (weekday === 'Sun') continue;
    if (skip === 0) return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(day);
    skip -= 1;
  }
  throw new Error('No working day in two weeks');
}

/** The schedule from the top bar, or a day of it from a link (`?date=`). */
async function openSchedule(page: Page, date?: string) {
  if (date) await page.goto(`/orders?date=${date}`);
  else await page.getByRole('link', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/orders/);
  await expect(page.getByTestId('machine-timeline')).toBeVisible();
  const group = page.getByTestId('schedule-group');
  if ((await group.inputValue()) !== GROUP) {
    await group.click();
    await page.getByRole('option', { name: GROUP }).click();
  }
}

const rows = (page: Page) => page.getByTestId('timeline-row');
/** A machine's own menu on its row (its order blocks have menus of their own). */
const machineMenu = (row: Locator) => row.getByRole('button', { name: /^Actions for (?!order #)/ });

// One dispatcher session at a time: the journeys build on each other's day.
test.describe.serial('schedule screen', () => {
  test('a dispatcher opens the day of a group: its machines on one time scale, the views and the optimisation settings', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, USERS.dispatcher);
    await openSchedule(page);

    // Today in the branch's zone, the group's four machines, and the legend of activities.
    const today = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }).format(now());
    await expect(page.getByTestId('schedule-date')).toContainText(today);
    await expect(rows(page)).toHaveCount(4);
    await expect(page.getByTestId('timeline-legend')).toContainText('Application');
    await expect(page.getByTestId('timeline-legend')).toContainText('Overtime');

    // The views: list, week, tree, history, back to the map.
    await page.getByText('Work orders list', { exact: true }).click();
    await expect(page.getByTestId('available-orders')).toBeVisible();
    await page.getByText('Tree', { exact: true }).click();
    await expect(page.getByTestId('tree-panel')).toContainText(GROUP);
    await page.getByText('History', { exact: true }).click();
    await expect(page.getByTestId('history-panel')).toBeVisible();
    await page.getByText('Map', { exact: true }).click();
    await expect(page.getByTestId('orders-map')).toBeVisible();

    // The map selector finds a field of the branch by its code.
    await page.getByRole('button', { name: 'Find a field' }).click();
    const selector = page.getByTestId('orders-map').getByTestId('map-selector');
    await selector.getByText('Code', { exact: true }).click();
    await selector.getByLabel('Search').fill('IA-1001');
    await selector.getByRole('button', { name: 'Search' }).click();
    await expect(selector.getByTestId('selector-results').getByRole('button')).toHaveCount(1);

    // Working hours per weekday come from the group.
    await page.getByRole('button', { name: 'Optimization settings' }).click();
    await expect(page.getByTestId('working-hours')).toContainText('Monday');
  });

  test.describe('planning a day', () => {
    test.describe.configure({ timeout: 360_000 });

    test('select 20 available orders and 4 machines, optimise, watch the progress, see four filled timelines and the summary', async ({
      page,
    }) => {
      await signIn(page, USERS.dispatcher);
      await openSchedule(page, workingDay());
      await page.getByText('Work orders list', { exact: true }).click();
      const boxes = page.getByTestId('available-orders').getByRole('checkbox', { name: /^Select order #/ });
      await expect(boxes.first()).toBeVisible();
      // Up to 20: the demo branch holds fewer selectable orders for this group on some days.
      let picked = 0;
      for (let index = 0; picked < 20 && index < (await boxes.count()); index += 1) {
        const box = boxes.nth(index);
        if (await box.isDisabled()) continue;
        await box.check();
        picked += 1;
      }
      expect(picked).toBeGreaterThanOrEqual(4);
      await expect(page.getByTestId('selected-count')).toHaveText(`${picked} selected`);

      await page.getByRole('button', { name: 'Optimize with the AI scheduler' }).click();
      const dialog = page.getByRole('dialog', { name: 'Optimize with the AI scheduler' });
      for (const box of await dialog.getByTestId('optimise-machines').getByRole('checkbox').all())
        await box.check();
      await dialog.getByRole('button', { name: 'Optimize', exact: true }).click();

      // Live progress (the engine searches for 20 s), then the day appears on every machine and
      // the figures fill in.
      // Found by its text: while the settings dialog closes, the progress dialog can be left out of
      // the accessibility tree for a moment (seen intermittently; to look into).
      const progress = page.locator('[role="dialog"]').filter({ hasText: 'Optimizing the day' });
      await expect(progress).toBeVisible();
      await expect(progress.getByTestId('progress-percent')).toHaveText(/^\d{1,3}% done$/);
      await expect(page.getByText('The day was optimized.')).toBeVisible({ timeout: 300_000 });
      await expect(progress).toHaveCount(0);
      await expect(rows(page)).toHaveCount(4);
      await expect(rows(page).filter({ has: page.getByTestId('order-block') })).toHaveCount(4);
      for (const row of await rows(page).all())
        await expect(row.getByTestId('order-block').first()).toBeVisible();
      await expect(
        page.getByTestId('schedule-summary').locator('[data-metric="orders"] [data-variant="optimised"]'),
      ).not.toHaveText('0');
      await expect(page.getByTestId('selected-count')).toHaveCount(0);
      // The group's two tender trucks follow under the sprayers, on the same time scale.
      const timeline = page.getByTestId('machine-timeline');
      await expect(timeline.getByText('Tender trucks', { exact: true })).toBeVisible();
      await expect(timeline.getByTestId('tender-row')).toHaveCount(2);
    });

    test('move one order to another machine, accept the offer of a custom plan, see the custom figures beside the optimised ones', async ({
      page,
    }) => {
      await signIn(page, USERS.dispatcher);
      await openSchedule(page, workingDay());
      const block = rows(page).nth(0).getByTestId('order-block').first();
      await expect(block).toBeVisible();
      const source = await block.boundingBox();
      const target = await rows(page).nth(1).getByTestId('order-block').last().boundingBox();
      if (!source || !target) throw new Error('The timeline has no blocks to move');
      await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
      await page.mouse.down();
      await page.mouse.move(source.x + source.width / 2 + 10, source.y + 20, { steps: 4 });
      await page.mouse.move(target.x + target.width + 30, target.y + target.height / 2, { steps: 12 });
      await page.mouse.up();

      await page.getByRole('button', { name: 'Create a custom plan' }).click();
      await expect(page.getByText('The day was updated.').first()).toBeVisible({ timeout: 30_000 });
      // The first notice is the order leaving the first day; the second day gets it after, and
      // later still when it lands past the day's hours and waits for acceptance.
      await expect(rows(page).nth(1).getByRole('radio', { name: 'Custom' })).toBeChecked({ timeout: 30_000 });
      await expect(
        page.getByTestId('schedule-summary').locator('[data-metric="orders"] [data-variant="custom"]'),
      ).not.toHaveText('0');
    });

    test('revert the machine to its previous plan', async ({ page }) => {
      await signIn(page, USERS.dispatcher);
      await openSchedule(page, workingDay());
      const row = rows(page).nth(1);
      await machineMenu(row).click();
      await page.getByRole('menuitem', { name: 'Revert to the previous plan' }).click();
      await expect(page.getByTestId('revert-preview').getByRole('listitem').first()).toBeVisible();
      await page.getByRole('button', { name: 'Revert', exact: true }).click();
      await expect(page.getByText('The previous plan is active again.')).toBeVisible();
    });

    test('a cleanout the tank needs stays, with the reason', async ({ page }) => {
      test.setTimeout(90_000);
      await signIn(page, USERS.dispatcher);
      await openSchedule(page, workingDay());
      await expect(rows(page).getByTestId('order-block').first()).toBeVisible();
      // An optimised day the engine cleaned between incompatible products. Whether it had to
      // depends on the orders and the weather of the day; the rule itself is tested on the server.
      const holders = rows(page)
        .filter({ has: page.getByTestId('cleanout-block') })
        .filter({ has: page.getByTestId('plan-kind') });
      test.skip((await holders.count()) === 0, 'The optimised day needed no cleanout between orders');
      const machineId = await holders.first().getAttribute('data-machine');
      const row = page.locator(`[data-testid="timeline-row"][data-machine="${machineId}"]`);
      await expect(row.getByTestId('plan-kind')).toHaveText('Optimized');

      // Removing that cleanout is refused, with the reason named.
      await row.getByTestId('cleanout-block').first().click();
      await page.getByRole('menuitem', { name: 'Remove cleanout' }).click();
      await page.getByRole('button', { name: 'Create a custom plan' }).click();
      await expect(
        page.getByText(/^This cleanout is required: .+ and .+ cannot share the tank/).first(),
      ).toBeVisible({
        timeout: 30_000,
      });
      await expect(row.getByTestId('cleanout-block').first()).toBeVisible();
    });

    test('a rinse the dispatcher adds at the end of the day comes off again', async ({ page }) => {
      test.setTimeout(90_000);
      await signIn(page, USERS.dispatcher);
      await openSchedule(page, workingDay());
      // The first machine whose day still holds orders.
      const holder = rows(page)
        .filter({ has: page.getByTestId('order-block') })
        .first();
      const machineId = await holder.getAttribute('data-machine');
      const row = page.locator(`[data-testid="timeline-row"][data-machine="${machineId}"]`);
      const cleanouts = await row.getByTestId('cleanout-block').count();
      await row.getByTestId('order-block').last().click();
      await page.getByRole('menuitem', { name: 'Add a cleanout after it' }).click();
      // An optimised day offers a custom plan first; a custom day takes the rinse at once.
      const offer = page.getByRole('button', { name: 'Create a custom plan' });
      await offer.waitFor({ state: 'visible', timeout: 3_000 }).then(
        () => offer.click(),
        () => undefined,
      );
      await expect(row.getByTestId('cleanout-block')).toHaveCount(cleanouts + 1, { timeout: 30_000 });
      // The day is the custom one now.
      const custom = row.getByRole('radio', { name: 'Custom' });
      if (await custom.count()) await expect(custom).toBeChecked();
      else await expect(row.getByTestId('plan-kind')).toHaveText('Custom');
      await row.getByTestId('cleanout-block').last().click();
      await page.getByRole('menuitem', { name: 'Remove cleanout' }).click();
      await expect(row.getByTestId('cleanout-block')).toHaveCount(cleanouts, { timeout: 30_000 });
      await expect(page.getByText('Error modifying planning list')).toHaveCount(0);
    });

    test("send one machine's day and see it in the auto-send log", async ({ page }) => {
      await signIn(page, USERS.dispatcher);
      await openSchedule(page, workingDay());
      // The first machine whose day holds orders (the move may have emptied one).
      const row = rows(page)
        .filter({ has: page.getByTestId('order-block') })
        .first();
      const machine = ((await machineMenu(row).getAttribute('aria-label')) ?? '').replace(
        /^Actions for /,
        '',
      );
      expect(machine).not.toBe('');
      await machineMenu(row).click();
      await page.getByRole('menuitem', { name: 'Send the day to the machine' }).click();
      await page.getByTestId('send-confirm').click();
      // A day that breaks a label requirement (the Iowa demo orders include restricted products
      // without a certified applicator) is refused first: the dispatcher sends it with a reason.
      const refusal = page.getByTestId('label-gate-refusal');
      const refused = await refusal.waitFor({ state: 'visible', timeout: 5_000 }).then(
        () => true,
        () => false,
      );
      if (refused) {
        await expect(refusal.locator('tbody tr').first()).toBeVisible();
        await page.getByTestId('label-gate-reason').fill('Certified applicator rides along today');
        await page.getByTestId('label-gate-override').click();
      }
      await expect(row.getByTestId('sent-badge')).toBeVisible();
      await page.getByRole('button', { name: 'Auto-send log' }).click();
      await expect(page.getByTestId('send-log')).toContainText(machine.trim());
    });

    // Pictures of the planned day at 1366x768, written under test-results (and to SHOTS_DIR when
    // set). The language is switched in this browser only: the dispatcher's saved language, which
    // journeys in other files read, stays.
    for (const locale of ['en-us', 'pt-br'] as const) {
      test(`the planned day at 1366x768 in ${locale}`, async ({ page }) => {
        await page.setViewportSize({ width: 1366, height: 768 });
        await signIn(page, USERS.dispatcher);
        await browseIn(page, locale);
        await openSchedule(page, workingDay());
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(rows(page)).toHaveCount(4);
        await expect(rows(page).getByTestId('order-block').first()).toBeVisible();
        await expect(page.getByTestId('orders-map')).toBeVisible();
        await expect(page.getByTestId('schedule-summary')).toBeVisible();
        await page.waitForTimeout(600); // let the map draw and fades finish
        const image = await page.screenshot({ path: test.info().outputPath(`orders-${locale}.png`) });
        await test.info().attach(`orders-${locale}`, { body: image, contentType: 'image/png' });
        if (process.env.SHOTS_DIR) {
          mkdirSync(process.env.SHOTS_DIR, { recursive: true });
          await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `orders-${locale}.png`) });
        }
      });
    }

    // The label gate's refusal at 1366x768: the answer is the server's shape for a windy hour and
    // a product without a certified applicator, so the picture does not depend on today's forecast.
    const refusals = {
      'en-us': {
        message: 'The day breaks 2 label requirements: change it, or send it with an override reason',
        wind: 'Wind 16.8\u00a0mph over the maximum 9.3\u00a0mph of Roundup PowerMAX',
        restricted:
          'XtendiMax with VaporGrip Technology is restricted-use: the order needs a certified applicator',
      },
      'pt-br': {
        message: 'O dia descumpre 2 exigências de bula: altere-o ou envie-o com um motivo de exceção',
        wind: 'Vento 27\u00a0km/h acima do máximo 15\u00a0km/h de Roundup PowerMAX',
        restricted:
          'XtendiMax with VaporGrip Technology é de uso restrito: a ordem precisa de um aplicador certificado',
      },
    };
    for (const locale of ['en-us', 'pt-br'] as const) {
      test(`the label gate's refusal at 1366x768 in ${locale}`, async ({ page }) => {
        await page.setViewportSize({ width: 1366, height: 768 });
        await signIn(page, USERS.dispatcher);
        await page.route('**/auth-sgpa/clarify', async (route) => {
          const response = await route.fetch();
          const user = (await response.json()) as object;
          await route.fulfill({ response, json: { ...user, language: locale } });
        });
        await page.evaluate((language) => {
          const user = JSON.parse(window.localStorage.getItem('tramline.user') ?? '{}') as object;
          window.localStorage.setItem('tramline.user', JSON.stringify({ ...user, language }));
          window.localStorage.setItem('tramline.locale', language);
        }, locale);
        const texts = refusals[locale];
        const hour = `${workingDay()}T15:00:00.000Z`;
        await page.route('**/enviar', (route) =>
          route.fulfill({
            status: 409,
            json: {
              code: 'labelGateRefused',
              message: texts.message,
              details: {
                violations: [
                  {
                    rule: 'windMax',
                    message: texts.wind,
                    cdOrdemServico: 1,
                    vlOrdemServico: '24017',
                    productId: 1,
                    productName: 'Roundup PowerMAX',
                    fieldName: 'North 40',
                    hour,
                    value: 27,
                    limit: 15,
                  },
                  {
                    rule: 'restrictedUse',
                    message: texts.restricted,
                    cdOrdemServico: 2,
                    vlOrdemServico: '24018',
                    productId: 2,
                    productName: 'XtendiMax with VaporGrip Technology',
                    fieldName: null,
                    hour: null,
                    value: null,
                    limit: null,
                  },
                ],
              },
            },
          }),
        );
        await openSchedule(page, workingDay());
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        const row = rows(page)
          .filter({ has: page.getByTestId('order-block') })
          .first();
        await row
          .getByRole('button', { name: locale === 'en-us' ? /^Actions for (?!order #|the )/ : /^Ações de / })
          .click();
        await page
          .getByRole('menuitem')
          .filter({
            hasText: locale === 'en-us' ? 'Send the day to the machine' : 'Enviar o dia para a máquina',
          })
          .first()
          .click();
        await page.getByTestId('send-confirm').click();
        await expect(page.getByTestId('label-gate-refusal')).toBeVisible();
        await page
          .getByTestId('label-gate-reason')
          .fill(
            locale === 'en-us'
              ? 'Wind drops after 10:00; checked on site'
              : 'O vento cai depois das 10h; verificado no local',
          );
        await page.waitForTimeout(400);
        const image = await page.screenshot({ path: test.info().outputPath(`label-gate-${locale}.png`) });
        await test.info().attach(`label-gate-${locale}`, { body: image, contentType: 'image/png' });
        if (process.env.SHOTS_DIR) {
          mkdirSync(process.env.SHOTS_DIR, { recursive: true });
          await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `label-gate-${locale}.png`) });
        }
      });
    }

    test("clear a machine's day that was sent: confirm twice and its orders leave the timeline", async ({
      page,
    }) => {
      await signIn(page, USERS.dispatcher);
      await openSchedule(page, workingDay());
      const sent = rows(page)
        .filter({ has: page.getByTestId('sent-badge') })
        .first();
      const machineId = await sent.getAttribute('data-machine');
      const row = page.locator(`[data-testid="timeline-row"][data-machine="${machineId}"]`);
      await machineMenu(row).click();
      await page.getByRole('menuitem', { name: 'Clear the machine’s day' }).click();
      await page.getByRole('button', { name: 'Clear the day' }).click();
      // The machine already has the day: changing it asks once more.
      await page.getByRole('button', { name: 'Change and send' }).click();
      await expect(page.getByText(/day was cleared\.$/)).toBeVisible();
      await expect(row.getByTestId('order-block')).toHaveCount(0);
    });

    test('a machine breaks down mid-day: re-plan from now, see what changes, accept, and its orders leave it', async ({
      page,
    }) => {
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(now());
      test.skip(workingDay() !== today, 'The crew does not work today: there is no running day to re-plan');
      await signIn(page, USERS.dispatcher);
      await openSchedule(page, today);
      // The first machine whose day still holds orders goes down.
      const busy = rows(page)
        .filter({ has: page.getByTestId('order-block') })
        .first();
      const machineId = await busy.getAttribute('data-machine');
      const row = page.locator(`[data-testid="timeline-row"][data-machine="${machineId}"]`);
      const machine = ((await machineMenu(row).getAttribute('aria-label')) ?? '')
        .replace(/^Actions for /, '')
        .trim();
      expect(machine).not.toBe('');

      await page.getByTestId('replan-action').click();
      const dialog = page.getByRole('dialog', { name: 'Re-plan the rest of today' });
      await dialog.getByRole('checkbox', { name: machine, exact: true }).check();
      await dialog.getByRole('button', { name: 'Re-plan', exact: true }).click();

      // The proposal lists the down machine's orders as moved to another machine or left out.
      const difference = dialog.getByTestId('replan-difference');
      await expect(difference).toBeVisible({ timeout: 60_000 });
      const name = machine.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect(difference).toContainText(new RegExp(`${name} →|was on ${name}`));
      if (process.env.SHOTS_DIR) {
        mkdirSync(process.env.SHOTS_DIR, { recursive: true });
        await page.screenshot({ path: path.join(process.env.SHOTS_DIR, 'replan-difference-en-us.png') });
      }

      await dialog.getByTestId('replan-accept').click();
      // A day already sent asks once more.
      const again = page.getByRole('button', { name: 'Change and send' });
      if (
        await again.waitFor({ state: 'visible', timeout: 3_000 }).then(
          () => true,
          () => false,
        )
      )
        await again.click();
      await expect(page.getByText('The new plan was saved as custom plans.')).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(row.getByTestId('order-block')).toHaveCount(0);
    });
  });
});
