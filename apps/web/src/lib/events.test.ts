import { describe, expect, it, vi } from 'vitest';
import { appEvents, emitAppEvent, onAppEvent } from './events';

describe('app events', () => {
  it('uses the spec event names', () => {
    expect(appEvents).toEqual({
      authChanged: 'auth-changed',
      pointsUpdated: 'points-updated',
      detectionScoresChanged: 'detection-scores-changed',
    });
  });

  it('delivers emitted events as window CustomEvents until unsubscribed', () => {
    const handler = vi.fn();
    const windowListener = vi.fn();
    window.addEventListener('detection-scores-changed', windowListener);
    const unsubscribe = onAppEvent(appEvents.detectionScoresChanged, handler);

    emitAppEvent(appEvents.detectionScoresChanged, { enabled: true });
    expect(handler).toHaveBeenCalledWith({ enabled: true });
    expect(windowListener).toHaveBeenCalledTimes(1);

    unsubscribe();
    emitAppEvent(appEvents.detectionScoresChanged, { enabled: false });
    expect(handler).toHaveBeenCalledTimes(1);
    window.removeEventListener('detection-scores-changed', windowListener);
  });
});
