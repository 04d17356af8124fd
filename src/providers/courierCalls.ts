import type {
    CourierStats,
    CourierStatsQuery,
    PackableSample,
    ShipmentCreate,
    ShipmentReceive,
    ShipmentRecord,
    ShipmentResolve,
    ShipmentStep,
    ShipmentSummary,
} from '../../contract/courier';
import type { HttpClient } from './httpClient';

/** What the shipment list filters by (GET /api/shipment). */
export interface ShipmentFilter {
    open?: boolean;
    state?: string;
    nodeId?: string;
    q?: string;
}

const segment = (value: string) => encodeURIComponent(value);

/** Sample transport, /api/shipment (contract/courier.ts): shipments, their steps and courier statistics. */
export const createCourierCalls = (httpClient: HttpClient, apiUrl: string) => {
    const send = async <T>(url: string, method: string, body?: unknown) =>
        (
            await httpClient<T>(`${apiUrl}${url}`, {
                method,
                ...(body === undefined ? {} : { body: JSON.stringify(body) }),
            })
        ).json;
    const step = (id: string, path: string, body: unknown) =>
        send<ShipmentRecord>(`/shipment/${segment(id)}/${path}`, 'PUT', body);
    return {
        shipmentList: (filter: ShipmentFilter = {}, range: [number, number] = [0, 49]) => {
            const query = new URLSearchParams({
                filter: JSON.stringify(
                    Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== ''))
                ),
                range: JSON.stringify(range),
                sort: JSON.stringify(['packedAt', 'DESC']),
            });
            return send<ShipmentSummary[]>(`/shipment?${query}`, 'GET');
        },
        shipmentGet: (id: string) => send<ShipmentRecord>(`/shipment/${segment(id)}`, 'GET'),
        shipmentCreate: (body: ShipmentCreate) => send<ShipmentRecord>('/shipment', 'POST', body),
        shipmentScan: (id: string, barcode: string) =>
            send<ShipmentRecord>(`/shipment/${segment(id)}/samples`, 'POST', { barcode }),
        shipmentPackable: (id: string) => send<PackableSample[]>(`/shipment/${segment(id)}/packable`, 'GET'),
        shipmentRemoveSample: (id: string, sampleId: string) =>
            send<ShipmentRecord>(`/shipment/${segment(id)}/samples/${segment(sampleId)}`, 'DELETE'),
        shipmentHandOver: (id: string, body: ShipmentStep) => step(id, 'handover', body),
        shipmentDepart: (id: string, body: ShipmentStep) => step(id, 'depart', body),
        shipmentCancel: (id: string, reason: string) => step(id, 'cancel', { reason }),
        shipmentReceive: (id: string, body: ShipmentReceive) => step(id, 'receive', body),
        shipmentResolve: (id: string, body: ShipmentResolve) => step(id, 'resolve', body),
        courierStats: (query: CourierStatsQuery) => {
            const search = new URLSearchParams(
                Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]))
            );
            return send<CourierStats>(`/shipment/stats?${search}`, 'GET');
        },
    };
};

export type CourierCalls = ReturnType<typeof createCourierCalls>;
