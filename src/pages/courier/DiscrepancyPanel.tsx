import { Button, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { DiscrepancyResolution, ShipmentItem, ShipmentRecord } from '../../../contract/courier';
import type { LabDataProvider } from '../../providers/types';
import { useShipmentStep } from './useCourierData';

/** The choices a discrepancy offers: a missing sample is found or rejected; a damaged one accepted or rejected. */
const choicesFor = (item: ShipmentItem): DiscrepancyResolution[] =>
    item.condition === 'missing' ? ['found', 'rejected'] : ['accepted', 'rejected'];

const LABELS: Record<DiscrepancyResolution, string> = {
    found: 'app.courier.resolve.found',
    rejected: 'app.courier.resolve.reject',
    accepted: 'app.courier.resolve.accept',
};

/** The discrepancies of a received shipment that wait for a decision, one line each with its buttons. */
export const DiscrepancyPanel = ({ shipment }: { shipment: ShipmentRecord }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider<LabDataProvider>();
    const [notes, setNotes] = useState<Record<string, string>>({});
    const resolve = useShipmentStep((args: { item: ShipmentItem; resolution: DiscrepancyResolution }) =>
        dataProvider.shipmentResolve(shipment.id, {
            sampleId: args.item.sampleId,
            resolution: args.resolution,
            ...(notes[args.item.sampleId]?.trim() ? { note: notes[args.item.sampleId].trim() } : {}),
        })
    );
    const open = shipment.items.filter(item => item.condition && item.condition !== 'extra' && !item.resolution);
    return (
        <section aria-labelledby="discrepancies-title">
            <Typography id="discrepancies-title" variant="subtitle1" component="h2">
                {translate('app.courier.resolve.title')}
            </Typography>
            {open.length === 0 && (
                <Typography color="text.secondary">{translate('app.courier.resolve.none')}</Typography>
            )}
            <List dense>
                {open.map(item => (
                    <ListItem
                        key={item.sampleId}
                        disableGutters
                        divider
                        sx={{ flexDirection: 'column', alignItems: 'stretch' }}
                    >
                        <ListItemText
                            primary={`${item.barcode} · ${translate(`app.courier.condition.${item.condition}`)}`}
                            secondary={item.patient.fullName}
                        />
                        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                            <TextField
                                size="small"
                                label={translate('app.courier.step.note')}
                                value={notes[item.sampleId] ?? ''}
                                onChange={event => setNotes({ ...notes, [item.sampleId]: event.target.value })}
                            />
                            {choicesFor(item).map(resolution => (
                                <Button
                                    key={resolution}
                                    variant="outlined"
                                    color={resolution === 'rejected' ? 'error' : 'primary'}
                                    disabled={resolve.isPending}
                                    onClick={() =>
                                        resolve.mutate(
                                            { item, resolution },
                                            {
                                                onSuccess: () =>
                                                    notify('app.courier.resolve.done', {
                                                        type: 'info',
                                                        messageArgs: { barcode: item.barcode },
                                                    }),
                                            }
                                        )
                                    }
                                >
                                    {translate(LABELS[resolution])}
                                </Button>
                            ))}
                        </Stack>
                    </ListItem>
                ))}
            </List>
        </section>
    );
};
