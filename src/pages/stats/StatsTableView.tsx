import { Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { type Cell, cellText, type StatsTable } from './statsTable';

const CellContent = ({ cell }: { cell: Cell }) =>
    cell !== null && typeof cell === 'object' ? (
        <Link component={RouterLink} to={cell.to}>
            {cell.text}
        </Link>
    ) : (
        <>{cellText(cell)}</>
    );

/** A widget's rows as a table: the list widgets' visible table, and the charts' alternative for screen readers. */
export const StatsTableView = ({ table, caption }: { table: StatsTable; caption: string }) => {
    const translate = useTranslate();
    return (
        <Table size="small" aria-label={caption}>
            <TableHead>
                <TableRow>
                    {table.columns.map(column => (
                        <TableCell key={column} scope="col">
                            {translate(column, { _: column })}
                        </TableCell>
                    ))}
                </TableRow>
            </TableHead>
            <TableBody>
                {table.rows.map((row, r) => (
                    <TableRow key={r}>
                        {row.map((cell, c) => (
                            <TableCell key={c} align={typeof cell === 'number' ? 'right' : 'left'}>
                                <CellContent cell={cell} />
                            </TableCell>
                        ))}
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};
