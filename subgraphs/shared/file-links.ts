import type { Response } from 'express';
import { decodeJwt, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { pipeline } from 'node:stream/promises';
import { Directive, Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import type { Config } from '../../platform/config.js';
import { secretOf, type SecretSettings } from '../../platform/data-dir.js';
import { forbidden } from '../../platform/errors.js';
import { logger } from '../../platform/logger.js';
import type { FileStorage } from './storage.js';

/**
 * Short-lived signed links to stored files. A GraphQL operation decides who may have a file and answers a
 * link; the bytes then stream from the owning subgraph's `/files/<token>`, proxied by the gateway at
 * `/files/<subgraph>/<token>`, so that files never travel inside GraphQL responses.
 */

export interface FileReference {
  /** Storage key. */
  readonly key: string;
  /** Name offered to the client's browser. */
  readonly filename: string;
  readonly contentType: string;
}

/** Every subgraph that serves files answers this same type, so the supergraph shares it. */
@ObjectType({ description: 'A signed, expiring link to a file; the bytes are served by the gateway' })
@Directive('@shareable')
export class FileLink {
  @Field(() => String, { description: 'Absolute URL on the gateway' }) url!: string;
  @Field(() => String, { description: 'The same link relative to the gateway root (/files/...)' }) path!: string;
  @Field(() => GraphQLISODateTime) expiresAt!: Date;
  @Field(() => Int, { description: 'Seconds the link stays valid, counted from its creation' }) expiresIn!: number;
  @Field(() => String) filename!: string;
  @Field(() => String) contentType!: string;
}

/**
 * What of a subgraph's configuration a link needs: where clients reach the gateway that serves it, and the secret
 * that signs it (FILE_LINK_SECRET, else the one generated under DATA_DIR: replicas serve each other's links only
 * when they agree on it).
 */
export type FileLinkSettings = Pick<Config, 'GATEWAY_PUBLIC_URL' | 'GATEWAY_PORT'> & SecretSettings<'FILE_LINK_SECRET'>;

const secretKey = (settings: SecretSettings<'FILE_LINK_SECRET'>) =>
  new TextEncoder().encode(secretOf('FILE_LINK_SECRET', settings));

export async function signFileLink(
  settings: FileLinkSettings,
  subgraph: string,
  file: FileReference,
  ttlSeconds: number,
): Promise<FileLink> {
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ key: file.key, name: file.filename, type: file.contentType })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(`files:${subgraph}`)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(secretKey(settings));
  const path = `/files/${subgraph}/${token}`;
  return {
    url: new URL(path, settings.GATEWAY_PUBLIC_URL ?? `http://localhost:${settings.GATEWAY_PORT}`).toString(),
    path,
    expiresAt: new Date((now + ttlSeconds) * 1000),
    expiresIn: ttlSeconds,
    filename: file.filename,
    contentType: file.contentType,
  };
}

/** The file a link names; 'expired' once its time is over, null when it was not signed by us for this subgraph. */
export async function verifyFileLink(
  settings: SecretSettings<'FILE_LINK_SECRET'>,
  subgraph: string,
  token: string,
): Promise<FileReference | 'expired' | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(settings), {
      audience: `files:${subgraph}`,
      algorithms: ['HS256'],
    });
    const { key, name, type } = payload as Record<string, unknown>;
    if (typeof key !== 'string' || typeof name !== 'string' || typeof type !== 'string') return null;
    return { key, filename: name, contentType: type };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return 'expired';
    return null;
  }
}

/**
 * The link that a signed file token stands for, as long as the token lives (never longer): FORBIDDEN for a
 * forged or expired one. It lets a legacy surface hand out URLs of its own for the gateway's file links.
 */
export async function renewFileLink(settings: FileLinkSettings, subgraph: string, token: string): Promise<FileLink> {
  const file = await verifyFileLink(settings, subgraph, token);
  if (file === null) throw forbidden('Invalid download link');
  if (file === 'expired') throw forbidden('Download link expired');
  const remaining = (decodeJwt(token).exp ?? 0) - Math.floor(Date.now() / 1000);
  if (remaining < 1) throw forbidden('Download link expired');
  return signFileLink(settings, subgraph, file, remaining);
}

/** `Content-Disposition` with a safe ASCII fallback and the UTF-8 name (RFC 6266). */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** The subgraph's `GET /files/:token`, from its `storage`: 403 for an expired or forged link, 404 when the file is gone. */
export function serveFileLinks(settings: SecretSettings<'FILE_LINK_SECRET'>, subgraph: string, storage: FileStorage) {
  const log = logger(`files:${subgraph}`);
  return async (req: { params: Record<string, string> }, res: Response): Promise<void> => {
    const file = await verifyFileLink(settings, subgraph, req.params.token ?? '');
    if (!file) {
      res.status(403).json({ message: 'Invalid download link' });
      return;
    }
    if (file === 'expired') {
      res.status(403).json({ message: 'Download link expired' });
      return;
    }
    const info = await storage.stat(file.key);
    if (!info) {
      res.status(404).json({ message: 'File not found' });
      return;
    }
    res.status(200).set({
      'Content-Type': file.contentType,
      'Content-Length': String(info.size),
      'Content-Disposition': contentDisposition(file.filename),
      'Last-Modified': info.modifiedAt.toUTCString(),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    try {
      await pipeline(storage.read(file.key), res);
    } catch (error) {
      log.warn({ err: error, key: file.key }, 'file download interrupted');
    }
  };
}
