import { Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** Which price list the bill uses: the referrer's, else the organisation's default. */
export const VisitPriceListNote = () => {
    const translate = useTranslate();
    const referrerId = useWatch({ name: 'referrerId' }) as string | null | undefined;
    const { data: referrer } = useGetOne('refferal', { id: referrerId ?? '' }, { enabled: Boolean(referrerId) });
    const priceListId = referrer?.priceListId as string | undefined;
    const { data: priceList } = useGetOne('priceList', { id: priceListId ?? '' }, { enabled: Boolean(priceListId) });
    const name = priceList?.name ?? translate('app.visit.create.default_price_list');
    return (
        <Typography variant="body2" color="text.secondary" data-testid="visit-price-list" sx={{ mt: -1, mb: 1 }}>
            {translate('app.visit.create.price_list', { name })}
        </Typography>
    );
};
