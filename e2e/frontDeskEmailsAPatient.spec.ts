import { EmailPages } from './pages/EmailPages';
import { expect, test } from './support/fixtures';
import { TestSmtpServer } from './support/smtpServer';
import { EMAIL_FROM, SMTP_PORT } from './support/env';
import { letters } from './support/unique';

/** The SMTP server the app delivers to (its SMTP_URL is set by playwright.config.ts): started and stopped here. */
const smtp = new TestSmtpServer(SMTP_PORT);

test.afterAll(() => smtp.stop());

test('the front desk e-mails a patient from their page; with the mail server down the dialog and the outbox say it failed', async ({
    page,
    request,
    signInPage,
    app,
    patients,
    guard,
}) => {
    test.setTimeout(120_000);
    // A refused delivery answers 502, which Chromium logs as a failed resource.
    guard.allowConsoleError(/status of 502/);
    const email = new EmailPages(page);
    const lastName = `Rao${letters()}`;
    const address = `asha.${lastName.toLowerCase()}@example.com`;
    await smtp.start();

    await signInPage.goto();
    await signInPage.signIn();
    await expect(app.menuLink('Patients')).toBeVisible();
    const token = await app.storedToken();
    const registered = await request.post('/api/patient', {
        headers: { Authorization: `Bearer ${token}` },
        data: { firstName: 'Asha', lastName, age: { years: 34 }, email: address, confirmDuplicate: true },
    });
    expect(registered.status()).toBe(201);
    const patient = await registered.json();

    // The patient's page: nothing sent yet; E-mail opens the dialog with To taken from the patient
    await page.goto(`/patient/${patient.id}`);
    await expect(patients.code).toHaveText(patient.code);
    const sentToPatient = page.getByTestId('patient-emails');
    await expect(sentToPatient).toContainText('No e-mails sent to this person yet');
    await page.getByRole('button', { name: 'E-mail' }).first().click();
    await expect(email.dialog).toBeVisible();
    await expect(email.to).toHaveValue(address);
    await expect(email.subject).toHaveValue('');
    await expect(email.message).toHaveValue('');
    await expect(email.template.locator('option')).toHaveText(['-- No Template --', 'Default Welcome']);

    // Default Welcome fills the message with the patient's full name
    await email.template.selectOption({ label: 'Default Welcome' });
    await expect(email.message).toHaveValue(`Dear Asha ${lastName},\n\nWelcome to our service!`);

    // An invalid To is refused beside the field, and nothing is sent
    await email.to.fill('asha@');
    await email.subject.fill('Welcome to Demo Diagnostics');
    await email.send.click();
    await expect(email.dialog.getByText('Enter one valid e-mail address')).toBeVisible();
    await expect(email.result).toHaveCount(0);
    await email.to.fill(address);
    await expect(email.dialog.getByText('Enter one valid e-mail address')).toHaveCount(0);

    // Sending waits for the mail server: 'Sending...' until it has taken the message, then the result line
    smtp.hold();
    await email.send.click();
    await expect(email.send).toHaveText('Sending...');
    await expect(email.send).toBeDisabled();
    smtp.release();
    await expect(email.result).toHaveText('Email sent successfully!');
    await expect(email.send).toHaveText('Send Email');
    await expect.poll(() => smtp.received.length).toBe(1);
    const [mail] = smtp.received;
    expect(mail.to).toEqual([address]);
    expect(mail.raw).toMatch(/^Subject: Welcome to Demo Diagnostics$/m);
    expect(mail.raw).toContain(`From: ${EMAIL_FROM}`);
    expect(mail.raw).toContain(`Dear Asha ${lastName},`);
    expect(mail.raw).toContain('Welcome to our service!');

    // The fixed HTML test message goes to the same address
    await email.test.click();
    await expect.poll(() => smtp.received.length).toBe(2);
    expect(smtp.received[1].raw).toMatch(/^Subject: Test HTML Email$/m);
    expect(smtp.received[1].raw).toMatch(/Content-Type: text\/html/);
    await expect(email.result).toHaveText('Email sent successfully!');
    await email.close();
    await expect(email.dialog).toBeHidden();

    // The patient's page lists both, sent
    const rows = sentToPatient.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Welcome to Demo Diagnostics' }).getByTestId('email-status')).toHaveText(
        'Sent'
    );

    // /email-management: the outbox says delivery goes through SMTP and lists the message as sent; its view shows the text
    await page.goto('/email-management');
    await expect(page.getByTestId('email-delivery')).toContainText('delivered through the SMTP server');
    await page.getByPlaceholder('Search').fill(lastName);
    const welcome = email.outboxRow('Welcome to Demo Diagnostics');
    await expect(welcome).toHaveCount(1);
    await expect(welcome).toContainText(address);
    await expect(welcome).toContainText(`Asha ${lastName}`);
    await expect(welcome.getByTestId('email-status')).toHaveText('Sent');
    await welcome.click();
    await expect(email.messageView.getByTestId('email-message-body')).toHaveText(
        `Dear Asha ${lastName},\n\nWelcome to our service!`
    );
    await expect(email.messageView).toContainText(/250 /);
    await email.messageView.getByRole('button', { name: 'Close' }).click();

    // The mail server goes down: the dialog says it failed, and the outbox keeps a failed row with the reason
    await smtp.stop();
    await page.goto(`/patient/${patient.id}`);
    await page.getByRole('button', { name: 'E-mail' }).first().click();
    await email.template.selectOption({ label: 'Default Welcome' });
    await email.subject.fill('Welcome, second try');
    await email.send.click();
    await expect(email.result).toContainText('Failed to send email.');
    await expect(email.result).toContainText('could not be reached');
    await expect(email.result).not.toContainText('successfully');
    expect(smtp.received).toHaveLength(2);
    await email.close();
    await expect(rows.filter({ hasText: 'Welcome, second try' }).getByTestId('email-status')).toHaveText('Failed');

    await page.goto('/email-management');
    await page.getByPlaceholder('Search').fill(lastName);
    const failed = email.outboxRow('Welcome, second try');
    await expect(failed.getByTestId('email-status')).toHaveText('Failed');

    // Back up, a person resends it from the outbox and it is delivered
    await smtp.start();
    await failed.getByRole('button', { name: 'Resend' }).click();
    await expect(app.toast).toHaveText('E-mail sent again');
    await expect(failed.getByTestId('email-status')).toHaveText('Sent');
    await expect.poll(() => smtp.received.length).toBe(3);
    expect(smtp.received[2].raw).toMatch(/^Subject: Welcome, second try$/m);
});
