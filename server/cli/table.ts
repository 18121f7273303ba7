// Plain-text tables for the terminal, and the dates and amounts in them. Text from the database is printed escaped:
// a name holding an escape sequence must not move the cursor, recolour or retitle the operator's terminal.
import { isSteering } from '../schemas/text';

const escaped = (character: string) => `\\u${(character.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`;

/** Stored text as the terminal may show it: controls and direction overrides as \u escapes. */
export function printable(text: string): string {
  let out = '';
  for (const character of text) out += isSteering(character.codePointAt(0) ?? 0) ? escaped(character) : character;
  return out;
}

/**
 * JSON for the terminal, still the same JSON: JSON.stringify escapes C0 controls itself, but not DEL, C1 controls or
 * direction overrides.
 */
export const printableJson = (value: unknown): string =>
  JSON.stringify(value, null, 2).replace(/[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, escaped);

/** Columns padded to their widest cell; the last column is not padded. */
export function table(header: string[], rows: string[][]): string {
  const safe = rows.map((row) => row.map(printable));
  const widths = header.map((title, column) =>
    Math.max(title.length, ...safe.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0))).join('  ');
  return [line(header), ...safe.map(line)].join('\n');
}

/** 2026-11-22 09:30 (UTC), as the server stores times. */
export const dateTime = (milliseconds: number): string =>
  new Date(milliseconds).toISOString().slice(0, 16).replace('T', ' ');

export { formatRupees as rupees } from '../messages';
