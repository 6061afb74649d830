import { expect, test } from '../support/test';
import { signIn, USERS } from '../support/session';

test.describe('branch and locations', () => {
  test('changing branch asks first, then reloads in the new branch', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, USERS.admin);
    await expect(page.getByTestId('active-branch')).toHaveText('Central Iowa');
    // On the schedule, which remembers a group of the branch and draws its fields' tiles.
    await page.goto('/orders');
    await expect(page.getByTestId('schedule-screen')).toBeVisible();

    await page.getByTestId('branch-selector').click();
    await page.getByTestId('branch-select').click();
    await page.getByRole('option', { name: 'Mato Grosso' }).click();

    // Cancelling keeps the branch.
    const dialog = page.getByRole('dialog', { name: 'Change branch?' });
    await expect(dialog).toContainText('Switch to Mato Grosso?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('active-branch')).toHaveText('Central Iowa');

    await page.getByTestId('branch-selector').click();
    await page.getByTestId('branch-select').click();
    await page.getByRole('option', { name: 'Mato Grosso' }).click();
    const cleared = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/activeLocation'),
    );
    const refreshed = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().endsWith('/api/auth-sgpa/update'),
    );
    const reloaded = page.waitForEvent('load');
    const planned = page.waitForResponse((response) =>
      response.url().includes('/api/planejamento-ordem-servico/v2/_search'),
    );
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page
      .getByRole('dialog', { name: 'Change branch?' })
      .getByRole('button', { name: 'Change branch' })
      .click();

    expect((await cleared).postDataJSON()).toEqual({ locations: [] });
    expect((await refreshed).postDataJSON()).toMatchObject({ unit: expect.any(Number), language: 'en-us' });
    await reloaded;
    await expect(page.getByTestId('active-branch')).toHaveText('Mato Grosso');
    // Nothing of the previous branch is asked for: no 404 for its group, no 401 for its tiles.
    await expect(page.getByTestId('schedule-screen')).toBeVisible();
    await planned;
    await page.waitForTimeout(1_500);
    expect(failed).toEqual([]);
  });

  test('choosing active locations saves them once the user stops clicking', async ({ page }) => {
    await signIn(page, USERS.dispatcher);
    await page.getByTestId('branch-selector').click();
    const locations = page.getByTestId('location-select');
    await locations.click();

    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/activeLocation'))
        saves.push(request.postData() ?? '');
    });
    await page.getByRole('option', { name: 'Ames Agronomy Center' }).click();
    await page.getByRole('option', { name: 'Boone Office' }).click();

    await expect(page.getByText('Active locations saved')).toBeVisible({ timeout: 5_000 });
    expect(saves).toHaveLength(1);
    expect(JSON.parse(saves[0] ?? '{}').locations).toHaveLength(2);
    await expect(page.getByTestId('branch-selector')).toContainText('2 locations');
  });
});
