import { Button, List, ListItem, ListItemText, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ShipmentReceive, ShipmentRecord } from '../../../contract/courier';
import type { LabDataProvider } from '../../providers/types';
import { EMPTY_STEP, StepFields, stepBody } from './StepFields';
import { useShipmentStep } from './useCourierData';

type Marked = NonNullable<ShipmentReceive['items']>[number]['condition'];
const CONDITIONS: ('arrived' | Marked)[] = ['arrived', 'missing', 'damaged', 'temperature'];

/** Receipt at the laboratory: each sample arrived unless marked missing, damaged or out of temperature. */
export const ReceiveForm = ({ shipment }: { shipment: ShipmentRecord }) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<LabDataProvider>();
    const [marks, setMarks] = useState<Record<string, Marked>>({});
    const [step, setStep] = useState(EMPTY_STEP);
    const receive = useShipmentStep(
        () =>
            dataProvider.shipmentReceive(shipment.id, {
                ...stepBody(step),
                items: Object.entries(marks).map(([sampleId, condition]) => ({ sampleId, condition })),
            }),
        'app.courier.step.received'
    );
    const depart = useShipmentStep(
        () => dataProvider.shipmentDepart(shipment.id, stepBody(step)),
        'app.courier.step.departed'
    );
    const mark = (sampleId: string, value: string) =>
        setMarks(({ [sampleId]: _, ...rest }) =>
            value === 'arrived' ? rest : { ...rest, [sampleId]: value as Marked }
        );
    return (
        <Stack spacing={1.5}>
            <List dense aria-label={translate('app.courier.detail.samples')}>
                {shipment.items.map(item => (
                    <ListItem key={item.sampleId} disableGutters divider sx={{ gap: 1, flexWrap: 'wrap' }}>
                        <ListItemText primary={item.barcode} secondary={item.patient.fullName} sx={{ minWidth: 140 }} />
                        <TextField
                            select
                            size="small"
                            label={item.barcode}
                            value={marks[item.sampleId] ?? 'arrived'}
                            onChange={event => mark(item.sampleId, event.target.value)}
                            sx={{ minWidth: 170 }}
                        >
                            {CONDITIONS.map(condition => (
                                <MenuItem key={condition} value={condition}>
                                    {translate(`app.courier.condition.${condition}`)}
                                </MenuItem>
                            ))}
                        </TextField>
                    </ListItem>
                ))}
            </List>
            <StepFields values={step} onChange={setStep} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                {shipment.state === 'handed_over' && (
                    <Button variant="outlined" onClick={() => depart.mutate(undefined)} disabled={depart.isPending}>
                        {translate('app.courier.step.depart')}
                    </Button>
                )}
                <Button variant="contained" onClick={() => receive.mutate(undefined)} disabled={receive.isPending}>
                    {translate('app.courier.step.receive')}
                </Button>
            </Stack>
        </Stack>
    );
};
