// The invoice as a PDF (pdfkit), its text in Noto Sans Devanagari from the @fontsource package: Latin letters from the
// font's Latin file, Hindi names and the ₹ sign from its Devanagari file (each file holds one script's glyphs, so a
// text is written in runs of one script each).
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { orderNumber, toRupees } from '../../contract';
import type { Invoice, InvoiceLineRow } from './records';
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

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: InvoiceLineRow, index: number) => string;
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

/** The invoice as the bytes of a PDF. */
export function invoicePdf(invoice: Invoice): Promise<Buffer> {
  const { header, seller, buyer, lines } = invoice;
  const intraState = header.intra_state === 1;
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `Tax Invoice ${header.number}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  write(doc, 'Tax Invoice', 40, 40, { size: 18, bold: true });
  write(doc, seller.legalName, 40, 70, { size: 11, bold: true });
  write(doc, seller.address, 40, 86, { width: 280 });
  write(doc, `State: ${seller.state} (code ${seller.gstin.slice(0, 2)})`, 40, 112);
  write(doc, `GSTIN: ${seller.gstin}`, 40, 124, { bold: true });

  write(doc, `Invoice number: ${header.number}`, 330, 70, { bold: true });
  write(doc, `Invoice date: ${dateOf(header.issued_at)}`, 330, 84);
  write(doc, `Order number: ${orderNumber(header.order_id)}`, 330, 98);
  write(doc, `Place of supply: ${header.buyer_state}`, 330, 112);
  write(doc, intraState ? 'Tax: CGST + SGST (within the state)' : 'Tax: IGST (between states)', 330, 124);

  write(doc, 'Bill to / Ship to', 40, 150, { bold: true });
  const buyerLines = [
    `${buyer.firstName ?? ''} ${buyer.lastName ?? ''}`.trim(),
    buyer.street ?? '',
    `${buyer.city ?? ''}, ${buyer.state ?? ''} ${buyer.zipcode ?? ''}`,
    buyer.country ?? '',
    buyer.phone ? `Phone ${buyer.phone}` : '',
  ].filter((text) => text.trim() !== '');
  buyerLines.forEach((text, index) => write(doc, text, 40, 164 + index * 12));

  const table = columns(intraState);
  let y = 172 + buyerLines.length * 12 + 10;
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
  const totals: Array<[string, number]> = [
    ['Taxable value', header.taxable_paise],
    ...(intraState
      ? ([
          ['CGST', header.cgst_paise],
          ['SGST', header.sgst_paise],
        ] as Array<[string, number]>)
      : ([['IGST', header.igst_paise]] as Array<[string, number]>)),
  ];
  for (const [label, paise] of totals) {
    write(doc, label, 330, y, { width: 120 });
    writeRupees(doc, paise, 555, y, false, 9);
    y += 14;
  }
  write(doc, 'Invoice total', 330, y, { width: 120, bold: true, size: 10 });
  writeRupees(doc, header.total_paise, 555, y, true, 10);
  y += 30;
  write(doc, 'Prices include GST. This invoice was issued by computer and needs no signature.', 40, y, {
    width: 515,
    size: 8,
  });
  doc.end();
  return done;
}
