import { expect, test } from './support/fixtures';

/** Letters only, so that the name is the person's own on every run against a reused server. */
const suffix = () => Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

const isoDay = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

test('the front desk registers a patient, is warned about a duplicate phone, and finds the patient again', async ({
    page,
    signInPage,
    app,
    patients,
    guard,
}) => {
    // The duplicate warning is a 409 answer, which the browser logs.
    guard.allowConsoleError(/status of 409/);
    const lastName = `Iyer${suffix()}`;
    const phone = `9${String(Date.now()).slice(-9)}`;
    const born = new Date();
    born.setFullYear(born.getFullYear() - 34);

    await signInPage.goto();
    await signInPage.signIn();
    await app.menuLink('Patients').click();
    await expect(page).toHaveURL(/\/patient$/);

    // Register: the prefix gives the gender, the age gives the date of birth
    await page.getByRole('link', { name: 'Register patient' }).click();
    await expect(page).toHaveURL(/\/patient\/create$/);
    await patients.fill({
        prefix: 'Mrs.',
        firstName: 'Priyanka',
        lastName,
        ageYears: '34',
        phone,
        email: 'priyanka@example.com',
    });
    await expect(patients.combobox('Gender')).toHaveText('Female');
    await expect(page.getByLabel('Date of Birth')).toHaveValue(isoDay(born));
    await patients.save();
    await expect(app.toast).toHaveText('Element created');
    await expect(page).toHaveURL(/\/patient\/[0-9a-f-]{36}$/);
    const firstUrl = page.url();
    await expect(patients.name).toHaveText(`Mrs. Priyanka ${lastName}`);
    await expect(patients.code).toHaveText(/^P-\d{6,}$/);
    const code = (await patients.code.textContent())!;
    await expect(page.getByText(`+91 ${phone}`)).toBeVisible();
    await expect(page.getByText('34 Y')).toBeVisible();
    await expect(patients.visits).toContainText('No visits yet');

    // Someone else with the same phone: the warning names the first patient, who can be opened
    await page.goto('/patient/create');
    await patients.fill({ firstName: 'Ravi', lastName: `Kumar${suffix()}`, dateOfBirth: '1990-05-17', phone });
    await patients.save();
    await expect(patients.duplicateWarning).toBeVisible();
    await expect(patients.duplicateMatch(code)).toContainText(`Priyanka ${lastName}`);
    await expect(patients.duplicateMatch(code)).toContainText(`+91 ${phone}`);
    await expect(patients.duplicateMatch(code)).toContainText('Same phone number');
    await patients.duplicateMatch(code).getByRole('link', { name: 'Open existing patient' }).click();
    await expect(page).toHaveURL(firstUrl);
    await expect(patients.code).toHaveText(code);

    // Registering anyway sends the form again, confirmed, and gives a new code
    await page.goto('/patient/create');
    await patients.fill({ firstName: 'Ravi', lastName: `Kumar${suffix()}`, dateOfBirth: '1990-05-17', phone });
    await patients.save();
    await expect(patients.duplicateWarning).toBeVisible();
    await patients.duplicateWarning.getByRole('button', { name: 'Register anyway' }).click();
    await expect(app.toast).toHaveText('Element created');
    await expect(page).toHaveURL(/\/patient\/[0-9a-f-]{36}$/);
    await expect(patients.code).not.toHaveText(code);

    // The finder tolerates a typo in the name and opens the patient
    await patients.find(`priyanca ${lastName}`, code);
    await expect(page).toHaveURL(firstUrl);
    await expect(patients.name).toHaveText(`Mrs. Priyanka ${lastName}`);

    // The list finds the patient by code, and the page survives a reload
    await app.menuLink('Patients').click();
    await patients.search.fill(code);
    await expect(patients.rows).toHaveCount(1);
    await expect(patients.rows.first()).toContainText(`Mrs. Priyanka ${lastName}`);
    await expect(patients.rows.first()).toContainText('34 Y');
    await patients.rows.first().click();
    await expect(page).toHaveURL(firstUrl);
    await page.reload();
    await expect(patients.code).toHaveText(code);
});
