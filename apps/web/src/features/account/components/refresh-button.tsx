interface RefreshButtonProps {
  refreshing: boolean;
  disabled: boolean;
  onRefresh(): void;
}

/** Reloads the account data; while it does, it turns and says so. */
export function RefreshButton({ refreshing, disabled, onRefresh }: RefreshButtonProps) {
  return (
    <button
      type="button"
      onClick={onRefresh}
      disabled={disabled || refreshing}
      aria-busy={refreshing}
      className="inline-flex items-center gap-2 rounded-md border border-accent/40 bg-paper-raised px-3 py-1.5 text-sm font-semibold text-accent hover:border-accent hover:bg-accent-soft active:translate-y-px disabled:cursor-not-allowed disabled:text-ink-muted aria-busy:cursor-progress"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={`size-4 ${refreshing ? 'animate-spin' : ''}`}
        fill="none"
        stroke="currentColor"
      >
        <path strokeWidth="1.8" strokeLinecap="round" d="M20 12a8 8 0 1 1-2.34-5.66M20 4v4h-4" />
      </svg>
      {refreshing ? 'Aggiornamento…' : 'Aggiorna'}
    </button>
  );
}
