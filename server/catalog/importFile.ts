// Products written as a file the operator imports: CSV (lists separated by |, stock as S:10|M:0), each row with the
// file line its record ends on, or JSON (an array of objects), each with its position. The command line and the
// operator's screen read a file the same way and refuse its mistakes with the same numbers. The screen's import reads
// a slice of the text at a time, letting the server answer others in between, and stops at the first product too many.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parse as parseInSlices, type Options } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { InvalidInput } from '../errors';
import type { ProductRow } from './productAdmin';
import { neutralizeFormula, PRODUCT_COLUMNS, SPREADSHEET_FORMULA_START } from '../../contract/productFile';

export { neutralizeFormula };

/** Characters of CSV read between two turns of the event loop: about a thousand products, a few milliseconds. */
const CSV_SLICE = 128 * 1024;

const CSV_OPTIONS = {
  bom: true,
  columns: true,
  info: true,
  skip_empty_lines: true,
  trim: true,
  relax_column_count: false,
} satisfies Options;

type CsvRecord = { record: Record<string, string>; info: { lines: number } };

/** A cell written by `neutralizeFormula` (contract/productFile.ts), read back as the text it was. */
export const restoreFormula = (cell: string): string =>
  cell.startsWith("'") && SPREADSHEET_FORMULA_START.test(cell) ? cell.slice(1) : cell;

const notCsv = (error: unknown) =>
  new InvalidInput(`not readable as CSV: ${error instanceof Error ? error.message : String(error)}`);

const tooMany = (maxRows: number, count: number | 'more') =>
  new InvalidInput(`A file may hold at most ${maxRows} products; this one has ${count}.`);

/** The records as products; a header with a column the shop does not know refuses the file whole. */
function productsOf(records: CsvRecord[]): ProductRow[] {
  const header = Object.keys(records[0]?.record ?? {});
  const unknown = header.filter((column) => !(PRODUCT_COLUMNS as readonly string[]).includes(column));
  if (unknown.length > 0) {
    throw new InvalidInput(`unknown column ${unknown.join(', ')}. The columns are: ${PRODUCT_COLUMNS.join(', ')}.`);
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

/** The products of a CSV text; a text that is not CSV, or has a column the shop does not know, is refused whole. */
export function readProductCsv(text: string): ProductRow[] {
  let records: CsvRecord[];
  try {
    records = parse(text, CSV_OPTIONS);
  } catch (error) {
    throw notCsv(error);
  }
  return productsOf(records);
}

/** As readProductCsv, a slice at a time with a turn of the event loop between; refused once it passes `maxRows`. */
async function readProductCsvInSlices(text: string, maxRows: number): Promise<ProductRow[]> {
  const records: CsvRecord[] = [];
  let failure: unknown;
  const parser = parseInSlices(CSV_OPTIONS);
  parser.on('data', (record: CsvRecord) => records.push(record));
  parser.on('error', (error) => {
    failure ??= error;
  });
  const ended = new Promise<void>((resolve) => parser.on('end', resolve).on('error', () => resolve()));
  for (let start = 0; start < text.length; start += CSV_SLICE) {
    parser.write(text.slice(start, start + CSV_SLICE));
    await nextTurn();
    if (failure !== undefined) throw notCsv(failure);
    if (records.length > maxRows) {
      parser.destroy();
      throw tooMany(maxRows, 'more');
    }
  }
  parser.end();
  await ended;
  if (failure !== undefined) throw notCsv(failure);
  if (records.length > maxRows) throw tooMany(maxRows, 'more');
  return productsOf(records);
}

/** The products of a JSON text (an array of objects), each with its position in the array, counted from 1. */
function readProductJson(text: string): ProductRow[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new InvalidInput(`not readable as JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!Array.isArray(value)) throw new InvalidInput('the JSON must be an array of products.');
  return value.map((fields: unknown, index) => ({ line: index + 1, fields }));
}

/** The products of a file's text, at most `maxRows` of them (a file with more is refused, 400). */
export async function readProductText(text: string, format: 'csv' | 'json', maxRows: number): Promise<ProductRow[]> {
  if (format === 'csv') return readProductCsvInSlices(text, maxRows);
  const rows = readProductJson(text);
  if (rows.length > maxRows) throw tooMany(maxRows, rows.length);
  return rows;
}
