import { validationError } from '../../../platform/errors.js';
import { loadOnFirstUse } from '../../../platform/lazy.js';

/** file-type and its format readers, loaded by the first file judged. */
const fileType = loadOnFirstUse(() => import('file-type'));

/** The document formats an upload may be restricted to. */
export type FileKind = 'pdf' | 'jpeg' | 'png' | 'tiff';

export const FILE_KIND_MIME_TYPES: Readonly<Record<FileKind, string>> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  tiff: 'image/tiff',
};

/** What a file of unknown content is served as. */
export const UNKNOWN_CONTENT_TYPE = 'application/octet-stream';

/**
 * The MIME type the content shows (magic bytes and structure), never the name or the declared type; undefined
 * when unrecognised. Give the whole file where possible: a TIFF may keep its directory at the end, beyond
 * any head, and is then not recognised from the head alone.
 */
export async function sniffFileType(bytes: Buffer): Promise<string | undefined> {
  const { fileTypeFromBuffer } = await fileType();
  return (await fileTypeFromBuffer(bytes))?.mime;
}

/** `sniffFileType` for a file on disk, reading only as much of it as the recognition needs. */
export async function sniffFileTypeOfFile(path: string): Promise<string | undefined> {
  const { fileTypeFromFile } = await fileType();
  return (await fileTypeFromFile(path))?.mime;
}

/**
 * The content type a file is kept with, given what its content showed; a VALIDATION_ERROR naming the accepted
 * kinds when `accept` lists some and the content is none of them.
 */
export function acceptedContentType(sniffed: string | undefined, accept: readonly FileKind[] | undefined): string {
  if (!accept) return sniffed ?? UNKNOWN_CONTENT_TYPE;
  if (sniffed && accept.some((kind) => FILE_KIND_MIME_TYPES[kind] === sniffed)) return sniffed;
  throw validationError(`The file is not a ${describeKinds(accept)} document`, { accepted: accept });
}

/** "PDF", "PDF or PNG", "PDF, JPEG, PNG or TIFF". */
function describeKinds(kinds: readonly FileKind[]): string {
  const names = kinds.map((kind) => kind.toUpperCase());
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}
