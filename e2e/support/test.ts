import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from '@playwright/test';

export * from '@playwright/test';

/**
 * The journeys' clock: `E2E_CLOCK_OFFSET_MS` (set by playwright.config.ts from `E2E_NOW`) moves
 * the browser's clock by the same offset as the server's, so a run can stand at any hour, say the
 * evening when a branch's date is behind UTC's. Unset, the clock is the machine's.
 */
const offset = Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0);

/** The time the server and the browsers tell (the machine's, moved by the run's offset). */
export const now = () => new Date(Date.now() + offset);

/** Puts a browser context on the run's clock (nothing to do on the machine's). */
async function onRunClock(context: BrowserContext) {
  if (offset) await context.clock.install({ time: now() });
  return context;
}

/** A browser context of a journey's own (a second user, a long-lived page), on the run's clock. */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}) {
  return onRunClock(await browser.newContext(options));
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await use(await onRunClock(context));
  },
});
