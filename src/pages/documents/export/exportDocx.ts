import { saveBlob } from '../../visits/show/saveBlob';
import type { ImageLoader, LoadedImage } from './docxInline';

const TYPES: Record<string, LoadedImage['type']> = {
    'image/png': 'png',
    'image/jpeg': 'jpg',
    'image/gif': 'gif',
    'image/bmp': 'bmp',
};

/** An image as .docx takes it: PNG/JPEG/GIF as they are, anything else (WebP) redrawn as PNG. */
async function asDocxImage(blob: Blob): Promise<LoadedImage | null> {
    const bitmap = await createImageBitmap(blob).catch(() => null);
    if (!bitmap) return null;
    const { width, height } = bitmap;
    const type = TYPES[blob.type];
    if (type) return { data: new Uint8Array(await blob.arrayBuffer()), type, width, height };
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    const png = await new Promise<Blob | null>(resolve => canvas.toBlob(resolve, 'image/png'));
    return png ? { data: new Uint8Array(await png.arrayBuffer()), type: 'png', width, height } : null;
}

const fileName = (title: string) => `${title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'document'}.docx`;

/** Builds the .docx in the browser (docx is loaded only now) and hands it to the browser as a download. */
export async function downloadDocx(
    html: string,
    title: string,
    fetchImage: (url: string) => Promise<Blob>
): Promise<void> {
    const [{ htmlToDocx }, { Packer }] = await Promise.all([import('./htmlToDocx'), import('docx')]);
    const loadImage: ImageLoader = async src => asDocxImage(await fetchImage(src));
    const doc = await htmlToDocx(html, title, loadImage);
    saveBlob(await Packer.toBlob(doc), fileName(title));
}
