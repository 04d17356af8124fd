/** Reports (docs/api-contract.md, "Reports"): the report settings and what a public report link shows. */
import { Type, type Static } from 'typebox';
import { Instant, Nullable, NullableString } from './common.ts';

/** The letterhead printed at the top of a report. */
export const ReportHeader = Type.Object({
  name: Type.String(),
  address: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
});
export type ReportHeader = Static<typeof ReportHeader>;

/** GET /api/settings/report: how the laboratory's reports look and who may open them. */
export const ReportSettings = Type.Object({
  /** On for plain paper; off for pre-printed paper (a print may still override it). */
  letterhead: Type.Boolean(),
  header: ReportHeader,
  /** The public link answers "held" (402) until the visit's bill is settled. */
  holdWhileDue: Type.Boolean(),
  /** The address the report's QR code points to; null: the address the request came in on. */
  publicBaseUrl: Nullable(Type.String()),
});
export type ReportSettings = Static<typeof ReportSettings>;

const strict = { additionalProperties: false } as const;

/** PUT /api/settings/report merges: a field left out keeps its value. */
export const ReportSettingsInput = Type.Object(
  {
    letterhead: Type.Optional(Type.Boolean()),
    header: Type.Optional(
      Type.Object(
        {
          name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
          address: Type.Optional(NullableString({ maxLength: 500 })),
          phone: Type.Optional(NullableString({ maxLength: 100 })),
          // blank (no e-mail on the letterhead) or one address
          email: Type.Optional(NullableString({ maxLength: 200, pattern: '^\\s*([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?\\s*$' })),
        },
        strict,
      ),
    ),
    holdWhileDue: Type.Optional(Type.Boolean()),
    publicBaseUrl: Type.Optional(NullableString({ maxLength: 300, pattern: '^https?://[^\\s/?#]+(/[^\\s?#]*)?$' })),
  },
  strict,
);
export type ReportSettingsInput = Static<typeof ReportSettingsInput>;

/** GET /api/visit/{hash}: what the public report page shows before the download. */
export const PublicReportInfo = Type.Object({
  organisation: Type.String(),
  visitCode: Type.String(),
  patientName: Type.String(),
  visitedAt: Instant,
  reportVersion: Type.Integer(),
  verifiedAt: Nullable(Instant),
});
export type PublicReportInfo = Static<typeof PublicReportInfo>;
