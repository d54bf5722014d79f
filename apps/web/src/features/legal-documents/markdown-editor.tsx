import { type KeyboardEvent, useDeferredValue, useId, useLayoutEffect, useRef } from 'react';
import { DocumentMarkdown } from './document-markdown';

interface MarkdownEditorProps {
  value: string;
  onChange(value: string): void;
  /** Ctrl+S / Cmd+S. */
  onSave(): void;
  disabled?: boolean;
}

/**
 * The document's Markdown in a plain textarea beside its live preview. A code editor such as
 * CodeMirror injects <style> elements at runtime, which the app's CSP (style-src 'self') blocks;
 * a textarea needs nothing, keeps the browser's spell checker, undo and accessibility.
 */
export default function MarkdownEditor({ value, onChange, onSave, disabled = false }: MarkdownEditorProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const preview = useDeferredValue(value);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // Modifica, the button pressed, is gone: the keyboard continues in the text.
  useLayoutEffect(() => textareaRef.current?.focus(), []);

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      onSave();
    }
  }

  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="markdown-editor">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          Testo del documento (Markdown)
        </label>
        <textarea
          ref={textareaRef}
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={handleKeyDown}
          disabled={disabled}
          aria-describedby={hintId}
          spellCheck
          lang="it"
          rows={16}
          className="block min-h-64 w-full resize-y lg:min-h-[32rem] rounded-md border border-rule bg-paper-raised px-3 py-2 font-mono text-sm leading-relaxed text-ink shadow-inner shadow-ink/5 disabled:bg-paper"
        />
        <p id={hintId} className="text-xs leading-snug text-ink-muted">
          # Titolo · ## Sezione · **grassetto** · *corsivo* · 1. clausola numerata. Ctrl+S salva.
        </p>
      </div>
      <section aria-label="Anteprima" className="flex min-w-0 flex-col gap-1.5">
        <h3 className="text-sm font-medium text-ink">Anteprima</h3>
        <div className="max-h-[36rem] min-h-80 overflow-y-auto rounded-md border border-rule bg-paper px-4 py-3">
          <DocumentMarkdown text={preview} />
        </div>
      </section>
    </div>
  );
}
