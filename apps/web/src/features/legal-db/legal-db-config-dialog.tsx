import type { AvailableDocument } from '@brocardo/shared';
import { useId } from 'react';
import { Dialog } from '../../components/dialog';
import { dialogPrimaryClass } from '../../components/dialog-buttons';
import { LiveNotice } from '../../components/notice';
import { articlesLabel, vigenteLabel } from './format';
import {
  DOCUMENT_LIST_ERROR,
  isSelected,
  type LegalDatabaseConfig,
  lacksSelectedDocuments,
  NO_SYSTEM_DOCUMENT_WARNING,
  withDocument,
} from './legal-db-config';
import { LegalSearch } from './legal-search';
import { useAvailableActs } from './use-available-acts';

export const LEGAL_DB_DIALOG_TITLE = 'Configurazione Database Legale';
export const ENRICHMENT_LABEL = 'Ricerca Intelligente IA (espansione della query)';

const choiceClass =
  'flex cursor-pointer items-start gap-2 rounded-md border border-rule px-3 py-2 hover:border-accent has-[:checked]:border-accent has-[:checked]:bg-accent-soft';

interface ActListProps {
  config: LegalDatabaseConfig;
  onChange(update: (config: LegalDatabaseConfig) => LegalDatabaseConfig): void;
}

function ActList({ config, onChange }: ActListProps) {
  const { acts, loading, failed, retry } = useAvailableActs(true);
  if (loading) return <p className="text-sm text-ink-muted">Caricamento degli atti…</p>;
  if (failed || !acts) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-critical">{DOCUMENT_LIST_ERROR}</p>
        <button
          type="button"
          onClick={() => void retry()}
          className="text-sm font-medium text-accent underline"
        >
          Riprova
        </button>
      </div>
    );
  }
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold text-ink">Atti da consultare</legend>
      <ul className="grid gap-1.5 sm:grid-cols-2">
        {acts.map((act: AvailableDocument) => (
          <li key={act.identifier}>
            <label className={choiceClass}>
              <input
                type="checkbox"
                checked={isSelected(config, act.identifier)}
                onChange={(event) => {
                  const { checked } = event.target;
                  onChange((current) => withDocument(current, act.identifier, checked));
                }}
                className="mt-1 accent-accent"
              />
              <span className="flex flex-col">
                <span className="text-sm font-medium text-ink">{act.name}</span>
                <span className="text-xs text-ink-muted">
                  {act.vigente_al ? vigenteLabel(act.vigente_al) : null}
                  {act.vigente_al && act.articles !== undefined ? ' · ' : null}
                  {act.articles !== undefined ? articlesLabel(act.articles) : null}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

interface LegalDbConfigDialogProps {
  open: boolean;
  onClose(): void;
  config: LegalDatabaseConfig;
  onChange(update: (config: LegalDatabaseConfig) => LegalDatabaseConfig): void;
  /** Database Legale is the mode picked by hand: only then is the query expansion offered (spec 1 §5). */
  databaseOn: boolean;
}

/** The legal-database configuration modal (spec 1 §2): which acts, the AI query expansion, a search. */
export function LegalDbConfigDialog({
  open,
  onClose,
  config,
  onChange,
  databaseOn,
}: LegalDbConfigDialogProps) {
  const name = useId();
  const specific = config.queryMode === 'specific';
  const setQueryMode = (queryMode: LegalDatabaseConfig['queryMode']) =>
    onChange((current) => ({ ...current, queryMode }));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={LEGAL_DB_DIALOG_TITLE}
      wide
      footer={
        <button type="button" className={dialogPrimaryClass} onClick={onClose}>
          Fatto
        </button>
      }
    >
      <div className="flex flex-col gap-5">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-ink">Dove cercare</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {(['all', 'specific'] as const).map((mode) => (
              <label key={mode} className={choiceClass}>
                <input
                  type="radio"
                  name={name}
                  value={mode}
                  checked={config.queryMode === mode}
                  onChange={() => setQueryMode(mode)}
                  className="mt-1 accent-accent"
                />
                <span className="flex flex-col">
                  <span className="text-sm font-medium">
                    {mode === 'all' ? 'Tutti gli atti' : 'Atti specifici'}
                  </span>
                  <span className="text-xs text-ink-muted">
                    {mode === 'all'
                      ? 'Codici, Costituzione e leggi del database.'
                      : 'Solo gli atti che scegli.'}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {specific && <ActList config={config} onChange={onChange} />}
        <LiveNotice tone="warning" testId="legal-db-warning">
          {lacksSelectedDocuments(config) ? NO_SYSTEM_DOCUMENT_WARNING : null}
        </LiveNotice>
        {databaseOn ? (
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              checked={config.enableQueryEnrichment}
              onChange={(event) => {
                const { checked } = event.target;
                onChange((current) => ({ ...current, enableQueryEnrichment: checked }));
              }}
              className="mt-1 accent-accent"
            />
            <span className="flex flex-col">
              <span className="text-sm font-medium">{ENRICHMENT_LABEL}</span>
              <span className="text-xs text-ink-muted">
                L’AI riformula la domanda con i termini giuridici pertinenti prima di cercare negli atti.
              </span>
            </span>
          </label>
        ) : (
          <p className="text-xs text-ink-muted">
            La Ricerca Intelligente IA si imposta con la modalità Database Legale scelta manualmente.
          </p>
        )}
        <LegalSearch
          isActSelected={(act) => specific && isSelected(config, act)}
          onAddAct={(act) =>
            onChange((current) => ({ ...withDocument(current, act, true), queryMode: 'specific' }))
          }
        />
      </div>
    </Dialog>
  );
}
