import { LEGAL_DOCTRINE_ADMINISTRATIVE } from './legal-doctrine-administrative';
import { LEGAL_DOCTRINE_AI } from './legal-doctrine-ai';
import { LEGAL_DOCTRINE_CIVIL } from './legal-doctrine-civil';
import type { DoctrineEntry } from './legal-doctrine-entry';
import { LEGAL_DOCTRINE_EVERYDAY } from './legal-doctrine-everyday';
import { LEGAL_DOCTRINE_IMPLEMENTING } from './legal-doctrine-implementing';
import { LEGAL_DOCTRINE_NARRATIVES_ASSETS_COURTS } from './legal-doctrine-narratives-assets-courts';
import { LEGAL_DOCTRINE_NARRATIVES_CIVIL_MORE } from './legal-doctrine-narratives-civil-more';
import { LEGAL_DOCTRINE_NARRATIVES_DAILY_LIFE } from './legal-doctrine-narratives-daily-life';
import { LEGAL_DOCTRINE_NARRATIVES_DEALINGS } from './legal-doctrine-narratives-dealings';
import { LEGAL_DOCTRINE_NARRATIVES_FAMILY_WORK } from './legal-doctrine-narratives-family-work';
import { LEGAL_DOCTRINE_NARRATIVES_HOME } from './legal-doctrine-narratives-home';
import { LEGAL_DOCTRINE_NARRATIVES_LONG_TAIL } from './legal-doctrine-narratives-long-tail';
import { LEGAL_DOCTRINE_NARRATIVES_PAIRS_CIVIL } from './legal-doctrine-narratives-pairs-civil';
import { LEGAL_DOCTRINE_NARRATIVES_PAIRS_PUBLIC } from './legal-doctrine-narratives-pairs-public';
import { LEGAL_DOCTRINE_NARRATIVES_PAIRS_VARIANTS } from './legal-doctrine-narratives-pairs-variants';
import { LEGAL_DOCTRINE_NARRATIVES_PUBLIC } from './legal-doctrine-narratives-public';
import { LEGAL_DOCTRINE_NARRATIVES_PUBLIC_MORE } from './legal-doctrine-narratives-public-more';
import { LEGAL_DOCTRINE_NARRATIVES_RECURRING } from './legal-doctrine-narratives-recurring';
import { LEGAL_DOCTRINE_NARRATIVES_RECURRING_MORE } from './legal-doctrine-narratives-recurring-more';
import { LEGAL_DOCTRINE_NARRATIVES_REMEDIES } from './legal-doctrine-narratives-remedies';
import { LEGAL_DOCTRINE_NARRATIVES_WEEKLY } from './legal-doctrine-narratives-weekly';
import { LEGAL_DOCTRINE_OTHER } from './legal-doctrine-other';
import { LEGAL_DOCTRINE_SITUATIONS } from './legal-doctrine-situations';

/**
 * Doctrine names and everyday words → the articles that govern them. A lawyer asks about "culpa in
 * contrahendo" or "usucapione", a client about "il cane del vicino mi ha morso" or "l'inquilino non
 * paga": neither wording need occur in the text of the governing article, so this table bridges the two.
 *
 * Written from the codes' own rubrics and structure (Libro / Titolo / Capo) and from general Italian
 * legal knowledge, never from evaluation questions; every identifier is an article of data/corpus that
 * is in force.
 *
 * Matching: a `names` entry matches a question when all of its content words (after Italian stop-word
 * removal and Snowball stemming, accents folded) occur in the question close together (at most four
 * other words between them), in any order. So
 * names must be specific: two or three words are the norm, and a single word only when it names the
 * institute by itself (`usucapione`, `anatocismo`, `fideiussione`), never a generic word (`contratto`,
 * `danno`, `giudice`). Avoid question words (`cosa`, `quando`, `deve`…), which queries drop.
 *
 * The entries live in files by area (plus two of clients' everyday wording and sixteen of clients'
 * narratives: nine by topic, three of subject-and-event pairs, two of the situations that blind sets of
 * clients' stories kept bringing); this module joins them.
 */

/** The institutes as lawyers name them (the rest is clients' wording and narratives). */
export const LEGAL_INSTITUTES: ReadonlySet<DoctrineEntry> = new Set([
  ...LEGAL_DOCTRINE_CIVIL,
  ...LEGAL_DOCTRINE_OTHER,
  ...LEGAL_DOCTRINE_ADMINISTRATIVE,
  ...LEGAL_DOCTRINE_AI,
  ...LEGAL_DOCTRINE_IMPLEMENTING,
]);

export const LEGAL_DOCTRINE: readonly DoctrineEntry[] = [
  ...LEGAL_INSTITUTES,
  ...LEGAL_DOCTRINE_EVERYDAY,
  ...LEGAL_DOCTRINE_SITUATIONS,
  ...LEGAL_DOCTRINE_NARRATIVES_HOME,
  ...LEGAL_DOCTRINE_NARRATIVES_DEALINGS,
  ...LEGAL_DOCTRINE_NARRATIVES_FAMILY_WORK,
  ...LEGAL_DOCTRINE_NARRATIVES_PUBLIC,
  ...LEGAL_DOCTRINE_NARRATIVES_CIVIL_MORE,
  ...LEGAL_DOCTRINE_NARRATIVES_PUBLIC_MORE,
  ...LEGAL_DOCTRINE_NARRATIVES_DAILY_LIFE,
  ...LEGAL_DOCTRINE_NARRATIVES_ASSETS_COURTS,
  ...LEGAL_DOCTRINE_NARRATIVES_PAIRS_CIVIL,
  ...LEGAL_DOCTRINE_NARRATIVES_PAIRS_PUBLIC,
  ...LEGAL_DOCTRINE_NARRATIVES_PAIRS_VARIANTS,
  ...LEGAL_DOCTRINE_NARRATIVES_RECURRING,
  ...LEGAL_DOCTRINE_NARRATIVES_RECURRING_MORE,
  ...LEGAL_DOCTRINE_NARRATIVES_REMEDIES,
  ...LEGAL_DOCTRINE_NARRATIVES_LONG_TAIL,
  ...LEGAL_DOCTRINE_NARRATIVES_WEEKLY,
];

export type { DoctrineEntry };
