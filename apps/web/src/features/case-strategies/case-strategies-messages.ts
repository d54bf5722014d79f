/** Spec 2 §2.8, §5 and §8: the simulator's texts. */
export const PAGE_TITLE = 'Simulatore Strategie Legali';
export const LOADING_TEXT = 'Caricamento strategie legali...';
export const LIST_ERROR = 'Errore nel caricamento dei casi';
export const CREATE_ERROR = 'Errore nella creazione del caso';
export const REGENERATE_ERROR = "Errore nella rigenerazione dell'analisi";
export const DELETE_ERROR = "Errore nell'eliminazione del caso";
export const UPDATE_ERROR = 'Errore nel salvataggio del caso';
export const CREATED_TOAST = 'Caso creato con successo!';
export const REGENERATED_TOAST = 'Analisi rigenerata con successo!';
export const SAVED_TOAST = 'Caso aggiornato e analisi rigenerata.';
export const DELETED_TOAST = 'Caso eliminato con successo!';
export const EMPTY_LIST = 'Nessuna strategia legale';
export const DELETE_CONFIRMATION = 'Sei sicuro di voler eliminare questo caso?';
export const NO_ANALYSIS = 'Analisi AI non disponibile';
/** Under the analysis controls when the server has no generative model (GET /api/ai/status). */
export const NO_MODEL_NOTE =
  'Non disponibile: sul server non è configurato un modello AI generativo. Il caso viene salvato senza analisi.';

/** The server's reason for a missing analysis, without repeating the heading it is shown under. */
export function reasonUnderHeading(reason: string): string {
  const prefix = `${NO_ANALYSIS}: `;
  if (!reason.startsWith(prefix)) return reason;
  const rest = reason.slice(prefix.length);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}
export const OUTDATED_ANALYSIS = 'Analisi non aggiornata ai dati modificati';
export const DECISION_SUPPORT_NOTE =
  'Supporto alla decisione, non consulenza legale: la probabilità è una stima del modello.';
export const NO_CASE_LAW_SOURCE =
  'Nessuna fonte giurisprudenziale consultata: i precedenti non sono verificati.';
export const NO_RELEVANT_PRECEDENT = 'Nessun precedente pertinente trovato';

/** "2 risultati della ricerca scartati perché non riguardano l'oggetto del caso." (singular for one). */
export const discardedPrecedentsNote = (count: number) =>
  count === 1
    ? '1 risultato della ricerca di giurisprudenza scartato perché non riguarda l’oggetto del caso.'
    : `${count} risultati della ricerca di giurisprudenza scartati perché non riguardano l’oggetto del caso.`;
export const REQUIRED_FIELD = 'Questo campo è obbligatorio.';

/** Labels of the enumerations (spec 2 §5). */
export const CASE_TYPE_LABELS: Record<string, string> = {
  civile: 'Civile',
  penale: 'Penale',
  amministrativo: 'Amministrativo',
  tributario: 'Tributario',
  lavoro: 'Lavoro',
  commerciale: 'Commerciale',
  famiglia: 'Famiglia',
  contrattuale: 'Contrattuale',
  societario: 'Societario',
  altro: 'Altro',
};
export const URGENCY_LABELS: Record<string, string> = {
  bassa: 'Bassa',
  media: 'Media',
  alta: 'Alta',
  critica: 'Critica',
};
export const BUDGET_LABELS: Record<string, string> = {
  '0-5000': '0 – 5.000 €',
  '5000-15000': '5.000 – 15.000 €',
  '15000-50000': '15.000 – 50.000 €',
  '50000+': 'Oltre 50.000 €',
};

const EURO = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' });
export const formatEuro = (value: number) => EURO.format(value);
