import { CENTRE, CourierPages } from './pages/CourierPages';
import { LabPages } from './pages/LabPages';
import { expect, test } from './support/fixtures';
import { letters } from './support/unique';

const digits = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

test('a courier carries two samples from a collection centre to the laboratory; one is missing on arrival and found', async ({
    page,
    request,
    signInPage,
    app,
    guard,
}) => {
    test.slow();
    // scanning a barcode nobody printed (404) or one already packed (409) is refused on purpose
    guard.allowConsoleError(/status of (404|409)/);
    const courierPages = new CourierPages(page);
    const tag = letters(5);
    const courierName = `Ravi ${tag}`;

    // Two samples (a gold-top and a lavender tube) collected at the Jayanagar centre, through the API
    await signInPage.goto();
    await signInPage.signIn();
    await expect(app.menuLink('Courier management')).toBeVisible();
    const token = await app.storedToken();
    const { centre } = await CourierPages.nodes(request, token);
    await CourierPages.createCourier(request, token, courierName);
    const visit = await LabPages.createVisit(request, {
        token,
        analytes: ['NA', 'HB'],
        patient: { firstName: 'Lakshmi', lastName: `Rao ${tag}`, phone: digits() },
        nodeId: centre,
    });
    expect(visit.barcodes).toHaveLength(2);
    await CourierPages.collectAll(request, token, visit.visitId);
    const [first, second] = visit.barcodes;

    // At the centre, on a phone: a new shipment to the main laboratory with the courier
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/courier-management');
    await expect(courierPages.newShipment).toBeVisible();
    // other journeys may have added centres: the packer picks their own
    await courierPages.choose('From', CENTRE);
    await expect(courierPages.select('From')).toContainText(CENTRE);
    await courierPages.choose('Courier', courierName);
    await courierPages.button('Start packing').click();
    await expect(page).toHaveURL(/\?shipment=/);
    await expect(courierPages.state('Packed')).toBeVisible();

    // The centre's collected tubes wait to be packed; the scanner types each barcode and presses Enter
    await expect(courierPages.packable).toContainText(second);
    await courierPages.scan('NOT-A-BARCODE');
    await expect(page.getByRole('alert').filter({ hasText: 'No sample has the barcode NOT-A-BARCODE' })).toBeVisible();
    await courierPages.scan(first);
    await expect(page.getByRole('status').filter({ hasText: `Sample ${first} added` })).toBeVisible();
    await expect(courierPages.scanBox).toHaveValue('');
    await courierPages.scan(second);
    await expect(courierPages.samples.getByRole('listitem')).toHaveCount(2);
    await expect(courierPages.packable).not.toContainText(second);
    await courierPages.scan(first);
    await expect(
        page.getByRole('alert').filter({ hasText: `Sample ${first} is already in this shipment` })
    ).toBeVisible();

    // Hand over to the courier, with the box temperature; the courier sets off
    await courierPages.field('Place').fill('Jayanagar front desk');
    await courierPages.field('Box temperature (°C)').fill('6');
    await courierPages.button('Hand over to courier').click();
    await expect(courierPages.state('Handed over')).toBeVisible();
    await courierPages.button('Set off (in transit)').click();
    await expect(courierPages.state('In transit')).toBeVisible();
    const shipmentUrl = page.url();

    // The samples show "in transit" on the visit's sample page
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/sample-mngmnt/view/${visit.visitId}`);
    await expect(page.getByText(/^In transit \(SH-\d{6}\)$/)).toHaveCount(2);

    // At the laboratory's reception: one tube is not in the box
    await page.goto(shipmentUrl);
    await courierPages.choose(second, 'Missing');
    await courierPages.field('Box temperature (°C)').fill('7');
    await courierPages.button('Receive at the laboratory').click();
    await expect(courierPages.state('Received')).toBeVisible();
    await expect(page.getByText('With discrepancies')).toBeVisible();
    const missing = courierPages.discrepancies.getByRole('listitem').filter({ hasText: second });
    await expect(missing).toContainText('Missing');

    // It turns up under the ice pack: found, and received into the laboratory
    await missing.getByRole('textbox', { name: 'Note' }).fill('Under the ice pack');
    await missing.getByRole('button', { name: 'Found', exact: true }).click();
    await expect(courierPages.discrepancies).toContainText('Every discrepancy is resolved.');
    await expect(courierPages.custody).toContainText('Packed');
    await expect(courierPages.custody).toContainText('Handed over');
    await expect(courierPages.custody).toContainText('Jayanagar front desk');
    await expect(courierPages.custody).toContainText('6 °C');
    await expect(courierPages.custody).toContainText('Found');

    // The manifest prints alone: barcodes, patient, count and signature lines
    await page.emulateMedia({ media: 'print' });
    await expect(courierPages.manifest).toBeVisible();
    await expect(courierPages.manifest).toContainText(visit.patientName);
    await expect(courierPages.manifest).toContainText('Samples: 2');
    await expect(courierPages.manifest).toContainText('Courier (name, signature, time)');
    await expect(courierPages.manifest.getByRole('img', { name: first })).toBeVisible();
    await expect(courierPages.custody).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    // Both samples are now with the laboratory
    const samples = await request.get(`/api/sample-management/visit/${visit.visitId}`, {
        headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await samples.json()).samples as { status: string }[]).map(sample => sample.status)).toEqual([
        'received',
        'received',
    ]);
});
