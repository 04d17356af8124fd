import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { LabDataProvider } from '../../providers/types';
import { COURIER_KEY, useShipmentStep } from './useCourierData';

/** Without a scanner: the node's collected samples that no shipment holds yet, each added with a tap. */
export const PackableSamples = ({ shipmentId }: { shipmentId: string }) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<LabDataProvider>();
    const { data = [] } = useQuery({
        queryKey: [COURIER_KEY, 'packable', shipmentId],
        queryFn: () => dataProvider.shipmentPackable(shipmentId),
    });
    const add = useShipmentStep((barcode: string) => dataProvider.shipmentScan(shipmentId, barcode));
    return (
        <section aria-labelledby="packable-title">
            <Typography id="packable-title" variant="subtitle2" component="h3">
                {translate('app.courier.scan.packable')}
            </Typography>
            {data.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                    {translate('app.courier.scan.none_packable')}
                </Typography>
            )}
            <List dense>
                {data.map(sample => (
                    <ListItem
                        key={sample.sampleId}
                        disableGutters
                        secondaryAction={
                            <Button size="small" onClick={() => add.mutate(sample.barcode)} disabled={add.isPending}>
                                {translate('app.courier.scan.add')}
                            </Button>
                        }
                    >
                        <ListItemText primary={sample.barcode} secondary={`${sample.patient} · ${sample.visitCode}`} />
                    </ListItem>
                ))}
            </List>
        </section>
    );
};
