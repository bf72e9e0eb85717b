import { createRequire } from 'node:module';
import { loadOnFirstUse } from '../../platform/lazy.js';

const require = createRequire(import.meta.url);

/** pdfkit with its font engine and their tables (some MiB of heap), loaded by the first document rendered. */
const pdfkit = loadOnFirstUse(() => import('pdfkit'));

/**
 * The fonts documents are set in. pdfkit's built-in Helvetica covers Western European letters only; names of
 * people come from anywhere, so text is set in DejaVu Sans (embedded, subset to the glyphs used).
 */
export const PdfFont = {
  regular: 'Body',
  bold: 'Body-Bold',
} as const;

const FONT_FILES: Record<string, string> = {
  [PdfFont.regular]: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  [PdfFont.bold]: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

/** Renders a PDF with pdfkit into memory (the documents made here are one or two pages). */
export async function renderPdf(
  draw: (document: PDFKit.PDFDocument) => void,
  info: PDFKit.DocumentInfo = {},
): Promise<Buffer> {
  const { default: PDFDocument } = await pdfkit();
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ size: 'A4', margin: 56, info });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    try {
      for (const [name, file] of Object.entries(FONT_FILES)) document.registerFont(name, file);
      document.font(PdfFont.regular);
      draw(document);
      document.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
