import { expect, test } from './support/fixtures';
import { VisitPages } from './pages/VisitPages';
import { letters, money } from './support/unique';

test("the front desk bills a visit from the patient's page, finds it there and on the referral partner's page, then cancels and refunds it", async ({
    page,
    request,
    signInPage,
    app,
    patients,
}) => {
    test.setTimeout(120_000);
    const visits = new VisitPages(page);
    const lastName = `Menon${letters()}`;
    const partnerName = `Dr. Kavya ${letters()}`;

    await signInPage.goto();
    await signInPage.signIn();
    await expect(app.menuLink('Patients')).toBeVisible();

    // A referral partner, and a patient who names it as their referrer
    const token = await app.storedToken();
    const headers = { Authorization: `Bearer ${token}` };
    const partner = await request.post('/api/refferal', { headers, data: { name: partnerName, kind: 'Doctor' } });
    expect(partner.status()).toBe(201);
    const partnerId = (await partner.json()).id as string;
    const registered = await request.post('/api/patient', {
        headers,
        data: { firstName: 'Lakshmi', lastName, age: { years: 52 }, referrerId: partnerId, confirmDuplicate: true },
    });
    expect(registered.status()).toBe(201);
    const patient = await registered.json();

    // The patient's page: no visits yet, and New visit in the toolbar and in the visits section
    await page.goto(`/patient/${patient.id}`);
    await expect(patients.code).toHaveText(patient.code);
    await expect(patients.visits).toContainText('No visits yet');
    const newVisit = page.getByRole('link', { name: 'New visit' });
    await expect(newVisit).toHaveCount(2);
    await expect(patients.visits.getByRole('link', { name: 'New visit' })).toHaveAttribute(
        'href',
        new RegExp(`/visit/new\\?patientId=${patient.id}$`)
    );
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/patient/${patient.id}/edit`);

    // New visit opens the bill with the patient chosen and their referrer filled in
    await newVisit.first().click();
    await expect(page).toHaveURL(new RegExp(`/visit/new\\?patientId=${patient.id}$`));
    await expect(page.getByTestId('visit-patient')).toContainText(`Lakshmi ${lastName}`);
    await expect(page.getByRole('combobox', { name: 'Referrer' })).toHaveValue(partnerName);
    await visits.addProduct('FBS', 'Glucose, fasting');
    await expect(visits.total('net')).toHaveText(/^\d/);
    const net = Number((await visits.total('net').textContent())!.replace(/,/g, ''));
    await page.getByRole('button', { name: 'Save visit' }).click();
    await expect(app.toast).toHaveText(/^Visit V-\d{4}-\d{6} saved$/);
    await expect(page).toHaveURL(/\/visit\/[0-9a-f-]{36}$/);
    const visitUrl = page.url();
    const code = (await visits.code.textContent())!;

    // Back on the patient's page the visit is listed: code, status, referrer, net and due; a row opens it
    await page.goto(`/patient/${patient.id}`);
    const row = patients.visits.locator('.RaDatagrid-table tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(code);
    await expect(row.getByTestId('visit-status')).toHaveText('Sample pending');
    await expect(row).toContainText(partnerName);
    await expect(row.locator('td.column-net')).toHaveText(money(net));
    await expect(row.locator('td.column-due')).toHaveText(money(net));
    await expect(patients.visits).not.toContainText('No visits yet');
    await row.click();
    await expect(page).toHaveURL(visitUrl);
    await expect(visits.code).toHaveText(code);

    // The partner's page lists the visit it referred, naming the patient
    await page.goto(`/refferal-management/${partnerId}/show`);
    await expect(page.getByRole('heading', { name: partnerName, level: 1 })).toBeVisible();
    const referred = page.getByTestId('refferal-visits').locator('.RaDatagrid-table tbody tr');
    await expect(referred).toHaveCount(1);
    await expect(referred).toContainText(code);
    await expect(referred).toContainText(`Lakshmi ${lastName}`);
    await expect(referred).toContainText(patient.code);
    await referred.click();
    await expect(page).toHaveURL(visitUrl);

    // From a freshly loaded visit list, a row opens the whole visit (its bill), not the list's summary of it
    await page.goto('/');
    await app.menuLink('Visits').click();
    await page.getByPlaceholder('Search visit code, patient name, code or phone').fill(code);
    await expect(page).toHaveURL(new RegExp(code));
    await expect(visits.rows).toHaveCount(1);
    await visits.rows.first().click();
    await expect(page).toHaveURL(visitUrl);
    await expect(visits.code).toHaveText(code);
    await expect(visits.billItems).toContainText('Glucose, fasting');
    await expect(visits.total('due')).toHaveText(money(net));
    await page.getByRole('tab', { name: 'Samples' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Samples' })).toContainText(/\d/);

    // The patient pays, then changes their mind: the visit is cancelled with a reason, and what was paid
    // shows as money to refund until the refund is made
    await page.getByRole('tab', { name: 'Bill' }).click();
    await page.getByRole('button', { name: 'Add payment' }).click();
    const payment = page.getByRole('dialog', { name: 'Add payment' });
    await payment.getByRole('button', { name: 'Add payment' }).click();
    await expect(app.toast).toHaveText('Payment recorded');
    await expect(visits.total('due')).toHaveText(money(0));
    await page.getByRole('button', { name: 'Cancel visit' }).click();
    const cancel = page.getByRole('dialog', { name: `Cancel visit ${code}?` });
    await cancel.getByRole('button', { name: 'Cancel visit' }).click();
    await expect(cancel.getByText('Give a reason')).toBeVisible();
    await cancel.getByRole('textbox', { name: 'Reason' }).fill('Patient left before collection');
    await cancel.getByRole('button', { name: 'Cancel visit' }).click();
    await expect(app.toast).toHaveText('Visit cancelled');
    await expect(visits.status).toHaveText('Cancelled');
    await expect(page.getByRole('button', { name: 'Add payment' })).toHaveCount(0);
    const toRefund = visits.totals.getByTestId('total-due');
    await expect(toRefund.locator('dt')).toHaveText('To refund');
    await expect(toRefund.locator('dd')).toHaveText(money(net));
    await page.getByRole('button', { name: 'Refund' }).click();
    const refund = page.getByRole('dialog', { name: 'Refund' });
    await refund.getByRole('textbox', { name: 'Reason' }).fill('Visit cancelled');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(app.toast).toHaveText('Refund recorded');
    await expect(toRefund.locator('dt')).toHaveText('Due');
    await expect(toRefund.locator('dd')).toHaveText(money(0));
    await expect(page.getByRole('button', { name: 'Refund' })).toHaveCount(0);
});
