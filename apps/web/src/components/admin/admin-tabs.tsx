import { type KeyboardEvent, useRef } from 'react';

export interface AdminTab<K extends string> {
  key: K;
  label: string;
  /** null while the count loads: its badge keeps its place, so the tabs after it do not move under a finger. */
  count?: number | null;
}

/** A tab's count from a request: null (its place kept) while it loads, none when it failed. */
export function tabCount<T>(
  request: { data: T | null | undefined; error: unknown },
  count: (data: T) => number,
): number | null | undefined {
  if (request.data !== null && request.data !== undefined) return count(request.data);
  return request.error ? undefined : null;
}

interface AdminTabsProps<K extends string> {
  label: string;
  tabs: readonly AdminTab<K>[];
  active: K;
  onChange: (key: K) => void;
  /** The id of the panel the tabs control. */
  panelId: string;
}

/** ARIA tabs: arrow keys move between them, Home and End to the first and last; the panel below shows the chosen one. */
export function AdminTabs<K extends string>({ label, tabs, active, onChange, panelId }: AdminTabsProps<K>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKey(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.key === active);
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index + tabs.length - 1) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(tabs[next].key);
    refs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className="admin-tabs" onKeyDown={onKey}>
      {tabs.map((tab, i) => (
        <button
          key={tab.key}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${panelId}-tab-${tab.key}`}
          aria-selected={tab.key === active}
          aria-controls={panelId}
          tabIndex={tab.key === active ? 0 : -1}
          className="admin-tab"
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
          {tab.count === null ? (
            <span className="admin-tab-count admin-tab-count-loading" aria-hidden="true">
              …
            </span>
          ) : (
            tab.count !== undefined && <span className="admin-tab-count">{tab.count}</span>
          )}
        </button>
      ))}
    </div>
  );
}
