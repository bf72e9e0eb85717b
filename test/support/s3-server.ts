import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** An object as the stand-in keeps it. */
export interface S3Object {
  readonly body: Buffer;
  readonly contentType: string;
  readonly lastModified: Date;
  readonly etag: string;
  /** Base64 SHA-256 the client sent along (`x-amz-checksum-sha256`), checked against the body. */
  readonly checksumSha256?: string;
}

/** What the stand-in saw of a request, and how it answered, for tests to inspect. */
export interface S3Request {
  readonly method: string;
  /** Object key as addressed (percent-decoded, without the bucket). */
  readonly key: string;
  readonly headers: IncomingHttpHeaders;
  readonly bodyLength: number;
  readonly status: number;
  /** The S3 error code answered, e.g. `SignatureDoesNotMatch`. */
  readonly errorCode?: string;
}

class S3Failure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
const SERVICE = 's3';
const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;
const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, upper-case hex. */
const awsEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A stand-in for an S3-compatible object store (path-style: `/<bucket>/<key>`), speaking the REST API the
 * AWS SDK uses for PutObject, GetObject, HeadObject and DeleteObject, with S3's XML error bodies. Like the real
 * service it verifies the AWS Signature Version 4 of every request against its one set of credentials, and
 * the payload hash and SHA-256 checksum a client declares. Objects stay in memory; requests are recorded.
 */
export class TestS3Server {
  readonly bucket = 'compliance-files';
  readonly region = 'eu-central-1';
  readonly accessKeyId = 'AKIATESTSTORAGE0001';
  readonly secretAccessKey = 'test-secret-access-key-for-the-s3-stand-in';
  /** Keyed by the full object key (including any prefix the client puts before it). */
  readonly objects = new Map<string, S3Object>();
  readonly requests: S3Request[] = [];
  /** http://127.0.0.1:PORT, set by `start()`. */
  url = '';

  readonly #server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => this.#handle(req, res, Buffer.concat(chunks)));
  });

  /** The environment that points the platform's storage at this server. */
  env(overrides: { keyPrefix?: string; secretAccessKey?: string; accessKeyId?: string } = {}): Record<string, string> {
    return {
      S3_BUCKET: this.bucket,
      S3_ENDPOINT: this.url,
      S3_REGION: this.region,
      S3_ACCESS_KEY_ID: overrides.accessKeyId ?? this.accessKeyId,
      S3_SECRET_ACCESS_KEY: overrides.secretAccessKey ?? this.secretAccessKey,
      S3_KEY_PREFIX: overrides.keyPrefix ?? '',
    };
  }

  /** Recorded requests of one method, e.g. every PUT. */
  requestsOf(method: string): S3Request[] {
    return this.requests.filter((request) => request.method === method);
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.#server.once('error', reject);
      this.#server.listen(0, '127.0.0.1', resolve);
    });
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  /** Stops at once, dropping kept-alive client connections instead of waiting for them to time out. */
  stop(): Promise<void> {
    if (!this.#server.listening) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.#server.close((error) => (error ? reject(error) : resolve()));
      this.#server.closeAllConnections();
    });
  }

  #handle(req: IncomingMessage, res: ServerResponse, body: Buffer): void {
    const method = req.method ?? 'GET';
    const [rawPath = '/', rawQuery = ''] = (req.url ?? '/').split('?', 2) as [string, string?];
    const requestId = randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase();
    let key = '';
    let status: number;
    let errorCode: string | undefined;
    try {
      const [bucket = '', ...keySegments] = rawPath.slice(1).split('/').map(decodeURIComponent);
      key = keySegments.join('/');
      this.#verifySignature(req, method, rawPath, rawQuery, body);
      if (bucket !== this.bucket) throw new S3Failure(404, 'NoSuchBucket', 'The specified bucket does not exist');
      if (!key) throw new S3Failure(501, 'NotImplemented', 'Only object operations are implemented by this stand-in');
      status = this.#operate(method, key, req, res, body);
    } catch (error) {
      const failure = error instanceof S3Failure ? error : new S3Failure(500, 'InternalError', String(error));
      status = failure.status;
      errorCode = failure.code;
      res.writeHead(failure.status, { 'content-type': 'application/xml', 'x-amz-request-id': requestId });
      // HEAD answers carry no body, as with S3: the client learns only the status.
      res.end(
        method === 'HEAD'
          ? undefined
          : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${failure.code}</Code><Message>${failure.message}</Message>` +
              `<Resource>${rawPath}</Resource><RequestId>${requestId}</RequestId></Error>`,
      );
    }
    this.requests.push({
      method,
      key,
      headers: req.headers,
      bodyLength: body.length,
      status,
      ...(errorCode ? { errorCode } : {}),
    });
  }

  #operate(method: string, key: string, req: IncomingMessage, res: ServerResponse, body: Buffer): number {
    const object = this.objects.get(key);
    switch (method) {
      case 'PUT': {
        const declared = req.headers['x-amz-checksum-sha256'];
        const checksumSha256 = createHash('sha256').update(body).digest('base64');
        if (typeof declared === 'string' && declared !== checksumSha256) {
          throw new S3Failure(400, 'BadDigest', 'The SHA256 you specified did not match the calculated checksum.');
        }
        const stored: S3Object = {
          body,
          contentType: req.headers['content-type'] ?? 'binary/octet-stream',
          // S3 keeps modification times to the second.
          lastModified: new Date(Math.floor(Date.now() / 1000) * 1000),
          etag: `"${createHash('md5').update(body).digest('hex')}"`,
          ...(typeof declared === 'string' ? { checksumSha256: declared } : {}),
        };
        this.objects.set(key, stored);
        res.writeHead(200, {
          etag: stored.etag,
          ...(stored.checksumSha256 ? { 'x-amz-checksum-sha256': stored.checksumSha256 } : {}),
        });
        res.end();
        return 200;
      }
      case 'GET':
      case 'HEAD': {
        if (!object)
          throw new S3Failure(404, method === 'HEAD' ? 'NotFound' : 'NoSuchKey', 'The specified key does not exist.');
        const withChecksum = req.headers['x-amz-checksum-mode'] === 'ENABLED' && object.checksumSha256;
        res.writeHead(200, {
          'content-type': object.contentType,
          'content-length': String(object.body.length),
          etag: object.etag,
          'last-modified': object.lastModified.toUTCString(),
          ...(withChecksum
            ? { 'x-amz-checksum-sha256': object.checksumSha256, 'x-amz-checksum-type': 'FULL_OBJECT' }
            : {}),
        });
        res.end(method === 'GET' ? object.body : undefined);
        return 200;
      }
      case 'DELETE':
        this.objects.delete(key);
        res.writeHead(204);
        res.end();
        return 204;
      default:
        throw new S3Failure(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    }
  }

  /**
   * AWS Signature Version 4 (header form), as documented in "Create a signed AWS API request": rebuild the
   * canonical request from what arrived, derive the signing key from our secret, compare signatures.
   */
  #verifySignature(req: IncomingMessage, method: string, rawPath: string, rawQuery: string, body: Buffer): void {
    const authorization = req.headers.authorization ?? '';
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
        authorization,
      );
    if (!match) throw new S3Failure(403, 'AccessDenied', 'Missing or malformed AWS Signature Version 4 authorization');
    const [, accessKeyId, scopeDate, region, service, signedHeaderList, signature] = match as unknown as string[];
    if (accessKeyId !== this.accessKeyId) {
      throw new S3Failure(
        403,
        'InvalidAccessKeyId',
        'The AWS Access Key Id you provided does not exist in our records.',
      );
    }
    if (region !== this.region || service !== SERVICE) {
      throw new S3Failure(
        400,
        'AuthorizationHeaderMalformed',
        `The authorization header is malformed; the region '${region}' is wrong; expecting '${this.region}'`,
      );
    }
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    const requestTime = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
    if (!requestTime || amzDate.slice(0, 8) !== scopeDate)
      throw new S3Failure(403, 'AccessDenied', 'X-Amz-Date is missing or does not match the credential scope');
    const [, year, month, day, hour, minute, second] = requestTime.map(Number);
    if (Math.abs(Date.UTC(year, month - 1, day, hour, minute, second) - Date.now()) > MAX_CLOCK_SKEW_MS) {
      throw new S3Failure(
        403,
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
      );
    }

    const signedHeaders = signedHeaderList.split(';');
    for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
      if (!signedHeaders.includes(required))
        throw new S3Failure(403, 'AccessDenied', `The header ${required} must be signed`);
    }
    const unsigned = Object.keys(req.headers).filter(
      (name) => name.startsWith('x-amz-') && !signedHeaders.includes(name),
    );
    if (unsigned.length > 0)
      throw new S3Failure(
        403,
        'AccessDenied',
        `There were headers present in the request which were not signed: ${unsigned.join(', ')}`,
      );

    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash.startsWith('STREAMING-')) {
      throw new S3Failure(501, 'NotImplemented', `This stand-in does not accept ${payloadHash} (aws-chunked) uploads`);
    }
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) {
      throw new S3Failure(
        400,
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
      );
    }

    const canonicalRequest = [
      method,
      // S3 signs the path as addressed: each segment encoded once, nothing normalised.
      rawPath
        .split('/')
        .map((segment) => awsEncode(decodeURIComponent(segment)))
        .join('/'),
      canonicalQuery(rawQuery),
      ...signedHeaders.map((name) => `${name}:${canonicalHeaderValue(req, name)}`),
      '',
      signedHeaderList,
      payloadHash,
    ].join('\n');
    const scope = `${scopeDate}/${region}/${service}/aws4_request`;
    const stringToSign = [ALGORITHM, amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
    const signingKey = [scopeDate, region, service, 'aws4_request'].reduce<Buffer>(
      (key, part) => hmac(key, part),
      Buffer.from(`AWS4${this.secretAccessKey}`),
    );
    const expected = createHmac('sha256', signingKey).update(stringToSign).digest();
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
      throw new S3Failure(
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided.',
      );
    }
  }
}

function canonicalQuery(rawQuery: string): string {
  return rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', value = ''] = pair.split('=', 2) as [string, string?];
      return [awsEncode(decodeURIComponent(name)), awsEncode(decodeURIComponent(value))] as const;
    })
    .sort(([nameA, valueA], [nameB, valueB]) => (nameA === nameB ? compare(valueA, valueB) : compare(nameA, nameB)))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function canonicalHeaderValue(req: IncomingMessage, name: string): string {
  const values = req.headersDistinct[name];
  if (!values) throw new S3Failure(403, 'AccessDenied', `The signed header ${name} is missing`);
  return values.map((value) => value.trim().replace(/\s+/g, ' ')).join(',');
}
