/**
 * The Italian keywords of automatic mode detection (spec 1 §9), matched on whole words after
 * lower-casing and stripping accents (see mode-detection.ts). Each list counts in its mode's
 * score as the spec's table says; the standard list is split by what the request asks for, which
 * the refined decision order uses (a question form alone does not beat a legal question).
 */

/** Standard: writing or transforming a text. Beats a legal question and a cited act. */
export const STANDARD_TASK_KEYWORDS = [
  'riassumi',
  'riassumimi',
  'riassunto',
  'sintetizza',
  'sintesi',
  'traduci',
  'traducimi',
  'tradurre',
  'traduzione',
  'scrivi',
  'scrivimi',
  'scrivere',
  'redigi',
  'redigere',
  'bozza',
  'prepara',
  'preparami',
  'correggi',
  'correggere',
  'riformula',
  'riscrivi',
  'migliora',
  'rivedi',
  'suggerisci',
  'fac-simile',
  'facsimile',
];

/** Standard: explaining a concept on request. Beats legal keywords, not a cited act. */
export const STANDARD_EXPLAIN_KEYWORDS = [
  'spiegami',
  'spiega',
  'spiegare',
  'spieghi',
  'spiegarmi',
  "cos'e",
  'esempio',
  'esempi',
  'semplifica',
  'in parole semplici',
];

/** Standard: counted in the score, but on their own they do not beat a legal or recency signal. */
export const STANDARD_WEAK_KEYWORDS = ['aiutami', 'differenza', 'differenze', 'ciao', 'grazie'];

/** Web: recency, news and figures that change over time. */
export const WEB_KEYWORDS = [
  'ultime',
  'ultimi',
  'ultima',
  'ultimo',
  'recente',
  'recenti',
  'notizie',
  'notizia',
  'novita',
  'aggiornamenti',
  'aggiornamento',
  'aggiornato',
  'aggiornata',
  'aggiornati',
  'aggiornate',
  'giurisprudenza recente',
  'oggi',
  'ieri',
  'attuale',
  'attualmente',
  'adesso',
  'nuove',
  'nuova',
  'news',
  'tendenze',
  'cronaca',
  'modifiche',
  'approvata',
  'approvato',
  'in arrivo',
  'proroga',
  'prorogato',
  'scadenze',
  'bonus',
  'superbonus',
  'detrazione',
  'detrazioni',
  'detrarre',
  'aliquota',
  'aliquote',
  'istat',
  'inflazione',
  'bando',
  'bandi',
];

/** Web keywords that ask for news outright: with one of them, web search wins a tie with the legal score. */
export const NEWS_KEYWORDS = ['notizie', 'notizia', 'news', 'cronaca'];

/** Phrases that send a question to web search whatever the scores (decision step 1). */
export const FORCING_PHRASES = [
  'cerca online',
  'cerca on line',
  'cerca sul web',
  'cerca in rete',
  'cerca su internet',
  'trova online',
  'cercami online',
  'cercare online',
  'cercare sul web',
  'ricerca online',
  'ricerca sul web',
  'ricerca web',
  'su internet',
  'sul web',
  'decreto',
  'decreti',
  'decreto legge',
  'decreto legislativo',
  'd.lgs',
  'd. lgs',
  'dlgs',
  'd.l.',
  'dpcm',
];
