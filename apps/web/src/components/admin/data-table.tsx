import type { HTMLAttributes, ReactNode } from 'react';

/**
 * Where a cell goes when the rows stack into cards (a narrow table box, see admin-tables.css):
 * 'title' heads the card, 'field' is a labelled value (two to a line), 'wide' a labelled value on a line
 * of its own, 'actions' the buttons at the foot, 'check' the bulk tick box in the top corner.
 */
export type StackPlace = 'title' | 'field' | 'wide' | 'actions' | 'check';

export interface DataColumn<Row> {
  /** The column heading, and the label beside the value when the rows stack. */
  label: string;
  /** Shown in the heading cell instead of the label (a select-all box). */
  heading?: ReactNode;
  /** The heading is for screen readers only (an actions column). */
  hideLabel?: boolean;
  stack?: StackPlace;
  className?: string;
  /** A tooltip for the cell (a full date behind a short one). */
  title?: (row: Row) => string | undefined;
  cell: (row: Row, index: number) => ReactNode;
}

type RowAttributes = HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string };

interface DataTableProps<Row> {
  /** The name of the table's scrolling region for screen readers. */
  label: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowProps?: (row: Row) => RowAttributes;
  className?: string;
}

/**
 * The one staff table: real table markup on wide screens; on a narrow box (a phone, a half-width panel)
 * CSS alone stacks each row into a card labelled from `data-label`. The explicit ARIA roles keep it a table
 * for screen readers once CSS changes the display of its parts (WebKit drops the implicit ones then:
 * https://adrianroselli.com/2018/02/tables-css-display-properties-and-aria.html).
 */
export function DataTable<Row>({ label, columns, rows, rowKey, rowProps, className }: DataTableProps<Row>) {
  return (
    <div className="data-table">
      <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={label}>
        <table role="table" className={`admin-table ${className ?? ''}`}>
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <th
                  role="columnheader"
                  scope="col"
                  key={column.label}
                  className={column.stack === 'check' ? 'cell-check' : undefined}
                >
                  {column.heading ??
                    (column.hideLabel ? <span className="visually-hidden">{column.label}</span> : column.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((row, index) => (
              <tr role="row" key={rowKey(row)} {...rowProps?.(row)}>
                {columns.map((column) => {
                  const place = column.stack ?? 'field';
                  const labelled = place === 'field' || place === 'wide';
                  return (
                    <td
                      role="cell"
                      key={column.label}
                      className={`stack-${place} ${column.className ?? ''}`}
                      data-label={labelled ? column.label : undefined}
                      title={column.title?.(row)}
                    >
                      {column.cell(row, index)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
