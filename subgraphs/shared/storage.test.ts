import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import * as PImage from 'pureimage';
import { config, resetConfig } from '../../platform/config.js';
import { ErrorCode } from '../../platform/errors.js';
import { pdfText } from '../../test/support/pdf.js';
import { TestS3Server } from '../../test/support/s3-server.js';
import { renderPdf } from './pdf.js';
import { configuredStorage, FileStorage, LocalDirectoryBackend, S3Backend, sniffFileType } from './storage.js';

/** FileStorage against a real directory and against a real HTTP server speaking the S3 API (with SigV4). */

const S3_SETTINGS = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_KEY_PREFIX',
];

function configure(env: Record<string, string | undefined>): void {
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetConfig();
}

const withoutS3 = () => Object.fromEntries(S3_SETTINGS.map((name) => [name, undefined]));
const codeOf = (error: unknown) => (error as { extensions?: { code?: string } }).extensions?.code;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

/** Every file below `directory` (recursively) whose name says it is a staged, unfinished write. */
const stagedFilesIn = (directory: string) =>
  readdirSync(directory, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.part'));

async function encodedImage(
  encode: (bitmap: ReturnType<typeof PImage.make>, out: PassThrough) => Promise<void>,
): Promise<Buffer> {
  const bitmap = PImage.make(64, 32);
  const context = bitmap.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, 64, 32);
  context.fillStyle = '#1a4a8a';
  context.fillRect(8, 8, 48, 16);
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await encode(bitmap, out);
  return Buffer.concat(chunks);
}

/**
 * A baseline, uncompressed RGB TIFF whose image file directory comes after the pixels, as simple writers lay
 * it out: beyond the first 4 KB, so that it is only recognised from the whole file.
 */
function baselineTiff(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 3) pixels.set([200, 40 + (index % 120), 30], index);
  const pixelsAt = 8;
  const ifdAt = pixelsAt + pixels.length + (pixels.length % 2);
  type Entry = [tag: number, type: 3 | 4 | 5, count: number, value: number];
  const SHORT = 3,
    LONG = 4,
    RATIONAL = 5;
  const entries: Entry[] = [
    [256, SHORT, 1, width],
    [257, SHORT, 1, height],
    [258, SHORT, 3, 0], // BitsPerSample 8,8,8: stored after the directory
    [259, SHORT, 1, 1], // no compression
    [262, SHORT, 1, 2], // RGB
    [273, LONG, 1, pixelsAt],
    [277, SHORT, 1, 3],
    [278, SHORT, 1, height],
    [279, LONG, 1, pixels.length],
    [282, RATIONAL, 1, 0], // XResolution 72/1: stored after the directory
    [283, RATIONAL, 1, 0],
    [296, SHORT, 1, 2], // inches
  ];
  const extraAt = ifdAt + 2 + entries.length * 12 + 4;
  const extra = Buffer.alloc(6 + 8);
  extra.writeUInt16LE(8, 0);
  extra.writeUInt16LE(8, 2);
  extra.writeUInt16LE(8, 4);
  extra.writeUInt32LE(72, 6);
  extra.writeUInt32LE(1, 10);
  const offsets: Record<number, number> = { 258: extraAt, 282: extraAt + 6, 283: extraAt + 6 };
  const ifd = Buffer.alloc(2 + entries.length * 12 + 4);
  ifd.writeUInt16LE(entries.length, 0);
  entries.forEach(([tag, type, count, value], index) => {
    const at = 2 + index * 12;
    ifd.writeUInt16LE(tag, at);
    ifd.writeUInt16LE(type, at + 2);
    ifd.writeUInt32LE(count, at + 4);
    if (offsets[tag] !== undefined) ifd.writeUInt32LE(offsets[tag], at + 8);
    else if (type === SHORT) ifd.writeUInt16LE(value, at + 8);
    else ifd.writeUInt32LE(value, at + 8);
  });
  const header = Buffer.from([0x49, 0x49, 42, 0, 0, 0, 0, 0]);
  header.writeUInt32LE(ifdAt, 4);
  return Buffer.concat([header, pixels, Buffer.alloc(pixels.length % 2), ifd, extra]);
}

const s3 = new TestS3Server();
let dataDir: string;
const samples = {} as { pdf: Buffer; jpeg: Buffer; png: Buffer; tiff: Buffer; text: Buffer };

beforeAll(async () => {
  await s3.start();
  dataDir = mkdtempSync(join(tmpdir(), 'storage-'));
  configure({ DATA_DIR: dataDir, STORAGE_DIR: undefined, ...withoutS3() });
  samples.pdf = await renderPdf((document) => document.text('Ada Lovelace, certificate CERT-2026-ABCD2345'));
  samples.png = await encodedImage((bitmap, out) => PImage.encodePNGToStream(bitmap, out));
  samples.jpeg = await encodedImage((bitmap, out) => PImage.encodeJPEGToStream(bitmap, out, 90));
  samples.tiff = baselineTiff(48, 48);
  samples.text = Buffer.from('Certificate of Incorporation\nThis is plain text, whatever its name says.\n'.repeat(4));
});

afterAll(async () => {
  configure(withoutS3());
  await s3.stop();
});

interface BackendUnderTest {
  readonly name: string;
  readonly storage: () => FileStorage;
  /** Staged writes still lying around (there must be none once a write has finished either way). */
  readonly stagedLeftovers: () => string[];
  /** Writes that reached a remote store (none exists for a local directory). */
  readonly uploads: () => number;
}

const backends: BackendUnderTest[] = [
  (() => {
    let root: string | undefined;
    const directory = () => (root ??= mkdtempSync(join(tmpdir(), 'storage-local-')));
    return {
      name: 'a local directory',
      storage: () => new FileStorage(directory()),
      stagedLeftovers: () => stagedFilesIn(directory()),
      uploads: () => 0,
    };
  })(),
  (() => {
    let staging: string | undefined;
    const stagingDirectory = () => (staging ??= mkdtempSync(join(tmpdir(), 'storage-staging-')));
    return {
      name: 'an S3 bucket',
      storage: () =>
        new FileStorage(
          new S3Backend({
            bucket: s3.bucket,
            region: s3.region,
            endpoint: s3.url,
            credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
            keyPrefix: 'contract',
            stagingDirectory: stagingDirectory(),
          }),
        ),
      stagedLeftovers: () => stagedFilesIn(stagingDirectory()),
      uploads: () => s3.requestsOf('PUT').length,
    };
  })(),
];

describe.each(backends)('FileStorage on $name', (backend) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = backend.storage();
  });

  test('keeps a file streamed in and gives the same bytes back, with its size, type and SHA-256', async () => {
    const stored = await storage.write(
      'training/assets/plan.pdf',
      Readable.from([samples.pdf.subarray(0, 1000), samples.pdf.subarray(1000)]),
      {
        accept: ['pdf'],
        maxBytes: 1_000_000,
      },
    );
    expect(stored).toEqual({
      key: 'training/assets/plan.pdf',
      size: samples.pdf.length,
      contentType: 'application/pdf',
      sha256: sha256(samples.pdf),
    });
    expect(Buffer.compare(await storage.readAll('training/assets/plan.pdf'), samples.pdf)).toBe(0);
    expect(await pdfText(await storage.readAll('training/assets/plan.pdf'))).toContain('CERT-2026-ABCD2345');
    const info = await storage.stat('training/assets/plan.pdf');
    expect(info?.size).toBe(samples.pdf.length);
    expect(Math.abs(info!.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(backend.stagedLeftovers()).toEqual([]);
  });

  test('answers null for a missing file, and a read of it fails like a missing file on disk (ENOENT)', async () => {
    expect(await storage.stat('training/assets/never-written.pdf')).toBeNull();
    expect(await errorOf(storage.readAll('training/assets/never-written.pdf'))).toMatchObject({ code: 'ENOENT' });
  });

  test('removes a file, and removing it again is no error', async () => {
    await storage.write('training/assets/obsolete.pdf', samples.pdf);
    await storage.remove('training/assets/obsolete.pdf');
    expect(await storage.stat('training/assets/obsolete.pdf')).toBeNull();
    await expect(storage.remove('training/assets/obsolete.pdf')).resolves.toBeUndefined();
  });

  test('replaces a file as a whole, and a refused replacement leaves the current file as it was', async () => {
    await storage.write('training/assets/current.pdf', samples.pdf, { accept: ['pdf'] });
    const second = await renderPdf((document) => document.text('The second edition of the plan'));
    await storage.write('training/assets/current.pdf', second, { accept: ['pdf'] });
    expect(Buffer.compare(await storage.readAll('training/assets/current.pdf'), second)).toBe(0);

    expect(codeOf(await errorOf(storage.write('training/assets/current.pdf', samples.png, { accept: ['pdf'] })))).toBe(
      ErrorCode.VALIDATION_ERROR,
    );
    expect(codeOf(await errorOf(storage.write('training/assets/current.pdf', samples.pdf, { maxBytes: 100 })))).toBe(
      ErrorCode.PAYLOAD_TOO_LARGE,
    );
    expect(Buffer.compare(await storage.readAll('training/assets/current.pdf'), second)).toBe(0);
    expect((await storage.stat('training/assets/current.pdf'))?.size).toBe(second.length);
    expect(backend.stagedLeftovers()).toEqual([]);
  });

  test('refuses a file over the size limit while it streams in, and keeps nothing of it', async () => {
    const uploads = backend.uploads();
    const endless = Readable.from(
      (function* () {
        for (let chunk = 0; chunk < 64; chunk++) yield Buffer.alloc(16 * 1024, chunk);
      })(),
    );
    const error = await errorOf(storage.write('training/assets/too-large.pdf', endless, { maxBytes: 100_000 }));
    expect(codeOf(error)).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
    expect((error as Error).message).toBe('File exceeds the limit of 100000 bytes');
    expect(await storage.stat('training/assets/too-large.pdf')).toBeNull();
    expect(backend.stagedLeftovers()).toEqual([]);
    expect(backend.uploads()).toBe(uploads);
  });

  test.each([
    ['pdf', 'application/pdf'],
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['tiff', 'image/tiff'],
  ] as const)('accepts a %s judged by its content, whatever it is named', async (kind, contentType) => {
    const key = `compliance/documents/scan-of-${kind}.bin`;
    const stored = await storage.write(key, samples[kind], { accept: ['pdf', 'jpeg', 'png', 'tiff'] });
    expect(stored).toMatchObject({ contentType, size: samples[kind].length, sha256: sha256(samples[kind]) });
    expect(Buffer.compare(await storage.readAll(key), samples[kind])).toBe(0);
  });

  test('refuses a PNG named .pdf when only PDFs are accepted, and a text file named .png, keeping nothing', async () => {
    const uploads = backend.uploads();
    const png = await errorOf(storage.write('training/assets/disguised.pdf', samples.png, { accept: ['pdf'] }));
    expect(png).toMatchObject({
      message: 'The file is not a PDF document',
      extensions: { code: ErrorCode.VALIDATION_ERROR },
    });
    const text = await errorOf(
      storage.write('compliance/documents/disguised.png', samples.text, { accept: ['pdf', 'jpeg', 'png', 'tiff'] }),
    );
    expect(text).toMatchObject({
      message: 'The file is not a PDF, JPEG, PNG or TIFF document',
      extensions: { code: ErrorCode.VALIDATION_ERROR },
    });
    const fakePdf = await errorOf(
      storage.write('training/assets/fake.pdf', Buffer.from('%PDX not really a pdf'), { accept: ['pdf', 'png'] }),
    );
    expect(fakePdf).toMatchObject({ message: 'The file is not a PDF or PNG document' });
    expect(await storage.stat('training/assets/disguised.pdf')).toBeNull();
    expect(await storage.stat('compliance/documents/disguised.png')).toBeNull();
    expect(await storage.stat('training/assets/fake.pdf')).toBeNull();
    expect(backend.stagedLeftovers()).toEqual([]);
    expect(backend.uploads()).toBe(uploads);
  });

  test('without an accept list keeps any content, typed by what it shows (octet-stream when unknown)', async () => {
    expect((await storage.write('factory/exports/notes.txt', samples.text)).contentType).toBe(
      'application/octet-stream',
    );
    expect((await storage.write('factory/exports/photo.jpg', samples.jpeg)).contentType).toBe('image/jpeg');
  });

  test('refuses an empty file', async () => {
    const error = await errorOf(storage.write('training/assets/empty.pdf', Buffer.alloc(0)));
    expect(error).toMatchObject({ message: 'The file is empty', extensions: { code: ErrorCode.VALIDATION_ERROR } });
    expect(await storage.stat('training/assets/empty.pdf')).toBeNull();
  });

  test('refuses keys that would leave its area, before touching anything', async () => {
    const requests = s3.requests.length;
    await expect(storage.write('../outside.pdf', samples.pdf)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.write('training/../../outside.pdf', samples.pdf)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.stat('training/../../etc/passwd')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.remove('/etc/passwd')).rejects.toThrow(/Invalid storage key/);
    expect(() => storage.read('/etc/passwd')).toThrow(/Invalid storage key/);
    expect(s3.requests.length).toBe(requests);
  });
});

describe('FileStorage configuration', () => {
  beforeEach(() => configure({ STORAGE_DIR: undefined, ...withoutS3() }));

  test('keeps files under the data directory by default, and under STORAGE_DIR when set', () => {
    const byDefault = configuredStorage(config()).backend;
    expect(byDefault).toBeInstanceOf(LocalDirectoryBackend);
    expect((byDefault as LocalDirectoryBackend).root).toBe(join(dataDir, 'storage'));
    configure({ STORAGE_DIR: join(dataDir, 'elsewhere') });
    expect((configuredStorage(config()).backend as LocalDirectoryBackend).root).toBe(join(dataDir, 'elsewhere'));
  });

  test('uses the S3 bucket when S3_BUCKET is set, but an explicit directory stays a directory', async () => {
    configure(s3.env());
    expect(configuredStorage(config()).backend).toBeInstanceOf(S3Backend);
    const local = new FileStorage(join(dataDir, 'explicit'));
    const requests = s3.requests.length;
    await local.write('training/assets/local.pdf', samples.pdf);
    expect(local.backend).toBeInstanceOf(LocalDirectoryBackend);
    expect(readdirSync(join(dataDir, 'explicit/training/assets'))).toEqual(['local.pdf']);
    expect(s3.requests.length).toBe(requests);
  });
});

describe('FileStorage on the configured S3 bucket', () => {
  beforeEach(() => configure(s3.env({ keyPrefix: 'installation-a' })));

  test('stores objects under the key prefix with their type and checksum, every request signed', async () => {
    const requests = s3.requests.length;
    const storage = configuredStorage(config());
    await storage.write('compliance/documents/pan-card.png', samples.png, { accept: ['pdf', 'jpeg', 'png', 'tiff'] });
    const object = s3.objects.get('installation-a/compliance/documents/pan-card.png');
    expect(object?.contentType).toBe('image/png');
    expect(object?.checksumSha256).toBe(createHash('sha256').update(samples.png).digest('base64'));
    expect(Buffer.compare(object!.body, samples.png)).toBe(0);
    expect(s3.objects.has('compliance/documents/pan-card.png')).toBe(false);

    expect((await storage.stat('compliance/documents/pan-card.png'))?.size).toBe(samples.png.length);
    expect(Buffer.compare(await storage.readAll('compliance/documents/pan-card.png'), samples.png)).toBe(0);
    await storage.remove('compliance/documents/pan-card.png');
    expect(s3.objects.has('installation-a/compliance/documents/pan-card.png')).toBe(false);

    const seen = s3.requests.slice(requests);
    expect(seen.map((request) => request.method)).toEqual(['PUT', 'HEAD', 'GET', 'DELETE']);
    for (const request of seen) {
      expect(request.status).toBeLessThan(300);
      expect(request.key).toBe('installation-a/compliance/documents/pan-card.png');
      expect(request.headers.authorization).toMatch(
        new RegExp(`^AWS4-HMAC-SHA256 Credential=${s3.accessKeyId}/\\d{8}/${s3.region}/s3/aws4_request, `),
      );
    }
    // The PUT body is signed by its SHA-256 and sent whole, not as aws-chunked with trailers.
    expect(seen[0].headers['x-amz-content-sha256']).toBe(sha256(samples.png));
    expect(seen[0].headers['content-encoding']).toBeUndefined();
  });

  test('fails a write signed with a wrong secret or an unknown access key, and keeps nothing', async () => {
    configure(s3.env({ keyPrefix: 'installation-a', secretAccessKey: 'not-the-secret' }));
    const forged = await errorOf(
      configuredStorage(config()).write('compliance/documents/forged.pdf', samples.pdf, { accept: ['pdf'] }),
    );
    expect(forged).toMatchObject({ name: 'SignatureDoesNotMatch', $metadata: { httpStatusCode: 403 } });
    expect(s3.requests.at(-1)).toMatchObject({ method: 'PUT', status: 403, errorCode: 'SignatureDoesNotMatch' });
    // A refused signature is not a missing file: stat must fail, not answer null.
    await expect(configuredStorage(config()).stat('compliance/documents/forged.pdf')).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });

    configure(s3.env({ keyPrefix: 'installation-a', accessKeyId: 'AKIAUNKNOWN000000000' }));
    const unknown = await errorOf(
      configuredStorage(config()).write('compliance/documents/forged.pdf', samples.pdf, { accept: ['pdf'] }),
    );
    expect(unknown).toMatchObject({ name: 'InvalidAccessKeyId' });
    expect(s3.objects.has('installation-a/compliance/documents/forged.pdf')).toBe(false);
  });

  test('answers stat null for a missing object, and its read fails with an ENOENT-coded error', async () => {
    const storage = configuredStorage(config());
    expect(await storage.stat('compliance/documents/missing.pdf')).toBeNull();
    const error = await new Promise<NodeJS.ErrnoException>((resolve) =>
      storage.read('compliance/documents/missing.pdf').on('error', resolve).resume(),
    );
    expect(error.code).toBe('ENOENT');
    expect(error.message).toBe('No stored file "compliance/documents/missing.pdf"');
    expect(s3.requests.at(-1)).toMatchObject({ method: 'GET', status: 404, errorCode: 'NoSuchKey' });
  });
});

describe('sniffFileType', () => {
  test('names the type the bytes show, and nothing for plain text', async () => {
    expect(await sniffFileType(samples.pdf)).toBe('application/pdf');
    expect(await sniffFileType(samples.png.subarray(0, 4100))).toBe('image/png');
    expect(await sniffFileType(samples.tiff)).toBe('image/tiff');
    // Why writes judge the whole staged file: this TIFF's directory lies beyond the first 4 KB.
    expect(await sniffFileType(samples.tiff.subarray(0, 4100))).toBeUndefined();
    expect(await sniffFileType(samples.text)).toBeUndefined();
  });
});
