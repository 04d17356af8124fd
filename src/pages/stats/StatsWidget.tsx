import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { StatsCard } from './StatsCard';
import type { StatsTable } from './statsTable';
import { type AnswerOf, type QueryOf, type StatsCallName, useStatsQuery } from './useStatsQuery';
import { isAllZero, type Translate } from './visitStatsAdapters';

interface Props<N extends StatsCallName> {
    call: N;
    query: QueryOf<N>;
    /** Translation key of the title. */
    title: string;
    csvName: string;
    period?: { from?: string; to?: string };
    emptyText: string;
    table: (data: AnswerOf<N>, translate: Translate) => StatsTable;
    chart?: (table: StatsTable, data: AnswerOf<N>, translate: Translate) => ReactNode;
    header?: (data: AnswerOf<N>, translate: Translate) => ReactNode;
    /** Lists are empty without rows; charts also when every figure is zero. */
    emptyWhen?: 'no-rows' | 'all-zero';
}

/** A dashboard widget that loads its own statistics call and draws it (chart, table, CSV). */
export const StatsWidget = <N extends StatsCallName>(props: Props<N>) => {
    const translate = useTranslate() as Translate;
    const { data, isPending, error } = useStatsQuery(props.call, props.query);
    const table = data === undefined ? undefined : props.table(data, translate);
    const empty =
        table !== undefined && (table.rows.length === 0 || (props.emptyWhen === 'all-zero' && isAllZero(table)));
    return (
        <StatsCard
            title={props.title}
            csvName={props.csvName}
            period={props.period}
            isPending={isPending}
            error={error}
            table={table}
            empty={empty}
            emptyText={props.emptyText}
            header={data !== undefined && props.header?.(data, translate)}
            chart={table && data !== undefined && props.chart?.(table, data, translate)}
        />
    );
};
