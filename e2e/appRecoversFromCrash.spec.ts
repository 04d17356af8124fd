import { expect, test } from './support/fixtures';

test('a crash shows the recovery screen, logs the details, and Try Again recovers', async ({ page, guard }) => {
    guard.allowConsoleError(/Crash test: deliberate render error|LabDesk crashed/);
    await page.goto('/__crash-test');
    await expect(page.getByText('Crash test page: the crash switch is off.')).toBeVisible();

    await page.evaluate(() => window.localStorage.setItem('labdesk-crash-test', '1'));
    const logged = page.waitForEvent('console', message => message.text().startsWith('LabDesk crashed'));
    await page.reload();

    await expect(page.getByRole('heading', { name: 'Oops! Something Went Wrong' })).toBeVisible();
    for (const card of ['What Happened', 'Quick Recovery', 'Need Help']) {
        await expect(page.getByRole('heading', { name: card })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/);

    const details = await (await logged).args()[1].jsonValue();
    expect(details).toMatchObject({
        message: 'Crash test: deliberate render error',
        url: expect.stringContaining('/__crash-test'),
    });
    expect(details.componentStack).toMatch(/\S/);
    expect(details.userAgent).toBeTruthy();
    expect(Date.parse(details.time)).not.toBeNaN();

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload Page' }).click()]);
    await expect(page.getByRole('heading', { name: 'Oops! Something Went Wrong' })).toBeVisible();

    await page.evaluate(() => window.localStorage.removeItem('labdesk-crash-test'));
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('Crash test page: the crash switch is off.')).toBeVisible();
});
