/** Button looks shared by the forms. Pressed, disabled and focus states are part of each. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2.5 text-sm font-semibold transition-colors ' +
  'disabled:cursor-not-allowed aria-busy:cursor-progress';

export const primaryButtonClass =
  `${base} w-full bg-accent text-paper-raised hover:bg-accent-strong active:translate-y-px ` +
  'disabled:bg-ink-muted/40 disabled:text-ink/70';

export const secondaryButtonClass =
  `${base} border border-accent/40 bg-paper-raised text-accent hover:border-accent hover:bg-accent-soft ` +
  'active:translate-y-px disabled:border-rule disabled:text-ink-muted';

export const linkClass = 'font-medium text-accent underline underline-offset-2 hover:text-accent-strong';
