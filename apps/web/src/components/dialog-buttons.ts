/** Dialog footer buttons (the shared form buttons are full width). */
const base =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors ' +
  'active:translate-y-px disabled:cursor-not-allowed aria-busy:cursor-progress';

export const dialogPrimaryClass = `${base} bg-accent text-paper-raised hover:bg-accent-strong disabled:bg-ink-muted/40 disabled:text-ink/70`;

export const dialogSecondaryClass = `${base} border border-rule bg-paper-raised text-ink hover:border-accent hover:text-accent disabled:text-ink-muted`;
