import { useCallback, useState } from 'react';
import { getLegalDatabaseConfig, setLegalDatabaseConfig } from '../../lib/storage';
import { DEFAULT_LEGAL_DATABASE_CONFIG, type LegalDatabaseConfig } from './legal-db-config';

export interface LegalDatabaseConfigState {
  config: LegalDatabaseConfig;
  /** Applies a change at once and keeps it in local storage for the next visits. */
  update(change: (config: LegalDatabaseConfig) => LegalDatabaseConfig): void;
}

/** The Database Legale configuration of this browser. */
export function useLegalDatabaseConfig(): LegalDatabaseConfigState {
  const [config, setConfig] = useState<LegalDatabaseConfig>(
    () => getLegalDatabaseConfig() ?? DEFAULT_LEGAL_DATABASE_CONFIG,
  );
  const update = useCallback((change: (config: LegalDatabaseConfig) => LegalDatabaseConfig) => {
    setConfig((previous) => {
      const next = change(previous);
      setLegalDatabaseConfig(next);
      return next;
    });
  }, []);
  return { config, update };
}
