import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '@souq/shared';
import './tabs.css';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

/**
 * WAI-ARIA tabs: the arrow keys move between them (the right arrow towards the end of the line, so leftwards in
 * Arabic), Home and End go to the first and last; only the open tab's panel is rendered. Plain buttons, rather than
 * antd's Tabs and its measuring machinery.
 */
export function Tabs<K extends string>({
  tabs,
  current,
  onChange,
  render,
  label,
}: {
  tabs: readonly TabItem<K>[];
  current: K;
  onChange: (key: K) => void;
  render: (key: K) => ReactNode;
  /** What the tabs choose between, for assistive technology (when no heading names it). */
  label?: string;
}) {
  const { i18n } = useTranslation('account');
  const id = useId();
  const buttons = useRef<Partial<Record<K, HTMLButtonElement | null>>>({});
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.key === current);
    const forward = (event.key === 'ArrowRight') === (i18n.dir() !== 'rtl');
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? tabs.length - 1
          : (index + (forward ? 1 : -1) + tabs.length) % tabs.length;
    const key = tabs[next]!.key;
    onChange(key);
    buttons.current[key]?.focus();
  };
  return (
    <div className="acc-tabs">
      <div role="tablist" className="acc-tabs__list" aria-label={label}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(node) => {
              buttons.current[tab.key] = node;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.key}-tab`}
            aria-selected={tab.key === current}
            aria-controls={`${id}-${tab.key}-panel`}
            tabIndex={tab.key === current ? 0 : -1}
            className="acc-tabs__tab"
            onClick={() => tab.key !== current && onChange(tab.key)}
            onKeyDown={move}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-${current}-panel`}
        aria-labelledby={`${id}-${current}-tab`}
        className="acc-tabs__panel"
      >
        {render(current)}
      </div>
    </div>
  );
}
