import type { ChatMode } from '@brocardo/shared';
import { useCallback, useState } from 'react';
import { DEFAULT_MODE_SELECTION, type ModeSelection, type ModeSelectionType } from '../chat-modes';

export interface ModeSelectionState {
  selection: ModeSelection;
  /** Switching to automatic clears the RAG and web-search choice (spec 1 §4 Mode selection). */
  setType(type: ModeSelectionType): void;
  /** Picks one of the three exclusive modes, which makes the selection manual. */
  pickMode(mode: ChatMode): void;
}

export function useModeSelection(): ModeSelectionState {
  const [selection, setSelection] = useState<ModeSelection>(DEFAULT_MODE_SELECTION);
  const setType = useCallback((type: ModeSelectionType) => {
    setSelection((previous) =>
      type === 'automatic' ? DEFAULT_MODE_SELECTION : { type: 'manual', manualMode: previous.manualMode },
    );
  }, []);
  const pickMode = useCallback((mode: ChatMode) => setSelection({ type: 'manual', manualMode: mode }), []);
  return { selection, setType, pickMode };
}
