import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * `?<param>=<id>` (a link from a matter's page): the item is read once and opened as a click in the
 * page's list would, then the parameter is dropped (a reload shows the page as usual). An id that
 * names nothing of the user's (404) opens nothing.
 */
export function useLinkedItem<T>(
  param: string,
  load: (id: number) => Promise<T>,
  open: (item: T) => void,
): void {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(param);
  // The latest callbacks, without reading the item again when the page re-renders.
  const latest = useRef({ load, open });
  latest.current = { load, open };

  useEffect(() => {
    if (!wanted) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(param);
        return next;
      },
      { replace: true },
    );
    if (!/^\d{1,15}$/.test(wanted)) return;
    // Not cancelled when the parameter is dropped above: that re-runs this effect.
    latest.current
      .load(Number(wanted))
      .then((item) => latest.current.open(item))
      .catch(() => {});
  }, [wanted, param, setParams]);
}
