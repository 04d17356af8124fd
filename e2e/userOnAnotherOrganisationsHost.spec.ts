import { expect, test } from './support/fixtures';
import { PORT } from './support/env';

test('a user on the host of an organisation they do not belong to lands on /401', async ({
    page,
    signInPage,
    guard,
}) => {
    // The server refuses the demo token on other.localhost with 403.
    guard.allowConsoleError(/status of 403/);
    const origin = `http://other.localhost:${PORT}`;
    await signInPage.goto(origin);
    await signInPage.signIn();

    await expect(page).toHaveURL(`${origin}/401`);
    await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
});
