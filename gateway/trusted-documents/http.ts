import type { NextFunction, Request, Response } from 'express';
import type { GraphQLError } from 'graphql';
import type { ServerResponse } from 'node:http';
import { httpStatusOf } from '../../platform/errors.js';
import { formatGatewayError } from '../errors.js';
import type { DocumentChannel, DocumentRequest, TrustedDocumentResolver } from './resolution.js';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `extensions` without its `persistedQuery` (resolved here, so Apollo Server must not look the hash up again). */
function withoutPersistedQuery(extensions: unknown): Record<string, unknown> | undefined {
  if (!isObject(extensions)) return undefined;
  const { persistedQuery: _resolved, ...rest } = extensions;
  return Object.keys(rest).length ? rest : undefined;
}

/** A JSON body (or a multipart request's `operations`) with the trusted document as its query. */
export function bodyWithDocument(body: Record<string, unknown>, query: string): Record<string, unknown> {
  const { documentId: _resolved, extensions, ...rest } = body;
  const remaining = withoutPersistedQuery(extensions);
  return { ...rest, query, ...(remaining ? { extensions: remaining } : {}) };
}

/** A request target (`/path?…`) whose query string carries the trusted document as `query`. */
export function urlWithDocument(url: string, query: string): string {
  const start = url.indexOf('?');
  const path = start === -1 ? url : url.slice(0, start);
  const search = new URLSearchParams(start === -1 ? '' : url.slice(start + 1));
  search.delete('documentId');
  search.set('query', query);
  const extensions = search.get('extensions');
  if (extensions !== null) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(extensions);
    } catch {
      parsed = undefined;
    }
    // Unparseable extensions are left for Apollo Server to refuse as it does.
    if (parsed !== undefined) {
      const remaining = withoutPersistedQuery(parsed);
      if (remaining) search.set('extensions', JSON.stringify(remaining));
      else search.delete('extensions');
    }
  }
  return `${path}?${search.toString()}`;
}

/** What a GET request's URL says of its document. */
export function documentRequestInUrl(url: string): DocumentRequest {
  const start = url.indexOf('?');
  const search = new URLSearchParams(start === -1 ? '' : url.slice(start + 1));
  const extensions = search.get('extensions');
  let parsed: unknown;
  try {
    parsed = extensions === null ? undefined : JSON.parse(extensions);
  } catch {
    parsed = undefined;
  }
  return {
    query: search.get('query') ?? undefined,
    operationName: search.get('operationName') ?? undefined,
    documentId: search.get('documentId') ?? undefined,
    extensions: parsed,
  };
}

/** The refusal of a request, answered in the gateway's error shape with its status. */
export function answerRefusal(res: ServerResponse, error: GraphQLError): void {
  res.statusCode = httpStatusOf(error.extensions.code);
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ errors: [formatGatewayError(error.toJSON(), error)] }));
}

/**
 * Express middleware for /graphql, after the body parsers and before the document guard: the document of a POST
 * (JSON, or a multipart request's `operations`) or a GET is resolved (resolution.ts). A document named by id
 * replaces the request's document, so that the document guard and Apollo Server see its text (the guard's verdict
 * on it is cached per text: one lookup); a refusal is answered here, before anything parses the request.
 */
export function trustedDocumentsMiddleware(resolver: TrustedDocumentResolver, channel: DocumentChannel = 'http') {
  return (req: Request, res: Response, next: NextFunction): void => {
    const get = req.method === 'GET';
    const body: unknown = req.body;
    if (!get && !isObject(body)) return next();
    const request: DocumentRequest = get ? documentRequestInUrl(req.url) : (body as DocumentRequest);
    const resolution = resolver.resolve(request, channel);
    if (resolution.kind === 'refused') return answerRefusal(res, resolution.error);
    if (resolution.kind === 'trusted') {
      if (get) req.url = urlWithDocument(req.url, resolution.query);
      else req.body = bodyWithDocument(body as Record<string, unknown>, resolution.query);
    }
    next();
  };
}
