import { createContext, type ReactNode, useContext } from 'react';

/**
 * What the signed-in frame shows but does not own: components/ never imports a feature, so app/
 * fills these (with the points balance card and pill) once, around the whole app.
 */
export interface LayoutSlots {
  /** At the top of the sidebar, above the AI status card. */
  sidebarBalance?: ReactNode;
  /** At the right of the mobile top bar. */
  topBarBalance?: ReactNode;
}

const LayoutSlotsContext = createContext<LayoutSlots>({});

export function LayoutSlotsProvider({ slots, children }: { slots: LayoutSlots; children: ReactNode }) {
  return <LayoutSlotsContext.Provider value={slots}>{children}</LayoutSlotsContext.Provider>;
}

export function useLayoutSlots(): LayoutSlots {
  return useContext(LayoutSlotsContext);
}
