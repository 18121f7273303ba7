// Plain-text tables for the terminal, and the dates and amounts in them.

/** Columns padded to their widest cell; the last column is not padded. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

/** 2026-11-22 09:30 (UTC), as the server stores times. */
export const dateTime = (milliseconds: number): string => new Date(milliseconds).toISOString().slice(0, 16).replace('T', ' ');

export const rupees = (amount: number): string =>
  `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: amount % 1 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`;
