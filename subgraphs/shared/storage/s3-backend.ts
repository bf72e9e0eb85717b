import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { loadOnFirstUse } from '../../../platform/lazy.js';
import { missingFileError, type StorageBackend, type StoredFile, type StoredFileInfo } from './backend.js';

/**
 * The AWS SDK's S3 client (several MiB of heap), loaded by the first S3 backend made: a process whose files are
 * in a directory never loads it.
 */
const s3Sdk = loadOnFirstUse(() => import('@aws-sdk/client-s3'));
type S3Sdk = Awaited<ReturnType<typeof s3Sdk>>;

export interface S3BackendOptions {
  readonly bucket: string;
  readonly region: string;
  /** A non-AWS service (MinIO, R2, ...), addressed path-style; AWS itself when absent. */
  readonly endpoint?: string;
  /** Static credentials; without them the SDK's default chain (environment, profile, instance role, ...). */
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
  /** Put before every key, so that one bucket can hold several installations; a `/` is added when missing. */
  readonly keyPrefix?: string;
  /** Where uploads are collected before they are judged and sent (default: the OS temporary directory). */
  readonly stagingDirectory?: string;
}

/** Files as objects of an S3-compatible bucket, so that every replica of a service sees the same files. */
export class S3Backend implements StorageBackend {
  readonly bucket: string;
  readonly keyPrefix: string;
  readonly stagingDirectory: string;
  /** The SDK and the client, once the SDK has loaded (it starts loading when the backend is made). */
  readonly #s3: Promise<{ readonly sdk: S3Sdk; readonly client: S3Client }>;

  constructor(options: S3BackendOptions) {
    this.bucket = options.bucket;
    const prefix = options.keyPrefix ?? '';
    this.keyPrefix = prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`;
    this.stagingDirectory = options.stagingDirectory ?? tmpdir();
    this.#s3 = s3Sdk().then((sdk) => ({ sdk, client: new sdk.S3Client(S3Backend.#clientConfig(options)) }));
    // A failure to load is the first operation's to report (each one awaits this promise).
    this.#s3.catch(() => undefined);
  }

  static #clientConfig(options: S3BackendOptions): S3ClientConfig {
    return {
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // Only checksums an operation requires: PutObject then goes out as one plain body (no aws-chunked
      // encoding with trailers, which not every S3-compatible service accepts); its integrity is covered by
      // the signed payload hash and the explicit SHA-256 checksum below.
      requestChecksumCalculation: 'WHEN_REQUIRED',
    };
  }

  objectKey(key: string): string {
    return `${this.keyPrefix}${key}`;
  }

  stagingPath(): Promise<string> {
    return Promise.resolve(join(this.stagingDirectory, `storage-${randomUUID()}.part`));
  }

  async commit(key: string, stagedPath: string, file: StoredFile): Promise<void> {
    // The whole body in memory rather than a file stream: SigV4 then signs the payload's SHA-256 (a stream
    // goes out as UNSIGNED-PAYLOAD), and the SDK may retry a failed attempt, which it never does with a stream.
    // Callers cap what they store (uploads by MAX_UPLOAD_BYTES), so this stays small.
    const body = await readFile(stagedPath);
    const { sdk, client } = await this.#s3;
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: body,
        ContentLength: file.size,
        ContentType: file.contentType,
        // The bucket checks the bytes against the hash computed while they arrived, and keeps it with the object.
        ChecksumSHA256: Buffer.from(file.sha256, 'hex').toString('base64'),
      }),
    );
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    const { sdk, client } = await this.#s3;
    try {
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      // HEAD answers carry no body, so a missing object shows only as the SDK's NotFound (a 404).
      if (error instanceof sdk.NotFound) return null;
      throw error;
    }
  }

  /** Synchronous like a file stream: the returned stream is fed once the bucket answers. */
  read(key: string): Readable {
    const output = new PassThrough();
    const request = new AbortController();
    let answered = false;
    // A reader that gives up before the bucket answers (a closed download) should not leave the request running.
    output.once('close', () => {
      if (!answered) request.abort();
    });
    const failed = (error: unknown) => {
      answered = true;
      output.destroy(error as Error);
    };
    this.#s3.then(
      ({ sdk, client }) =>
        client
          .send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }), {
            abortSignal: request.signal,
          })
          .then(
            (response) => {
              answered = true;
              // In Node the SDK answers the body as the HTTP response stream. pipeline() hands its errors to
              // `output`, where the reader sees them; the rejection itself needs no second handling.
              pipeline(response.Body as Readable, output).catch(() => undefined);
            },
            (error: unknown) => failed(error instanceof sdk.NoSuchKey ? missingFileError(key, error) : error),
          ),
      failed,
    );
    return output;
  }

  async remove(key: string): Promise<void> {
    const { sdk, client } = await this.#s3;
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }
}
