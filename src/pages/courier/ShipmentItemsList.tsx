import { Button, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ShipmentRecord } from '../../../contract/courier';
import type { LabDataProvider } from '../../providers/types';
import { useShipmentStep } from './useCourierData';

/** The samples of a shipment, one line each (fits a phone); a packed shipment lets a mis-scan be taken out. */
export const ShipmentItemsList = ({ shipment }: { shipment: ShipmentRecord }) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<LabDataProvider>();
    const remove = useShipmentStep((sampleId: string) => dataProvider.shipmentRemoveSample(shipment.id, sampleId));
    if (shipment.items.length === 0)
        return <Typography color="text.secondary">{translate('app.courier.detail.no_items')}</Typography>;
    return (
        <List dense aria-label={translate('app.courier.detail.samples')}>
            {shipment.items.map(item => (
                <ListItem
                    key={item.sampleId}
                    disableGutters
                    divider
                    secondaryAction={
                        shipment.state === 'packed' ? (
                            <Button
                                size="small"
                                onClick={() => remove.mutate(item.sampleId)}
                                disabled={remove.isPending}
                            >
                                {translate('app.courier.scan.remove')}
                            </Button>
                        ) : item.condition ? (
                            <Chip
                                size="small"
                                color={item.resolution ? 'default' : 'warning'}
                                label={`${translate(`app.courier.condition.${item.condition}`)}${item.resolution ? ` → ${translate(`app.courier.resolution.${item.resolution}`)}` : ''}`}
                            />
                        ) : null
                    }
                >
                    <ListItemText
                        primary={item.barcode}
                        secondary={`${item.patient.fullName} · ${item.tests.slice(0, 4).join(', ')}${item.tests.length > 4 ? '…' : ''}`}
                    />
                </ListItem>
            ))}
        </List>
    );
};
