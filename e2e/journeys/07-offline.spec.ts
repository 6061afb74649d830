import { expect, test } from '../support/test';
import { signIn, USERS } from '../support/session';

test.describe('connection loss', () => {
  test('a banner says the connection is lost, then that it is back, then goes away', async ({
    page,
    context,
  }) => {
    await signIn(page, USERS.applicator);

    await context.setOffline(true);
    const banner = page.getByRole('status').filter({ hasText: /connection/i });
    await expect(banner).toHaveText('Unable to verify your Internet connection');

    await context.setOffline(false);
    await expect(banner).toHaveText('Connection reestablished');
    await expect(banner).toBeHidden({ timeout: 4_000 });
  });
});
