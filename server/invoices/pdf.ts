// The invoice and the credit note as PDFs (pdfkit), one layout for both, its text in Noto Sans Devanagari from the
// @fontsource package: Latin letters from the font's Latin file, Hindi names and the ₹ sign from its Devanagari file
// (each file holds one script's glyphs, so a text is written in runs of one script each).
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { orderNumber, toRupees } from '../../contract';
import type { CreditNote } from './creditRecords';
import type { Invoice, InvoiceLineRow } from './records';
import type { Seller } from './shopTax';
import { indianDate } from './taxMath';

const FONT_DIR = path.join(path.dirname(require.resolve('@fontsource/noto-sans-devanagari/LICENSE')), 'files');
const fontFile = (subset: 'latin' | 'devanagari', weight: 400 | 700) =>
  path.join(FONT_DIR, `noto-sans-devanagari-${subset}-${weight}-normal.woff`);

const FONTS = {
  latin: fontFile('latin', 400),
  latinBold: fontFile('latin', 700),
  deva: fontFile('devanagari', 400),
  devaBold: fontFile('devanagari', 700),
} as const;

/** Whether the Devanagari file holds this character: the script and its extensions, its joiners, the rupee sign. */
function isDevanagari(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (
    (code >= 0x0900 && code <= 0x097f) ||
    (code >= 0x1cd0 && code <= 0x1cff) ||
    (code >= 0xa8e0 && code <= 0xa8ff) ||
    code === 0x200c ||
    code === 0x200d ||
    code === 0x20b9
  );
}

/** The text cut where it changes between Devanagari and everything else. */
function runs(text: string): Array<{ text: string; deva: boolean }> {
  const found: Array<{ text: string; deva: boolean }> = [];
  for (const character of text) {
    const deva = isDevanagari(character);
    const last = found.at(-1);
    if (last && last.deva === deva) last.text += character;
    else found.push({ text: character, deva });
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

/** Writes `text` at (x, y), each run in its script's font. */
function write(doc: Doc, text: string, x: number, y: number, options: WriteOptions = {}): void {
  const { width, align = 'left', bold = false, size = 9 } = options;
  const pieces = runs(text);
  doc.fontSize(size);
  pieces.forEach((piece, index) => {
    doc.font(piece.deva ? (bold ? FONTS.devaBold : FONTS.deva) : bold ? FONTS.latinBold : FONTS.latin);
    const continued = index < pieces.length - 1;
    if (index === 0) doc.text(piece.text, x, y, { width, align, continued, lineBreak: width !== undefined });
    else doc.text(piece.text, { continued });
  });
}

const amountFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const amount = (paise: number) => amountFormat.format(toRupees(paise));

/** ₹ and the amount, ending at `right`: the sign from the Devanagari file, the digits from the Latin one. */
function writeRupees(doc: Doc, paise: number, right: number, y: number, bold: boolean, size: number): void {
  const digits = amount(paise);
  doc.fontSize(size);
  const digitsWidth = doc.font(bold ? FONTS.latinBold : FONTS.latin).widthOfString(digits);
  const signWidth = doc.font(bold ? FONTS.devaBold : FONTS.deva).widthOfString('₹');
  doc.text('₹', right - digitsWidth - signWidth, y, { lineBreak: false });
  doc.font(bold ? FONTS.latinBold : FONTS.latin).text(digits, right - digitsWidth, y, { lineBreak: false });
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
