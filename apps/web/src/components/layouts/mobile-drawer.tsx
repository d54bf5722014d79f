import type { MouseEvent, ReactNode } from 'react';
import { AppToastRegion } from '../app-toast';
import { CrossIcon } from '../cross-icon';
import { useModalDialog } from '../dialog';

/** Elements inside the drawer marked with this attribute close it when clicked (e.g. a conversation row). */
export const DRAWER_CLOSE_ATTRIBUTE = 'data-drawer-close';

interface MobileDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The sidebar as a drawer below 1620 px: a native modal <dialog> (focus stays inside, Esc closes,
 * focus returns to the menu button), closed also by a click on the backdrop.
 */
export function MobileDrawer({ id, open, onClose, children }: MobileDrawerProps) {
  const ref = useModalDialog(open, onClose);

  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    // A click on the backdrop targets the dialog itself; the panel fills the dialog's box.
    if (event.target === event.currentTarget) onClose();
    else if (event.target instanceof Element && event.target.closest(`[${DRAWER_CLOSE_ATTRIBUTE}]`))
      onClose();
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Esc is handled natively by the dialog.
    <dialog
      ref={ref}
      id={id}
      aria-label="Menu"
      onClick={handleClick}
      className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-80 max-w-[85vw] overflow-y-auto border-r border-rule bg-paper-raised p-0 text-ink shadow-xl shadow-ink/20 backdrop:bg-ink/40"
    >
      <div className="flex min-h-full flex-col">
        <div className="flex justify-end px-4 pt-3">
          <button
            type="button"
            onClick={onClose}
            aria-label="Chiudi il menu"
            className="rounded-md p-1.5 text-ink-muted hover:bg-accent-soft hover:text-accent"
          >
            <CrossIcon />
          </button>
        </div>
        <div className="flex-1">{children}</div>
      </div>
      {/* The modal drawer hides and makes inert everything outside it: a toast raised from inside it
          (why the active conversation cannot be deleted) is shown here while it is open. */}
      {open && <AppToastRegion placement="bottom" />}
    </dialog>
  );
}
