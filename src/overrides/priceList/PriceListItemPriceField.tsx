import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, ButtonBase, TextField } from '@mui/material';
import { type KeyboardEvent, useState } from 'react';
import { type Identifier, NumberField, useRecordContext, useTranslate } from 'react-admin';
import { parsePrice } from '../../lib/decimalInput';
import type { PriceListItem } from '../../providers/domainTypes';
import { useSavePrices } from './usePriceListMutations';

const money = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** The price, edited in place: click (or Enter) to edit, Enter saves, Esc cancels. */
/** `source` and `label` are read by the Datagrid for the column's header and sorting. */
export const PriceListItemPriceField = ({
    priceListId,
}: {
    priceListId: Identifier;
    source?: string;
    label?: string;
}) => {
    const translate = useTranslate();
    const record = useRecordContext<PriceListItem>();
    const [text, setText] = useState<string | null>(null);
    const save = useSavePrices(priceListId, 'app.price_list.price_saved');
    if (!record) return null;
    const label = translate('app.price_list.price_of', { name: record.name });
    const price = text === null ? null : parsePrice(text);
    const invalid = text !== null && price === null;

    const onKeyDown = (event: KeyboardEvent) => {
        if (event.key === 'Escape') {
            event.preventDefault();
            setText(null);
        } else if (event.key === 'Enter') {
            event.preventDefault();
            if (price === null) return;
            if (price === record.price) return setText(null);
            save.mutate([{ kind: record.kind, id: String(record.id), price }], { onSuccess: () => setText(null) });
        }
    };

    if (text === null) {
        return (
            <ButtonBase
                onClick={() => setText(String(record.price))}
                aria-label={label}
                sx={{
                    gap: 0.5,
                    px: 1,
                    py: 0.5,
                    borderRadius: 1,
                    '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
                }}
            >
                <NumberField source="price" options={money} />
                <EditOutlined fontSize="inherit" color="action" />
            </ButtonBase>
        );
    }
    return (
        <Box onClick={event => event.stopPropagation()}>
            <TextField
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the field replaces the price the user just chose to edit
                autoFocus
                value={text}
                onChange={event => setText(event.target.value)}
                onKeyDown={onKeyDown}
                onBlur={() => !save.isPending && setText(null)}
                onFocus={event => event.target.select()}
                error={invalid}
                helperText={translate(invalid ? 'app.price_list.price_invalid' : 'app.price_list.price_keys')}
                disabled={save.isPending}
                size="small"
                variant="outlined"
                slotProps={{ htmlInput: { 'aria-label': label, inputMode: 'decimal' } }}
                sx={{ width: 150 }}
            />
        </Box>
    );
};
