/**
 * Sample transport (issue 16): shipments of collected samples from a node to the laboratory or an outsourced
 * laboratory, carried by a courier (the schema-driven resource `/api/courier`), with a chain of custody.
 * packed → handed_over → in_transit → received (complete | discrepancies) | cancelled (from packed only).
 */
import { Nullable as nullable, PersonRef as Ref } from './common.ts';
import { Type, type Static } from 'typebox';

const strict = { additionalProperties: false } as const;
const Id = Type.String({ format: 'uuid' });
const Instant = Type.String({ description: 'ISO 8601 date-time' });
const NodeRef = Type.Object({ id: Type.String(), code: Type.String(), name: Type.String() });

export const ShipmentState = Type.Enum(['packed', 'handed_over', 'in_transit', 'received', 'cancelled']);
export type ShipmentState = Static<typeof ShipmentState>;

/** What went wrong with one sample on the way, noted at receipt. */
export const SampleCondition = Type.Enum(['missing', 'extra', 'damaged', 'temperature']);
export type SampleCondition = Static<typeof SampleCondition>;

/** found (a missing sample arrived after all), rejected (a new sample is asked for), accepted (kept as it is). */
export const DiscrepancyResolution = Type.Enum(['found', 'rejected', 'accepted']);
export type DiscrepancyResolution = Static<typeof DiscrepancyResolution>;

const place = Type.Optional(Type.String({ minLength: 1, maxLength: 120, title: 'Place' }));
const temperature = Type.Optional(Type.Number({ minimum: -80, maximum: 60, title: 'Box temperature (°C)' }));
const note = Type.Optional(Type.String({ maxLength: 500, title: 'Note' }));

/** A new, empty shipment at a node: to one of our nodes (toNodeId) or to an outsourced laboratory (toLab). */
export const ShipmentCreate = Type.Object(
  {
    fromNodeId: Id,
    toNodeId: Type.Optional(Id),
    toLab: Type.Optional(Type.String({ minLength: 1, maxLength: 120, title: 'Outsourced laboratory' })),
    courierId: Type.Optional(nullable(Id)),
    note,
  },
  strict,
);
export type ShipmentCreate = Static<typeof ShipmentCreate>;

/** A scanned barcode (a keyboard-wedge scanner types it and presses Enter). */
export const ShipmentScan = Type.Object({ barcode: Type.String({ minLength: 1, maxLength: 60, title: 'Barcode' }) }, strict);
export type ShipmentScan = Static<typeof ShipmentScan>;

/** Who, when (now) and where a step happens; the box temperature when measured. */
export const ShipmentStep = Type.Object({ place, temperature, note, courierId: Type.Optional(Id) }, strict);
export type ShipmentStep = Static<typeof ShipmentStep>;

export const ShipmentCancel = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 500, title: 'Reason' }) }, strict);
export type ShipmentCancel = Static<typeof ShipmentCancel>;

/** Receipt: every packed sample arrived except those marked here; `extra` lists barcodes that came but were not packed. */
export const ShipmentReceive = Type.Object(
  {
    place,
    temperature,
    note,
    items: Type.Optional(
      Type.Array(Type.Object({ sampleId: Id, condition: Type.Enum(['missing', 'damaged', 'temperature']) }, strict), {
        maxItems: 500,
      }),
    ),
    extra: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { maxItems: 100 })),
  },
  strict,
);
export type ShipmentReceive = Static<typeof ShipmentReceive>;

export const ShipmentResolve = Type.Object({ sampleId: Id, resolution: DiscrepancyResolution, note }, strict);
export type ShipmentResolve = Static<typeof ShipmentResolve>;

/** A shipment as the list shows it. */
export const ShipmentSummary = Type.Object({
  id: Type.String(),
  code: Type.String(),
  state: ShipmentState,
  outcome: nullable(Type.Enum(['complete', 'discrepancies'])),
  fromNode: NodeRef,
  toNode: nullable(NodeRef),
  toLab: nullable(Type.String()),
  courier: nullable(Ref),
  sampleCount: Type.Integer(),
  openDiscrepancies: Type.Integer(),
  note: nullable(Type.String()),
  packedAt: Instant,
  handedOverAt: nullable(Instant),
  inTransitAt: nullable(Instant),
  receivedAt: nullable(Instant),
  cancelledAt: nullable(Instant),
  version: Type.Integer(),
});
export type ShipmentSummary = Static<typeof ShipmentSummary>;

export const ShipmentPage = Type.Array(ShipmentSummary);
export type ShipmentPage = Static<typeof ShipmentPage>;

/** One sample of a shipment, with what the manifest prints of it. */
export const ShipmentItem = Type.Object({
  sampleId: Type.String(),
  barcode: Type.String(),
  sampleStatus: Type.String(),
  visitCode: Type.String(),
  patient: Type.Object({ code: Type.String(), fullName: Type.String() }),
  container: nullable(Type.String()),
  tests: Type.Array(Type.String()),
  condition: nullable(SampleCondition),
  resolution: nullable(DiscrepancyResolution),
  resolutionNote: nullable(Type.String()),
  resolvedAt: nullable(Instant),
});
export type ShipmentItem = Static<typeof ShipmentItem>;

export const ShipmentEvent = Type.Object({
  action: Type.String(),
  at: Instant,
  by: nullable(Ref),
  place: nullable(Type.String()),
  temperature: nullable(Type.Number()),
  note: nullable(Type.String()),
});
export type ShipmentEvent = Static<typeof ShipmentEvent>;

export const ShipmentRecord = Type.Object({
  ...ShipmentSummary.properties,
  items: Type.Array(ShipmentItem),
  events: Type.Array(ShipmentEvent),
});
export type ShipmentRecord = Static<typeof ShipmentRecord>;

/** A collected sample of the shipment's node that no open shipment holds: picked instead of scanned. */
export const PackableSample = Type.Object({
  sampleId: Type.String(),
  barcode: Type.String(),
  visitCode: Type.String(),
  patient: Type.String(),
  collectedAt: nullable(Instant),
});
export type PackableSample = Static<typeof PackableSample>;

/** Courier statistics over a period (received shipments, by their receipt day); without from/to: the last 30 days. */
export const CourierStatsQuery = Type.Object(
  {
    from: Type.Optional(Type.String({ format: 'date' })),
    to: Type.Optional(Type.String({ format: 'date' })),
    nodeId: Type.Optional(Id),
  },
  strict,
);
export type CourierStatsQuery = Static<typeof CourierStatsQuery>;

export const CourierStatsRow = Type.Object({
  courier: nullable(Ref),
  shipments: Type.Integer(),
  withDiscrepancies: Type.Integer(),
  /** 0–1 */
  discrepancyShare: Type.Number(),
  /** from hand-over to receipt, in minutes; null without a received shipment */
  medianMinutes: nullable(Type.Number()),
});
export type CourierStatsRow = Static<typeof CourierStatsRow>;

export const CourierStats = Type.Object({
  from: Type.String(),
  to: Type.String(),
  rows: Type.Array(CourierStatsRow),
  total: CourierStatsRow,
});
export type CourierStats = Static<typeof CourierStats>;
