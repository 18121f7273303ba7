// Product files the operator imports and exports: CSV (lists separated by |, stock as S:10|M:0) or JSON (an array of
// objects).
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import {
  neutralizeFormula,
  PRODUCT_COLUMNS,
  readProductCsv,
  restoreFormula,
  type ExportedProduct,
  type ProductRow,
} from '../catalog';
import { productFileCells } from '../../contract/productFile';
import { InvalidInput } from '../errors';
import { CliFailure } from './context';
import { printableJson } from './table';

export type ProductFileFormat = 'csv' | 'json';

export { neutralizeFormula, restoreFormula };

export function formatOf(file: string): ProductFileFormat {
  const extension = path.extname(file).toLowerCase();
  if (extension === '.csv') return 'csv';
  if (extension === '.json') return 'json';
  throw new CliFailure(`${file}: the file must end in .csv or .json.`);
}

function csvRows(text: string, file: string): ProductRow[] {
  try {
    return readProductCsv(text);
  } catch (error) {
    if (error instanceof InvalidInput) throw new CliFailure(`${file}: ${error.message}`);
    throw error;
  }
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
  return stringify(products.map(productFileCells), { header: true, columns: [...PRODUCT_COLUMNS] });
}
