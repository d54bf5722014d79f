import { type ReactNode, useRef } from 'react';
import { secondaryButtonClass } from './buttons';

interface FileChooserProps {
  /** The native input's id: the page's own <label htmlFor> names it (and tests find it by that label). */
  id: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles(files: File[]): void;
  /** What was chosen (a file name), or what to choose, beside the button. */
  status?: ReactNode;
  buttonLabel?: string;
}

/**
 * A file picker in the app's own words and look: the browser's control shows its own language
 * ("Choose File / No file chosen" in an English browser) and style, so it stays in the page, hidden,
 * and a button opens it. The input is emptied after each choice, so choosing the same file again
 * after removing it still reports it.
 */
export function FileChooser({
  id,
  accept,
  multiple = false,
  disabled = false,
  onFiles,
  status,
  buttonLabel = multiple ? 'Scegli i file' : 'Scegli un file',
}: FileChooserProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {buttonLabel}
      </button>
      {status && <span className="min-w-0 break-words text-sm text-ink-muted">{status}</span>}
    </div>
  );
}
