export { AppLayout, type AppLayoutProps } from './app-layout';
export { type LayoutSlots, LayoutSlotsProvider, useLayoutSlots } from './layout-slots';
export { DRAWER_CLOSE_ATTRIBUTE } from './mobile-drawer';
export { TUTORIAL_RESTART_STATE } from './sidebar-nav';
export { useAiStatus, useGenerativeAiAvailable } from './use-ai-status';
export { DESKTOP_LAYOUT_MIN_WIDTH, DESKTOP_LAYOUT_QUERY, useIsDesktopLayout } from './use-media-query';
