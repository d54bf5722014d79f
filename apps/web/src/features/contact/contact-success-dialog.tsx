import { contactMessages } from '@brocardo/shared/contracts/contact-texts';
import type { MouseEvent } from 'react';
import { useId } from 'react';
import { useModalDialog } from '../../components/dialog';
import { dialogPrimaryClass } from '../../components/dialog-buttons';

interface ContactSuccessDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Messaggio Inviato!' (spec 2 §2.3): a native modal <dialog> (focus kept inside, Esc closes, focus
 * restored), closed by Chiudi or by a click on the overlay.
 */
export function ContactSuccessDialog({ open, onClose }: ContactSuccessDialogProps) {
  const ref = useModalDialog(open, onClose);
  const titleId = useId();
  const bodyId = useId();
  // The dialog box has no padding of its own, so a click whose target is the <dialog> itself
  // landed on the backdrop around the content.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes it with Esc (native) or Chiudi.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onClick={onClick}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg border border-rule bg-paper-raised p-0 text-ink shadow-xl shadow-ink/20 backdrop:bg-ink/40"
    >
      {open && (
        <div className="flex flex-col gap-4 p-6">
          <h2 id={titleId} className="font-serif text-xl font-semibold text-ink">
            Messaggio Inviato!
          </h2>
          <div id={bodyId} className="flex flex-col gap-2 text-sm leading-relaxed">
            <p className="font-medium text-success">{contactMessages.success}</p>
            <p>Grazie per averci scritto: ti risponderemo all'indirizzo email che hai indicato.</p>
          </div>
          <div className="flex justify-end">
            {/* biome-ignore lint/a11y/noAutofocus: the dialog's one action gets the focus when it opens. */}
            <button type="button" autoFocus onClick={onClose} className={dialogPrimaryClass}>
              Chiudi
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
