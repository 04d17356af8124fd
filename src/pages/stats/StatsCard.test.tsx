import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { StatsCard } from './StatsCard';
import { StatsI18n } from './StatsI18n';
import type { StatsTable } from './statsTable';

const table: StatsTable = {
    columns: ['app.stats.columns.patient', 'app.stats.columns.visits'],
    rows: [[{ text: 'Asha Rao', to: '/patient/p1' }, 3]],
};

type Props = Partial<Parameters<typeof StatsCard>[0]>;

/** The widget as the browser first gets it, in the English catalogue with the dashboards' texts. */
const render = (props: Props) =>
    renderToStaticMarkup(
        <MemoryRouter>
            <StatsI18n>
                <StatsCard
                    title="app.stats.patient.frequent"
                    csvName="frequent-patients"
                    isPending={false}
                    emptyText="app.stats.empty_period"
                    {...props}
                />
            </StatsI18n>
        </MemoryRouter>
    ).replace(/<style[^>]*>.*?<\/style>/gs, '');

describe('a dashboard widget', () => {
    it('shows a skeleton while it loads, and nothing to download yet', () => {
        const html = render({ isPending: true });
        expect(html).toContain('MuiSkeleton');
        expect(html).not.toContain('<table');
        expect(html).not.toContain('as CSV');
    });

    it('says what failed in the spec §8 words', () => {
        const error = Object.assign(new Error('app.http.internal_server_error'), { status: 500 });
        expect(render({ error, table })).toContain('Internal Server Error');
        const noResponse = Object.assign(new Error('app.http.no_response'), { status: 0 });
        expect(render({ error: noResponse })).toContain('No response from server');
    });

    it('says what to do when there is nothing to show', () => {
        const html = render({ table: { ...table, rows: [] }, empty: true });
        expect(html).toContain('Nothing to show yet');
        expect(html).toContain('No visits in this period or node. Choose a longer period, or All nodes, above.');
        expect(html).not.toContain('as CSV');
    });

    it('draws the chart for the eyes and the same rows as a table for screen readers, with a CSV to download', () => {
        const html = render({ table, chart: <svg data-testid="chart" /> });
        expect(html).toMatch(/<div [^>]*aria-hidden="true"><svg data-testid="chart"/);
        expect(html).toContain('aria-label="Frequent patients"');
        expect(html).toMatch(/<th [^>]*scope="col">Patient<\/th>/);
        expect(html).toContain('<a class="MuiTypography-root MuiTypography-inherit MuiLink-root');
        expect(html).toContain('href="/patient/p1"');
        expect(html).toContain('aria-label="Download Frequent patients as CSV"');
    });

    it('shows a list widget as its table', () => {
        const html = render({ table });
        expect(html).not.toMatch(/<div [^>]*aria-hidden="true">/);
        expect(html).toContain('>Asha Rao</a>');
    });
});
