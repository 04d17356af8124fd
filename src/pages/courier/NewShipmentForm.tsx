import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { LabDataProvider } from '../../providers/types';
import { OptionSelect } from './OptionSelect';
import { useCouriers, useNodes, useShipmentStep } from './useCourierData';

/** Starts a shipment at a node: to another node (the main laboratory by default) or to an outsourced laboratory. */
export const NewShipmentForm = ({ onCreated }: { onCreated: (id: string) => void }) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<LabDataProvider>();
    const nodes = useNodes();
    const couriers = useCouriers();
    const [fromNodeId, setFrom] = useState('');
    const [toNodeId, setTo] = useState('');
    const [toLab, setToLab] = useState('');
    const [courierId, setCourierId] = useState('');
    const from = fromNodeId || (nodes.find(node => node.type === 'collection-centre')?.id ?? '');
    const to = toNodeId || (nodes.find(node => node.type === 'main-lab')?.id ?? '');
    const create = useShipmentStep(
        () =>
            dataProvider.shipmentCreate({
                fromNodeId: from,
                ...(toLab.trim() ? { toLab: toLab.trim() } : { toNodeId: to }),
                ...(courierId ? { courierId } : {}),
            }),
        'app.courier.create.created'
    );
    return (
        <Stack spacing={1.5} component="section" aria-labelledby="new-shipment-title">
            <Typography id="new-shipment-title" variant="subtitle1" component="h2">
                {translate('app.courier.create.title')}
            </Typography>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
                <OptionSelect label="app.courier.create.from" value={from} options={nodes} onChange={setFrom} />
                <OptionSelect label="app.courier.create.to" value={to} options={nodes} onChange={setTo} />
                <TextField
                    size="small"
                    fullWidth
                    label={translate('app.courier.create.to_lab')}
                    value={toLab}
                    onChange={event => setToLab(event.target.value)}
                />
                <OptionSelect
                    label="app.courier.create.courier"
                    value={courierId}
                    options={couriers}
                    onChange={setCourierId}
                />
            </Stack>
            <Button
                variant="contained"
                disabled={!from || create.isPending}
                onClick={() => create.mutate(undefined, { onSuccess: record => onCreated(record.id) })}
                sx={{ alignSelf: 'flex-start' }}
            >
                {translate('app.courier.create.submit')}
            </Button>
        </Stack>
    );
};
