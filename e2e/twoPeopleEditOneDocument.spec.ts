import { DocumentPages } from './pages/DocumentPages';
import { expect, test } from './support/fixtures';
import { letters } from './support/unique';

test('when someone else saved the document first, the user keeps their text and saves it as a copy; leaving unsaved asks first', async ({
    page,
    request,
    signInPage,
    app,
    guard,
}) => {
    test.setTimeout(120_000);
    guard.allowConsoleError(/status of 409/);
    const documents = new DocumentPages(page);
    const title = `Consent ${letters()}`;

    await signInPage.goto();
    await signInPage.signIn();
    await expect(app.menuLink('Documents')).toBeVisible();
    const headers = { Authorization: `Bearer ${await app.storedToken()}` };
    const created = await request.post('/api/template', {
        headers,
        data: { kind: 'document', title, category: 'consent', body: '<p>Original</p>' },
    });
    expect(created.status()).toBe(201);
    const document = await created.json();

    await page.goto(`/ms-word/${document.id}`);
    await expect(documents.editable).toContainText('Original');
    await expect(documents.saveState).toHaveText('Saved');

    // Someone else saves first; this user's next save is refused, and their text stays on the screen
    const theirs = await request.put(`/api/template/${document.id}`, {
        headers,
        data: { version: 1, body: '<p>Theirs</p>' },
    });
    expect(theirs.status()).toBe(200);
    await documents.editable.getByText('Original').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' and mine');
    const conflict = page.getByTestId('save-conflict');
    await expect(conflict).toContainText('Someone else changed this document');
    await expect(conflict).toContainText('This document was changed by someone else (version 2)');
    await expect(documents.editable).toContainText('Original and mine');
    await expect(documents.saveState).toHaveText('Unsaved changes');

    await conflict.getByRole('button', { name: 'Save my text as a copy' }).click();
    await expect(page).not.toHaveURL(new RegExp(document.id));
    await expect(page).toHaveURL(/\/ms-word\/editor\/[0-9a-f-]{36}$/);
    await expect(documents.editable).toContainText('Original and mine');
    await expect(page.getByLabel(/^Title/)).toHaveValue(`${title} (my copy)`);
    const original = await (await request.get(`/api/template/${document.id}`, { headers })).json();
    expect(original.body).toBe('<p>Theirs</p>');

    // Leaving with a change not yet saved asks first; staying saves it
    await documents.editable.getByText('Original and mine').click();
    await page.keyboard.press('End');
    await page.keyboard.type('!');
    await app.menuLink('Documents').click();
    await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
    await page.getByRole('button', { name: 'Stay and save' }).click();
    await documents.waitSaved();
    await expect(page).toHaveURL(/\/ms-word\/editor\//);
});
