/**
 * Names of held acts, and of institutes that belong to one held act, that the citation parser does
 * not take on their own (see heldActsIn in mode-detection-signals.ts): regular-expression sources,
 * matched as whole words on normalized text (lower case, no accents, `'` as the apostrophe, single
 * spaces).
 */
import type { LegalActCode } from './legal-acts';

/** "ia" or "intelligenza artificiale", as written in the AI Act and L. 132/2025. */
const AI = '(?:ia|intelligenza artificiale)';

export const COLLOQUIAL_HELD_ACTS: ReadonlyArray<{ act: LegalActCode; source: string }> = [
  // Lawyers say "la 231" and "modello 231" for d.lgs. 231/2001, and often write "costituzione" in lower case.
  {
    act: 'dlgs231',
    source: "(?:la|ex|modell[oi]|legge|decreto|reati|sensi della|dalla|nella|della|dell') 231",
  },
  {
    act: 'cost',
    source:
      '(?:la|della|nella|dalla|alla) costituzione(?!\\s+(?:di|in|del|dello|della|dei|degli|delle|tra|fra)\\b)',
  },
  // The preleggi and what they govern: sources of law, interpretation, the law in time.
  {
    act: 'preleggi',
    source:
      'preleggi|disposizioni preliminari|disposizioni sulla legge in generale|fonti del diritto|interpretazione della legge|analogia(?: legis| iuris)?|applicazione analogica|irretroattivita della legge(?! penale)|abrogazione (?:tacita|implicita|espressa|delle leggi)|vacatio legis',
  },
  // L. 241/1990 and the institutes of the administrative procedure.
  {
    act: 'l241',
    source:
      "(?:legge|l\\.) (?:n\\. ?)?241|legge sul procedimento amministrativo|procedimento amministrativo|accesso agli atti|accesso ai documenti amministrativi|diritto di accesso ai documenti|scia|segnalazione certificata di inizio attivita|silenzio[ -]assenso|conferenz[ae] (?:di|dei) servizi|preavviso di (?:rigetto|diniego)|motivi ostativi|annullamento d'ufficio|autotutela|responsabile del procedimento",
  },
  // L. 132/2025 (the Italian AI law) and the AI Act.
  {
    act: 'l132',
    source: `(?:legge|l\\.) (?:n\\. ?)?132 del 2025|legge (?:italiana )?sull'${AI}|${AI} (?:nelle|e) professioni intellettuali|deep ?fake`,
  },
  {
    act: 'aiact',
    source: `ai act|artificial intelligence act|regolamento (?:europeo |ue |\\(ue\\) )?sull'${AI}|sistemi? (?:di ${AI} )?ad alto rischio|pratiche di ${AI} vietate|alfabetizzazione (?:in materia di )?${AI}|modelli di ${AI} per finalita generali`,
  },
];
