import { type KeyboardEvent, type ReactNode, useRef } from 'react';

export interface AdminTab<Id extends string> {
  id: Id;
  label: string;
  /** Shown after the label, e.g. a count badge. */
  extra?: ReactNode;
}

export const tabId = (id: string) => `admin-tab-${id}`;
export const panelId = (id: string) => `admin-panel-${id}`;

/**
 * The dashboard's tab bar (WAI-ARIA tabs pattern): one tab in the Tab order, arrow keys, Home and
 * End move between tabs and select them; switching is client-side only (spec 2 §2.6).
 */
export function AdminTabList<Id extends string>({
  tabs,
  selected,
  onSelect,
}: {
  tabs: readonly AdminTab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
}) {
  const buttons = useRef(new Map<Id, HTMLButtonElement>());

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const next = target === undefined ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    buttons.current.get(next.id)?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label="Sezioni del pannello"
      onKeyDown={handleKeyDown}
      // Nine tabs: on phones they wrap; wider, they stay on one line and scroll inside the bar if need be.
      className="-mb-px flex flex-wrap gap-x-1 sm:flex-nowrap sm:overflow-x-auto sm:overflow-y-hidden"
    >
      {tabs.map((tab) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={active}
            aria-controls={panelId(tab.id)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={`inline-flex shrink-0 items-center gap-2 border-b-2 px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors sm:px-3 sm:py-2.5 ${
              active
                ? 'border-accent text-accent'
                : 'border-transparent text-ink-muted hover:border-rule hover:text-ink'
            }`}
          >
            {tab.label}
            {tab.extra}
          </button>
        );
      })}
    </div>
  );
}
