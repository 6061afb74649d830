import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test, type Page } from '@playwright/test';

const shotsDir = process.env.SHOTS_DIR;

/**
 * Pictures the page into the test report, and into `SHOTS_DIR` when it is set so the screens can
 * be looked at. Waits `settleMs` first for fades and the progress bar to finish.
 */
export async function capture(page: Page, name: string, settleMs = 400) {
  await page.waitForTimeout(settleMs);
  await test.info().attach(name, { body: await page.screenshot(), contentType: 'image/png' });
  if (shotsDir) {
    mkdirSync(shotsDir, { recursive: true });
    await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
  }
}
