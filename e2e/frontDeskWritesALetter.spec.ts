import JSZip from 'jszip';
import { readFile } from 'node:fs/promises';
import { DocumentPages } from './pages/DocumentPages';
import { expect, test } from './support/fixtures';
import { letters } from './support/unique';

test('the front desk makes a letter template with a table and merge fields, fills it for a patient, saves it and downloads the .docx', async ({
    page,
    request,
    signInPage,
    app,
}) => {
    test.setTimeout(180_000);
    const documents = new DocumentPages(page);
    const templateTitle = `Results letter ${letters()}`;
    const lastName = `Iyer${letters()}`;

    await signInPage.goto();
    await signInPage.signIn();
    await expect(app.menuLink('Documents')).toBeVisible();

    // A template: a greeting with the patient's name as a merge field, then a 3 × 3 table
    await documents.newTemplate(templateTitle);
    await documents.editable.click();
    await page.keyboard.type('Dear ');
    await documents.insertField(/^Full name/);
    await expect(documents.editable.locator('.merge-field[data-field="fullname"]')).toHaveText('[!fullname]');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await documents.insertTable(3, 3);
    await expect(documents.cells).toHaveCount(9);
    for (const [row, names] of [
        ['A1', 'A2', 'A3'],
        ['B1', 'B2', 'B3'],
        ['C1', 'C2', 'C3'],
    ].entries()) {
        for (const [index, text] of names.entries()) {
            await documents.cell(row, index).click();
            await page.keyboard.type(text);
        }
    }

    // Merge the top-left 2 × 2 block into its top-left cell
    await documents.selectCells(documents.cell(0, 0), documents.cell(1, 1));
    await documents.mergeCells();
    await expect(documents.cells).toHaveCount(6);
    await expect(documents.editable.locator('td[rowspan="2"][colspan="2"]')).toHaveText('A1 A2 B1 B2');

    // An L-shaped selection (the merged block reaches into it) cannot be merged
    await documents.selectCells(documents.cell(1, 0), documents.cell(2, 1));
    await documents.mergeCells();
    await expect(page.getByText('Please select a rectangular block of cells to merge.')).toBeVisible();
    await expect(documents.cells).toHaveCount(6);

    // A double-click on the merged cell unmerges it: nine cells again, the new ones empty
    await documents.editable.locator('td[rowspan="2"]').dblclick();
    await expect(documents.cells).toHaveCount(9);
    await expect(documents.editable.locator('td[rowspan], td[colspan]')).toHaveCount(0);
    await expect(documents.cell(0, 1)).toHaveText(/^\s*$/);
    await documents.waitSaved();

    // A patient, and a document from the template for them, started on the patient's page
    const token = await app.storedToken();
    const created = await request.post('/api/patient', {
        headers: { Authorization: `Bearer ${token}` },
        data: { firstName: 'Meera', lastName, age: { years: 41 }, confirmDuplicate: true },
    });
    expect(created.status()).toBe(201);
    const patient = await created.json();
    await page.goto(`/patient/${patient.id}`);
    await page.getByRole('link', { name: 'New document from template' }).click();
    await expect(page).toHaveURL(new RegExp(`/ms-word/new\\?patientId=${patient.id}$`));
    await page.getByLabel('Template').click();
    await page.getByRole('option', { name: templateTitle }).click();
    await page.getByRole('button', { name: 'Create document' }).click();
    await expect(page).toHaveURL(/\/ms-word\/editor\/[0-9a-f-]{36}$/);
    await expect(documents.editable).toContainText(`Dear Meera ${lastName}`);
    await expect(documents.editable.locator('.merge-field')).toHaveCount(0);
    await expect(documents.cells).toHaveCount(9);

    // Edit, save, reload: the text is kept
    await documents.cell(2, 2).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' checked');
    await expect(documents.saveState).toHaveText(/Unsaved changes|Saving/);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await documents.waitSaved();
    await page.reload();
    await expect(documents.editable).toContainText(`Dear Meera ${lastName}`);
    await expect(documents.cell(2, 2)).toHaveText('C3 checked');

    // The .docx: a Word file holding the patient's name and the table
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download .docx' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${templateTitle} — Meera ${lastName}.docx`);
    const zip = await JSZip.loadAsync(await readFile(await file.path()));
    const xml = await zip.file('word/document.xml')!.async('string');
    expect(xml).toContain(`Meera ${lastName}`);
    expect(xml).toContain('C3 checked');
    expect(xml.match(/<w:tc>/g)).toHaveLength(9);
});
