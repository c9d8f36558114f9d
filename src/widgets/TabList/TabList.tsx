/**
 * A row of tabs as WAI-ARIA's tabs pattern has it: one tab in the Tab order (the selected one), arrows, Home and End
 * move between tabs. `activation` 'automatic' selects the tab focus lands on (cheap panels: the member's two
 * appointment lists); 'manual' only moves focus, and Enter or Space selects (each choice asks the backend: the news
 * categories). The panels are the caller's, labelled by `tabId(key)` and named by `panelId(key)`.
 */
import { useRef, type KeyboardEvent } from 'react';
import * as styles from './TabList.css';

export interface Tab<K extends string> {
  key: K;
  label: string;
}

interface Props<K extends string> {
  tabs: readonly Tab<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** The tab list's accessible name. */
  label: string;
  activation: 'automatic' | 'manual';
  tabId: (key: K) => string;
  panelId: (key: K) => string;
}

export function TabList<K extends string>({ tabs, selected, onSelect, label, activation, tabId, panelId }: Props<K>) {
  const buttons = useRef(new Map<K, HTMLButtonElement | null>());
  function onKeyDown(e: KeyboardEvent) {
    const at = tabs.findIndex((tab) => buttons.current.get(tab.key) === document.activeElement);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (at < 0 || next === undefined) return;
    e.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    if (activation === 'automatic') onSelect(tab.key);
    buttons.current.get(tab.key)?.focus();
  }
  return (
    <div role="tablist" aria-label={label} className={styles.tablist} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          ref={(el) => void buttons.current.set(tab.key, el)}
          type="button"
          role="tab"
          id={tabId(tab.key)}
          aria-selected={tab.key === selected}
          aria-controls={panelId(tab.key)}
          tabIndex={tab.key === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
