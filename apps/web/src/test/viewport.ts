/**
 * jsdom has no matchMedia. This one answers `(min-width: Npx)` and `(max-width: Npx)` queries
 * against a width the test sets, and notifies listeners when it changes, as a browser does on resize.
 */
type Listener = (event: MediaQueryListEvent) => void;

let viewportWidth = 1920;
const lists = new Set<{ query: string; listeners: Set<Listener>; last: boolean }>();

function evaluate(query: string): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, kind, value]) =>
    kind === 'min' ? viewportWidth >= Number(value) : viewportWidth <= Number(value),
  );
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const entry = { query, listeners: new Set<Listener>(), last: evaluate(query) };
    lists.add(entry);
    return {
      get matches() {
        return evaluate(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
}

/** Sets the width the queries see; lists whose answer changed notify their listeners. */
export function setViewportWidth(width: number): void {
  viewportWidth = width;
  for (const entry of lists) {
    const matches = evaluate(entry.query);
    if (matches === entry.last) continue;
    entry.last = matches;
    for (const listener of entry.listeners) {
      listener({ matches, media: entry.query } as MediaQueryListEvent);
    }
  }
}

/** Back to a desktop width, forgetting the lists of the finished test. */
export function resetViewport(): void {
  viewportWidth = 1920;
  lists.clear();
}
