import { extractText, getDocumentProxy } from 'unpdf';

/** Whether the bytes start like a PDF file does. */
export function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
}

/** The text of every page of a PDF, in one string, to check what a generated document says. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // PDF.js takes ownership of (and may detach) the buffer it gets: hand it a copy, not the caller's bytes.
  const document = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { text } = await extractText(document, { mergePages: true });
    return text;
  } finally {
    await document.loadingTask.destroy();
  }
}
