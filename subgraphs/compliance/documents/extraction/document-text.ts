import { extractImages, extractText, getDocumentProxy } from 'unpdf';
import { ExtractionFailure, type ExtractionInput } from './extractor.js';
import { sharedOcrEngine, type OcrEngine, type RecognizedWord } from './ocr-engine.js';

/**
 * The text of an uploaded document, read the way its file type allows: a PDF's text layer as written, an
 * image (or a scanned PDF, whose pages are images) through OCR. Both extractors start from this, so that what
 * counts as unreadable is decided once.
 */
export interface DocumentText {
  /** Lines separated by newlines. */
  readonly text: string;
  readonly source: 'pdf-text' | 'ocr';
  /** For OCR: where each word stands in `text` and how sure the engine was of it. A text layer is read as written. */
  readonly words?: readonly RecognizedWord[];
}

/** Fewer letters and digits than this cannot carry the fields of any document category. */
export const MIN_MEANINGFUL_CHARACTERS = 40;

/** Scanned PDFs are OCR'd page by page; the fields sought are on the first pages, and OCR costs about a second a page. */
const MAX_SCANNED_PAGES = 10;
/** Embedded images smaller than this are logos, stamps or signatures rather than scanned pages. */
const MIN_SCAN_SIDE = 300;

export function meaningfulCharacters(text: string): number {
  return text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
}

/**
 * How sure the reading of `text[start, end)` is, 0..1: the mean confidence OCR gave the words there (1 for a
 * text layer).
 */
export function readingConfidence(document: DocumentText, start: number, end: number): number {
  if (!document.words) return 1;
  const overlapping = document.words.filter((word) => word.start < end && word.end > start);
  if (overlapping.length === 0) return 0.5;
  return overlapping.reduce((sum, word) => sum + word.confidence, 0) / overlapping.length;
}

export class DocumentTextReader {
  constructor(private readonly ocr: OcrEngine = sharedOcrEngine) {}

  /**
   * The document's text; `ExtractionFailure` when the file cannot be read or holds too little text to extract
   * anything from.
   */
  async read(input: ExtractionInput): Promise<DocumentText> {
    const document =
      input.contentType === 'application/pdf'
        ? await this.#readPdf(input.content)
        : await this.#readImage(input.content);
    const characters = meaningfulCharacters(document.text);
    if (characters === 0) {
      throw new ExtractionFailure(
        document.source === 'ocr'
          ? 'No text could be read from the document: the image is blank or illegible'
          : 'The PDF contains no text, nor a scanned page with legible text',
      );
    }
    if (characters < MIN_MEANINGFUL_CHARACTERS) {
      throw new ExtractionFailure(
        `The document has too little readable text (${characters} letters and digits; at least ${MIN_MEANINGFUL_CHARACTERS} are needed)`,
      );
    }
    return document;
  }

  /** Stops the OCR worker (shared by the process; a later read starts it again). */
  close(): Promise<void> {
    return this.ocr.close();
  }

  async #readImage(content: Buffer): Promise<DocumentText> {
    const { text, words } = await this.ocr.recognize(content);
    return { text, source: 'ocr', words };
  }

  async #readPdf(content: Buffer): Promise<DocumentText> {
    const pdf = await openPdf(content);
    try {
      const layer = await pdfRead(async () => normalizeLines((await extractText(pdf, { mergePages: true })).text));
      if (meaningfulCharacters(layer) >= MIN_MEANINGFUL_CHARACTERS) return { text: layer, source: 'pdf-text' };
      // Too little text: most likely a scan, whose pages are images to OCR.
      const scanned = await this.#ocrPages(pdf);
      return scanned && meaningfulCharacters(scanned.text) > meaningfulCharacters(layer)
        ? scanned
        : { text: layer, source: 'pdf-text' };
    } finally {
      await pdf.loadingTask.destroy();
    }
  }

  async #ocrPages(pdf: PdfDocument): Promise<DocumentText | undefined> {
    const texts: string[] = [];
    const words: RecognizedWord[] = [];
    let offset = 0;
    for (let pageNumber = 1; pageNumber <= Math.min(pdf.numPages, MAX_SCANNED_PAGES); pageNumber++) {
      const images = await pdfRead(() => extractImages(pdf, pageNumber));
      for (const image of images.filter(({ width, height }) => Math.min(width, height) >= MIN_SCAN_SIDE)) {
        const page = await this.ocr.recognize(portableGraymap(image));
        if (!page.text) continue;
        texts.push(page.text);
        words.push(...page.words.map((word) => ({ ...word, start: word.start + offset, end: word.end + offset })));
        offset += page.text.length + 1;
      }
    }
    return texts.length > 0 ? { text: texts.join('\n'), source: 'ocr', words } : undefined;
  }
}

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

async function openPdf(content: Buffer): Promise<PdfDocument> {
  try {
    // PDF.js takes ownership of (and may detach) the buffer it gets: hand it a copy, not the caller's bytes.
    return await getDocumentProxy(new Uint8Array(content), { verbosity: 0 });
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') {
      throw new ExtractionFailure('The PDF is password-protected; upload it without a password');
    }
    throw new ExtractionFailure(`The PDF could not be opened: the file is damaged or not a PDF (${describe(error)})`);
  }
}

/** PDF.js fails on malformed content the same way every time: that is the document's fault, not a passing one. */
async function pdfRead<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw new ExtractionFailure(`The PDF could not be read: its content is damaged (${describe(error)})`);
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

function normalizeLines(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * An embedded image's decoded pixels as a binary PGM (PNM) file, a format tesseract's image library reads
 * without any encoder of ours; colour is reduced to grey, and transparency shows the white page beneath.
 */
function portableGraymap({
  data,
  width,
  height,
  channels,
}: {
  data: Uint8ClampedArray;
  width: number;
  height: number;
  channels: 1 | 3 | 4;
}): Buffer {
  const grey = Buffer.alloc(width * height);
  for (let pixel = 0; pixel < grey.length; pixel++) {
    const at = pixel * channels;
    if (channels === 1) {
      grey[pixel] = data[at]!;
      continue;
    }
    const luminance = 0.299 * data[at] + 0.587 * data[at + 1] + 0.114 * data[at + 2];
    const alpha = channels === 4 ? data[at + 3] / 255 : 1;
    grey[pixel] = Math.round(luminance * alpha + 255 * (1 - alpha));
  }
  return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1'), grey]);
}
