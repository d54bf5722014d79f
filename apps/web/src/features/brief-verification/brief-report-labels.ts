import type {
  BriefQuotation,
  BriefQuotationStatus,
  BriefReferenceStatus,
  BriefSummary,
} from '@brocardo/shared';

export const PAGE_TITLE = 'Verifica atto';

export const REFERENCE_STATUS_LABEL: Record<BriefReferenceStatus, string> = {
  verified: 'Verificato',
  abrogated: 'Abrogato',
  not_found: 'Articolo inesistente',
  outside_corpus: 'Atto non presente nella banca dati',
};

export const QUOTATION_STATUS_LABEL: Record<BriefQuotationStatus, string> = {
  exact: 'Citazione testuale esatta',
  differs: 'Citazione difforme dal testo',
  not_found: 'Testo non trovato nell’articolo',
  unattributed: 'Nessun articolo della banca dati a cui confrontarla',
};

export const JUDGMENT_NOTE = 'Non verificabile sui codici';
export const JUDGMENT_SOURCE_NOTE = 'Fonte trovata sul web (non una verifica)';

/** The summary's counts in order, with their labels. */
export function summaryItems(summary: BriefSummary): { label: string; value: number }[] {
  return [
    { label: 'Verificati', value: summary.verified },
    { label: 'Abrogati', value: summary.abrogated },
    { label: 'Inesistenti', value: summary.not_found },
    { label: 'Fuori banca dati', value: summary.outside_corpus },
    { label: 'Citazioni esatte', value: summary.quotations_exact },
    { label: 'Citazioni alterate', value: summary.quotations_altered },
    { label: 'Sentenze', value: summary.judgments },
  ];
}

/** The article's passage as a quotation: where the article goes on, the cut shows as «[…]». */
export function passageText(
  quotation: Pick<BriefQuotation, 'passage' | 'passage_cut_before' | 'passage_cut_after'>,
): string {
  return `${quotation.passage_cut_before ? '[…] ' : ''}${quotation.passage ?? ''}${quotation.passage_cut_after ? ' […]' : ''}`;
}
