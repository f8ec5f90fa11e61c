import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

interface TabsProps<K extends string> {
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** The accessible name of the tab list. */
  label: string;
  /** Makes the tab and panel ids unique on the page. */
  idPrefix: string;
  /** The selected tab's panel. */
  children: ReactNode;
}

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index) => index + 1,
  ArrowLeft: (index) => index - 1,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** An ARIA tab list with its one panel: arrow keys, Home and End move between the tabs. */
export function Tabs<K extends string>(props: TabsProps<K>) {
  const { tabs, selected, onSelect, label, idPrefix, children } = props;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  );
  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = (move(index, tabs.length) + tabs.length) % tabs.length;
    onSelect(tabs[next].key);
    buttons.current[next]?.focus();
  };
  return (
    <>
      <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[i] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.key}`}
            aria-selected={i === index}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={i === index ? 0 : -1}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id={`${idPrefix}-panel`}
        role="tabpanel"
        aria-labelledby={`${idPrefix}-tab-${tabs[index]?.key}`}
        className="tab-panel"
      >
        {children}
      </div>
    </>
  );
}
