// The invoice and the credit note as PDFs (pdfkit), one layout for both, in the Noto Sans fonts of the @fontsource
// packages: Latin letters from Noto Sans Devanagari's Latin file, and each script an Indian address or name may be
// written in (Devanagari, Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam, and Arabic for Urdu)
// from its own font's file. Each file holds one script's glyphs, so a text is written in runs of one script each;
// pdfkit embeds only the glyphs a document uses (a subset of each font it names).
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { orderNumber, toRupees } from '../../contract';
import type { CreditNote } from './creditRecords';
import type { Invoice, InvoiceLineRow } from './records';
import type { Seller } from './shopTax';
import { indianDate } from './taxMath';

/** The scripts the documents print, each its @fontsource package's name and the blocks of its own letters. */
const SCRIPTS = {
  devanagari: {
    family: 'devanagari',
    blocks: [
      [0x0900, 0x097f],
      [0x1cd0, 0x1cff],
      [0xa8e0, 0xa8ff],
    ],
  },
  bengali: { family: 'bengali', blocks: [[0x0980, 0x09ff]] },
  gurmukhi: { family: 'gurmukhi', blocks: [[0x0a00, 0x0a7f]] },
  gujarati: { family: 'gujarati', blocks: [[0x0a80, 0x0aff]] },
  oriya: { family: 'oriya', blocks: [[0x0b00, 0x0b7f]] },
  tamil: { family: 'tamil', blocks: [[0x0b80, 0x0bff]] },
  telugu: { family: 'telugu', blocks: [[0x0c00, 0x0c7f]] },
  kannada: { family: 'kannada', blocks: [[0x0c80, 0x0cff]] },
  malayalam: { family: 'malayalam', blocks: [[0x0d00, 0x0d7f]] },
  arabic: {
    family: 'arabic',
    blocks: [
      [0x0600, 0x06ff],
      [0x0750, 0x077f],
      [0x0870, 0x08ff],
      [0xfb50, 0xfdff],
      [0xfe70, 0xfeff],
    ],
  },
} as const satisfies Record<string, { family: string; blocks: ReadonlyArray<readonly [number, number]> }>;

/** A run's script: one of SCRIPTS, or Latin (and everything else) from the Latin file. */
type Script = keyof typeof SCRIPTS | 'latin';

/** The font file of a script in a weight. */
function font(script: Script, bold: boolean): string {
  const family = script === 'latin' ? 'devanagari' : SCRIPTS[script].family;
  const subset = script === 'latin' ? 'latin' : family;
  const files = path.join(path.dirname(require.resolve(`@fontsource/noto-sans-${family}/LICENSE`)), 'files');
  return path.join(files, `noto-sans-${family}-${subset}-${bold ? 700 : 400}-normal.woff`);
}

/** The script whose letters hold this character, or null for one every Indic font carries (joiners, dandas). */
function scriptOf(character: string): Script | null {
  const code = character.codePointAt(0) ?? 0;
  if (code === 0x200c || code === 0x200d || code === 0x0964 || code === 0x0965 || code === 0x0951 || code === 0x0952)
    return null;
  // The rupee sign: from the Devanagari file, as every amount prints it.
  if (code === 0x20b9) return 'devanagari';
  for (const [script, { blocks }] of Object.entries(SCRIPTS) as Array<[Script, (typeof SCRIPTS)['kannada']]>)
    if ((blocks as ReadonlyArray<readonly [number, number]>).some(([from, to]) => code >= from && code <= to))
      return script;
  return 'latin';
}

/**
 * The text cut where its script changes. A joiner or a danda stays in the Indic or Arabic run it is in (its shaping
 * needs it there); one outside such a run is Devanagari's.
 */
function scriptRuns(text: string): Array<{ text: string; script: Script }> {
  const found: Array<{ text: string; script: Script }> = [];
  for (const character of text) {
    const last = found.at(-1);
    const script = scriptOf(character) ?? (last && last.script !== 'latin' ? last.script : 'devanagari');
    if (last && last.script === script) last.text += character;
    else found.push({ text: character, script });
  }
  return found;
}

type Doc = PDFKit.PDFDocument;
interface WriteOptions {
  width?: number;
  align?: 'left' | 'right' | 'center';
  bold?: boolean;
  size?: number;
}

/** The layout features turned off, tag by tag: none (the fonts' own), then fewer and fewer marks positioned. */
const FEATURE_FALLBACKS: ReadonlyArray<readonly string[]> = [[], ['abvm'], ['abvm', 'blwm', 'mark', 'mkmk']];

/**
 * pdfkit's `features` for the layout with `off` turned off: a new object each time, as pdfkit merges its own into the
 * one it is handed. fontkit takes an object of tags on or off; pdfkit's types name only a list of tags on.
 */
function shaping(off: readonly string[]): { features?: PDFKit.Mixins.TextOptions['features'] } {
  if (off.length === 0) return {};
  const features = Object.fromEntries(off.map((tag) => [tag, false]));
  return { features: features as unknown as PDFKit.Mixins.TextOptions['features'] };
}

/**
 * The layout features a text's runs are written with: the fonts' own, or without the mark positioning the layout
 * engine cannot do for one of them (fontkit fails on a mark anchor a font leaves empty, as Noto Sans Gurmukhi does for
 * the tippi and the bindi above some letters): the marks then sit where the font draws them, the text is all there.
 * One set for the whole text, as pdfkit writes a text's continued runs with its first run's features.
 */
function featuresOff(
  doc: Doc,
  pieces: ReadonlyArray<{ text: string; script: Script }>,
  bold: boolean,
): readonly string[] {
  const fits = (off: readonly string[]) =>
    pieces.every((piece) => {
      try {
        doc.font(font(piece.script, bold)).widthOfString(piece.text, shaping(off));
        return true;
      } catch {
        return false;
      }
    });
  return FEATURE_FALLBACKS.find(fits) ?? FEATURE_FALLBACKS.at(-1) ?? [];
}

/** Writes `text` at (x, y), each run in its script's font. */
function write(doc: Doc, text: string, x: number, y: number, options: WriteOptions = {}): void {
  const { width, align = 'left', bold = false, size = 9 } = options;
  const pieces = scriptRuns(text);
  doc.fontSize(size);
  const off = featuresOff(doc, pieces, bold);
  pieces.forEach((piece, index) => {
    doc.font(font(piece.script, bold));
    const continued = index < pieces.length - 1;
    if (index === 0)
      doc.text(piece.text, x, y, { width, align, continued, lineBreak: width !== undefined, ...shaping(off) });
    else doc.text(piece.text, { continued, ...shaping(off) });
  });
}

const amountFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const amount = (paise: number) => amountFormat.format(toRupees(paise));

/** ₹ and the amount, ending at `right`: the sign from the Devanagari file, the digits from the Latin one. */
function writeRupees(doc: Doc, paise: number, right: number, y: number, bold: boolean, size: number): void {
  const digits = amount(paise);
  doc.fontSize(size);
  const digitsWidth = doc.font(font('latin', bold)).widthOfString(digits);
  const signWidth = doc.font(font('devanagari', bold)).widthOfString('₹');
  doc.text('₹', right - digitsWidth - signWidth, y, { lineBreak: false });
  doc.font(font('latin', bold)).text(digits, right - digitsWidth, y, { lineBreak: false });
}
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function dateOf(at: number): string {
  const { year, month, day } = indianDate(at);
  return `${day} ${MONTHS[month - 1] ?? ''} ${year}`;
}

/** A line as the table prints it: an invoice's or a credit note's. */
type PrintedLine = Pick<
  InvoiceLineRow,
  | 'name'
  | 'name_hi'
  | 'size'
  | 'hsn'
  | 'quantity'
  | 'rate_percent'
  | 'taxable_paise'
  | 'cgst_paise'
  | 'sgst_paise'
  | 'igst_paise'
  | 'total_paise'
>;

/** What the layout prints of a tax document. */
interface Printed {
  title: string;
  number: string;
  seller: Seller;
  buyer: Record<string, string>;
  intraState: boolean;
  /** Beside the seller, one a line: the document's number first (in bold), then its date, order, place of supply. */
  particulars: string[];
  lines: readonly PrintedLine[];
  totals: Omit<PrintedLine, 'name' | 'name_hi' | 'size' | 'hsn' | 'quantity' | 'rate_percent'>;
  totalLabel: string;
  footer: string;
}

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: PrintedLine, index: number) => string;
}

function columns(intraState: boolean): Column[] {
  const tax: Column[] = intraState
    ? [
        { title: 'CGST', width: 55, align: 'right', cell: (line) => amount(line.cgst_paise) },
        { title: 'SGST', width: 55, align: 'right', cell: (line) => amount(line.sgst_paise) },
      ]
    : [{ title: 'IGST', width: 110, align: 'right', cell: (line) => amount(line.igst_paise) }];
  return [
    { title: '#', width: 18, align: 'left', cell: (_, index) => String(index + 1) },
    {
      title: 'Item',
      width: 152,
      align: 'left',
      cell: (line) =>
        [line.name, line.name_hi, line.size ? `Size ${line.size}` : null].filter((part) => part).join('\n'),
    },
    { title: 'HSN/SAC', width: 45, align: 'left', cell: (line) => line.hsn },
    { title: 'Qty', width: 25, align: 'right', cell: (line) => String(line.quantity) },
    { title: 'Taxable', width: 60, align: 'right', cell: (line) => amount(line.taxable_paise) },
    { title: 'Rate', width: 30, align: 'right', cell: (line) => `${line.rate_percent}%` },
    ...tax,
    { title: 'Total', width: 70, align: 'right', cell: (line) => amount(line.total_paise) },
  ];
}

/** Writes one table row (each cell's lines one under another) and answers the row's height. */
function row(doc: Doc, cells: readonly string[], table: readonly Column[], y: number, bold = false): number {
  let x = 40;
  let height = 0;
  table.forEach((column, index) => {
    const lines = (cells[index] ?? '').split('\n');
    lines.forEach((text, lineIndex) =>
      write(doc, text, x + 2, y + lineIndex * 11, { width: column.width - 4, align: column.align, bold, size: 8 }),
    );
    height = Math.max(height, lines.length * 11);
    x += column.width;
  });
  return height + 6;
}

/** The document as the bytes of a PDF. */
function printedPdf(printed: Printed): Promise<Buffer> {
  const { seller, buyer, lines, intraState, particulars } = printed;
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `${printed.title} ${printed.number}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  write(doc, printed.title, 40, 40, { size: 18, bold: true });
  write(doc, seller.legalName, 40, 70, { size: 11, bold: true });
  write(doc, seller.address, 40, 86, { width: 280 });
  write(doc, `State: ${seller.state} (code ${seller.gstin.slice(0, 2)})`, 40, 112);
  write(doc, `GSTIN: ${seller.gstin}`, 40, 124, { bold: true });

  particulars.forEach((text, index) => write(doc, text, 330, 70 + index * 13, { bold: index === 0 }));

  // Below the longer of the seller's block and the particulars.
  const billTo = Math.max(150, 76 + particulars.length * 13);
  write(doc, 'Bill to / Ship to', 40, billTo, { bold: true });
  const buyerLines = [
    `${buyer.firstName ?? ''} ${buyer.lastName ?? ''}`.trim(),
    buyer.street ?? '',
    `${buyer.city ?? ''}, ${buyer.state ?? ''} ${buyer.zipcode ?? ''}`,
    buyer.country ?? '',
    buyer.phone ? `Phone ${buyer.phone}` : '',
  ].filter((text) => text.trim() !== '');
  buyerLines.forEach((text, index) => write(doc, text, 40, billTo + 14 + index * 12));

  const table = columns(intraState);
  let y = billTo + 22 + buyerLines.length * 12 + 10;
  doc
    .moveTo(40, y - 4)
    .lineTo(555, y - 4)
    .stroke();
  y += row(
    doc,
    table.map((column) => column.title),
    table,
    y,
    true,
  );
  doc
    .moveTo(40, y - 4)
    .lineTo(555, y - 4)
    .stroke();
  lines.forEach((line, index) => {
    if (y > 740) {
      doc.addPage();
      y = 40;
    }
    y += row(
      doc,
      table.map((column) => column.cell(line, index)),
      table,
      y,
    );
  });
  doc
    .moveTo(40, y - 2)
    .lineTo(555, y - 2)
    .stroke();

  y += 8;
  const { totals: sums } = printed;
  const totals: Array<[string, number]> = [
    ['Taxable value', sums.taxable_paise],
    ...(intraState
      ? ([
          ['CGST', sums.cgst_paise],
          ['SGST', sums.sgst_paise],
        ] as Array<[string, number]>)
      : ([['IGST', sums.igst_paise]] as Array<[string, number]>)),
  ];
  for (const [label, paise] of totals) {
    write(doc, label, 330, y, { width: 120 });
    writeRupees(doc, paise, 555, y, false, 9);
    y += 14;
  }
  write(doc, printed.totalLabel, 330, y, { width: 120, bold: true, size: 10 });
  writeRupees(doc, sums.total_paise, 555, y, true, 10);
  y += 30;
  write(doc, printed.footer, 40, y, { width: 515, size: 8 });
  doc.end();
  return done;
}

const taxLine = (intraState: boolean) =>
  intraState ? 'Tax: CGST + SGST (within the state)' : 'Tax: IGST (between states)';

/** The invoice as the bytes of a PDF. */
export function invoicePdf({ header, seller, buyer, lines }: Invoice): Promise<Buffer> {
  const intraState = header.intra_state === 1;
  return printedPdf({
    title: 'Tax Invoice',
    number: header.number,
    seller,
    buyer,
    intraState,
    particulars: [
      `Invoice number: ${header.number}`,
      `Invoice date: ${dateOf(header.issued_at)}`,
      `Order number: ${orderNumber(header.order_id)}`,
      `Place of supply: ${header.buyer_state}`,
      taxLine(intraState),
    ],
    lines,
    totals: header,
    totalLabel: 'Invoice total',
    footer: 'Prices include GST. This invoice was issued by computer and needs no signature.',
  });
}

const REASONS: Record<CreditNote['header']['reason'], string> = {
  cancellation: 'order cancelled',
  return: 'goods returned',
  refund: 'amount refunded',
};

/** The credit note as the bytes of a PDF: the invoice's layout, naming the invoice it is against. */
export function creditNotePdf({ header, invoice, seller, buyer, lines }: CreditNote): Promise<Buffer> {
  const intraState = header.intra_state === 1;
  return printedPdf({
    title: 'Credit Note',
    number: header.number,
    seller,
    buyer,
    intraState,
    particulars: [
      `Credit note number: ${header.number}`,
      `Credit note date: ${dateOf(header.issued_at)}`,
      `Against invoice: ${invoice.number}`,
      `Invoice date: ${dateOf(invoice.issuedAt)}`,
      `Order number: ${orderNumber(header.order_id)}`,
      `Place of supply: ${header.buyer_state}`,
      `Reason: ${REASONS[header.reason]}`,
      taxLine(intraState),
    ],
    lines,
    totals: header,
    totalLabel: 'Credit note total',
    footer:
      'Prices include GST. This credit note takes the value and tax above off the invoice it is against. ' +
      'It was issued by computer and needs no signature.',
  });
}
