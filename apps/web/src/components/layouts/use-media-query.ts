import { useCallback, useSyncExternalStore } from 'react';

/** Spec 1 §2, §9: below this width the signed-in screens use the mobile layout. */
export const DESKTOP_LAYOUT_MIN_WIDTH = 1620;
export const DESKTOP_LAYOUT_QUERY = `(min-width: ${DESKTOP_LAYOUT_MIN_WIDTH}px)`;

/** Whether `query` matches now, following changes. Without matchMedia it answers `fallback`. */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () =>
    typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback;
  return useSyncExternalStore(subscribe, snapshot, () => fallback);
}

/** True at 1620 px and wider: the sidebar layout; below it, the top bar with the drawer. */
export function useIsDesktopLayout(): boolean {
  return useMediaQuery(DESKTOP_LAYOUT_QUERY, true);
}
