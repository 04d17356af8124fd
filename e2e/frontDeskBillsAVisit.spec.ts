import { expect, test } from './support/fixtures';
import { VisitPages } from './pages/VisitPages';
import { ORGANISATION_NAME } from './support/env';
import { letters, money } from './support/unique';

test('the front desk bills a visit for a new patient with a discount and a part payment, then settles it', async ({
    page,
    signInPage,
    app,
}) => {
    // A whole bill, settled and printed: longer than one screen's journey on a busy machine.
    test.setTimeout(150_000);
    const visits = new VisitPages(page);
    const lastName = `Rao${letters()}`;
    // A phone no other journey uses, so no duplicate warning stops the bill.
    const phone = `8${String(Date.now()).slice(-9)}`;
    // Catalogue prices of the default price list: CBC panel 350, fasting glucose 80; 10% off; 200 paid now.
    const gross = 430;
    const net = 387;
    const due = net - 200;

    await signInPage.goto();
    await signInPage.signIn();
    await app.menuLink('Visits').click();
    await expect(page).toHaveURL(/\/visit$/);
    await page.getByRole('link', { name: 'New visit' }).first().click();
    await expect(page).toHaveURL(/\/visit\/new$/);

    // The patient is registered with the visit
    await visits.registerNewPatient({ firstName: 'Meera', lastName, ageYears: '67', phone });
    await expect(page.getByTestId('visit-price-list')).toHaveText('Price list: Default price list');

    // A panel and an analyte, each added from the keyboard
    await visits.addProduct('CBC', 'Complete blood count (CBC)');
    await visits.addProduct('FBS', 'Glucose, fasting');
    await expect(visits.billItems.getByRole('row')).toHaveCount(3);
    await expect(visits.total('gross')).toHaveText(money(gross));

    // 10% off for a senior citizen, and a part payment in cash
    await visits.giveDiscount('10', /^Senior citizen/);
    await expect(visits.total('discount')).toHaveText(`−${money(gross - net)}`);
    await expect(visits.total('net')).toHaveText(money(net));
    await visits.addPayment('200');
    await expect(visits.total('paid')).toHaveText(money(200));
    await expect(visits.total('due')).toHaveText(money(due));

    await page.getByRole('button', { name: 'Save visit' }).click();
    await expect(app.toast).toHaveText(/^Visit V-\d{4}-\d{6} saved$/);
    const savedAs = (await app.toast.textContent())!;
    await expect(page).toHaveURL(/\/visit\/[0-9a-f-]{36}$/);
    await expect(visits.code).toHaveText(/^V-\d{4}-\d{6}$/);
    const code = (await visits.code.textContent())!;
    expect(savedAs).toBe(`Visit ${code} saved`);
    await expect(page.getByTestId('visit-patient-name')).toContainText(`Meera ${lastName}`);

    // The bill as saved by the server
    await expect(visits.billItems).toContainText('Complete blood count (CBC)');
    await expect(visits.billItems).toContainText('Glucose, fasting');
    await expect(page.getByText('Discount (Senior citizen) — 10%')).toBeVisible();
    await expect(visits.total('net')).toHaveText(money(net));
    await expect(visits.total('due')).toHaveText(money(due));
    await expect(visits.payments.getByRole('row')).toHaveCount(2);

    // The rest is paid at the counter: the dialog offers what is due
    await page.getByRole('button', { name: 'Add payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add payment' });
    await expect(dialog.getByRole('spinbutton', { name: 'Amount' })).toHaveValue(String(due));
    await dialog.getByRole('button', { name: 'Add payment' }).click();
    await expect(app.toast).toHaveText('Payment recorded');
    await expect(dialog).toBeHidden();
    await expect(visits.total('paid')).toHaveText(money(net));
    await expect(visits.total('due')).toHaveText(money(0));
    await expect(visits.payments.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Add payment' })).toBeHidden();

    // The receipt is a printable view of the same bill
    await visits.tab('Receipt').click();
    await expect(page).toHaveURL(/\?tab=receipt$/);
    await expect(visits.receipt.getByTestId('receipt-organisation')).toHaveText(ORGANISATION_NAME);
    await expect(visits.receipt).toContainText(code);
    await expect(visits.receipt).toContainText(`Meera ${lastName}`);
    await expect(visits.total('gross', visits.receipt)).toHaveText(money(gross));
    await expect(visits.total('discount', visits.receipt)).toHaveText(`−${money(gross - net)}`);
    await expect(visits.total('net', visits.receipt)).toHaveText(money(net));
    await expect(visits.total('due', visits.receipt)).toHaveText(money(0));
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await expect(visits.receipt).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // The visit is on today's list, found by its code; a reload keeps the page
    await app.menuLink('Visits').click();
    await page.getByPlaceholder('Search visit code, patient name, code or phone').fill(code);
    // The search reaches the address after a debounce; clicking a row before that would be undone by it.
    await expect(page).toHaveURL(new RegExp(code));
    await expect(visits.rows).toHaveCount(1);
    await expect(visits.rows.first()).toContainText(`Meera ${lastName}`);
    await expect(visits.rows.first()).toContainText(money(net));
    await visits.rows.first().click();
    await expect(visits.code).toHaveText(code);
    await page.reload();
    await expect(visits.code).toHaveText(code);
});
