import { type KeyboardEvent, useRef } from 'react';

export const TABS = ['chats', 'plans', 'highlights'] as const;
export type Tab = (typeof TABS)[number];

const LABELS: Record<Tab, string> = { chats: 'Chats', plans: 'Plans', highlights: 'Highlights' };

export const tabId = (tab: Tab) => `saved-tab-${tab}`;
export const panelId = (tab: Tab) => `saved-panel-${tab}`;

/** The WAI-ARIA tabs pattern: one tab in the Tab order, arrows, Home and End move and select. */
export function SavedTabs({ active, onSelect }: { active: Tab; onSelect: (tab: Tab) => void }) {
  const refs = useRef(new Map<Tab, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(active);
    const next = {
      ArrowRight: TABS[(index + 1) % TABS.length],
      ArrowLeft: TABS[(index - 1 + TABS.length) % TABS.length],
      Home: TABS[0],
      End: TABS[TABS.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    refs.current.get(next)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="What you saved"
      onKeyDown={onKeyDown}
      className="flex gap-1 border-b border-slate-200 dark:border-slate-800"
    >
      {TABS.map((tab) => {
        const selected = tab === active;
        return (
          <button
            key={tab}
            ref={(element) => {
              if (element) refs.current.set(tab, element);
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={panelId(tab)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${
              selected
                ? 'border-blue-600 text-blue-700 dark:border-blue-400 dark:text-blue-300'
                : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100'
            }`}
          >
            {LABELS[tab]}
          </button>
        );
      })}
    </div>
  );
}
