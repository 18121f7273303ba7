// The operator's tables: a header of column names over one row per item, in a box that scrolls sideways on a phone.
// One cell of each row names it for a screen reader (a row header), the first unless the screen says which. A table
// given its columns' names as words (`phoneLabels`) is drawn on a phone as one card per row instead, each cell under
// its column's name, so nothing on it is wider than the screen.
import type { ReactNode } from 'react';
import { StackedTable, Table, TableBox } from './ui';

export interface DataTableProps<Item> {
  columns: readonly ReactNode[];
  rows: readonly Item[];
  rowKey: (item: Item, index: number) => string;
  /** A row's cells, in the columns' order. */
  cells: (item: Item) => readonly ReactNode[];
  /** The column whose cell heads each row; null for none (a log whose rows have no name). */
  rowHeader?: number | null;
  busy?: boolean;
  /**
   * On a phone, a card per row: each cell after its column's name, these words ('' for a cell that names itself, such
   * as a checkbox or a row of buttons). Left out, the table keeps its columns and scrolls inside its box.
   */
  phoneLabels?: readonly string[];
}

export function DataTable<Item>({
  columns,
  rows,
  rowKey,
  cells,
  rowHeader = 0,
  busy,
  phoneLabels,
}: DataTableProps<Item>) {
  const Drawn = phoneLabels ? StackedTable : Table;
  // On a phone a cell shows its column's name before its value (drawn by the style from data-label, so the cell's
  // text stays its value); the value is one box beside it.
  const label = (column: number) => (phoneLabels?.[column] ? { 'data-label': phoneLabels[column] } : {});
  const content = (cell: ReactNode) => (phoneLabels ? <span>{cell}</span> : cell);
  return (
    <TableBox>
      <Drawn aria-busy={busy}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((item, index) => (
            <tr key={rowKey(item, index)}>
              {cells(item).map((cell, column) =>
                column === rowHeader ? (
                  <th key={column} scope="row" {...label(column)}>
                    {content(cell)}
                  </th>
                ) : (
                  <td key={column} {...label(column)}>
                    {content(cell)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Drawn>
    </TableBox>
  );
}
