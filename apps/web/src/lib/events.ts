/** The app's window events, named in one place. */
export const appEvents = {
  authChanged: 'auth-changed',
  pointsUpdated: 'points-updated',
  detectionScoresChanged: 'detection-scores-changed',
} as const;

export type AppEventName = (typeof appEvents)[keyof typeof appEvents];

/** What each event carries in `CustomEvent.detail`. */
export interface AppEventDetail {
  'auth-changed': undefined;
  'points-updated': undefined;
  'detection-scores-changed': { enabled: boolean };
}

export function emitAppEvent<Name extends AppEventName>(
  name: Name,
  ...detail: AppEventDetail[Name] extends undefined ? [] : [detail: AppEventDetail[Name]]
): void {
  window.dispatchEvent(new CustomEvent(name, { detail: detail[0] }));
}

/** Subscribes to an app event; returns the unsubscribe function (handy as a useEffect cleanup). */
export function onAppEvent<Name extends AppEventName>(
  name: Name,
  handler: (detail: AppEventDetail[Name]) => void,
): () => void {
  const listener = (event: Event) => {
    handler((event as CustomEvent<AppEventDetail[Name]>).detail);
  };
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}
