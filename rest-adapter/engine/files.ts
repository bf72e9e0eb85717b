import { Readable } from 'node:stream';
import { ErrorCode } from '../../platform/errors.js';
import { RestError } from './errors.js';
import type { StreamResponse } from './types.js';

const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'last-modified',
  'cache-control',
  'x-content-type-options',
] as const;

/**
 * A file answer streamed from the (signed, short-lived) URL a GraphQL operation returned: the bytes flow
 * through to the legacy client without being buffered here.
 */
export async function streamFrom(url: string | URL): Promise<StreamResponse> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new RestError(ErrorCode.SERVICE_UNAVAILABLE, 'File storage temporarily unavailable', undefined, {}, error);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    if (response.status === 404) throw new RestError(ErrorCode.NOT_FOUND, 'File not found');
    if (response.status === 403) throw new RestError(ErrorCode.FORBIDDEN, 'Download link expired or invalid');
    throw new RestError(ErrorCode.SERVICE_UNAVAILABLE, 'File storage temporarily unavailable');
  }
  const headers: Record<string, string> = {};
  for (const name of PASSED_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return { status: 200, stream: Readable.fromWeb(response.body), headers };
}
