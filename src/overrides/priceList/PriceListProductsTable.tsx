import { Checkbox, Chip, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Product } from '../../providers/domainTypes';
import { productKey, type Selection } from './productSelection';

interface Props {
    products: Product[];
    selection: Selection;
    invalid: readonly string[];
    onToggle: (product: Product) => void;
    onToggleAll: () => void;
    onPrice: (key: string, price: string) => void;
}

const money = (value: number) =>
    value.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Products not in the list yet: tick to add; a ticked one takes a price (its base price to start). */
export const PriceListProductsTable = ({ products, selection, invalid, onToggle, onToggleAll, onPrice }: Props) => {
    const translate = useTranslate();
    const ticked = products.filter(product => selection.has(productKey(product))).length;
    return (
        <Table size="small" stickyHeader aria-label={translate('app.price_list.add_title')}>
            <TableHead>
                <TableRow>
                    <TableCell padding="checkbox">
                        <Checkbox
                            checked={products.length > 0 && ticked === products.length}
                            indeterminate={ticked > 0 && ticked < products.length}
                            onChange={onToggleAll}
                            slotProps={{ input: { 'aria-label': translate('app.price_list.select_shown') } }}
                        />
                    </TableCell>
                    <TableCell>{translate('resources.priceListItem.fields.code')}</TableCell>
                    <TableCell>{translate('resources.priceListItem.fields.name')}</TableCell>
                    <TableCell>{translate('resources.priceListItem.fields.kind')}</TableCell>
                    <TableCell align="right">{translate('resources.priceListItem.fields.basePrice')}</TableCell>
                    <TableCell align="right">{translate('resources.priceListItem.fields.price')}</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {products.map(product => {
                    const key = productKey(product);
                    const entry = selection.get(key);
                    const label = `${product.code} ${product.name}`;
                    return (
                        <TableRow key={key} hover selected={Boolean(entry)} data-testid="product-row">
                            <TableCell padding="checkbox">
                                <Checkbox
                                    checked={Boolean(entry)}
                                    onChange={() => onToggle(product)}
                                    slotProps={{ input: { 'aria-label': label } }}
                                />
                            </TableCell>
                            <TableCell>{product.code}</TableCell>
                            <TableCell>{product.name}</TableCell>
                            <TableCell>
                                <Chip size="small" label={translate(`app.item_group.kind_${product.kind}`)} />
                            </TableCell>
                            <TableCell align="right">{money(product.basePrice)}</TableCell>
                            <TableCell align="right" sx={{ width: 150 }}>
                                {entry && (
                                    <TextField
                                        value={entry.price}
                                        onChange={event => onPrice(key, event.target.value)}
                                        error={invalid.includes(key)}
                                        size="small"
                                        variant="outlined"
                                        slotProps={{
                                            htmlInput: {
                                                'aria-label': translate('app.price_list.price_of', {
                                                    name: product.name,
                                                }),
                                                inputMode: 'decimal',
                                            },
                                        }}
                                    />
                                )}
                            </TableCell>
                        </TableRow>
                    );
                })}
            </TableBody>
        </Table>
    );
};
