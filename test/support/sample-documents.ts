import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import * as PImage from 'pureimage';
import { PdfFont, renderPdf } from '../../subgraphs/shared/pdf.js';

/**
 * Realistic compliance documents for tests: the same content rendered as a PDF with a real text layer (pdfkit)
 * or as a scan-like image (pureimage: white page, black DejaVu Sans, large enough to OCR well), so that the
 * extractors are exercised on real files and the two ways of reading text can be compared.
 */

export interface SampleDirector {
  readonly name: string;
  /** Director Identification Number, 8 digits. */
  readonly din: string;
  readonly designation: string;
}

export interface SampleCompany {
  readonly name: string;
  /** Corporate Identity Number, 21 characters. */
  readonly cin: string;
  readonly pan: string;
  /** 15 characters, the last one a correct check character. */
  readonly gstin: string;
  /** ISO YYYY-MM-DD. */
  readonly dateOfIncorporation: string;
  readonly registeredAddress: string;
  /** Rupees. */
  readonly authorizedCapital: number;
  readonly paidUpCapital: number;
  readonly directors: readonly SampleDirector[];
}

export const sampleCompany: SampleCompany = {
  name: 'ACME WIDGETS PRIVATE LIMITED',
  cin: 'U72900MH2019PTC123456',
  pan: 'AAACA1234F',
  gstin: '27AAACA1234F1ZA',
  dateOfIncorporation: '2019-03-12',
  registeredAddress: '4th Floor, Lotus Business Park, Andheri East, Mumbai, Maharashtra 400069',
  authorizedCapital: 1_000_000,
  paidUpCapital: 100_000,
  directors: [
    { name: 'Anita Sharma', din: '01234567', designation: 'Managing Director' },
    { name: 'Rahul Mehta', din: '07654321', designation: 'Director' },
  ],
};

/** The GSTIN with another (so wrong) check character, to test that a misread is noticed. */
export function withWrongCheckCharacter(gstin: string): string {
  const last = gstin.at(-1);
  return gstin.slice(0, -1) + (last === '0' ? '1' : '0');
}

// ---------------------------------------------------------------------------------------------------------------
// Document content, independent of how it is rendered.

type LineStyle = 'title' | 'heading' | 'body' | 'small';

interface DocumentLine {
  readonly text: string;
  readonly style: LineStyle;
  readonly centered?: boolean;
  /** Extra space before the line, in lines. */
  readonly gapBefore?: number;
}

const title = (text: string, gapBefore = 0): DocumentLine => ({ text, style: 'title', centered: true, gapBefore });
const heading = (text: string, gapBefore = 0.5): DocumentLine => ({ text, style: 'heading', gapBefore });
const body = (text: string, gapBefore = 0): DocumentLine => ({ text, style: 'body', gapBefore });
const small = (text: string, gapBefore = 0): DocumentLine => ({ text, style: 'small', centered: true, gapBefore });

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function isoParts(iso: string): [number, number, number] {
  const [year, month, day] = iso.split('-').map(Number);
  return [year, month, day];
}

/** 12/03/2019 */
export function slashDate(iso: string): string {
  const [year, month, day] = isoParts(iso);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

const ordinal = (day: number) => {
  const suffix = day % 100 >= 11 && day % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  return `${day}${suffix}`;
};

/** 12th day of March 2019 */
function dayOfMonthDate(iso: string): string {
  const [year, month, day] = isoParts(iso);
  return `${ordinal(day)} day of ${MONTHS[month - 1]} ${year}`;
}

/** Indian digit grouping: 10,00,000 */
export function indianGrouping(amount: number): string {
  const digits = String(Math.trunc(amount));
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

function incorporationCertificate(company: SampleCompany): DocumentLine[] {
  return [
    small('GOVERNMENT OF INDIA'),
    small('MINISTRY OF CORPORATE AFFAIRS'),
    small('Registrar of Companies, Central Registration Centre'),
    title('Certificate of Incorporation', 1),
    small(
      '[Pursuant to sub-section (2) of section 7 of the Companies Act, 2013 (18 of 2013) and rule 18 of the Companies (Incorporation) Rules, 2014]',
    ),
    body(
      `I hereby certify that ${company.name} is incorporated on this ${dayOfMonthDate(company.dateOfIncorporation)} under the Companies Act, 2013 (18 of 2013) and that the company is limited by shares.`,
      1,
    ),
    body(`Name of the Company: ${company.name}`, 1),
    body(`Corporate Identity Number (CIN): ${company.cin}`),
    body(`Date of Incorporation: ${slashDate(company.dateOfIncorporation)}`),
    body(`Permanent Account Number (PAN): ${company.pan}`),
    body(`Registered Office: ${company.registeredAddress}`),
    body(`Authorised Capital: Rs. ${indianGrouping(company.authorizedCapital)}`),
    body(`Paid-up Capital: ₹ ${indianGrouping(company.paidUpCapital)}/-`),
    heading('Directors'),
    ...company.directors.map((director, index) =>
      body(`${index + 1}. ${director.name}, DIN ${director.din}, ${director.designation}`),
    ),
    body(`Given under my hand at Manesar this ${dayOfMonthDate(company.dateOfIncorporation)}.`, 1),
    body('Registrar of Companies, Central Registration Centre', 1),
  ];
}

function gstCertificate(company: SampleCompany, gstin: string): DocumentLine[] {
  return [
    small('Government of India'),
    title('Form GST REG-06', 0.5),
    small('[See Rule 10(1)]'),
    title('Registration Certificate', 0.5),
    body(`Registration Number: ${gstin}`, 1),
    body(`1. Legal Name: ${company.name}`, 0.5),
    body('2. Trade Name, if any: ACME WIDGETS'),
    body('3. Constitution of Business: Private Limited Company'),
    body(`4. Address of Principal Place of Business: ${company.registeredAddress}`),
    body('5. Date of Liability: 01/07/2019'),
    body('6. Period of Validity: From 01/07/2019 To Not Applicable'),
    body('7. Type of Registration: Regular'),
    body('8. Particulars of Approving Authority: Superintendent, Goods and Services Tax Department'),
    body('This certificate of registration is issued under the Central Goods and Services Tax Act, 2017.', 1),
    small('Goods and Services Tax Network', 1),
  ];
}

function panCard(company: SampleCompany): DocumentLine[] {
  return [
    heading('INCOME TAX DEPARTMENT   GOVT. OF INDIA', 0),
    body('Permanent Account Number Card', 0.5),
    title(company.pan, 0.5),
    body('Name', 0.5),
    body(company.name),
    body('Date of Incorporation/Formation', 0.5),
    body(slashDate(company.dateOfIncorporation)),
  ];
}

function boardResolution(company: SampleCompany, meetingIso: string): DocumentLine[] {
  const [managing, ...others] = company.directors;
  return [
    title(company.name),
    small(`CIN: ${company.cin}`),
    small(`Registered Office: ${company.registeredAddress}`),
    heading(
      `CERTIFIED TRUE COPY OF THE RESOLUTION PASSED AT THE MEETING OF THE BOARD OF DIRECTORS OF ${company.name} HELD ON ${dayOfMonthDate(meetingIso).toUpperCase()} AT THE REGISTERED OFFICE OF THE COMPANY`,
      1,
    ),
    body(
      `RESOLVED THAT pursuant to the provisions of Section 179 of the Companies Act, 2013, ${managing?.name}, ${managing?.designation} (DIN ${managing?.din}), be and is hereby authorised to open a current account with HDFC Bank Limited in the name of the Company and to sign all documents required for it.`,
      1,
    ),
    body(
      `RESOLVED FURTHER THAT ${others.map((director) => `${director.name} (DIN ${director.din})`).join(', ') || 'any Director'} be and is hereby authorised to file the necessary forms with the Registrar of Companies and to do all acts necessary to give effect to this resolution.`,
      1,
    ),
    body(`For ${company.name}`, 2),
    body(managing?.name ?? '', 2),
    body(`${managing?.designation ?? 'Director'}, DIN: ${managing?.din ?? ''}`),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Rendering as PDF.

const PDF_FONT_SIZE: Record<LineStyle, number> = { title: 18, heading: 12, body: 11, small: 9 };

function documentPdf(lines: readonly DocumentLine[], title: string): Promise<Buffer> {
  return renderPdf(
    (document) => {
      for (const line of lines) {
        if (line.gapBefore) document.moveDown(line.gapBefore);
        document
          .font(line.style === 'title' || line.style === 'heading' ? PdfFont.bold : PdfFont.regular)
          .fontSize(PDF_FONT_SIZE[line.style])
          .text(line.text, { align: line.centered ? 'center' : 'left' });
      }
    },
    { Title: title },
  );
}

export const incorporationCertificatePdf = (company: SampleCompany = sampleCompany) =>
  documentPdf(incorporationCertificate(company), 'Certificate of Incorporation');

export const gstCertificatePdf = (company: SampleCompany = sampleCompany, gstin: string = company.gstin) =>
  documentPdf(gstCertificate(company, gstin), 'GST Registration Certificate');

export const boardResolutionPdf = (company: SampleCompany = sampleCompany, meetingIso = '2024-04-05') =>
  documentPdf(boardResolution(company, meetingIso), 'Board Resolution');

/** A real PDF whose whole text is a few words: too little to extract anything from. */
export const shortTextPdf = () => documentPdf([title('Invoice 42'), body('Paid.')], 'Invoice');

/** Bytes that start like a PDF but are not one (a truncated or damaged upload). */
export const corruptPdf = () =>
  Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nthis is not a PDF body\n', 'latin1');

// ---------------------------------------------------------------------------------------------------------------
// Rendering as an image, as a scanner would deliver it.

const require = createRequire(import.meta.url);
const IMAGE_FONT = { regular: 'SampleSans', bold: 'SampleSans-Bold' } as const;
let fontsLoaded = false;

/** Parsing the fonts takes a moment: only tests that draw images pay for it. */
function loadImageFonts(): void {
  if (fontsLoaded) return;
  PImage.registerFont(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'), IMAGE_FONT.regular).loadSync();
  PImage.registerFont(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'), IMAGE_FONT.bold).loadSync();
  fontsLoaded = true;
}

const IMAGE_FONT_SIZE: Record<LineStyle, number> = { title: 40, heading: 30, body: 28, small: 24 };
const LINE_SPACING = 1.55;

interface ImageOptions {
  readonly width: number;
  readonly margin: number;
}

type Context = ReturnType<PImage.Bitmap['getContext']>;

function fontOf(style: LineStyle): string {
  return `${IMAGE_FONT_SIZE[style]}px ${style === 'title' || style === 'heading' ? IMAGE_FONT.bold : IMAGE_FONT.regular}`;
}

function wrap(context: Context, text: string, maxWidth: number): string[] {
  const wrapped: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && context.measureText(candidate).width > maxWidth) {
      wrapped.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) wrapped.push(current);
  return wrapped;
}

/** Lays the lines out on a page as tall as they need, black on white. */
function documentBitmap(lines: readonly DocumentLine[], { width, margin }: ImageOptions): PImage.Bitmap {
  loadImageFonts();
  const measuring = PImage.make(width, 10).getContext('2d');
  const placed: { text: string; style: LineStyle; x: number; y: number }[] = [];
  let y = margin;
  for (const line of lines) {
    measuring.font = fontOf(line.style);
    const height = IMAGE_FONT_SIZE[line.style] * LINE_SPACING;
    y += (line.gapBefore ?? 0) * height;
    for (const text of wrap(measuring, line.text, width - 2 * margin)) {
      y += height;
      const x = line.centered ? Math.max(margin, (width - measuring.measureText(text).width) / 2) : margin;
      placed.push({ text, style: line.style, x, y });
    }
  }
  const bitmap = PImage.make(width, Math.ceil(y + margin));
  const context = bitmap.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, bitmap.width, bitmap.height);
  context.fillStyle = '#000000';
  for (const { text, style, x, y: baseline } of placed) {
    context.font = fontOf(style);
    context.fillText(text, x, baseline);
  }
  return bitmap;
}

/** The bitmap's brightness, one byte a pixel: scans of documents are greyscale. */
function greyscale({ width, height, data }: PImage.Bitmap): Buffer {
  const pixels = Buffer.alloc(width * height);
  for (let index = 0; index < pixels.length; index++) {
    pixels[index] = Math.round(0.299 * data[index * 4] + 0.587 * data[index * 4 + 1] + 0.114 * data[index * 4 + 2]);
  }
  return pixels;
}

/**
 * An 8-bit greyscale PNG of the bitmap, encoded here with node:zlib: pureimage's own encoder (pngjs at
 * maximum compression) takes seconds for a page, which tests would pay on every document.
 */
function png(bitmap: PImage.Bitmap): Buffer {
  const { width, height } = bitmap;
  const pixels = greyscale(bitmap);
  const rows = Buffer.alloc((width + 1) * height);
  for (let row = 0; row < height; row++) pixels.copy(rows, row * (width + 1) + 1, row * width, (row + 1) * width); // filter byte 0: none
  const chunk = (type: string, content: Buffer) => {
    const typeAndContent = Buffer.concat([Buffer.from(type, 'latin1'), content]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(content.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typeAndContent));
    return Buffer.concat([length, typeAndContent, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // colour type: greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const jpeg = async (bitmap: PImage.Bitmap) => {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  await PImage.encodeJPEGToStream(bitmap, stream, 92);
  return Buffer.concat(chunks);
};

/**
 * An uncompressed baseline TIFF (8-bit greyscale, one strip) of the bitmap, as simple scanners write it;
 * 150 dpi is declared so that OCR engines judge the text size right.
 */
function tiff(bitmap: PImage.Bitmap, dpi = 150): Buffer {
  const { width, height } = bitmap;
  const pixels = greyscale(bitmap);
  const SHORT = 3,
    LONG = 4,
    RATIONAL = 5;
  const headerBytes = 8;
  const resolutionOffset = headerBytes + pixels.length;
  const ifdOffset = resolutionOffset + 8;
  const entries: [tag: number, type: number, value: number][] = [
    [256, LONG, width],
    [257, LONG, height],
    [258, SHORT, 8], // bits per sample
    [259, SHORT, 1], // no compression
    [262, SHORT, 1], // black is zero
    [273, LONG, headerBytes], // strip offset
    [277, SHORT, 1], // samples per pixel
    [278, LONG, height], // rows per strip
    [279, LONG, pixels.length], // strip byte count
    [282, RATIONAL, resolutionOffset], // x resolution
    [283, RATIONAL, resolutionOffset], // y resolution
    [296, SHORT, 2], // resolution unit: inch
  ];
  const header = Buffer.alloc(headerBytes);
  header.write('II', 0, 'latin1');
  header.writeUInt16LE(42, 2);
  header.writeUInt32LE(ifdOffset, 4);
  const resolution = Buffer.alloc(8);
  resolution.writeUInt32LE(dpi, 0);
  resolution.writeUInt32LE(1, 4);
  const ifd = Buffer.alloc(2 + entries.length * 12 + 4);
  ifd.writeUInt16LE(entries.length, 0);
  entries.forEach(([tag, type, value], index) => {
    const at = 2 + index * 12;
    ifd.writeUInt16LE(tag, at);
    ifd.writeUInt16LE(type, at + 2);
    ifd.writeUInt32LE(1, at + 4);
    if (type === SHORT) ifd.writeUInt16LE(value, at + 8);
    else ifd.writeUInt32LE(value, at + 8);
  });
  return Buffer.concat([header, pixels, resolution, ifd]);
}

const A4_PAGE: ImageOptions = { width: 1240, margin: 70 };
const ID_CARD: ImageOptions = { width: 1000, margin: 60 };

export const incorporationCertificatePng = (company: SampleCompany = sampleCompany) =>
  Promise.resolve(png(documentBitmap(incorporationCertificate(company), A4_PAGE)));

export const incorporationCertificateJpeg = (company: SampleCompany = sampleCompany) =>
  jpeg(documentBitmap(incorporationCertificate(company), A4_PAGE));

export const incorporationCertificateTiff = (company: SampleCompany = sampleCompany) =>
  Promise.resolve(tiff(documentBitmap(incorporationCertificate(company), A4_PAGE)));

export const panCardPng = (company: SampleCompany = sampleCompany) =>
  Promise.resolve(png(documentBitmap(panCard(company), ID_CARD)));

/** A scan delivered as a PDF: the certificate's page is an image, and the PDF has no text layer. */
export async function scannedIncorporationCertificatePdf(company: SampleCompany = sampleCompany): Promise<Buffer> {
  const scan = await incorporationCertificatePng(company);
  return renderPdf((document) => document.image(scan, { fit: [483, 730] }), { Title: 'Scan' });
}

/** A real certificate PDF that opens only with a password. */
export function passwordProtectedPdf(company: SampleCompany = sampleCompany): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ size: 'A4', userPassword: 'secret', ownerPassword: 'owner-secret' });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    for (const line of incorporationCertificate(company)) document.text(line.text);
    document.end();
  });
}

/** A white page without any text: a scan of nothing. */
export function blankPng(): Promise<Buffer> {
  const bitmap = PImage.make(800, 600);
  const context = bitmap.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, bitmap.width, bitmap.height);
  return Promise.resolve(png(bitmap));
}
