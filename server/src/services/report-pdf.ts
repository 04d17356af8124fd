import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Age } from './patient-age.ts';
import type { ReportSnapshot, SnapshotResult } from './report-snapshot.ts';

export interface Letterhead {
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
}

/** Everything a report PDF shows besides its frozen snapshot. */
export interface ReportPrint {
  snapshot: ReportSnapshot;
  version: number;
  reason: string | null;
  createdAt: Date;
  /** null: pre-printed paper, leave the top blank */
  letterhead: Letterhead | null;
  publicUrl: string;
}

type Doc = PDFKit.PDFDocument;

const MARGIN = 40;
const PAGE = { width: 595.28, height: 841.89 };
const CONTENT = PAGE.width - 2 * MARGIN;
/** Test, result, unit, reference range, flag. */
const COLUMNS = [
  { x: 0, w: 180 },
  { x: 180, w: 80 },
  { x: 260, w: 75 },
  { x: 335, w: 105 },
  { x: 440, w: 75 },
];
const GREY = '#555555';
const RED = '#b00020';
const LETTERHEAD_SPACE = 90;

const SUPERSCRIPTS: Record<string, string> = { '⁰': '0', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '-' };
const WIN_ANSI_EXTRA = new Set('–—‘’‚“”„†‡•…€‰‹›ˆ™ŒœšŠŸŽž˜ƒ');

/**
 * The standard PDF fonts speak WinAnsi only (no font files to load per request): superscripts outside it
 * become ^n (×10⁶/µL → ×10^6/µL), comparison signs are spelt out, anything else unprintable becomes '?'.
 */
export function winAnsi(text: string): string {
  return text
    .replace(/[⁰⁴-⁹⁻]+/g, (s) => '^' + [...s].map((c) => SUPERSCRIPTS[c]).join(''))
    .replace(/≤/g, '<=')
    .replace(/≥/g, '>=')
    .replace(/[^\n\x20-\xff]/g, (c) => (WIN_ANSI_EXTRA.has(c) ? c : '?'));
}

const when = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
export const formatWhen = (d: string | Date | null) => (d ? when.format(new Date(d)) : '—');

export function formatAge(age: Age | null): string {
  if (!age) return '—';
  if (age.years > 0) return `${age.years} Years`;
  if (age.months > 0) return `${age.months} Months ${age.days} Days`;
  return `${age.days} Days`;
}

function letterheadBlock(doc: Doc, head: Letterhead | null) {
  if (!head) {
    doc.y = MARGIN + LETTERHEAD_SPACE;
    return;
  }
  doc.font('Helvetica-Bold').fontSize(18).fillColor('black').text(winAnsi(head.name), MARGIN, MARGIN, { width: CONTENT, align: 'center' });
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  if (head.address) doc.text(winAnsi(head.address), { width: CONTENT, align: 'center' });
  const contact = [head.phone && `Phone ${head.phone}`, head.email].filter(Boolean).join('  ·  ');
  if (contact) doc.text(winAnsi(contact), { width: CONTENT, align: 'center' });
  doc.moveDown(0.5);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(PAGE.width - MARGIN, doc.y)
    .lineWidth(1)
    .strokeColor('#333333')
    .stroke();
  doc.moveDown(0.6);
}

function field(doc: Doc, label: string, value: string, x: number, y: number, width: number) {
  doc.font('Helvetica').fontSize(8).fillColor(GREY).text(label, x, y, { width, lineBreak: false });
  doc
    .font('Helvetica-Bold')
    .fontSize(9.5)
    .fillColor('black')
    .text(winAnsi(value), x, y + 10, { width, height: 12, ellipsis: true, lineBreak: false });
}

function patientBlock(doc: Doc, p: ReportPrint, qr: Buffer) {
  const s = p.snapshot;
  const top = doc.y;
  const col = (CONTENT - 90) / 3;
  const rows: [string, string][][] = [
    [
      ['Patient', s.patient.name],
      ['Patient code', s.patient.code],
      ['Sex / Age', `${s.patient.sex ?? '—'} / ${formatAge(s.patient.age)}`],
    ],
    [
      ['Visit', s.visit.code],
      ['Referred by', s.referrer ?? 'Self'],
      ['Phone', s.patient.phone ?? '—'],
    ],
    [
      ['Registered', formatWhen(s.visit.visitedAt)],
      ['Collected', formatWhen(s.visit.collectedAt)],
      ['Reported', formatWhen(p.createdAt)],
    ],
  ];
  rows.forEach((row, i) => row.forEach(([label, value], j) => field(doc, label, value, MARGIN + j * col, top + i * 26, col - 8)));
  doc.image(qr, PAGE.width - MARGIN - 76, top - 4, { width: 76 });
  doc
    .font('Helvetica')
    .fontSize(6.5)
    .fillColor(GREY)
    .text('Scan to view online', PAGE.width - MARGIN - 80, top + 73, { width: 84, align: 'center' });
  doc.y = top + 86;
  doc.x = MARGIN;
  if (p.version > 1) {
    doc
      .font('Helvetica-Bold')
      .fontSize(9.5)
      .fillColor(RED)
      .text(winAnsi(`Amended report, version ${p.version}${p.reason ? `: ${p.reason}` : ''}`), MARGIN, doc.y, { width: CONTENT });
  }
  doc.moveDown(0.4);
}

function tableHeader(doc: Doc) {
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(8).fillColor(GREY);
  ['Test', 'Result', 'Unit', 'Reference range', 'Flag'].forEach((t, i) =>
    doc.text(t, MARGIN + COLUMNS[i].x, y, { width: COLUMNS[i].w, lineBreak: false }),
  );
  doc.y = y + 12;
  doc
    .moveTo(MARGIN, doc.y - 2)
    .lineTo(PAGE.width - MARGIN, doc.y - 2)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
}

/** Room for `height` more points on this page, else a new page with the column headings again. */
function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height <= PAGE.height - MARGIN - 30) return;
  doc.addPage();
  doc.y = MARGIN;
  tableHeader(doc);
}

const flagText = (r: SnapshotResult) => (r.flag ? (r.isCritical ? `${r.flag} CRITICAL` : r.flag) : '');

function resultRow(doc: Doc, r: SnapshotResult) {
  ensureRoom(doc, 14);
  const y = doc.y;
  const abnormal = Boolean(r.flag);
  const cells = [`${r.name}${r.amended ? ' *' : ''}`, r.value, r.unit ?? '', r.rangeText, flagText(r)];
  cells.forEach((text, i) => {
    const bold = i === 1 ? abnormal : i === 4;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor(r.isCritical && (i === 1 || i === 4) ? RED : 'black')
      .text(winAnsi(text), MARGIN + COLUMNS[i].x, y, { width: COLUMNS[i].w - 4 });
  });
  doc.y = Math.max(doc.y, y + 12);
  for (const [label, text] of [
    ['Comment', r.comment],
    ['', r.interpretation],
  ] as const) {
    if (!text) continue;
    ensureRoom(doc, 12);
    doc
      .font(label ? 'Helvetica-Oblique' : 'Helvetica')
      .fontSize(7.5)
      .fillColor(GREY)
      .text(winAnsi(label ? `${label}: ${text}` : text), MARGIN + 8, doc.y, { width: CONTENT - 8 });
  }
  doc.y += 3;
}

function resultsBlock(doc: Doc, s: ReportSnapshot) {
  for (const dept of s.departments) {
    ensureRoom(doc, 40);
    doc.moveDown(0.4);
    doc.rect(MARGIN, doc.y, CONTENT, 15).fill('#eeeeee');
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('black')
      .text(winAnsi(dept.name.toUpperCase()), MARGIN + 4, doc.y + 3, { width: CONTENT - 8 });
    doc.y += 4;
    tableHeader(doc);
    for (const r of dept.results) resultRow(doc, r);
  }
}

function closingBlock(doc: Doc, s: ReportSnapshot) {
  ensureRoom(doc, 50);
  doc.moveDown(1);
  const amended = s.departments.some((d) => d.results.some((r) => r.amended));
  doc.font('Helvetica').fontSize(7.5).fillColor(GREY);
  if (amended) doc.text('* amended after verification', MARGIN, doc.y, { width: CONTENT });
  doc.text('L/H: below/above the reference range. LL/HH: beyond the critical limits (CRITICAL). A: abnormal.', MARGIN, doc.y, {
    width: CONTENT,
  });
  doc.moveDown(0.8);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('black')
    .text(winAnsi(`Verified by ${s.verifiedBy.join(', ') || '—'}`), MARGIN, doc.y, { width: CONTENT, align: 'right' });
  doc.moveDown(0.6);
  doc.font('Helvetica').fontSize(8).fillColor(GREY).text('-- End of report --', MARGIN, doc.y, { width: CONTENT, align: 'center' });
}

function pageFooters(doc: Doc, p: ReportPrint) {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const text = winAnsi(`${p.snapshot.visit.code} · ${p.snapshot.patient.name} · version ${p.version} · page ${i + 1} of ${range.count}`);
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor(GREY)
      .text(text, MARGIN, PAGE.height - MARGIN - 10, { width: CONTENT, align: 'center', lineBreak: false });
  }
}

function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** The report PDF of one version: A4, standard fonts only, the public link as a QR code. */
export async function renderReportPdf(p: ReportPrint): Promise<Buffer> {
  const qr = await QRCode.toBuffer(p.publicUrl, { type: 'png', margin: 0, width: 152, errorCorrectionLevel: 'M' });
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `Laboratory report ${p.snapshot.visit.code}`, Author: p.letterhead?.name ?? 'LabDesk' },
  });
  const done = collect(doc);
  letterheadBlock(doc, p.letterhead);
  patientBlock(doc, p, qr);
  resultsBlock(doc, p.snapshot);
  closingBlock(doc, p.snapshot);
  pageFooters(doc, p);
  doc.end();
  return done;
}
