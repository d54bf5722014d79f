/**
 * The chat header's button that starts the guided tour again (spec 1 §4 Tutorial). Never disabled
 * while the tour runs: the focus comes back to it at the end.
 */
export function TutorialButton({ onStart }: { onStart(): void }) {
  return (
    <button
      type="button"
      onClick={onStart}
      aria-label="Tutorial guidato"
      title="Rivedi il tutorial guidato"
      className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-rule bg-paper-raised px-2 py-1 text-xs font-semibold text-accent transition-colors hover:border-accent hover:bg-accent-soft active:translate-y-px sm:px-3"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor">
        <path
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01"
        />
      </svg>
      {/* On a phone the icon alone: the header row then holds the conversation's controls on one line. */}
      <span className="max-sm:hidden">Tutorial</span>
    </button>
  );
}
