import {
    Alert,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    LinearProgress,
    Stack,
    TextField,
    ToggleButton,
    ToggleButtonGroup,
    Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type Identifier, useDataProvider, useTranslate } from 'react-admin';
import { EmptyState } from '../../components/EmptyState';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import type { ProductKind } from '../../providers/domainTypes';
import type { LabDataProvider } from '../../providers/types';
import { PriceListProductsTable } from './PriceListProductsTable';
import { type Selection, selectionPayload, setPrice, toggleAll, toggleProduct } from './productSelection';
import { useSavePrices } from './usePriceListMutations';

interface Props {
    priceListId: Identifier;
    open: boolean;
    onClose: () => void;
}

/** Bulk add: the active products the list does not price yet, searchable, each at its base price unless changed. */
export const PriceListAddProductsDialog = ({ priceListId, open, onClose }: Props) => {
    const translate = useTranslate();
    const titleId = useId();
    const dataProvider = useDataProvider<LabDataProvider>();
    const [text, setText] = useState('');
    const [kind, setKind] = useState<ProductKind | ''>('');
    const [selection, setSelection] = useState<Selection>(new Map());
    const [showInvalid, setShowInvalid] = useState(false);
    const q = useDebouncedValue(text.trim());
    const { data: products = [], isFetching } = useQuery({
        queryKey: ['priceList', 'productsNotInPriceList', priceListId, q, kind],
        queryFn: () => dataProvider.productsNotInPriceList(priceListId, { q, kind: kind || undefined }),
        enabled: open,
    });
    const save = useSavePrices(priceListId, 'app.price_list.added');
    const { items, invalid } = selectionPayload(selection);
    const close = () => {
        setSelection(new Map());
        setShowInvalid(false);
        setText('');
        onClose();
    };
    const submit = () => {
        if (invalid.length > 0) return setShowInvalid(true);
        save.mutate(items, { onSuccess: close });
    };

    return (
        <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby={titleId}>
            <DialogTitle id={titleId}>{translate('app.price_list.add_title')}</DialogTitle>
            <DialogContent dividers sx={{ minHeight: 420 }}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
                    <TextField
                        // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens to search: its search field is the first field
                        autoFocus
                        label={translate('app.price_list.search_products')}
                        value={text}
                        onChange={event => setText(event.target.value)}
                        size="small"
                        variant="outlined"
                        sx={{ flex: 1 }}
                    />
                    <ToggleButtonGroup
                        exclusive
                        size="small"
                        value={kind}
                        onChange={(_event, value) => value !== null && setKind(value)}
                    >
                        <ToggleButton value="">{translate('app.price_list.kind_all')}</ToggleButton>
                        <ToggleButton value="analyte">{translate('app.item_group.kind_analyte')}</ToggleButton>
                        <ToggleButton value="group">{translate('app.item_group.kind_group')}</ToggleButton>
                    </ToggleButtonGroup>
                </Stack>
                {isFetching ? (
                    <LinearProgress />
                ) : (
                    <LinearProgress variant="determinate" value={0} sx={{ visibility: 'hidden' }} />
                )}
                {!isFetching && products.length === 0 ? (
                    <EmptyState title="app.price_list.nothing_to_add" />
                ) : (
                    <PriceListProductsTable
                        products={products}
                        selection={selection}
                        invalid={showInvalid ? invalid : []}
                        onToggle={product => setSelection(current => toggleProduct(current, product))}
                        onToggleAll={() => setSelection(current => toggleAll(current, products))}
                        onPrice={(key, price) => setSelection(current => setPrice(current, key, price))}
                    />
                )}
                {showInvalid && invalid.length > 0 && (
                    <Alert severity="error" sx={{ mt: 1 }}>
                        {translate('app.price_list.prices_invalid', { smart_count: invalid.length })}
                    </Alert>
                )}
            </DialogContent>
            <DialogActions>
                <Typography sx={{ flex: 1, pl: 2 }} color="text.secondary">
                    {translate('app.price_list.selected', { smart_count: selection.size })}
                </Typography>
                <Button onClick={close}>{translate('ra.action.cancel')}</Button>
                <Button variant="contained" onClick={submit} disabled={selection.size === 0 || save.isPending}>
                    {translate('app.price_list.add_selected', { smart_count: selection.size })}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
