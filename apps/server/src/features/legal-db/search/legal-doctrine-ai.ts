import type { DoctrineEntry } from './legal-doctrine-entry';

/**
 * Doctrine names and clients' words of the acts on artificial intelligence → the articles that govern
 * them: the AI Act (Reg. (UE) 2024/1689) and L. 132/2025 (disposizioni e deleghe in materia di
 * intelligenza artificiale).
 *
 * Written from these acts' rubrics and text, never from evaluation questions; every identifier is an
 * article of data/corpus that is in force. "AI" is an Italian stop word ("ai" = "a i"), so names use
 * "IA" or "intelligenza artificiale". See `legal-doctrine.ts` for how names match.
 */
export const LEGAL_DOCTRINE_AI: readonly DoctrineEntry[] = [
  // AI Act (Reg. (UE) 2024/1689)
  {
    names: [
      'definizione di sistema di IA',
      'sistema di IA definizione',
      'nozione di sistema di IA',
      'deployer',
    ],
    articles: ['aiact-3'],
  },
  {
    names: [
      'alfabetizzazione in materia di IA',
      'alfabetizzazione IA',
      'formazione del personale sull’IA',
      'competenze IA del personale',
    ],
    articles: ['aiact-4'],
  },
  {
    names: [
      'pratiche di IA vietate',
      'pratiche di intelligenza artificiale vietate',
      'IA vietata',
      'intelligenza artificiale vietata',
      'punteggio sociale',
      'social scoring',
      'riconoscimento delle emozioni',
      'identificazione biometrica in tempo reale',
      'tecniche subliminali',
    ],
    articles: ['aiact-5'],
  },
  {
    names: [
      'sistemi di IA ad alto rischio',
      'sistemi ad alto rischio',
      'IA ad alto rischio',
      'intelligenza artificiale ad alto rischio',
      'classificazione alto rischio',
      'requisiti dei sistemi ad alto rischio',
    ],
    articles: ['aiact-6', 'aiact-8', 'aiact-16', 'aiact-26'],
  },
  {
    names: ['obblighi dei deployer', 'utilizzatore del sistema di IA', 'obblighi di chi usa sistemi di IA'],
    articles: ['aiact-26', 'aiact-4'],
  },
  {
    names: ['obblighi dei fornitori di sistemi di IA', 'fornitore del sistema di IA'],
    articles: ['aiact-16', 'aiact-53'],
  },
  { names: ['sorveglianza umana', 'controllo umano sul sistema di IA'], articles: ['aiact-14', 'aiact-26'] },
  {
    names: ["valutazione d'impatto sui diritti fondamentali", 'impatto sui diritti fondamentali'],
    articles: ['aiact-27'],
  },
  {
    names: [
      'obblighi di trasparenza IA',
      'trasparenza intelligenza artificiale',
      'chatbot',
      'contenuti generati dall’IA',
      'contenuti generati artificialmente',
      'interagire con un sistema di IA',
      'etichettatura contenuti IA',
    ],
    articles: ['aiact-50'],
  },
  {
    names: [
      'modelli di IA per finalità generali',
      'IA per finalità generali',
      'IA generativa',
      'modelli linguistici',
      'rischio sistemico',
    ],
    articles: ['aiact-51', 'aiact-53', 'aiact-55'],
  },
  {
    names: ['spazi di sperimentazione normativa', 'sandbox regolamentare'],
    articles: ['aiact-57', 'aiact-58'],
  },
  { names: ["ufficio per l'IA", 'consiglio per l’IA'], articles: ['aiact-64', 'aiact-65'] },
  {
    names: ['diritto alla spiegazione', 'spiegazione della decisione automatizzata IA'],
    articles: ['aiact-86'],
  },
  { names: ['reclamo autorità di vigilanza del mercato'], articles: ['aiact-85'] },
  {
    names: [
      'sanzioni IA',
      'sanzioni intelligenza artificiale',
      'multe sistemi di IA',
      'sanzioni pecuniarie IA',
    ],
    articles: ['aiact-99', 'aiact-101'],
  },
  {
    names: ['applicazione del regolamento IA', 'entrata in vigore regolamento intelligenza artificiale'],
    articles: ['aiact-113'],
  },

  // L. 132/2025 (disposizioni e deleghe in materia di intelligenza artificiale)
  {
    names: [
      'legge italiana intelligenza artificiale',
      'principi generali intelligenza artificiale',
      'legge sull’intelligenza artificiale',
    ],
    articles: ['l132-1', 'l132-3'],
  },
  {
    names: [
      'minori intelligenza artificiale',
      'consenso minori quattordici anni IA',
      'IA minori di anni quattordici',
    ],
    articles: ['l132-4'],
  },
  {
    names: [
      'intelligenza artificiale sanità',
      'IA ambito sanitario',
      'intelligenza artificiale medico',
      'IA diagnosi cura',
      'IA disabilità',
    ],
    articles: ['l132-7', 'l132-8'],
  },
  {
    names: [
      'intelligenza artificiale lavoro',
      'IA nel rapporto di lavoro',
      'datore di lavoro intelligenza artificiale',
      'IA lavoratori',
    ],
    articles: ['l132-11', 'l132-12'],
  },
  {
    names: [
      'professioni intellettuali intelligenza artificiale',
      'IA professioni intellettuali',
      'informativa al cliente IA',
      'informare il cliente intelligenza artificiale',
      'avvocato intelligenza artificiale',
      'avvocato usa IA',
      'professionista intelligenza artificiale',
      'commercialista intelligenza artificiale',
    ],
    articles: ['l132-13'],
  },
  {
    names: ['IA pubblica amministrazione', 'intelligenza artificiale pubblica amministrazione'],
    articles: ['l132-14'],
  },
  {
    names: [
      'intelligenza artificiale attività giudiziaria',
      'IA giustizia',
      'intelligenza artificiale giustizia',
      'magistrato intelligenza artificiale',
      'giudice intelligenza artificiale',
      'IA uffici giudiziari',
    ],
    articles: ['l132-15'],
  },
  {
    names: ['autorità nazionali intelligenza artificiale', 'agid acn'],
    articles: ['l132-20'],
  },
  {
    names: [
      "diritto d'autore intelligenza artificiale",
      "diritto d'autore IA",
      'opere generate intelligenza artificiale',
      'opere create con IA',
      'estrazione di testo e di dati',
      'text and data mining',
    ],
    articles: ['l132-25'],
  },
  {
    names: [
      'deepfake',
      'deep fake',
      'illecita diffusione di contenuti generati',
      'video falsi intelligenza artificiale',
      'immagini falsificate IA',
      'voce falsificata IA',
      'aggravante intelligenza artificiale',
      'reati commessi con IA',
    ],
    articles: ['l132-26', 'aiact-50'],
  },
];
