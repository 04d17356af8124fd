/**
 * English texts of the dashboards that the first screen needs: the menu and the home screen's figures. The
 * /stats pages' own texts are in pages/stats/enStatsPages.ts, loaded with those pages (StatsI18n).
 */
export const statsMessages = {
    stats: {
        visit: { menu: 'Visit statistics' },
        patient: { menu: 'Patient statistics' },
        home: {
            today: 'Today',
            visits_today: 'visits today',
            billed_today: 'billed today',
            waiting: 'waiting for a sample',
            collections: "Today's collections",
            collected_today: 'collected today',
            no_payments: 'No payments yet today.',
            payments: '%{smart_count} payment |||| %{smart_count} payments',
            dues: 'Dues',
            dues_total: 'owed by %{smart_count} visit |||| owed by %{smart_count} visits',
            days_range: '%{from}–%{to} days',
            days_over: 'over %{over} days',
            pipeline: 'Samples in the pipeline',
            stage: {
                toCollect: 'to collect',
                collected: 'collected',
                inTransit: 'in transit',
                inLab: 'in the lab',
                toVerify: 'to verify',
            },
            tat: 'Past turnaround time',
            tat_results: 'results, in %{smart_count} visit |||| results, in %{smart_count} visits',
            overdue: '%{smart_count} hour overdue |||| %{smart_count} hours overdue',
            criticals: 'Critical results to verify',
            critical_results:
                'critical results, in %{smart_count} visit |||| critical results, in %{smart_count} visits',
        },
    },
};
