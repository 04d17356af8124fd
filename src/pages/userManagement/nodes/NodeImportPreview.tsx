import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { NODE_CSV_COLUMNS, type NodeCsvRow } from './nodeCsv';

/** A row's problems, from the reading here and from the server's answer (`row` counts from 1 like the preview). */
export type RowMessages = ReadonlyMap<number, string[]>;

/** The rows about to be created, each with its problems beside it. */
export const NodeImportPreview = ({ rows, messages }: { rows: readonly NodeCsvRow[]; messages: RowMessages }) => {
    const translate = useTranslate();
    return (
        <TableContainer sx={{ maxHeight: 480 }}>
            <Table
                size="small"
                stickyHeader
                aria-label={translate('app.userManagement.node_import.preview', { smart_count: rows.length })}
            >
                <TableHead>
                    <TableRow>
                        <TableCell>{translate('app.userManagement.node_import.row')}</TableCell>
                        {NODE_CSV_COLUMNS.map(column => (
                            <TableCell key={column}>{translate(`resources.cluster.fields.${column}`)}</TableCell>
                        ))}
                        <TableCell>{translate('app.userManagement.node_import.problems')}</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {rows.map(row => {
                        const problems = messages.get(row.row) ?? [];
                        return (
                            <TableRow
                                key={row.row}
                                data-testid={`import-row-${row.row}`}
                                aria-invalid={problems.length > 0}
                                sx={
                                    problems.length
                                        ? { bgcolor: 'error.light', '& td': { color: 'error.contrastText' } }
                                        : undefined
                                }
                            >
                                <TableCell>{row.row}</TableCell>
                                {NODE_CSV_COLUMNS.map(column => (
                                    <TableCell key={column}>{row.cells[column] ?? ''}</TableCell>
                                ))}
                                <TableCell>
                                    {problems.map(problem => (
                                        <Typography key={problem} variant="body2">
                                            {problem}
                                        </Typography>
                                    ))}
                                </TableCell>
                            </TableRow>
                        );
                    })}
                </TableBody>
            </Table>
        </TableContainer>
    );
};
