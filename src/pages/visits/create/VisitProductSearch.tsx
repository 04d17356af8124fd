import { Autocomplete, Box, Chip, TextField, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { VisitProduct } from '../../../providers/visitTypes';
import { formatMoney } from '../money';
import { useVisitProducts } from './useVisitProducts';

interface Props {
    isOnBill: (product: VisitProduct) => boolean;
    onAdd: (product: VisitProduct) => void;
}

/** Type a code or a name; Enter adds the highlighted test or package and the box is ready for the next. */
export const VisitProductSearch = ({ isOnBill, onAdd }: Props) => {
    const translate = useTranslate();
    const input = useRef<HTMLInputElement>(null);
    const referrerId = useWatch({ name: 'referrerId' }) as string | null | undefined;
    const [text, setText] = useState('');
    const { data = [], isFetching, enabled, settled } = useVisitProducts(text, referrerId);
    const options = enabled && settled ? data.filter(product => !isOnBill(product)) : [];

    return (
        <Autocomplete<VisitProduct, false, false, false>
            options={options}
            filterOptions={all => all}
            getOptionLabel={product => `${product.code} ${product.name}`}
            getOptionKey={product => `${product.kind}:${product.id}`}
            value={null}
            inputValue={text}
            onInputChange={(_event, value, reason) => reason !== 'reset' && setText(value)}
            onChange={(_event, product) => {
                if (!product) return;
                onAdd(product);
                setText('');
                input.current?.focus();
            }}
            autoHighlight
            blurOnSelect={false}
            clearOnBlur={false}
            loading={isFetching}
            noOptionsText={translate(enabled ? 'app.visit.create.no_products' : 'app.visit.create.type_more')}
            renderOption={({ key, ...props }, product) => (
                <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                    <Typography variant="body2" component="span" sx={{ fontWeight: 600, minWidth: 70 }}>
                        {product.code}
                    </Typography>
                    <Typography variant="body2" component="span" sx={{ flex: 1 }}>
                        {product.name}
                        {product.groupKind && (
                            <Chip
                                size="small"
                                variant="outlined"
                                sx={{ ml: 1 }}
                                label={translate('app.visit.create.analytes', { smart_count: product.analytes.length })}
                            />
                        )}
                    </Typography>
                    <Typography variant="body2" component="span">
                        {formatMoney(product.price)}
                    </Typography>
                </Box>
            )}
            renderInput={params => (
                <TextField
                    {...params}
                    inputRef={input}
                    label={translate('app.visit.create.product_search')}
                    placeholder={translate('app.visit.create.product_placeholder')}
                />
            )}
        />
    );
};
