import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../money';
import type { BillItem } from './visitForm';

interface Props {
    items: readonly BillItem[];
    onRemove?: (index: number) => void;
}

/** The tests and packages on the bill, each with its price; removable while the bill is written. */
export const VisitBillTable = ({ items, onRemove }: Props) => {
    const translate = useTranslate();
    if (items.length === 0) {
        return (
            <Typography color="text.secondary" sx={{ py: 2 }} role="status">
                {translate('app.visit.create.no_items')}
            </Typography>
        );
    }
    return (
        <Table size="small" aria-label={translate('app.visit.show.items')} data-testid="bill-items">
            <TableHead>
                <TableRow>
                    <TableCell>{translate('app.visit.show.code')}</TableCell>
                    <TableCell>{translate('app.visit.show.item')}</TableCell>
                    <TableCell align="right">{translate('app.visit.show.price')}</TableCell>
                    {onRemove && <TableCell padding="checkbox" />}
                </TableRow>
            </TableHead>
            <TableBody>
                {items.map((item, index) => (
                    <TableRow key={`${item.kind}:${item.id}`}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.code}</TableCell>
                        <TableCell>
                            {item.name}
                            {item.analytes?.length > 0 && (
                                <Typography
                                    variant="caption"
                                    color="text.secondary"
                                    component="span"
                                    sx={{ display: 'block' }}
                                >
                                    {item.analytes.map(analyte => analyte.code).join(', ')}
                                </Typography>
                            )}
                        </TableCell>
                        <TableCell align="right">{formatMoney(item.price)}</TableCell>
                        {onRemove && (
                            <TableCell padding="checkbox">
                                <IconButton
                                    size="small"
                                    onClick={() => onRemove(index)}
                                    aria-label={translate('app.visit.create.remove', { name: item.name })}
                                >
                                    <DeleteOutline fontSize="small" />
                                </IconButton>
                            </TableCell>
                        )}
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};
