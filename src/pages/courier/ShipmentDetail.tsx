import ArrowBack from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import type { ShipmentRecord } from '../../../contract/courier';
import { CustodyTimeline } from './CustodyTimeline';
import { DiscrepancyPanel } from './DiscrepancyPanel';
import { HandOverForm } from './HandOverForm';
import { ReceiveForm } from './ReceiveForm';
import { PackableSamples } from './PackableSamples';
import { ShipmentItemsList } from './ShipmentItemsList';
import { ShipmentManifest } from './ShipmentManifest';
import { ShipmentScanBox } from './ShipmentScanBox';
import { ShipmentStateChip } from './ShipmentStateChip';
import { routeText } from './shipmentText';
import { errorText, useShipment } from './useCourierData';

/** What the member may do next with the shipment, by its state and their permissions. */
const NextStep = ({ shipment }: { shipment: ShipmentRecord }) => {
    const pack = useCanAccess({ resource: 'shipment', action: 'pack' }).canAccess;
    const handover = useCanAccess({ resource: 'shipment', action: 'handover' }).canAccess;
    const receive = useCanAccess({ resource: 'shipment', action: 'receive' }).canAccess;
    const resolve = useCanAccess({ resource: 'shipment', action: 'resolve' }).canAccess;
    const { state } = shipment;
    if (state === 'packed') {
        return (
            <>
                {pack && <ShipmentScanBox shipmentId={shipment.id} />}
                <ShipmentItemsList shipment={shipment} />
                {pack && <PackableSamples shipmentId={shipment.id} />}
                {handover && <HandOverForm shipment={shipment} />}
            </>
        );
    }
    if ((state === 'handed_over' || state === 'in_transit') && receive) return <ReceiveForm shipment={shipment} />;
    return (
        <>
            <ShipmentItemsList shipment={shipment} />
            {state === 'received' && resolve && <DiscrepancyPanel shipment={shipment} />}
        </>
    );
};

/** One shipment: where it goes, its samples and the next step, its chain of custody, and its manifest. */
export const ShipmentDetail = ({ id, onBack }: { id: string; onBack: () => void }) => {
    const translate = useTranslate();
    const { data: shipment, error } = useShipment(id);
    return (
        <Stack spacing={2}>
            <Button startIcon={<ArrowBack />} onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
                {translate('app.courier.detail.back')}
            </Button>
            {error ? <Alert severity="error">{errorText(error)}</Alert> : null}
            {shipment && (
                <Card variant="outlined">
                    <CardContent>
                        <Stack spacing={2}>
                            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                                <Typography variant="h6" component="h2">
                                    {shipment.code}
                                </Typography>
                                <ShipmentStateChip state={shipment.state} />
                                {shipment.outcome && (
                                    <Typography variant="body2" color="text.secondary">
                                        {translate(`app.courier.outcome.${shipment.outcome}`)}
                                    </Typography>
                                )}
                            </Stack>
                            <Typography>{routeText(shipment, translate)}</Typography>
                            <Typography color="text.secondary">
                                {shipment.courier
                                    ? translate('app.courier.detail.courier', { name: shipment.courier.name })
                                    : translate('app.courier.list.no_courier')}
                                {' · '}
                                {translate('app.courier.list.samples', { smart_count: shipment.sampleCount })}
                            </Typography>
                            <Divider />
                            <NextStep shipment={shipment} />
                            <Button
                                variant="outlined"
                                startIcon={<PrintIcon />}
                                onClick={() => window.print()}
                                sx={{ alignSelf: 'flex-start' }}
                            >
                                {translate('app.courier.detail.print')}
                            </Button>
                            <CustodyTimeline events={shipment.events} />
                        </Stack>
                    </CardContent>
                    <ShipmentManifest shipment={shipment} />
                </Card>
            )}
        </Stack>
    );
};
