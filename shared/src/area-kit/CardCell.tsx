import type { ReactNode } from 'react';
import './card-table.css';

/**
 * A data cell of a table that is a stack of cards on a phone (`acc-card-table`, card-table.css): there it shows its
 * column's name beside its value, for the eye only, as a screen reader reads the column's header with the cell.
 */
export function CardCell({ label, children, column }: { label: string; children: ReactNode; column?: string }) {
  return (
    <td role="cell" data-column={column}>
      <span className="acc-card-label" aria-hidden="true">
        {label}
      </span>
      <span className="acc-card-value">{children}</span>
    </td>
  );
}
