import { type DoctrineEntry, pairs } from './legal-doctrine-entry';

/**
 * More ways of telling the commonest situations, as subject-and-event pairs (see `pairs` in
 * legal-doctrine-entry.ts): the deposit a tenant calls "caparra", the flatmate who sublets, the shed
 * on the boundary, the bar across a right of way, the used car with the odometer turned back, the
 * builder who never started, the unfaithful spouse, the support fixed by the judge, the parent who
 * died and the house "all his", the dog of any breed, the fraud on a marketplace, the ex who is
 * always there, the clinic that lost the data.
 *
 * Written from the codes' rubrics and general Italian legal knowledge, never from evaluation
 * questions. See `legal-doctrine.ts` for how names match.
 */
const DOG_BREEDS = [
  'labrador',
  'pastore',
  'cagna',
  'meticcio',
  'barboncino',
  'chihuahua',
  'husky',
  'dobermann',
  'amstaff',
  'cagnone',
];
const OUTBUILDINGS = [
  'capanno',
  'tettoia',
  'garage',
  'box',
  'veranda',
  'casetta',
  'gazebo',
  'piscina',
  'muretto',
  'recinzione',
];
const BUILDERS = [
  'ditta',
  'impresa',
  'muratore',
  'idraulico',
  'elettricista',
  'falegname',
  'serramentista',
  'artigiano',
];
const EXES = ['ex', 'ex marito', 'ex moglie', 'ex fidanzato', 'ex fidanzata', 'ex compagno', 'ex compagna'];

export const LEGAL_DOCTRINE_NARRATIVES_PAIRS_VARIANTS: readonly DoctrineEntry[] = [
  {
    names: [
      ...pairs(
        ['cauzione', 'deposito'],
        ['locatore', 'proprietario', 'padrone', 'trattenuto', 'tenuto', 'danni'],
      ),
      ...pairs(['caparra'], ['locatore', 'lasciato appartamento', 'appartamento lasciato', 'affitto']),
    ],
    articles: ['cc-1590'],
  },
  {
    names: pairs(
      ['coinquilino', 'coinquilina', 'inquilino', 'inquilina'],
      ['affittato stanza', 'affitta stanza', 'stanza amico', 'posto letto'],
    ),
    articles: ['cc-1594'],
  },
  {
    names: pairs(OUTBUILDINGS, ['confine', 'attaccato', 'attaccata', 'metri', 'alzato']),
    articles: ['cc-873', 'cc-872'],
  },
  {
    names: pairs(
      ['attraversare', 'passare', 'passaggio', 'accesso'],
      ['proprietà vicino', 'terreno vicino', 'cortile vicino', 'sbarra', 'catena', 'cancello chiuso'],
    ),
    articles: ['cc-1051', 'cc-1027', 'cc-1168'],
  },
  {
    names: pairs(
      ['contachilometri', 'chilometri'],
      ['scalato', 'scalati', 'manomesso', 'falsi', 'truccato', 'abbassato'],
    ),
    articles: ['cc-1490', 'cc-1497', 'cc-1439', 'cp-640'],
  },
  {
    names: pairs(
      ['concessionario', 'rivenditore', 'autosalone'],
      ['usata', 'usato', 'seconda mano', 'difetto', 'guasto', 'rotta'],
    ),
    articles: ['consumo-133', 'consumo-135-bis', 'cc-1490'],
  },
  {
    names: pairs(
      ['schermo', 'batteria', 'display', 'tasti'],
      ['sfarfalla', 'rotto', 'difetto', 'dura poco', 'gonfia', 'mesi'],
    ),
    articles: ['consumo-133', 'consumo-135-bis', 'consumo-129'],
  },
  {
    names: pairs(
      ['internet', 'online', 'sito', 'venditore'],
      ['riprenderli', 'riprenderlo', 'riprenderla', 'taglia sbagliata', 'misura sbagliata', 'piccoli'],
    ),
    articles: ['consumo-52', 'consumo-54', 'consumo-59'],
  },
  {
    names: pairs(BUILDERS, ['iniziato', 'cominciato', 'mai iniziato', 'versato', 'presentato']),
    articles: ['cc-1453', 'cc-1218'],
  },
  {
    names: pairs(
      ['marito', 'moglie', 'compagno', 'compagna'],
      ['tradisce', 'tradito', 'tradita', 'amante', 'tradimento', 'relazione altra'],
    ),
    articles: ['cc-151', 'cc-143'],
  },
  {
    names: pairs(
      ['versa', 'paga', 'passa', 'pagato', 'versato'],
      ['stabilito giudice', 'deciso giudice', 'figli ragazzi', 'ragazzi'],
    ),
    articles: ['cc-337-ter', 'cp-570-bis'],
  },
  {
    names: pairs(
      ['morta', 'morto', 'deceduta', 'deceduto'],
      ['eredità', 'dividere eredità', 'spartire', 'quote eredità'],
    ),
    articles: ['cc-565', 'cc-566', 'cc-581'],
  },
  {
    names: pairs(DOG_BREEDS, ['morso', 'morsicato', 'morsicata', 'azzannato', 'aggredito', 'attaccato']),
    articles: ['cc-2052'],
  },
  {
    names: pairs(
      ['marketplace', 'annuncio', 'vinted', 'ebay', 'venditore privato'],
      ['anticipo', 'bloccato', 'sparito', 'mai arrivato', 'truffa', 'caparra'],
    ),
    articles: ['cp-640'],
  },
  {
    names: pairs(EXES, [
      'messaggi minacciosi',
      'fa trovare',
      'sotto lavoro',
      'sotto casa',
      'ovunque',
      'appostato',
      'ogni giorno',
    ]),
    articles: ['cp-612-bis'],
  },
  {
    names: pairs(
      ['clinica', 'ospedale', 'laboratorio', 'studio medico', 'azienda', 'banca'],
      ['perso dati', 'persi dati', 'perso analisi', 'dati persi', 'dati spariti'],
    ),
    articles: ['gdpr-33', 'gdpr-34', 'gdpr-5'],
  },
  {
    names: pairs(['lavorare', 'turno', 'turni'], ['domenica', 'festivi', 'senza riposo', 'sette giorni']),
    articles: ['cc-2109', 'cost-36'],
  },
  {
    names: pairs(
      ['capo', 'collega', 'datore', 'responsabile', 'titolare'],
      ['molestie', 'avances', 'toccata', 'allusioni', 'palpeggiata', 'mani addosso'],
    ),
    articles: ['cp-609-bis', 'cc-2087'],
  },
  {
    names: pairs(
      ['portare', 'vacanza', 'viaggio'],
      ['figli estero', 'bambini estero', 'figlio estero', 'figlia estero', 'passaporto figli'],
    ),
    articles: ['cc-337-ter', 'cc-316'],
  },
  {
    names: pairs(
      ['accettare', 'rinunciare'],
      ['eredità tempo', 'eredità anni', 'eredità termine', 'eredità scadenza'],
    ),
    articles: ['cc-480', 'cc-481'],
  },
  {
    names: pairs(
      ['risposato', 'risposata', 'nuova moglie', 'nuovo marito', 'seconda moglie'],
      ['eredita', 'eredità', 'testamento', 'spetta'],
    ),
    articles: ['cc-581', 'cc-542', 'cc-540'],
  },
  {
    names: pairs(
      ['venditore', 'vecchio proprietario', 'venditori'],
      ['libera casa', 'liberato casa', 'consegnato chiavi', 'consegna chiavi', 'ancora dentro'],
    ),
    articles: ['cc-1476', 'cc-1477', 'cc-1453'],
  },
  {
    names: pairs(
      ['cucciolo', 'cane comprato', 'gatto comprato', 'allevamento', 'allevatore'],
      ['malato', 'malattia', 'morto', 'difetto', 'parvovirosi'],
    ),
    articles: ['cc-1496', 'cc-1490'],
  },
  {
    names: pairs(
      ['conosciuto online', 'conosciuta online', 'chat incontri', 'app incontri', 'innamorato', 'innamorata'],
      ['soldi', 'bonifico', 'prestito', 'mandato soldi', 'truffa'],
    ),
    articles: ['cp-640'],
  },
  {
    names: pairs(
      ['bitcoin', 'criptovalute', 'trading', 'investimento online', 'broker'],
      ['truffa', 'spariti', 'persi', 'bloccato', 'prelevare'],
    ),
    articles: ['cp-640'],
  },
  {
    names: pairs(
      ['gps', 'geolocalizzazione', 'localizzazione'],
      ['auto aziendale', 'telefono aziendale', 'datore', 'capo', 'dipendenti'],
    ),
    articles: ['gdpr-88', 'privacy-114'],
  },
  {
    names: pairs(
      ['bocciato', 'bocciata', 'bocciatura', 'ammesso', 'ammessa'],
      ['scuola', 'esame', 'maturità', 'ricorso tar', 'anno scolastico'],
    ),
    articles: ['cpa-29', 'l241-3'],
  },
];
