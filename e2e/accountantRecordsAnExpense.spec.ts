import { readFile } from 'node:fs/promises';
import { ExpensePages } from './pages/ExpensePages';
import { ReportJourneyPages } from './pages/ReportJourneyPages';
import { expect, test } from './support/fixtures';
import { letters } from './support/unique';

/** A 1×1 PNG: what a phone photo of a till slip is to the server (checked by its bytes). */
const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64'
);

test('an accountant records an expense with its receipt; above the threshold it waits for the administrator, then shows in the monthly chart and the CSV', async ({
    page,
    request,
    signInPage,
    app,
    guard,
}) => {
    test.setTimeout(120_000);
    // Signing out with the expense list open: its category filter and threshold refetch once without a token.
    guard.allowConsoleError(/status of 401/);
    const expenses = new ExpensePages(page);
    const vendor = `Siemens Service ${letters()}`;

    // The administrator sets the approval threshold and adds an accountant
    await signInPage.goto();
    await signInPage.signIn();
    await expect(app.menuLink('Expenses')).toBeVisible();
    await expenses.goto();
    await expenses.setThreshold('10000');
    await expect(expenses.threshold).toHaveText(/Expenses above 10000\.00 need approval/);
    const accountant = await ReportJourneyPages.createStaff(request, await app.storedToken(), {
        firstName: 'Anita',
        lastName: `Shah${letters()}`,
        email: `accounts-${Date.now()}@demo.lab`,
        role: 'Accountant',
        password: 'Accounts-Own-Pass-1',
    });
    await app.signOut();

    // The accountant records a service visit of 18,500.75 with the till slip: it waits for approval
    await signInPage.signIn(accountant.email, accountant.password);
    await expect(app.menuLink('Expenses')).toBeVisible();
    await app.menuLink('Expenses').click();
    await expect(page).toHaveURL(/\/expense-tracker$/);
    await expenses.record({
        category: 'Equipment maintenance',
        node: 'Main laboratory',
        paymentMode: 'Cash',
        amount: '18500.75',
        vendor,
        referenceNo: 'SR-4471',
        description: 'Analyser preventive maintenance',
        receipt: { name: 'service-slip.png', mimeType: 'image/png', buffer: PNG },
    });
    const row = expenses.row(vendor);
    await expect(row).toContainText('Pending approval');
    await expect(row).toContainText('18,500.75');
    await expect(row.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await row.getByRole('button', { name: 'View receipt' }).click();
    await expect(expenses.receiptDialog.getByRole('img', { name: 'Receipt: service-slip.png' })).toBeVisible();
    await expenses.receiptDialog.getByRole('button', { name: 'Close' }).click();
    await app.signOut();

    // The administrator approves it; it is locked (no Edit) and can only be reversed
    await signInPage.signIn();
    await expect(app.menuLink('Expenses')).toBeVisible();
    await expenses.goto();
    await expenses.approve(vendor);
    await expect(row).toContainText('Approved');
    await expect(row.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Reverse' })).toBeVisible();

    // The CSV has the entry, approved, with its receipt's name
    const [download] = await Promise.all([page.waitForEvent('download'), expenses.exportButton.click()]);
    const csv = await readFile(await download.path(), 'utf8');
    const line = csv.split('\n').find(l => l.includes(vendor));
    expect(line).toContain('Equipment maintenance');
    expect(line).toContain('18500.75');
    expect(line).toContain('approved');
    expect(line).toContain('service-slip.png');

    // The monthly summary charts it under its category and its node, and sets it against the collections
    await expenses.openSummary();
    await expect(expenses.categoryChart).toContainText('Equipment maintenance');
    await expect(expenses.nodeChart).toContainText('Main laboratory');
    const month = new Date().toLocaleDateString('en-CA').slice(0, 7);
    await expect(
        expenses.incomeTable.getByRole('row').filter({ hasText: month }).filter({ hasText: 'Main laboratory' })
    ).toContainText('18,500.75');
});
