// The operator's tables: a header of column names over one row per item, in a box that scrolls sideways on a phone.
// One cell of each row names it for a screen reader (a row header), the first unless the screen says which.
import type { ReactNode } from 'react';
import { Table, TableBox } from './ui';

export interface DataTableProps<Item> {
  columns: readonly ReactNode[];
  rows: readonly Item[];
  rowKey: (item: Item, index: number) => string;
  /** A row's cells, in the columns' order. */
  cells: (item: Item) => readonly ReactNode[];
  /** The column whose cell heads each row; null for none (a log whose rows have no name). */
  rowHeader?: number | null;
  busy?: boolean;
}

export function DataTable<Item>({ columns, rows, rowKey, cells, rowHeader = 0, busy }: DataTableProps<Item>) {
  return (
    <TableBox>
      <Table aria-busy={busy}>
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
                  <th key={column} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={column}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableBox>
  );
}
