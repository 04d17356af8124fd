import { Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { LinkBase, useCanAccess, useTranslate } from 'react-admin';
import { Navigate, useSearchParams } from 'react-router-dom';
import { COURIERS_PATH } from './courierPaths';
import { CourierStatsPanel } from './CourierStatsPanel';
import { NewShipmentForm } from './NewShipmentForm';
import { ShipmentDetail } from './ShipmentDetail';
import { ShipmentList } from './ShipmentList';

/**
 * /courier-management (spec §2, issue 16): open shipments by state and node, a new shipment, one shipment's
 * scan / hand-over / receipt / resolution (all usable on a 375 px phone), and courier statistics. The open
 * shipment and the tab live in the address (?shipment=…, ?tab=statistics), so a reload keeps them.
 */
export const CourierManagementPage = () => {
    const translate = useTranslate();
    const list = useCanAccess({ resource: 'shipment', action: 'list' });
    const pack = useCanAccess({ resource: 'shipment', action: 'pack' });
    const couriers = useCanAccess({ resource: 'courier', action: 'list' });
    const [params, setParams] = useSearchParams();
    if (list.isPending) return null;
    if (!list.canAccess) return <Navigate to="/403" replace />;
    const shipmentId = params.get('shipment');
    const tab = params.get('tab') === 'statistics' ? 'statistics' : 'shipments';
    return (
        <Stack spacing={2} sx={{ mt: 1, maxWidth: '100%' }}>
            <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" useFlexGap>
                <Typography variant="h5" component="h1">
                    {translate('app.courier.page_title')}
                </Typography>
                {couriers.canAccess && (
                    <Button component={LinkBase} to={COURIERS_PATH}>
                        {translate('app.courier.couriers_link')}
                    </Button>
                )}
            </Stack>
            {shipmentId ? (
                <ShipmentDetail id={shipmentId} onBack={() => setParams({})} />
            ) : (
                <>
                    <Tabs
                        value={tab}
                        onChange={(_, value: string) => setParams(value === 'statistics' ? { tab: value } : {})}
                    >
                        <Tab value="shipments" label={translate('app.courier.tabs.shipments')} />
                        <Tab value="statistics" label={translate('app.courier.tabs.statistics')} />
                    </Tabs>
                    {tab === 'statistics' ? (
                        <CourierStatsPanel />
                    ) : (
                        <>
                            {pack.canAccess && <NewShipmentForm onCreated={id => setParams({ shipment: id })} />}
                            <ShipmentList onOpen={id => setParams({ shipment: id })} />
                        </>
                    )}
                </>
            )}
        </Stack>
    );
};
