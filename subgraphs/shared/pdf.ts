import PDFDocument from 'pdfkit';

/** Renders a PDF with pdfkit into memory (the documents made here are one or two pages). */
export function renderPdf(draw: (document: PDFKit.PDFDocument) => void, info: PDFKit.DocumentInfo = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ size: 'A4', margin: 56, info });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    try {
      draw(document);
      document.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
