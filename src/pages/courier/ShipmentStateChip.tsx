import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ShipmentState } from '../../../contract/courier';

const COLOURS: Record<ShipmentState, ChipProps['color']> = {
    packed: 'info',
    handed_over: 'primary',
    in_transit: 'warning',
    received: 'success',
    cancelled: 'default',
};

export const ShipmentStateChip = ({ state }: { state: ShipmentState }) => {
    const translate = useTranslate();
    return <Chip size="small" color={COLOURS[state]} label={translate(`app.courier.state.${state}`)} />;
};
