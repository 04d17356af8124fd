import sanitizeHtml from 'sanitize-html';
import { DOCUMENT_BODY_MAX } from '../../../contract/template.ts';
import { AppError } from '../errors.ts';

/**
 * The allow-list of a document's HTML: exactly what the editor (CKEditor with our plugins) writes — headings,
 * paragraphs, lists, bold/italic/underline, links, font sizes, alignment, images we store, page breaks, tables with
 * their properties, merge-field chips. Everything else is dropped: scripts, event handlers, `javascript:` and other
 * foreign URLs, images from other hosts (they would call out when the document is opened), and any style
 * property or value the editor does not produce.
 */
const LENGTH = /^(?:0|\d{1,5}(?:\.\d{1,4})?(?:px|%|em|pt|cm|mm))$/;
const COLOUR =
  /^(?:#[0-9a-fA-F]{3,8}|(?:rgb|rgba|hsl|hsla)\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(?:,\s*[\d.]+%?\s*)?\)|[a-zA-Z]{3,20})$/;
const BORDER_STYLE = /^(?:none|solid|dotted|dashed|double|groove|ridge|inset|outset)$/;
const BORDER =
  /^(?:0|\d{1,3}(?:\.\d{1,2})?px)?\s*(?:none|solid|dotted|dashed|double|groove|ridge|inset|outset)?\s*(?:#[0-9a-fA-F]{3,8}|(?:rgb|rgba|hsl|hsla)\([\d\s.,%]+\)|[a-zA-Z]{3,20})?$/;
const ALIGN = /^(?:left|right|center|justify)$/;

const box = {
  width: [LENGTH],
  height: [LENGTH],
  'background-color': [COLOUR],
  border: [BORDER],
  'border-color': [COLOUR],
  'border-style': [BORDER_STYLE],
  'border-width': [LENGTH],
};

const textBlock = { 'text-align': [ALIGN] };

/** colspan and rowspan are small whole numbers, or they go. */
function spans(tagName: string, attribs: sanitizeHtml.Attributes) {
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if ((name !== 'colspan' && name !== 'rowspan') || /^[1-9]\d{0,2}$/.test(value)) kept[name] = value;
  }
  return { tagName, attribs: kept };
}

export const DOCUMENT_SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'i',
    'em',
    'u',
    'a',
    'br',
    'span',
    'ul',
    'ol',
    'li',
    'figure',
    'figcaption',
    'img',
    'div',
    'table',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  // style and class only where allowedStyles / allowedClasses say what they may hold (elsewhere they would pass unfiltered)
  allowedAttributes: {
    a: ['href'],
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
    li: ['style', 'data-list-item-id'],
    span: ['class', 'style', 'data-field'],
    figure: ['class', 'style'],
    img: ['src', 'alt', 'width', 'height', 'style', 'class'],
    div: ['class', 'style'],
    table: ['class', 'style'],
    col: ['style'],
    td: ['colspan', 'rowspan', 'style'],
    th: ['colspan', 'rowspan', 'style'],
  },
  allowedClasses: {
    figure: ['table', 'image', 'image_resized', 'image-style-*', 'table-style-*'],
    table: ['ck-table-resized'],
    img: ['image_resized', 'image-style-*'],
    div: ['page-break'],
    span: ['merge-field'],
  },
  allowedStyles: {
    p: textBlock,
    h1: textBlock,
    h2: textBlock,
    h3: textBlock,
    h4: textBlock,
    li: textBlock,
    span: { 'font-size': [/^\d{1,2}px$/], display: [/^none$/] },
    figure: { width: [LENGTH], height: [LENGTH], float: [/^(?:left|right|none)$/] },
    img: { width: [LENGTH], height: [LENGTH], 'aspect-ratio': [/^\d{1,5}(?:\.\d+)?\/\d{1,5}(?:\.\d+)?$/] },
    div: { 'page-break-after': [/^always$/] },
    table: box,
    col: { width: [LENGTH] },
    td: { ...box, padding: [LENGTH], 'text-align': [ALIGN], 'vertical-align': [/^(?:top|middle|bottom)$/] },
    th: { ...box, padding: [LENGTH], 'text-align': [ALIGN], 'vertical-align': [/^(?:top|middle|bottom)$/] },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  selfClosing: [...sanitizeHtml.defaults.selfClosing, 'col'],
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnImage(frame.attribs.src),
  transformTags: {
    // A merge-field chip keeps only its field name (lower-case letters); anything else becomes a plain span.
    span: (tagName, attribs) => {
      if (attribs['data-field'] !== undefined && !/^[a-z]{1,20}$/.test(attribs['data-field'])) {
        const { ['data-field']: _dropped, ...rest } = attribs;
        return { tagName, attribs: rest };
      }
      return { tagName, attribs };
    },
    a: (tagName, attribs) => ({ tagName, attribs: attribs.href ? { href: attribs.href.trim() } : ({} as sanitizeHtml.Attributes) }),
    td: spans,
    th: spans,
  },
};

/** Images are ours only: `/api/template/images/<key>` (an absolute URL of another host is dropped). */
export function isOwnImage(src: string | undefined): boolean {
  return typeof src === 'string' && /^\/api\/template\/images\/[A-Za-z0-9_-]{43}$/.test(src);
}

export function tooLarge(size: number): AppError {
  const kb = (n: number) => `${Math.ceil(n / 1000)} kB`;
  return new AppError(
    413,
    `The text is too large: ${kb(size)} of HTML, at most ${kb(DOCUMENT_BODY_MAX)}. Split it into several documents.`,
    [{ field: 'body', message: `At most ${kb(DOCUMENT_BODY_MAX)} of text` }],
    'Document too large',
  );
}

/** The stored form of an HTML body: sanitised, and refused (413) beyond the size limit before and after. */
export function cleanDocumentHtml(html: string): string {
  if (html.length > DOCUMENT_BODY_MAX) throw tooLarge(html.length);
  const clean = sanitizeHtml(html, DOCUMENT_SANITIZE_OPTIONS);
  if (clean.length > DOCUMENT_BODY_MAX) throw tooLarge(clean.length);
  return clean;
}
