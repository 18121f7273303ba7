// Product files the operator imports and exports: CSV (lists separated by |, stock as S:10|M:0) or JSON (an array of
// objects).
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { PRODUCT_COLUMNS, type ExportedProduct, type ProductRow } from '../catalog';
import { formatStock } from '../catalog';
import { CliFailure } from './context';
import { printableJson } from './table';

export type ProductFileFormat = 'csv' | 'json';

/**
 * A spreadsheet runs a cell that begins with = + - @ (or a tab or carriage return before one) as a formula:
 * `=HYPERLINK(...)` in a product's name would be a link the operator clicks. Such a cell is written with a leading
 * apostrophe, which spreadsheets show as text (OWASP's CSV injection advice), and read back without it. A cell that
 * already begins with apostrophes before such a character gets one more, so every text comes back as it was.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
export const neutralizeFormula = (cell: string): string => (FORMULA_START.test(cell) ? `'${cell}` : cell);
export const restoreFormula = (cell: string): string =>
  cell.startsWith("'") && FORMULA_START.test(cell) ? cell.slice(1) : cell;

export function formatOf(file: string): ProductFileFormat {
  const extension = path.extname(file).toLowerCase();
  if (extension === '.csv') return 'csv';
  if (extension === '.json') return 'json';
  throw new CliFailure(`${file}: the file must end in .csv or .json.`);
}

function csvRows(text: string, file: string): ProductRow[] {
  let records: Array<{ record: Record<string, string>; info: { lines: number } }>;
  try {
    records = parse(text, {
      bom: true,
      columns: true,
      info: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: false,
    });
  } catch (error) {
    throw new CliFailure(`${file}: not readable as CSV: ${error instanceof Error ? error.message : String(error)}`);
  }
  const header = Object.keys(records[0]?.record ?? {});
  const unknown = header.filter((column) => !(PRODUCT_COLUMNS as readonly string[]).includes(column));
  if (unknown.length > 0) {
    throw new CliFailure(
      `${file}: unknown column ${unknown.join(', ')}. The columns are: ${PRODUCT_COLUMNS.join(', ')}.`,
    );
  }
  // Empty cells mean "not given", so an optional column may be left blank.
  return records.map(({ record, info }) => ({
    line: info.lines,
    fields: Object.fromEntries(
      Object.entries(record)
        .filter(([, value]) => value !== '')
        .map(([column, value]) => [column, restoreFormula(value)]),
    ),
  }));
}

function jsonRows(text: string, file: string): ProductRow[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CliFailure(`${file}: not readable as JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!Array.isArray(value)) throw new CliFailure(`${file}: the JSON must be an array of products.`);
  return value.map((fields: unknown, index) => ({ line: index + 1, fields }));
}

/** The products of a file, each with its line (CSV) or position (JSON, counted from 1). */
export function readProductRows(text: string, file: string): ProductRow[] {
  return formatOf(file) === 'csv' ? csvRows(text, file) : jsonRows(text, file);
}

export function writeProducts(products: ExportedProduct[], format: ProductFileFormat): string {
  if (format === 'json') return `${printableJson(products)}\n`;
  const rows = products.map((product) => ({
    ...product,
    sizes: product.sizes.join('|'),
    image: product.image.join('|'),
    price: String(product.price),
    bestseller: String(product.bestseller),
    stock: formatStock(product.stock),
  }));
  return stringify(
    rows.map((row) =>
      Object.fromEntries(Object.entries(row).map(([column, value]) => [column, neutralizeFormula(value)])),
    ),
    { header: true, columns: [...PRODUCT_COLUMNS] },
  );
}
