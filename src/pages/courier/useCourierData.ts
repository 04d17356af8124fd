import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetList, useNotify } from 'react-admin';
import type { ShipmentRecord } from '../../../contract/courier';
import type { ShipmentFilter } from '../../providers/courierCalls';
import type { LabDataProvider } from '../../providers/types';

/** The root of every query of the screen: a step reloads them all. */
export const COURIER_KEY = 'courier';

export interface Option {
    id: string;
    name: string;
}

export const useShipments = (filter: ShipmentFilter) => {
    const dataProvider = useDataProvider<LabDataProvider>();
    return useQuery({
        queryKey: [COURIER_KEY, 'list', filter],
        queryFn: () => dataProvider.shipmentList(filter),
    });
};

export const useShipment = (id: string | null) => {
    const dataProvider = useDataProvider<LabDataProvider>();
    return useQuery({
        queryKey: [COURIER_KEY, 'one', id],
        queryFn: () => dataProvider.shipmentGet(id!),
        enabled: Boolean(id),
    });
};

/** The organisation's nodes with their type (collection-centre, branch, main-lab), for the pickers. */
export const useNodes = (): (Option & { type: string })[] => {
    const { data = [] } = useGetList<Option & { type: string }>('cluster', {
        pagination: { page: 1, perPage: 999 },
        sort: { field: 'name', order: 'ASC' },
    });
    return data.map(({ id, name, type }) => ({ id: String(id), name, type }));
};

/** Active couriers, for the pickers. */
export const useCouriers = (): Option[] => {
    const { data = [] } = useGetList<Option & { isActive: boolean }>('courier', {
        pagination: { page: 1, perPage: 500 },
        sort: { field: 'name', order: 'ASC' },
        filter: { isActive: true },
    });
    return data.map(({ id, name }) => ({ id: String(id), name }));
};

/** The server's sentence for a refused call: the field problems of a 400, or the error of a 404 / 409. */
export const errorText = (error: unknown): string => {
    const body = (error as { body?: { error?: string } } | null)?.body;
    return body?.error ?? (error as Error | null)?.message ?? String(error);
};

/**
 * A step of a shipment: a toast on success (the message gets the shipment's code), the server's sentence
 * as an error toast otherwise, the screen's queries reloaded.
 */
export const useShipmentStep = <A>(run: (args: A) => Promise<ShipmentRecord>, success?: string) => {
    const queryClient = useQueryClient();
    const notify = useNotify();
    return useMutation({
        mutationFn: run,
        onSuccess: record => {
            queryClient.setQueryData([COURIER_KEY, 'one', record.id], record);
            if (success) notify(success, { type: 'info', messageArgs: { code: record.code } });
        },
        onError: error => notify(errorText(error), { type: 'error', messageArgs: { _: errorText(error) } }),
        onSettled: () => queryClient.invalidateQueries({ queryKey: [COURIER_KEY] }),
    });
};
