import type { ReactNode } from 'react';

/**
 * A box that scrolls its content instead of the page; focusable, so keyboard users can scroll it
 * (WCAG 2.1.1, axe's scrollable-region-focusable).
 */
export function ScrollBox({
  label,
  maxHeight,
  children,
}: {
  label: string;
  maxHeight?: number;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={maxHeight === undefined ? 'overflow-x-auto' : 'overflow-y-auto'}
      style={maxHeight === undefined ? undefined : { maxHeight }}
    >
      {children}
    </section>
  );
}

export interface TableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

// Tailwind sees only literal class names: one set per breakpoint where the cards become a table.
const layouts = {
  md: {
    table: 'block w-full text-sm md:table',
    head: 'hidden md:table-header-group',
    body: 'flex flex-col gap-3 md:table-row-group',
    row: 'block rounded-lg border border-rule bg-paper py-2 md:table-row md:rounded-none md:border-0 md:border-b md:bg-transparent md:py-0',
    cell: 'flex items-center justify-between gap-3 px-3 py-1 md:table-cell md:py-2.5 md:align-middle',
    label: 'text-xs font-semibold text-ink-muted uppercase md:hidden',
    numeric: 'tabular-nums md:text-right',
    headerNumeric: 'md:text-right',
  },
  lg: {
    table: 'block w-full text-sm lg:table',
    head: 'hidden lg:table-header-group',
    body: 'flex flex-col gap-3 lg:table-row-group',
    row: 'block rounded-lg border border-rule bg-paper py-2 lg:table-row lg:rounded-none lg:border-0 lg:border-b lg:bg-transparent lg:py-0',
    cell: 'flex items-center justify-between gap-3 px-3 py-1 lg:table-cell lg:py-2.5 lg:align-middle',
    label: 'text-xs font-semibold text-ink-muted uppercase lg:hidden',
    numeric: 'tabular-nums lg:text-right',
    headerNumeric: 'lg:text-right',
  },
} as const;

const headerClass = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase';

/**
 * An analytics table: below `cardsBelow` each row is a card whose cells carry their own label (no
 * horizontal page scroll at 390 px); above it a table that scrolls inside its own box if wider.
 */
export function AnalyticsTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  cardsBelow = 'md',
}: {
  caption: string;
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  cardsBelow?: 'md' | 'lg';
}) {
  const layout = layouts[cardsBelow];
  return (
    <ScrollBox label={caption}>
      <table className={layout.table}>
        <caption className="sr-only">{caption}</caption>
        <thead className={layout.head}>
          <tr className="border-b border-rule">
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`${headerClass} ${column.numeric ? layout.headerNumeric : ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={layout.body}>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={layout.row}>
              {columns.map((column) => (
                <td key={column.header} className={`${layout.cell} ${column.numeric ? layout.numeric : ''}`}>
                  {/* The card's own label; hidden (display: none) where the table's header shows. */}
                  <span data-card-label className={layout.label}>
                    {column.header}
                  </span>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
