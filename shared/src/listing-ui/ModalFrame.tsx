import { useEffect, useRef, type ReactNode } from 'react';
import type { ListingUi } from './listing-ui';
import { addSheet } from './sheet';

const modalCss = (p: string) => `
.${p}-modal { position: fixed; inset: 0; z-index: 1000; display: grid; place-items: center; padding: 16px; background: rgba(20, 28, 38, 0.45); }
.${p}-modal__box { inline-size: min(480px, 100%); max-block-size: calc(100vh - 32px); overflow: auto; background: #fff; border-radius: var(--souq-radius, 8px); padding: 20px; box-shadow: 0 12px 32px rgba(0, 0, 0, 0.2); display: flex; flex-direction: column; gap: 12px; text-align: start; }
.${p}-modal__box h2 { margin: 0; font-size: 1.15rem; }
.${p}-modal__choices { border: 0; padding: 0; margin: 0; display: flex; flex-direction: column; gap: 6px; }
.${p}-modal__choices legend { font-weight: 600; margin-block-end: 6px; padding: 0; }
.${p}-modal__choices label { display: flex; gap: 8px; align-items: center; }
.${p}-modal__field { display: flex; flex-direction: column; gap: 4px; }
.${p}-modal__field textarea { font: inherit; padding: 8px; border: 1px solid var(--souq-line, #c9d0d8); border-radius: 6px; resize: vertical; }
.${p}-modal__hint { margin: 0; color: #5b6673; font-size: 0.85rem; }
.${p}-modal__error { margin: 0; color: #b42318; }
.${p}-modal__actions { display: flex; gap: 8px; justify-content: flex-end; flex-wrap: wrap; }`;

/**
 * A small modal dialog without antd (which would weigh more than the rest of a detail page): labelled by its
 * heading, Escape and the backdrop close it, Tab stays inside it, focus moves into it and back to where it was
 * when it closes.
 */
export function ModalFrame({
  ui,
  titleId,
  onClose,
  children,
}: {
  ui: ListingUi;
  titleId: string;
  onClose: () => void;
  children: ReactNode;
}) {
  addSheet(`modal-${ui.prefix}`, modalCss(ui.prefix));
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    box.current?.querySelector<HTMLElement>('input, textarea, button')?.focus();
    return () => before?.focus();
  }, []);
  return (
    <div
      className={`${ui.prefix}-modal`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={box}
        className={`${ui.prefix}-modal__box`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
          if (event.key !== 'Tab' || !box.current) return;
          // Tab and Shift+Tab go round the dialog's own controls while it is open.
          const controls = [
            ...box.current.querySelectorAll<HTMLElement>('input, textarea, select, button, a[href]'),
          ].filter((el) => !el.hasAttribute('disabled'));
          const first = controls[0];
          const last = controls.at(-1);
          if (event.shiftKey && document.activeElement === first) {
            event.preventDefault();
            last?.focus();
          } else if (!event.shiftKey && document.activeElement === last) {
            event.preventDefault();
            first?.focus();
          }
        }}
      >
        {children}
      </div>
    </div>
  );
}
