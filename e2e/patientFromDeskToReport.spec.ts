import { LabPages } from './pages/LabPages';
import { ReportJourneyPages } from './pages/ReportJourneyPages';
import { VisitPages } from './pages/VisitPages';
import { BASE_URL } from './support/env';
import { expect, test } from './support/fixtures';
import { letters, money } from './support/unique';

test('a patient goes from the front desk to a verified report, downloaded in the app and from the public link', async ({
    page,
    request,
    browser,
    signInPage,
    app,
}) => {
    // Nine screens and two PDFs on a shared, busy machine.
    test.setTimeout(240_000);
    const visits = new VisitPages(page);
    const lab = new LabPages(page);
    const reports = new ReportJourneyPages(page);
    const tag = letters();
    const patientName = `Kavya Menon${tag}`;
    // A phone no other journey uses, so no duplicate warning stops the bill.
    const phone = `7${String(Date.now()).slice(-9)}`;
    // Default price list: fasting glucose 80, potassium 150; 10% off for a senior citizen; 100 paid now.
    const gross = 230;
    const net = 207;
    const paid = 100;

    // The pathologist is the administrator's to create (the UI of that is the adminCreatesAPhlebotomist journey)
    await signInPage.goto();
    await signInPage.signIn();
    await expect(app.menuLink('Visits')).toBeVisible();
    const pathologist = await ReportJourneyPages.createStaff(request, await app.storedToken(), {
        firstName: 'Anjali',
        lastName: `Desai${tag}`,
        email: `pathologist-${tag}@demo.lab`,
        role: 'Pathologist',
        password: 'Pathology-Own-Pass-1',
    });

    // Front desk: the patient is registered with the bill, two tests, a discount with a reason and a part payment
    await app.menuLink('Visits').click();
    await expect(page).toHaveURL(/\/visit$/);
    await page.getByRole('link', { name: 'New visit' }).first().click();
    await expect(page).toHaveURL(/\/visit\/new$/);
    await visits.registerNewPatient({ firstName: 'Kavya', lastName: `Menon${tag}`, ageYears: '62', phone });
    await visits.addProduct('FBS', 'Glucose, fasting');
    await visits.addProduct('Potassium', 'Potassium');
    await expect(visits.billItems.getByRole('row')).toHaveCount(3);
    await expect(visits.total('gross')).toHaveText(money(gross));
    await visits.giveDiscount('10', /^Senior citizen/);
    await expect(visits.total('discount')).toHaveText(`−${money(gross - net)}`);
    await expect(visits.total('net')).toHaveText(money(net));
    await visits.addPayment(String(paid));
    await expect(visits.total('due')).toHaveText(money(net - paid));
    await page.getByRole('button', { name: 'Save visit' }).click();
    await expect(app.toast).toHaveText(/^Visit V-\d{4}-\d{6} saved$/);
    await expect(page).toHaveURL(/\/visit\/[0-9a-f-]{36}$/);
    const visitId = new URL(page.url()).pathname.split('/').pop()!;
    await expect(visits.code).toHaveText(/^V-\d{4}-\d{6}$/);
    const code = (await visits.code.textContent())!;
    await expect(page.getByTestId('visit-patient-name')).toContainText(patientName);
    await expect(visits.total('due')).toHaveText(money(net - paid));

    // Phlebotomy on a phone: the page opened at phone size, the menu from the app bar
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await expect(visits.code).toHaveText(code);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await app.menuLink('Phlebotomy queue').click();
    await expect(page).toHaveURL(/\/sample-mngmnt\/phlebo$/);
    // The queue answers the search after a debounce: wait for that answer, so the taps land on the searched list
    const searched = page.waitForResponse(
        response =>
            response.url().includes('/pending-sample-collection') && decodeURIComponent(response.url()).includes(code)
    );
    await lab.queueSearch.fill(code);
    await searched;
    const card = lab.queueVisit(code);
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { name: patientName })).toBeVisible();
    // Fasting glucose (fluoride tube) and potassium (serum tube): two tubes, each with its barcode
    const tubes = card.getByTestId('queue-sample');
    await expect(tubes).toHaveCount(2);
    const barcodes = await tubes.evaluateAll(elements =>
        elements.map(element => element.getAttribute('data-barcode')!)
    );
    expect(
        barcodes.every(barcode => /^\d{10}$/.test(barcode)),
        `barcodes ${barcodes.join(', ')}`
    ).toBe(true);
    expect(await lab.scrollsSideways(), 'no horizontal scroll at 375 px').toBe(false);
    for (const barcode of barcodes) {
        await lab.collectButton(barcode).click();
        await expect(app.toast).toHaveText(`Sample ${barcode} collected`);
        await expect(lab.queueSample(barcode)).toContainText(/Collected \S.* by \S/);
        await lab.submitButton(barcode).click();
        await expect(app.toast).toHaveText(`Sample ${barcode} submitted to the laboratory`);
    }
    await expect(card).toHaveCount(0);
    expect(await lab.scrollsSideways(), 'no horizontal scroll at 375 px').toBe(false);

    // At the bench: one high and one critical value; the server flags them, the critical one is highlighted
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/sample-mngmnt/view/${visitId}`);
    await expect(page.getByRole('heading', { name: patientName, level: 1 })).toBeVisible();
    for (const barcode of barcodes) await expect(lab.visitSample(barcode)).toContainText('Submitted');
    await lab.resultInput('Glucose, fasting', 'FBS').fill('145');
    await lab.resultInput('Potassium', 'K').fill('2.1');
    await page.getByRole('button', { name: 'Save results' }).click();
    await expect(app.toast).toHaveText('Results saved');
    await expect(lab.flag('FBS')).toHaveText('H');
    await expect(lab.resultRow('FBS')).not.toHaveAttribute('data-critical');
    await expect(lab.flag('K')).toHaveText('LL');
    await expect(lab.flag('K')).toHaveAttribute('title', 'Critically low');
    await expect(lab.resultRow('K')).toHaveAttribute('data-critical', 'true');
    await expect(lab.resultRow('K')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(lab.resultRow('FBS')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

    // Meanwhile the patient settles the bill at the desk (so the public link serves the report even where
    // the organisation holds reports while a bill is due)
    await page.getByRole('link', { name: 'Open visit' }).click();
    await expect(visits.code).toHaveText(code);
    await expect(visits.total('due')).toHaveText(money(net - paid));
    await page.getByRole('button', { name: 'Add payment' }).click();
    const payment = page.getByRole('dialog', { name: 'Add payment' });
    await expect(payment.getByRole('spinbutton', { name: 'Amount' })).toHaveValue(String(net - paid));
    await payment.getByRole('button', { name: 'Add payment' }).click();
    await expect(app.toast).toHaveText('Payment recorded');
    await expect(visits.total('due')).toHaveText(money(0));
    await app.signOut();

    // The pathologist, who entered nothing, verifies the visit
    await signInPage.signIn(pathologist.email, pathologist.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(app.menuLink('Lab worklist')).toBeVisible();
    await page.goto(`/sample-mngmnt/view/${visitId}`);
    await expect(page.getByRole('heading', { name: patientName, level: 1 })).toBeVisible();
    await expect(lab.flag('FBS')).toHaveText('H');
    await expect(lab.flag('K')).toHaveText('LL');
    await page.getByRole('button', { name: 'Verify visit' }).click();
    await expect(app.toast).toHaveText('Every result is verified; the report is ready');
    await expect(page.getByTestId('visit-status')).toHaveText('Verified');
    await expect(page.getByTestId('verify-refusal')).toHaveCount(0);
    await expect(lab.resultRow('FBS').getByTestId('result-value')).toHaveText('145');
    await expect(lab.resultRow('K').getByTestId('result-value')).toHaveText('2.1');

    // The report, from the visit's Reports tab: the verified values with their flags, signed by the pathologist
    await page.getByRole('link', { name: 'Open visit' }).click();
    await expect(page).toHaveURL(new RegExp(`/visit/${visitId}$`));
    await expect(visits.code).toHaveText(code);
    // The visit's Results tab spells the flags out, the critical one filled red
    await visits.tab('Results').click();
    const results = page.getByRole('tabpanel', { name: 'Results' });
    await expect(results.getByRole('row', { name: /Glucose, fasting/ }).getByTestId('result-flag')).toHaveText(
        'H · High'
    );
    const potassium = results.getByRole('row', { name: /Potassium/ }).getByTestId('result-flag');
    await expect(potassium).toHaveText('LL · Critically low');
    await expect(potassium).toHaveClass(/MuiChip-filledError/);
    await visits.tab('Reports').click();
    await expect(page).toHaveURL(/\?tab=reports$/);
    await expect(reports.reports.getByRole('row')).toHaveCount(2);
    const inApp = await reports.download(reports.downloadVersion(1));
    expect(inApp.suggestedFilename()).toBe(`${code}-v1.pdf`);
    const report = await ReportJourneyPages.pdfText(inApp);
    expect(report).toContain(patientName);
    expect(report).toContain(`Visit ${code}`);
    // Collection and report times: the phone's "Collected" tap is on the report
    expect(report).toMatch(/Collected \d{2} \w{3} \d{4}, \d{2}:\d{2} Reported \d{2} \w{3} \d{4}, \d{2}:\d{2}/);
    expect(report).toMatch(/Glucose, fasting 145 mg\/dL 70 – 99 H(?! CRITICAL)/);
    expect(report).toMatch(/Potassium 2\.1 mmol\/L 3\.5 – 5\.1 LL CRITICAL/);
    expect(report).toContain(`Verified by ${pathologist.name}`);

    // The link the patient gets, opened signed out on another device
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    const link = await reports.copyPublicLink();
    await expect(app.toast).toHaveText('Public link copied');
    expect(link).toMatch(new RegExp(`^${BASE_URL}/visit/[A-Za-z0-9_-]{43}$`));
    const phoneOfPatient = await browser.newContext({
        baseURL: BASE_URL,
        acceptDownloads: true,
        viewport: { width: 375, height: 812 },
    });
    try {
        const publicPage = await phoneOfPatient.newPage();
        const problems: string[] = [];
        publicPage.on('console', message => {
            if (message.type() === 'error') problems.push(message.text());
        });
        publicPage.on('pageerror', error => problems.push(error.message));
        publicPage.on('request', sent => {
            if (!sent.url().startsWith(`${BASE_URL}/`) && !/^(data|blob):/.test(sent.url()))
                problems.push(`request to ${sent.url()}`);
        });
        const outside = new ReportJourneyPages(publicPage);
        await publicPage.goto(link);
        await expect(outside.publicPatient).toHaveText(patientName);
        await expect(outside.publicVisit).toHaveText(code);
        await expect(publicPage.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
        const shared = await outside.download(outside.publicDownload());
        expect(shared.suggestedFilename()).toBe(`${code}.pdf`);
        const publicReport = await ReportJourneyPages.pdfText(shared);
        expect(publicReport).toContain(patientName);
        expect(publicReport).toMatch(/Potassium 2\.1 mmol\/L 3\.5 – 5\.1 LL CRITICAL/);
        expect(publicReport).toContain(`Verified by ${pathologist.name}`);
        await expect(outside.publicMessage).toHaveCount(0);
        expect(problems, 'console errors and foreign requests on the public page').toEqual([]);
    } finally {
        await phoneOfPatient.close();
    }
});
