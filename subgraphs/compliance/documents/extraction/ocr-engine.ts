import { createRequire } from 'node:module';
import type { Page, Worker } from 'tesseract.js';
import { loadOnFirstUse } from '../../../../platform/lazy.js';
import { ExtractionFailure } from './extractor.js';

/**
 * Optical character recognition with tesseract.js. The English model comes from the `@tesseract.js-data/eng`
 * package and is neither downloaded nor cached at run time, so that OCR works offline and the same everywhere.
 * Starting a worker costs a model load, so one worker is started on first use and kept for every later
 * document; tesseract runs one recognition at a time on it and queues the others.
 */

const require = createRequire(import.meta.url);
const englishModel = require('@tesseract.js-data/eng') as { code: string; gzip: boolean; langPath: string };

/** tesseract.js itself, loaded with the first worker: a process that recognises nothing never loads it. */
const tesseract = loadOnFirstUse(() => import('tesseract.js'));

/** A recognised word: where it stands in the recognised text, and how sure the engine was of it (0..1). */
export interface RecognizedWord {
  readonly start: number;
  readonly end: number;
  readonly confidence: number;
}

export interface RecognizedText {
  /** The words of each line separated by spaces, lines by newlines. */
  readonly text: string;
  readonly words: readonly RecognizedWord[];
}

/** tesseract's message when leptonica cannot decode the image. */
const UNREADABLE_IMAGE = /attempting to read image/i;

export class OcrEngine {
  #worker: Promise<Worker> | undefined;
  readonly #running = new Set<Promise<unknown>>();

  /** Recognises the text of an image (PNG, JPEG, TIFF, PNM); an undecodable image is an `ExtractionFailure`. */
  async recognize(image: Buffer): Promise<RecognizedText> {
    const recognition = this.#recognize(image);
    this.#running.add(recognition);
    try {
      return await recognition;
    } finally {
      this.#running.delete(recognition);
    }
  }

  /** Lets running recognitions finish, then stops the worker; the next recognition starts a new one. */
  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    await Promise.allSettled([...this.#running]);
    await (await worker?.catch(() => undefined))?.terminate();
  }

  async #recognize(image: Buffer): Promise<RecognizedText> {
    const workerPromise = (this.#worker ??= this.#start());
    const worker = await workerPromise;
    try {
      const { data } = await worker.recognize(image, {}, { blocks: true, text: true });
      return recognizedText(data);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (UNREADABLE_IMAGE.test(message))
        throw new ExtractionFailure('The image could not be decoded: the file is damaged or not an image');
      // Anything else may have left the worker broken: the next document gets a fresh one.
      if (this.#worker === workerPromise) void this.close().catch(() => undefined);
      throw error instanceof Error ? error : new Error(message);
    }
  }

  #start(): Promise<Worker> {
    const started = tesseract().then(({ createWorker, OEM }) =>
      createWorker(englishModel.code, OEM.LSTM_ONLY, {
        langPath: englishModel.langPath,
        gzip: englishModel.gzip,
        cacheMethod: 'none',
        // Failed jobs reject their own promise; without a handler tesseract.js would also throw them uncaught.
        errorHandler: () => undefined,
      }),
    );
    started.catch(() => {
      if (this.#worker === started) this.#worker = undefined;
    });
    return started;
  }
}

/** Rebuilds the page text from tesseract's lines and words, remembering where each word is and its confidence. */
function recognizedText(page: Page): RecognizedText {
  const lines: string[] = [];
  const words: RecognizedWord[] = [];
  let offset = 0;
  for (const line of (page.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines))) {
    const parts: string[] = [];
    for (const word of line.words) {
      const text = word.text.trim();
      if (!text) continue;
      const start = offset + parts.reduce((length, part) => length + part.length + 1, 0);
      parts.push(text);
      words.push({ start, end: start + text.length, confidence: Math.min(Math.max(word.confidence / 100, 0), 1) });
    }
    if (parts.length === 0) continue;
    const text = parts.join(' ');
    lines.push(text);
    offset += text.length + 1;
  }
  return { text: lines.join('\n'), words };
}

/** The engine shared by every extractor of the process (one model load, one worker). */
export const sharedOcrEngine = new OcrEngine();
