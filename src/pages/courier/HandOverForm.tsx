import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ShipmentRecord } from '../../../contract/courier';
import type { LabDataProvider } from '../../providers/types';
import { OptionSelect } from './OptionSelect';
import { EMPTY_STEP, StepFields, stepBody } from './StepFields';
import { useCouriers, useShipmentStep } from './useCourierData';

/** A packed shipment: hand it to a courier (who, where, box temperature), or cancel it with a reason. */
export const HandOverForm = ({ shipment }: { shipment: ShipmentRecord }) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<LabDataProvider>();
    const couriers = useCouriers();
    const [courierId, setCourierId] = useState(shipment.courier?.id ?? '');
    const [step, setStep] = useState(EMPTY_STEP);
    const [reason, setReason] = useState('');
    const handOver = useShipmentStep(
        () => dataProvider.shipmentHandOver(shipment.id, { ...stepBody(step), ...(courierId ? { courierId } : {}) }),
        'app.courier.step.handed_over'
    );
    const cancel = useShipmentStep(
        () => dataProvider.shipmentCancel(shipment.id, reason.trim()),
        'app.courier.step.cancelled'
    );
    return (
        <Stack spacing={1.5}>
            <OptionSelect
                label="app.courier.step.courier"
                value={courierId}
                options={couriers}
                onChange={setCourierId}
            />
            <StepFields values={step} onChange={setStep} />
            <Button
                variant="contained"
                onClick={() => handOver.mutate(undefined)}
                disabled={handOver.isPending || shipment.items.length === 0}
            >
                {translate('app.courier.step.hand_over')}
            </Button>
            <Stack direction="row" spacing={1}>
                <TextField
                    size="small"
                    fullWidth
                    label={translate('app.courier.step.cancel_reason')}
                    value={reason}
                    onChange={event => setReason(event.target.value)}
                />
                <Button
                    color="error"
                    onClick={() => cancel.mutate(undefined)}
                    disabled={!reason.trim() || cancel.isPending}
                >
                    {translate('app.courier.step.cancel')}
                </Button>
            </Stack>
        </Stack>
    );
};
