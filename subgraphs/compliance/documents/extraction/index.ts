import type { Config } from '../../../../platform/config.js';
import { BuiltinExtractor } from './builtin-extractor.js';
import type { DocumentExtractor } from './extractor.js';
import { OpenAiExtractor } from './openai-extractor.js';

/**
 * The extractor `DOCUMENT_EXTRACTOR` names: `builtin` (text layer and OCR, no network) or `openai`. Create one
 * per process and `close()` it at shutdown: it holds the OCR worker.
 */
export function documentExtractor(settings: Config): DocumentExtractor {
  return settings.DOCUMENT_EXTRACTOR === 'openai' ? new OpenAiExtractor(settings) : new BuiltinExtractor();
}

export * from './extractor.js';
