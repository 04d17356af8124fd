/**
 * The plain values of the documents contract (no TypeBox): the SPA imports these at run time, the shapes of
 * template.ts as types only.
 */
export const DOCUMENT_KINDS = ['document', 'template'] as const;
export const DOCUMENT_CATEGORIES = ['letter', 'consent', 'certificate', 'instruction', 'notice', 'sop', 'other'] as const;
/** The stored HTML may not be longer than this many characters (413 beyond). */
export const DOCUMENT_BODY_MAX = 1_000_000;
/** An uploaded image may not be larger than this many bytes (413 beyond). */
export const DOCUMENT_IMAGE_MAX = 2 * 1024 * 1024;
export const DOCUMENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** Where an uploaded image is served: `/api/template/images/<43 url-safe characters>`. */
export const DOCUMENT_IMAGE_PATH = '/api/template/images/';
