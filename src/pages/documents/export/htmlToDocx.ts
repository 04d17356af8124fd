import {
    AlignmentType,
    Document,
    HeadingLevel,
    HeightRule,
    LevelFormat,
    PageBreak,
    Paragraph,
    Table,
    TableCell,
    TableRow,
    WidthType,
} from 'docx';
import { type ImageLoader, inlineRuns, px, styleOf } from './docxInline';

type Block = Paragraph | Table;

/** 1 px (at 96 dpi) in twentieths of a point. */
const TWIPS_PER_PX = 15;
const A4 = { width: 11906, height: 16838 };
const MARGIN_20MM = 1134;
const NUMBERED = 'ld-numbered';

const HEADINGS: Record<string, (typeof HeadingLevel)[keyof typeof HeadingLevel]> = {
    h1: HeadingLevel.TITLE,
    h2: HeadingLevel.HEADING_1,
    h3: HeadingLevel.HEADING_2,
    h4: HeadingLevel.HEADING_3,
};

const ALIGN: Record<string, (typeof AlignmentType)[keyof typeof AlignmentType]> = {
    left: AlignmentType.LEFT,
    right: AlignmentType.RIGHT,
    center: AlignmentType.CENTER,
    justify: AlignmentType.JUSTIFIED,
};

const children = (element: Element) => Array.from(element.children);
const alignmentOf = (element: Element) => ALIGN[styleOf(element, 'text-align') ?? ''];
const hex = (colour: string | undefined) => (colour && /^#[0-9a-f]{6}$/i.test(colour) ? colour.slice(1) : undefined);

async function tableBlock(table: Element, loadImage: ImageLoader): Promise<Table> {
    const rows = Array.from(table.querySelectorAll(':scope > thead > tr, :scope > tbody > tr, :scope > tr'));
    const tableRows: TableRow[] = [];
    for (const [index, tr] of rows.entries()) {
        const cells: TableCell[] = [];
        let heightPx: number | undefined;
        for (const td of children(tr).filter(c => /^t[dh]$/i.test(c.tagName))) {
            heightPx = Math.max(heightPx ?? 0, px(styleOf(td, 'height')) ?? 0) || undefined;
            const widthPx = px(styleOf(td, 'width'));
            const paragraphs = await blocks(td, loadImage);
            const fill = hex(styleOf(td, 'background-color'));
            cells.push(
                new TableCell({
                    children: paragraphs.length ? paragraphs : [new Paragraph('')],
                    columnSpan: Number(td.getAttribute('colspan')) || undefined,
                    rowSpan: Number(td.getAttribute('rowspan')) || undefined,
                    width: widthPx ? { size: widthPx * TWIPS_PER_PX, type: WidthType.DXA } : undefined,
                    shading: fill ? { fill } : undefined,
                })
            );
        }
        tableRows.push(
            new TableRow({
                children: cells,
                tableHeader: index === 0 && tr.parentElement?.tagName.toLowerCase() === 'thead',
                height: heightPx ? { value: heightPx * TWIPS_PER_PX, rule: HeightRule.ATLEAST } : undefined,
            })
        );
    }
    const widthPx = px(styleOf(table.closest('figure') ?? table, 'width'));
    return new Table({
        rows: tableRows,
        width: widthPx
            ? { size: widthPx * TWIPS_PER_PX, type: WidthType.DXA }
            : { size: 100, type: WidthType.PERCENTAGE },
    });
}

async function listBlocks(list: Element, loadImage: ImageLoader, level: number): Promise<Block[]> {
    const ordered = list.tagName.toLowerCase() === 'ol';
    const out: Block[] = [];
    for (const li of children(list).filter(c => c.tagName.toLowerCase() === 'li')) {
        const nested = children(li).filter(c => /^(ul|ol)$/i.test(c.tagName));
        const inline = li.cloneNode(true) as Element;
        for (const n of Array.from(inline.children)) if (/^(ul|ol)$/i.test(n.tagName)) n.remove();
        out.push(
            new Paragraph({
                children: await inlineRuns(inline, loadImage),
                alignment: alignmentOf(li),
                ...(ordered ? { numbering: { reference: NUMBERED, level } } : { bullet: { level } }),
            })
        );
        for (const n of nested) out.push(...(await listBlocks(n, loadImage, level + 1)));
    }
    return out;
}

/** The blocks of a container, in order: paragraphs, headings, lists, tables, images, page breaks. */
async function blocks(container: Element, loadImage: ImageLoader): Promise<Block[]> {
    const out: Block[] = [];
    const loose: ChildNode[] = [];
    const flushLoose = async () => {
        if (!loose.length) return;
        const holder = container.ownerDocument.createElement('p');
        for (const n of loose.splice(0)) holder.appendChild(n.cloneNode(true));
        const runs = await inlineRuns(holder, loadImage);
        if (runs.length) out.push(new Paragraph({ children: runs }));
    };
    for (const node of Array.from(container.childNodes)) {
        const element = node.nodeType === 1 ? (node as Element) : undefined;
        const tag = element?.tagName.toLowerCase();
        if (!element || !tag || !/^(p|h[1-4]|ul|ol|figure|table|div)$/.test(tag)) {
            loose.push(node);
            continue;
        }
        await flushLoose();
        if (tag === 'p' || HEADINGS[tag]) {
            out.push(
                new Paragraph({
                    children: await inlineRuns(element, loadImage),
                    heading: HEADINGS[tag],
                    alignment: alignmentOf(element),
                })
            );
        } else if (tag === 'ul' || tag === 'ol') out.push(...(await listBlocks(element, loadImage, 0)));
        else if (tag === 'table') out.push(await tableBlock(element, loadImage));
        else if (tag === 'div' && element.classList.contains('page-break'))
            out.push(new Paragraph({ children: [new PageBreak()] }));
        else if (tag === 'figure' && element.querySelector('table'))
            out.push(await tableBlock(element.querySelector('table')!, loadImage));
        else out.push(...(await blocks(element, loadImage)));
    }
    await flushLoose();
    return out;
}

/**
 * A Word document from the editor's HTML, by our own walk of it: headings, paragraphs (bold, italic, underline,
 * sizes, alignment, links), lists, tables with merged cells and their sizes, images, page breaks; A4 with 20 mm
 * margins like the print stylesheet.
 */
export async function htmlToDocx(html: string, title: string, loadImage: ImageLoader): Promise<Document> {
    const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
    return new Document({
        title,
        creator: 'LabDesk',
        numbering: {
            config: [
                {
                    reference: NUMBERED,
                    levels: [0, 1, 2, 3].map(level => ({
                        level,
                        format: LevelFormat.DECIMAL,
                        text: `%${level + 1}.`,
                        alignment: AlignmentType.START,
                        style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
                    })),
                },
            ],
        },
        sections: [
            {
                properties: {
                    page: {
                        size: A4,
                        margin: { top: MARGIN_20MM, right: MARGIN_20MM, bottom: MARGIN_20MM, left: MARGIN_20MM },
                    },
                },
                children: await blocks(body, loadImage),
            },
        ],
    });
}
