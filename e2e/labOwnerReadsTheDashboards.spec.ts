import { StatsPages } from './pages/StatsPages';
import { expect, test } from './support/fixtures';
import { letters } from './support/unique';

test('the lab owner reads the home screen, the visit and the patient dashboards, downloads a widget and follows figures to their lists', async ({
    page,
    request,
    signInPage,
    app,
}) => {
    test.setTimeout(120_000);
    const stats = new StatsPages(page);
    await signInPage.goto();
    await signInPage.signIn();
    await expect(app.menuLink('Visit statistics')).toBeVisible();
    await expect(app.menuLink('Patient statistics')).toBeVisible();

    // A collection centre of its own with a referral partner: two patients, three visits today
    const token = await app.storedToken();
    const headers = { Authorization: `Bearer ${token}` };
    const tag = letters(5, true);
    const fixture = await StatsPages.createFixture(request, {
        token,
        nodeCode: `ST${tag}`,
        nodeName: `Stats centre ${tag}`,
        partnerName: `Dr. Dash ${letters()}`,
        lastName: `Dash${letters()}`,
        analyte: 'FBS',
    });
    const [meera, arjun] = fixture.patients;
    const visits = fixture.patients.flatMap(p => p.visits);
    const billed = visits.reduce((sum, v) => sum + v.net, 0);

    // Home: today's visits as the API counts them (the whole lab), a link to the visit list of today
    const periods = (await (await request.get('/api/visit/visit-periodical-stats', { headers })).json()) as {
        period: string;
        from: string;
        current: { visits: number };
    }[];
    const today = periods.find(p => p.period === 'today')!;
    expect(today.current.visits).toBeGreaterThanOrEqual(3);
    await page.goto('/');
    await expect(stats.homeFigure('home-visits-today-value')).toHaveText(String(today.current.visits));
    await expect(stats.homeFigure('home-stage-toCollect-value')).toHaveText(/^\d+$/);
    await expect(stats.widget('Dues')).toBeVisible();
    await expect(stats.widget('Critical results to verify')).toBeVisible();

    // Visit statistics for the centre: exact figures, and one widget's CSV
    await app.menuLink('Visit statistics').click();
    await expect(page).toHaveURL(/\/stats\/visit/);
    await stats.chooseNode(fixture.node.name);
    await expect(page).toHaveURL(new RegExp(`nodeId=${fixture.node.id}`));
    const byPeriod = stats.widget('Visits by period');
    await expect(byPeriod.getByTestId('period-today').getByTestId('period-visits')).toHaveText('3 visits');
    const latest = stats.widget('Latest visits');
    for (const visit of visits) await expect(latest.getByRole('link', { name: visit.code })).toBeVisible();
    const referrers = stats.widget('Top referrers by visits');
    await expect(referrers.getByRole('table')).toContainText(fixture.partner.name);
    const csv = await stats.downloadCsv('Top referrers by visits');
    expect(csv.name).toMatch(/^top-visit-referrers_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.text).toBe(`Referrer,Visits,Patients,Billed\n${fixture.partner.name},3,2,${billed}`);
    const hourly = await stats.downloadCsv('Visits by hour of the day');
    const perHour = hourly.text.split('\n').slice(1);
    expect(perHour).toHaveLength(24);
    expect(perHour.reduce((sum, line) => sum + Number(line.split(',')[1]), 0)).toBe(3);

    // Patient statistics for the centre: who came back, and who sent them
    await page.goto(`/stats/patient?nodeId=${fixture.node.id}`);
    const frequent = stats.widget('Frequent patients').getByRole('row');
    await expect(frequent.nth(1)).toContainText(meera.fullName);
    await expect(frequent.nth(1).getByRole('cell').nth(2)).toHaveText('2');
    await expect(frequent.nth(2)).toContainText(arjun.fullName);
    await expect(frequent).toHaveCount(3);
    const sent = stats.widget('Top referrers by patients').getByRole('row').filter({ hasText: fixture.partner.name });
    await expect(sent.getByRole('cell')).toHaveText([fixture.partner.name, 'Doctor', '2', '2', '3']);
    await expect(stats.widget('Patients seen lately').getByRole('link', { name: arjun.fullName })).toBeVisible();

    // A record in a list opens its page
    await stats.widget('Frequent patients').getByRole('link', { name: meera.fullName }).click();
    await expect(page).toHaveURL(new RegExp(`/patient/${meera.id}$`));

    // A figure on the home screen opens the list it counts
    await page.goto('/');
    await stats.homeFigure('home-visits-today').click();
    await expect(page).toHaveURL(/\/visit\?/);
    const filter = JSON.parse(new URL(page.url()).searchParams.get('filter')!);
    expect(filter).toEqual({ from: today.from, to: today.from });
    const again = meera.visits[1].code;
    await page.getByPlaceholder('Search visit code, patient name, code or phone').fill(again);
    const found = page.locator('.RaDatagrid-table tbody tr').filter({ hasText: again });
    await expect(found).toHaveCount(1);
    await expect(found).toContainText(meera.fullName);

    // The criticals figure opens the worklist on the visits it counts, whatever their date
    const [critical] = arjun.visits;
    await StatsPages.enterResults(request, token, critical.id, '450');
    const open = (await (await request.get('/api/stats/critical-results', { headers })).json()) as { visits: number };
    await page.goto('/');
    await stats.homeFigure('home-critical-results').click();
    await expect(page).toHaveURL(/\/sample-management\?critical=1$/);
    const chip = page.getByRole('button', { name: 'Unverified critical values' });
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    const rows = page.getByTestId('worklist-row');
    await expect(rows).toHaveCount(open.visits);
    await expect(rows.filter({ hasText: critical.code })).toContainText(arjun.fullName);
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
});
