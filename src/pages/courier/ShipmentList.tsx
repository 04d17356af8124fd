import { FormControlLabel, List, ListItemButton, ListItemText, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ShipmentState } from '../../../contract/courier';
import { ShipmentStateChip } from './ShipmentStateChip';
import { routeText } from './shipmentText';
import { OptionSelect } from './OptionSelect';
import { useNodes, useShipments } from './useCourierData';

const STATES: ShipmentState[] = ['packed', 'handed_over', 'in_transit', 'received', 'cancelled'];

/** Open shipments (on their way, or received with a discrepancy to resolve) by state and node; all with the switch off. */
export const ShipmentList = ({ onOpen }: { onOpen: (id: string) => void }) => {
    const translate = useTranslate();
    const [open, setOpen] = useState(true);
    const [state, setState] = useState('');
    const [nodeId, setNodeId] = useState('');
    const nodes = useNodes();
    const states = STATES.map(id => ({ id, name: translate(`app.courier.state.${id}`) }));
    const { data: shipments = [], isPending } = useShipments({ open: open || undefined, state, nodeId });
    return (
        <Stack spacing={1}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
                <FormControlLabel
                    control={<Switch checked={open} onChange={event => setOpen(event.target.checked)} />}
                    label={translate('app.courier.filters.open')}
                />
                <OptionSelect
                    any
                    label="app.courier.filters.state"
                    value={state}
                    options={states}
                    onChange={setState}
                />
                <OptionSelect
                    any
                    label="app.courier.filters.node"
                    value={nodeId}
                    options={nodes}
                    onChange={setNodeId}
                />
            </Stack>
            {!isPending && shipments.length === 0 && (
                <Typography color="text.secondary">{translate('app.courier.list.empty')}</Typography>
            )}
            <List aria-label={translate('app.courier.tabs.shipments')}>
                {shipments.map(shipment => (
                    <ListItemButton key={shipment.id} divider onClick={() => onOpen(shipment.id)}>
                        <ListItemText
                            primary={
                                <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                                    <span>{shipment.code}</span>
                                    <ShipmentStateChip state={shipment.state} />
                                </Stack>
                            }
                            secondary={[
                                routeText(shipment, translate),
                                shipment.courier?.name ?? translate('app.courier.list.no_courier'),
                                translate('app.courier.list.samples', { smart_count: shipment.sampleCount }),
                                shipment.openDiscrepancies
                                    ? translate('app.courier.list.open_discrepancies', {
                                          smart_count: shipment.openDiscrepancies,
                                      })
                                    : null,
                            ]
                                .filter(Boolean)
                                .join(' · ')}
                            slotProps={{ primary: { component: 'div' } }}
                        />
                    </ListItemButton>
                ))}
            </List>
        </Stack>
    );
};
