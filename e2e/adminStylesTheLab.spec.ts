import { SignInPage } from './pages/SignInPage';
import { ThemeStudioPage } from './pages/ThemeStudioPage';
import { UserManagementPages } from './pages/UserManagementPages';
import { expect, test } from './support/fixtures';

/** Bubblegum's light background (#f6e6ee), the green we pick for primary (#2e7d32). */
const BUBBLEGUM_BACKGROUND = 'rgb(246, 230, 238)';
const GREEN = 'rgb(46, 125, 50)';
/** 1.5rem, the largest radius; bubblegum's own is 0.4rem. */
const LARGEST_RADIUS = '24px';

test('an administrator styles the lab and the organisation wears it', async ({ page, signInPage, app, browser }) => {
    // Two sign-ins, a new user and a password change: more than the default minute.
    test.setTimeout(120_000);
    const studio = new ThemeStudioPage(page);
    const name = `Lab colours ${Date.now()}`;
    await signInPage.goto();
    await signInPage.signIn();
    await expect(app.organisationName).toBeVisible();
    const token = await app.storedToken();
    const headers = { Authorization: `Bearer ${token}` };

    try {
        // ?theme=bubblegum applies the preset and leaves the address
        await page.goto('/?theme=bubblegum');
        await expect(page).toHaveURL(url => url.pathname === '/' && !url.search.includes('theme'));
        await expect.poll(() => studio.bodyBackground()).toBe(BUBBLEGUM_BACKGROUND);

        // The studio shows the preset; the primary colour and the radius change the whole app
        await app.menuLink('Theme').click();
        await expect(page).toHaveURL(/\/theme$/);
        await expect(studio.presetInput).toHaveValue('Bubblegum');
        await expect(studio.unsaved).toHaveText('Unsaved changes');
        await studio.tab('Other').click();
        await studio.radius.focus();
        await page.keyboard.press('End');
        await expect(studio.save).toHaveCSS('border-radius', LARGEST_RADIUS);

        // Undo takes the radius back (to the preset's, or before it if the two merged in history); redo brings it again
        await studio.action('Undo').click();
        await expect(studio.save).not.toHaveCSS('border-radius', LARGEST_RADIUS);
        await studio.action('Redo').click();
        await expect(studio.save).toHaveCSS('border-radius', LARGEST_RADIUS);

        // The primary colour, typed in any of the four formats, recolours the app
        await studio.tab('Colours').click();
        await studio.color('primary').fill('oklch(0.5 0.2 145)');
        await expect(page.getByText('Enter a colour as hex, rgb(), hsl() or oklch()')).toHaveCount(0);
        await studio.color('primary').fill('not a colour');
        await expect(page.getByText('Enter a colour as hex, rgb(), hsl() or oklch()')).toBeVisible();
        await studio.color('primary').fill('rgb(46 125 50)');
        await expect(studio.save).toHaveCSS('background-color', GREEN);
        await expect(studio.color('primary')).toHaveValue('rgb(46 125 50)');

        // Saved with a name, it is the checkpoint and survives a reload
        await studio.saveAs(name);
        await expect(page.getByText('Theme created successfully')).toBeVisible();
        await expect(studio.unsaved).toHaveText('All changes saved');
        await expect(studio.savedTheme(name)).toBeVisible();
        await page.reload();
        await expect(studio.save).toHaveCSS('background-color', GREEN);
        await expect(studio.save).toHaveCSS('border-radius', LARGEST_RADIUS);
        await expect(studio.unsaved).toHaveText('All changes saved');
        expect(await studio.bodyBackground()).toBe(BUBBLEGUM_BACKGROUND);

        // The administrator makes it the organisation's default
        await studio.savedTheme(name).getByRole('button', { name: "Make it the organisation's default" }).click();
        await expect(page.getByText(`Organisation default: ${name}`)).toBeVisible();

        // Another member, on another browser (nothing in its storage), wears it after signing in
        const email = `theme-member-${Date.now()}@demo.lab`;
        const oneTimePassword = await new UserManagementPages(page).createUser('Tess', 'Theme', email, 'Front desk');
        const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
        try {
            const memberPage = await other.newPage();
            const memberStudio = new ThemeStudioPage(memberPage);
            await new SignInPage(memberPage).goto();
            expect(await memberStudio.bodyBackground()).not.toBe(BUBBLEGUM_BACKGROUND);
            await new SignInPage(memberPage).signIn(email, oneTimePassword);
            await expect(memberPage).toHaveURL(/\/change-password$/);
            await new UserManagementPages(memberPage).changePassword(oneTimePassword, 'Theme-Member-Pass-1');
            await expect(memberPage).toHaveURL(/\/$/);
            await expect.poll(() => memberStudio.bodyBackground()).toBe(BUBBLEGUM_BACKGROUND);
            await memberPage.goto('/theme');
            await expect(memberStudio.save).toHaveCSS('background-color', GREEN);
            await expect(memberStudio.save).toHaveCSS('border-radius', LARGEST_RADIUS);
        } finally {
            await other.close();
        }
    } finally {
        // Leave the organisation as the other journeys expect it: no default theme.
        await page.request.put('/api/theme/organisation-default', { headers, data: { themeId: null } });
    }
});
