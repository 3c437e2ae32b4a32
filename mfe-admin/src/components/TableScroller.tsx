import type { ReactNode } from 'react';

/**
 * A wide table's frame: on a phone it scrolls sideways, and it takes the keyboard's focus (named after what it
 * holds) so someone without a mouse or a touch screen can scroll it with the arrow keys too.
 */
export function TableScroller({
  labelledBy,
  label,
  children,
}: { children: ReactNode } & ({ labelledBy: string; label?: never } | { label: string; labelledBy?: never })) {
  return (
    <div className="admin-table-wrap" role="region" tabIndex={0} aria-labelledby={labelledBy} aria-label={label}>
      {children}
    </div>
  );
}
