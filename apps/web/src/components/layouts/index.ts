export { AppLayout, type AppLayoutProps } from './app-layout';
export { type LayoutSlots, LayoutSlotsProvider, useLayoutSlots } from './layout-slots';
export { DRAWER_CLOSE_ATTRIBUTE } from './mobile-drawer';
export { useAiStatus } from './use-ai-status';
export { DESKTOP_LAYOUT_MIN_WIDTH, useIsDesktopLayout } from './use-media-query';
