import { classifyDocument } from './classifier.js';
import { DocumentTextReader } from './document-text.js';
import type { DocumentExtractor, ExtractionInput, ExtractionOutcome } from './extractor.js';
import { extractFields } from './fields.js';
import { extractionOutcome } from './verification.js';

/** Reads documents on this machine alone: the PDF text layer or OCR, then phrase evidence and field patterns. */
export class BuiltinExtractor implements DocumentExtractor {
  readonly name = 'builtin';

  constructor(private readonly reader: DocumentTextReader = new DocumentTextReader()) {}

  async extract(input: ExtractionInput): Promise<ExtractionOutcome> {
    const document = await this.reader.read(input);
    const { category, confidence } = classifyDocument(document.text, input.documentType);
    const { fields, fieldConfidence } = extractFields(document);
    return extractionOutcome({ document, category, categoryConfidence: confidence, fields, fieldConfidence });
  }

  close(): Promise<void> {
    return this.reader.close();
  }
}
