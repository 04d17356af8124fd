import type { ShipmentSummary } from '../../../contract/courier';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "Jayanagar collection centre → Main laboratory" (or the outsourced laboratory). */
export const routeText = (shipment: ShipmentSummary, translate: Translate): string =>
    translate('app.courier.detail.from_to', {
        from: shipment.fromNode.name,
        to: shipment.toNode?.name ?? translate('app.courier.list.to_lab', { name: shipment.toLab ?? '' }),
    });

/** Minutes as the statistics show them: "95 min", or a dash without a figure. */
export const minutesText = (minutes: number | null, translate: Translate): string =>
    minutes === null ? '–' : translate('app.courier.stats.minutes', { minutes });

/** A share 0–1 as a whole percentage. */
export const percentText = (share: number): string => `${Math.round(share * 100)} %`;
