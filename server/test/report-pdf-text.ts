import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF, pages joined: what a reader of the report sees. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text;
}
