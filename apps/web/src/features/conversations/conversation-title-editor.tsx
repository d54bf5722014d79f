import { renameConversationRequest } from '@brocardo/shared';
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';

export const TITLE_INPUT_LABEL = 'Nuovo titolo della conversazione';
/** Shown when a failed save carries no message of its own. */
export const RENAME_FAILED_MESSAGE = 'Impossibile rinominare la conversazione';

export type ParsedTitle = { title: string; error: null } | { title: null; error: string };

/**
 * The title as the server would store it (PUT /api/conversations/{id} validates with the same
 * schema: bidi controls removed, trimmed, 1–255 characters), or the message it would refuse it with.
 */
export function parseTitle(value: string): ParsedTitle {
  const result = renameConversationRequest.safeParse({ title: value });
  if (result.success) return { title: result.data.title, error: null };
  return { title: null, error: result.error.issues[0]?.message ?? RENAME_FAILED_MESSAGE };
}

function messageOf(failure: unknown): string {
  return failure instanceof Error && failure.message.trim() !== '' ? failure.message : RENAME_FAILED_MESSAGE;
}

/** Nothing has the focus, or the input still has it: no other element was chosen meanwhile. */
function focusIsLost(input: HTMLInputElement | null): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === input;
}

const inputClass =
  'block min-h-10 w-full min-w-0 rounded-md border border-rule bg-paper-raised px-2 py-1.5 text-base text-ink ' +
  'shadow-inner shadow-ink/5 sm:text-sm focus:border-accent aria-invalid:border-critical ' +
  'disabled:cursor-wait disabled:bg-paper disabled:text-ink-muted';

interface ConversationTitleEditorProps {
  /** The conversation's current (full) title: the input starts with it, selected. */
  title: string;
  /** Saves a valid, changed title; a rejection keeps the editor open with the error's message. */
  onSave(title: string): Promise<void>;
  /**
   * Editing is over (saved, unchanged or cancelled). `refocus`: focus was in the editor (Enter,
   * Esc) or was lost while saving, so the caller should put it back on the row.
   */
  onDone(refocus: boolean): void;
}

/**
 * The inline editor of a conversation's title: Enter or leaving the field saves, Esc cancels.
 * The title is validated as the server does before anything is sent; an unchanged title sends
 * nothing. While saving the input is disabled.
 */
export function ConversationTitleEditor({ title, onSave, onDone }: ConversationTitleEditorProps) {
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(title);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Set at once (not on the next render): the blur that follows Enter, Esc or the input being
  // disabled must not save a second time.
  const busy = useRef(false);
  const refocusInput = useRef(false);

  // Focus moves in the commit that shows the input (layout effects), never a render later.
  useLayoutEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  // A save started with Enter failed: the input is enabled again and gets back the focus it lost
  // when it was disabled (not if the user has put it elsewhere meanwhile).
  useLayoutEffect(() => {
    if (saving || !refocusInput.current) return;
    refocusInput.current = false;
    if (focusIsLost(inputRef.current)) inputRef.current?.focus();
  }, [saving]);

  function finish(refocus: boolean) {
    busy.current = true;
    onDone(refocus);
  }

  async function commit(fromKeyboard: boolean) {
    if (busy.current) return;
    const parsed = parseTitle(value);
    if (parsed.error !== null) {
      setError(parsed.error);
      return;
    }
    if (parsed.title === title) {
      finish(fromKeyboard);
      return;
    }
    busy.current = true;
    setSaving(true);
    setError(null);
    try {
      await onSave(parsed.title);
    } catch (failure) {
      busy.current = false;
      refocusInput.current = fromKeyboard;
      setSaving(false);
      setError(messageOf(failure));
      return;
    }
    finish(fromKeyboard || focusIsLost(inputRef.current));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit(true);
    } else if (event.key === 'Escape') {
      // Not the drawer's Esc: only the editing is cancelled.
      event.preventDefault();
      event.stopPropagation();
      if (!busy.current) finish(true);
    }
  }

  return (
    <div className="min-w-0 flex-1">
      <input
        ref={inputRef}
        type="text"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          // A shown validation message follows the text; a server error goes once it is edited.
          setError(error === null ? null : parseTitle(event.target.value).error);
        }}
        onKeyDown={handleKeyDown}
        // Focus went where the user sent it; it is only put back if it is lost while saving.
        onBlur={() => void commit(false)}
        disabled={saving}
        aria-label={TITLE_INPUT_LABEL}
        aria-invalid={error !== null ? true : undefined}
        aria-describedby={error !== null ? errorId : undefined}
        enterKeyHint="done"
        autoComplete="off"
        className={inputClass}
      />
      {error !== null && (
        <p id={errorId} role="alert" className="mt-1 px-1 text-xs leading-snug break-words text-critical">
          {error}
        </p>
      )}
    </div>
  );
}
