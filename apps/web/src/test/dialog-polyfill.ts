/**
 * jsdom has <dialog> but not its methods. This adds what browsers do, for the tests only:
 * showModal()/show() set `open`, close() removes it and fires `close`, and Esc fires a cancelable
 * `cancel` on the topmost modal dialog, then closes it.
 */
const modalDialogs: HTMLDialogElement[] = [];

export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;

  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    modalDialogs.push(this);
    const autofocus = this.querySelector<HTMLElement>('[autofocus]');
    const focusable = this.querySelector<HTMLElement>(
      'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
    );
    (autofocus ?? focusable ?? this).focus();
  };
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    const index = modalDialogs.indexOf(this);
    if (index >= 0) modalDialogs.splice(index, 1);
    this.dispatchEvent(new Event('close'));
  };

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const top = modalDialogs.at(-1);
    if (!top?.isConnected) return;
    const proceed = top.dispatchEvent(new Event('cancel', { cancelable: true }));
    if (proceed) top.close();
  });
}

/** Forgets dialogs left open by a test (their elements are gone after cleanup). */
export function resetDialogPolyfill(): void {
  modalDialogs.length = 0;
}
