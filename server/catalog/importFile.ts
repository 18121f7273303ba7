// Products written as a file the operator imports: CSV (lists separated by |, stock as S:10|M:0), each row with the
// file line its record ends on, or JSON (an array of objects), each with its position. The command line and the
// operator's screen read a file the same way and refuse its mistakes with the same numbers.
import { parse } from 'csv-parse/sync';
import { InvalidInput } from '../errors';
import type { ProductRow } from './productAdmin';
import { neutralizeFormula, PRODUCT_COLUMNS, SPREADSHEET_FORMULA_START } from '../../contract';

export { neutralizeFormula };

/** A cell written by `neutralizeFormula` (contract/catalog.ts), read back as the text it was. */
export const restoreFormula = (cell: string): string =>
  cell.startsWith("'") && SPREADSHEET_FORMULA_START.test(cell) ? cell.slice(1) : cell;

/** The products of a CSV text; a text that is not CSV, or has a column the shop does not know, is refused whole. */
export function readProductCsv(text: string): ProductRow[] {
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
    throw new InvalidInput(`not readable as CSV: ${error instanceof Error ? error.message : String(error)}`);
  }
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

export const readProductText = (text: string, format: 'csv' | 'json'): ProductRow[] =>
  format === 'csv' ? readProductCsv(text) : readProductJson(text);
