import type { LegalDatabaseConfig } from './legal-db-config';
import { lacksSelectedDocuments } from './legal-db-config';

function summary(config: LegalDatabaseConfig): string {
  if (config.queryMode === 'all') return 'tutti gli atti';
  const count = config.selectedDocuments.length;
  if (count === 0) return 'nessun atto';
  return `${count} ${count === 1 ? 'atto' : 'atti'}`;
}

interface LegalDbButtonProps {
  config: LegalDatabaseConfig;
  onOpen(): void;
  disabled?: boolean;
}

/** Opens the legal-database configuration; says which acts are searched. */
export function LegalDbButton({ config, onOpen, disabled = false }: LegalDbButtonProps) {
  const incomplete = lacksSelectedDocuments(config);
  return (
    <button
      type="button"
      onClick={onOpen}
      disabled={disabled}
      aria-haspopup="dialog"
      data-testid="legal-db-config-button"
      data-incomplete={incomplete || undefined}
      className="inline-flex items-center self-start gap-1.5 rounded-full border border-rule bg-paper-raised px-3 py-1 text-xs font-medium text-ink transition-colors hover:border-accent hover:text-accent active:translate-y-px disabled:cursor-not-allowed disabled:opacity-60 data-incomplete:border-warning data-incomplete:text-warning"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5" fill="none" stroke="currentColor">
        <path strokeWidth="1.8" strokeLinecap="round" d="M4 6h16M4 12h10M4 18h6" />
      </svg>
      <span>Database Legale: {summary(config)}</span>
    </button>
  );
}
