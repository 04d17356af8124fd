import { ExternalHyperlink, ImageRun, type ParagraphChild, TextRun } from 'docx';

/** The bytes of an image the document shows, as .docx can embed them (PNG, JPEG, GIF or BMP), with its size in px. */
export interface LoadedImage {
    data: Uint8Array;
    type: 'png' | 'jpg' | 'gif' | 'bmp';
    width: number;
    height: number;
}

export type ImageLoader = (src: string) => Promise<LoadedImage | null>;

/** The widest an image may be on an A4 page with 20 mm margins (px at 96 dpi). */
export const MAX_IMAGE_WIDTH_PX = 640;

interface Marks {
    bold?: boolean;
    italics?: boolean;
    underline?: boolean;
    /** half-points */
    size?: number;
}

export const styleOf = (element: Element, property: string): string | undefined => {
    const style = element.getAttribute('style') ?? '';
    const match = new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`, 'i').exec(style);
    return match?.[1].trim();
};

export const px = (value: string | null | undefined): number | undefined => {
    const m = value ? /^(\d+(?:\.\d+)?)(px)?$/.exec(value.trim()) : null;
    return m ? Number(m[1]) : undefined;
};

function marksOf(element: Element, marks: Marks): Marks {
    const tag = element.tagName.toLowerCase();
    const next = { ...marks };
    if (tag === 'strong' || tag === 'b') next.bold = true;
    if (tag === 'i' || tag === 'em') next.italics = true;
    if (tag === 'u') next.underline = true;
    const fontPx = px(styleOf(element, 'font-size'));
    if (fontPx) next.size = Math.round(fontPx * 0.75 * 2);
    return next;
}

const run = (text: string, marks: Marks, extra: { break?: number } = {}) =>
    new TextRun({
        text,
        bold: marks.bold,
        italics: marks.italics,
        underline: marks.underline ? {} : undefined,
        size: marks.size,
        ...extra,
    });

async function imageRun(img: Element, loadImage: ImageLoader): Promise<ImageRun | null> {
    const src = img.getAttribute('src');
    const image = src ? await loadImage(src) : null;
    if (!image) return null;
    const width = Math.min(px(img.getAttribute('width')) ?? image.width, MAX_IMAGE_WIDTH_PX);
    const height = Math.round((width / image.width) * image.height);
    return new ImageRun({ type: image.type, data: image.data, transformation: { width, height } });
}

/** The runs of an element's inline content: text with its marks, line breaks, links, images, merge-field text. */
export async function inlineRuns(node: Node, loadImage: ImageLoader, marks: Marks = {}): Promise<ParagraphChild[]> {
    const out: ParagraphChild[] = [];
    for (const child of Array.from(node.childNodes)) {
        if (child.nodeType === 3) {
            const text = (child.textContent ?? '').replace(/\s+/g, ' ');
            if (text) out.push(run(text, marks));
            continue;
        }
        if (child.nodeType !== 1) continue;
        const element = child as Element;
        const tag = element.tagName.toLowerCase();
        if (tag === 'br') out.push(run('', marks, { break: 1 }));
        else if (tag === 'img') {
            const image = await imageRun(element, loadImage);
            if (image) out.push(image);
        } else if (tag === 'a') {
            const children = (await inlineRuns(element, loadImage, { ...marks, underline: true })).filter(
                (c): c is TextRun => c instanceof TextRun
            );
            out.push(new ExternalHyperlink({ link: element.getAttribute('href') ?? '', children }));
        } else out.push(...(await inlineRuns(element, loadImage, marksOf(element, marks))));
    }
    return out;
}
