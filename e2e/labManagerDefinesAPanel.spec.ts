import { expect, test } from './support/fixtures';
import { letters } from './support/unique';

test('a lab manager defines an analyte with its ranges, puts it in a new panel and prices the panel in a new price list', async ({
    page,
    signInPage,
    app,
    catalogue,
    guard,
}) => {
    // A whole catalogue journey across three screens.
    test.slow();
    // The overlapping ranges are refused with a 400 answer, which the browser logs.
    guard.allowConsoleError(/status of 400/);
    const tag = letters(4, true);
    const analyte = { code: `ZN${tag}`, name: `Zinc ${tag}` };
    const panel = { code: `TRACE${tag}`, name: `Trace elements ${tag}` };
    const priceList = `Camp ${tag}`;

    await signInPage.goto();
    await signInPage.signIn();
    await app.menuLink('Test management').click();
    await expect(page).toHaveURL(/\/test-management\/analyte$/);
    await expect(catalogue.tab('Analytes')).toHaveAttribute('aria-selected', 'true');

    // A new analyte whose second band overlaps the first: the server's sentence names both rows
    await page.getByRole('link', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/test-management\/analyte\/create$/);
    await catalogue.input('Code').fill(analyte.code);
    await catalogue.input('Analyte').fill(analyte.name);
    await catalogue.chooseOption('Department', 'Biochemistry');
    await catalogue.chooseOption('Unit', 'µg/dL');
    await catalogue.number('Base Price').fill('450');
    await catalogue.fillRange(1, { ageFrom: '0', ageTo: '18', ageUnit: 'Y – Years', low: '60', high: '120' });
    await catalogue.addRangeRow();
    await expect(catalogue.cell(2, 'Age from')).toHaveValue('18');
    await catalogue.fillRange(2, { ageFrom: '10', ageTo: '120', low: '70' });
    // The table is keyboard-driven: arrows and Enter move between cells
    await catalogue.cell(1, 'High').focus();
    await page.keyboard.press('ArrowDown');
    await expect(catalogue.cell(2, 'High')).toBeFocused();
    await page.keyboard.type('150');
    await page.keyboard.press('ArrowUp');
    await expect(catalogue.cell(1, 'High')).toBeFocused();
    await catalogue.save();
    await expect(catalogue.rangesError).toHaveText('Rows 1 and 2 overlap for all sexes: 0–18 Years and 10–120 Years');
    await expect(page).toHaveURL(/\/test-management\/analyte\/create$/);

    // Fixed: the second band starts where the first ends
    await catalogue.cell(2, 'Age from').fill('18');
    await catalogue.save();
    await expect(app.toast).toHaveText('Element created');
    await expect(page).toHaveURL(/\/test-management\/analyte$/);

    // A new panel of the new analyte and an existing one, in report order
    await catalogue.tab('Panels & packages').click();
    await expect(page).toHaveURL(/\/test-management\/item-group$/);
    await expect(catalogue.tab('Panels & packages')).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('link', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/test-management\/item-group\/create$/);
    await catalogue.input('Code').fill(panel.code);
    await catalogue.input('Item Group').fill(panel.name);
    await catalogue.chooseOption('Category', 'Vitamins and minerals');
    await catalogue.number('Price').fill('900');
    await catalogue.addMember(analyte.code, new RegExp(analyte.name));
    await catalogue.addMember('ferritin', /FERR/);
    await expect(catalogue.members).toHaveCount(2);
    await page.getByRole('button', { name: 'Move FERR up' }).click();
    await expect(catalogue.members.first()).toContainText('Ferritin');
    await catalogue.save();
    await expect(app.toast).toHaveText('Element created');
    await expect(catalogue.row(panel.code)).toHaveCount(1);

    // A new price list, the panel added in bulk at its price, then re-priced in place
    await app.menuLink('Price Lists').click();
    await expect(catalogue.rows.filter({ hasText: 'Default price list' })).toHaveCount(1);
    await page.getByRole('link', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/pricelits-management\/create$/);
    await catalogue.input('Price List').fill(priceList);
    await catalogue.chooseOption('Type', 'Camp');
    await catalogue.save();
    await expect(page).toHaveURL(/\/pricelits-management\/analyte\/[0-9a-f-]{36}$/);
    await expect(page.getByText('This price list prices nothing yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add products' }).click();
    await catalogue.addProducts.getByLabel('Search code or name').fill(panel.code);
    await catalogue.addProducts.getByRole('checkbox', { name: `${panel.code} ${panel.name}` }).check();
    await expect(catalogue.addProducts.getByRole('textbox', { name: `Price of ${panel.name}` })).toHaveValue('900');
    await catalogue.addProducts.getByRole('button', { name: 'Add 1 product' }).click();
    await expect(app.toast).toHaveText('1 product added');
    await expect(catalogue.row(panel.code)).toContainText('900.00');

    await catalogue.price(panel.name).click();
    await catalogue.priceInput(panel.name).fill('12.345');
    await catalogue.priceInput(panel.name).press('Enter');
    await expect(page.getByText('A price of 0 or more, with at most 2 decimals')).toBeVisible();
    await catalogue.priceInput(panel.name).fill('799.5');
    await catalogue.priceInput(panel.name).press('Enter');
    await expect(app.toast).toHaveText('Price saved');
    await expect(catalogue.price(panel.name)).toContainText('799.50');

    // All of it is still there after a reload
    await page.reload();
    await expect(catalogue.row(panel.code)).toContainText('799.50');
    await expect(catalogue.row(panel.code)).toContainText('900.00');
    await page.goto('/test-management/item-group');
    await catalogue.row(panel.code).click();
    await expect(catalogue.members).toHaveCount(2);
    await expect(catalogue.members.first()).toContainText('FERR');
    await expect(catalogue.members.nth(1)).toContainText(analyte.code);
    await page.goto('/test-management/analyte');
    await page.getByPlaceholder('Search code or name').fill(analyte.code);
    await catalogue.row(analyte.code).click();
    await expect(catalogue.cell(2, 'Age from')).toHaveValue('18');
    await expect(catalogue.cell(2, 'High')).toHaveValue('150');
    await expect(catalogue.cell(1, 'Age unit')).toHaveValue('Y');

    // Taking the panel out of the price list asks first
    await app.menuLink('Price Lists').click();
    await catalogue.row(priceList).click();
    await catalogue.row(panel.code).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Remove from list' }).click();
    await expect(page.getByRole('dialog')).toContainText(`Remove 1 product from ${priceList}?`);
    await page.getByRole('dialog').getByRole('button', { name: 'Remove from list' }).click();
    await expect(app.toast).toHaveText('1 product removed');
    await expect(page.getByText('This price list prices nothing yet')).toBeVisible();
});
