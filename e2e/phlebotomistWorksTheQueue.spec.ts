import { LabPages } from './pages/LabPages';
import { expect, test } from './support/fixtures';
import { letters } from './support/unique';

const digits = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

test('a phlebotomist collects a home visit on a phone and the laboratory enters a high and a critical result by keyboard', async ({
    page,
    request,
    signInPage,
    app,
}) => {
    test.slow();
    const lab = new LabPages(page);
    const tag = letters(5);
    const email = `phlebo-${tag}@demo.lab`;
    const password = 'Phlebotomy-Own-Pass-1';

    // The front desk's part, through the API: a home visit ordering sodium, chloride (one gold-top tube) and haemoglobin (lavender)
    await signInPage.goto();
    await signInPage.signIn();
    await expect(app.menuLink('Lab worklist')).toBeVisible();
    const token = await app.storedToken();
    const headers = { Authorization: `Bearer ${token}` };
    const roles: { id: string; name: string }[] = await (
        await request.get('/api/role?range=[0,99]', { headers })
    ).json();
    const phlebotomist = roles.find(role => role.name === 'Phlebotomist');
    expect(phlebotomist, 'the seeded Phlebotomist role').toBeDefined();
    const created = await request.post('/api/emp', {
        headers,
        data: {
            firstName: 'Pat',
            lastName: `Lee ${tag}`,
            email,
            roleIds: [phlebotomist!.id],
            password: 'Phlebo-Temporary-1',
        },
    });
    expect(created.status()).toBe(201);
    const signedIn = await (
        await request.post('/api/auth/sign-in', { data: { email, password: 'Phlebo-Temporary-1' } })
    ).json();
    const changed = await request.post('/api/auth/change-password', {
        headers: { Authorization: `Bearer ${signedIn.token}` },
        data: { currentPassword: 'Phlebo-Temporary-1', newPassword: password },
    });
    expect(changed.ok()).toBe(true);
    const visit = await LabPages.createVisit(request, {
        token,
        analytes: ['NA', 'CL', 'HB'],
        patient: { firstName: 'Meera', lastName: `Iyer ${tag}`, phone: digits() },
        homeAddress: '14, 3rd Cross, Jayanagar 4th Block, Bengaluru',
    });
    expect(visit.barcodes).toHaveLength(2);
    await app.signOut();

    // The phlebotomist's menu holds the queue, not the bench
    await signInPage.signIn(email, password);
    await expect(page).toHaveURL(/\/$/);
    await expect(app.menuLink('Lab worklist')).toHaveCount(0);
    await expect(app.menuLink('In-progress samples')).toHaveCount(0);
    await app.menuLink('Phlebotomy queue').click();
    await expect(page).toHaveURL(/\/sample-mngmnt\/phlebo$/);

    // On a phone: the visit in the queue, with the address to go to and the number to call
    // The window narrows to a phone's width: the menu, open on the desktop, closes rather than cover the page
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(app.menuLink('Phlebotomy queue')).toBeHidden();
    // (the queue's roles below are found only if no modal drawer hides the page from assistive technology)
    await expect(lab.queueSearch).toBeVisible();
    // The menu button still opens the menu as a drawer, and choosing a page closes it again
    await page.getByRole('button', { name: 'Open menu' }).click();
    await app.menuLink('Phlebotomy queue').click();
    await expect(app.menuLink('Phlebotomy queue')).toBeHidden();
    await lab.queueSearch.fill(visit.visitCode);
    const card = lab.queueVisit(visit.visitCode);
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { name: visit.patientName })).toBeVisible();
    await expect(card).toContainText('Home visit');
    await expect(card.getByTestId('queue-address')).toHaveText('14, 3rd Cross, Jayanagar 4th Block, Bengaluru');
    await expect(card.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
    await expect(card).toContainText('Fasting since 10 pm');
    await expect(card.getByTestId('queue-waiting')).toHaveText(/^Waiting \d+ min$/);
    await expect(card).toContainText('SST gold top');
    await expect(card).toContainText('EDTA lavender top');
    expect(await lab.scrollsSideways(), 'no horizontal scroll at 375 px').toBe(false);

    // Labels for the visit's tubes: Code 128 drawn into SVG, at label size
    await card.getByRole('button', { name: 'Print labels' }).click();
    await expect(lab.labelSheet).toBeVisible();
    const label = lab.labelSheet.getByTestId('barcode-label');
    await expect(label).toHaveCount(2);
    await expect(label.first()).toContainText(visit.patientName);
    await expect(label.first()).toContainText(visit.visitCode);
    await expect(lab.labelSheet.getByRole('img', { name: visit.barcodes[0] }).locator('rect').nth(1)).toBeAttached();
    await lab.labelSheet.getByRole('button', { name: 'Close' }).click();
    await expect(lab.labelSheet).toHaveCount(0);

    // Each tube: collected (time and collector recorded), then submitted to the laboratory
    for (const barcode of visit.barcodes) {
        const sample = lab.queueSample(barcode);
        const collect = lab.collectButton(barcode);
        const box = await collect.boundingBox();
        expect(box!.height, 'a finger-sized button').toBeGreaterThanOrEqual(44);
        await collect.click();
        await expect(sample).toContainText(`by Pat Lee ${tag}`);
        await expect(sample).toContainText('Collected');
        await lab.submitButton(barcode).click();
        await expect(app.toast).toHaveText(`Sample ${barcode} submitted to the laboratory`);
    }
    expect(await lab.scrollsSideways(), 'no horizontal scroll at 375 px').toBe(false);
    await expect(card).toHaveCount(0);
    await expect(page.getByText('Nobody is waiting for a sample to be drawn')).toBeVisible();
    await app.signOut();

    // At the bench: results typed by keyboard, saved with Ctrl+S; the server flags them
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInPage.signIn();
    await expect(app.menuLink('Lab worklist')).toBeVisible();
    await page.goto(`/sample-mngmnt/view/${visit.visitId}`);
    await expect(page.getByRole('heading', { name: visit.patientName, level: 1 })).toBeVisible();
    for (const barcode of visit.barcodes) await expect(lab.visitSample(barcode)).toContainText('Submitted');
    await expect(lab.visitSample(visit.barcodes[0])).toContainText(`Pat Lee ${tag}`);
    await lab.resultInput('Sodium', 'NA').click();
    await page.keyboard.type('170');
    await page.keyboard.press('Enter');
    await expect(lab.resultInput('Chloride', 'CL')).toBeFocused();
    await page.keyboard.type('110');
    await page.keyboard.press('ArrowDown');
    await expect(lab.resultInput('Haemoglobin', 'HB')).toBeFocused();
    await page.keyboard.press('Control+s');
    await expect(app.toast).toHaveText('Results saved');
    await expect(lab.flag('NA')).toHaveText('HH');
    await expect(lab.resultRow('NA')).toHaveAttribute('data-critical', 'true');
    await expect(lab.resultRow('NA')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(lab.flag('CL')).toHaveText('H');
    await expect(lab.resultRow('CL')).not.toHaveAttribute('data-critical');
    await expect(lab.flag('HB')).toHaveCount(0);

    // The worklist lists the critical value with the patient's phone
    await app.menuLink('Lab worklist').click();
    await expect(page).toHaveURL(/\/sample-management$/);
    const critical = page.getByTestId('critical-results');
    await expect(critical).toContainText(visit.visitCode);
    await expect(critical).toContainText('Sodium: 170');
    await page
        .getByTestId('worklist-row')
        .filter({ hasText: visit.visitCode })
        .getByRole('link', { name: visit.visitCode })
        .click();
    await expect(page).toHaveURL(new RegExp(`/sample-mngmnt/view/${visit.visitId}$`));
});
