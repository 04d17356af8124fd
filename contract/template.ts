/**
 * Documents and document templates at `/api/template` (spec §7: GET, POST, DELETE {id}; documents also PUT {id}
 * and GET {id}). One record shape for both kinds; the HTML body is what the editor writes, sanitised by the server.
 */
import { Nullable, PersonRef as Ref } from './common.ts';
import { Type, type Static } from 'typebox';

export {
  DOCUMENT_BODY_MAX,
  DOCUMENT_CATEGORIES,
  DOCUMENT_IMAGE_MAX,
  DOCUMENT_IMAGE_PATH,
  DOCUMENT_IMAGE_TYPES,
  DOCUMENT_KINDS,
} from './template-values.ts';
import { DOCUMENT_BODY_MAX } from './template-values.ts';

export const DocumentKind = Type.Union([Type.Literal('document'), Type.Literal('template')]);
export type DocumentKind = Static<typeof DocumentKind>;
export const DocumentCategory = Type.Union([
  Type.Literal('letter'),
  Type.Literal('consent'),
  Type.Literal('certificate'),
  Type.Literal('instruction'),
  Type.Literal('notice'),
  Type.Literal('sop'),
  Type.Literal('other'),
]);
export type DocumentCategory = Static<typeof DocumentCategory>;

const PatientRef = Type.Object({ id: Type.String(), code: Type.String(), fullName: Type.String() });
const VisitRef = Type.Object({ id: Type.String(), code: Type.String() });
const TemplateRef = Type.Object({ id: Type.String(), title: Type.String() });

/** One row of the list: everything but the body. */
export const DocumentListRow = Type.Object({
  id: Type.String(),
  kind: DocumentKind,
  title: Type.String(),
  category: DocumentCategory,
  templateId: Nullable(Type.String()),
  template: Nullable(TemplateRef),
  patientId: Nullable(Type.String()),
  patient: Nullable(PatientRef),
  visitId: Nullable(Type.String()),
  visit: Nullable(VisitRef),
  size: Type.Integer({ description: 'characters of HTML' }),
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  createdBy: Nullable(Ref),
  updatedBy: Nullable(Ref),
});
export type DocumentListRow = Static<typeof DocumentListRow>;

export const DocumentRecord = Type.Intersect([DocumentListRow, Type.Object({ body: Type.String() })]);
export type DocumentRecord = Static<typeof DocumentRecord>;

export const DocumentList = Type.Array(DocumentListRow);
export type DocumentList = Static<typeof DocumentList>;

const Title = Type.String({ minLength: 1, maxLength: 200, title: 'Title' });
const Body = Type.String({
  title: 'Text',
  description: `HTML as the editor writes it; sanitised; at most ${DOCUMENT_BODY_MAX} characters`,
});
const Uuid = (title: string) => Nullable(Type.String({ format: 'uuid', title }));

/**
 * A new template, or a new document: blank, with a body, or filled from `templateId` for a patient and/or visit
 * (the template's merge fields take their values; missing values are empty). Without a title a document takes
 * its template's title, with the patient's name when there is one.
 */
export const DocumentCreateBody = Type.Object(
  {
    kind: DocumentKind,
    title: Type.Optional(Title),
    category: Type.Optional(DocumentCategory),
    body: Type.Optional(Body),
    templateId: Type.Optional(Uuid('Template')),
    patientId: Type.Optional(Uuid('Patient')),
    visitId: Type.Optional(Uuid('Visit')),
  },
  { additionalProperties: false },
);
export type DocumentCreateBody = Static<typeof DocumentCreateBody>;

/** A change: the version read (stale → 409) and the fields that change; the record may be sent back whole. */
export const DocumentUpdateBody = Type.Object(
  {
    version: Type.Integer({ minimum: 1, title: 'Version' }),
    title: Type.Optional(Title),
    category: Type.Optional(DocumentCategory),
    body: Type.Optional(Body),
    patientId: Type.Optional(Uuid('Patient')),
    visitId: Type.Optional(Uuid('Visit')),
    id: Type.Optional(Type.Unknown()),
    kind: Type.Optional(Type.Unknown()),
    templateId: Type.Optional(Type.Unknown()),
    template: Type.Optional(Type.Unknown()),
    patient: Type.Optional(Type.Unknown()),
    visit: Type.Optional(Type.Unknown()),
    size: Type.Optional(Type.Unknown()),
    createdAt: Type.Optional(Type.Unknown()),
    updatedAt: Type.Optional(Type.Unknown()),
    createdBy: Type.Optional(Type.Unknown()),
    updatedBy: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);
export type DocumentUpdateBody = Static<typeof DocumentUpdateBody>;

/** `POST /api/template/images` answers where the stored image is served (CKEditor's upload adapters read `url`). */
export const DocumentImageAnswer = Type.Object({
  url: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
});
export type DocumentImageAnswer = Static<typeof DocumentImageAnswer>;

export const DocumentImageParams = Type.Object({ key: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }) });
export type DocumentImageParams = Static<typeof DocumentImageParams>;
