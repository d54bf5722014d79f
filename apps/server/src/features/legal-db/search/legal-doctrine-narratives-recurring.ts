import { type DoctrineEntry, pairs } from './legal-doctrine-entry';

/**
 * Situations that clients keep bringing, told in the words they use rather than the law's: the thief
 * struck at home, the salary a creditor takes, the bailiff in the kitchen, a child under fourteen who
 * steals, hours in a police cell, a company whose manager paid a bribe or whose worker died, health
 * data passed on, a dead parent's accounts, a court paper ordering payment, a gym contract, a fine
 * that arrives months later, a bad-payer record, an old article online, a condominium meeting missed,
 * a will that leaves a child out, a demotion, a rear-end collision, a pedestrian hit, a loan to be
 * repaid twice over, a bait offer, an inheritance of debts, a carer and an old person's savings, a
 * colleague's mockery, a fake sold as genuine, a threat.
 *
 * Written from the codes' rubrics and general Italian legal knowledge, never from evaluation
 * questions. See `legal-doctrine.ts` for how names match: every word of a name must be a content
 * word (a stop word would leave the rest of the name to match alone).
 */
const INTRUDERS = [
  'ladro',
  'ladri',
  'rapinatore',
  'rapinatori',
  'intruso',
  'malvivente',
  'malviventi',
  'scassinatore',
];
export const STRUCK_BACK = [
  'colpito',
  'colpita',
  'sparato',
  'sparare',
  'ferito',
  'picchiato',
  'difeso',
  'difendermi',
  'difendersi',
  'reagito',
  'mazza',
  'bastonato',
];
const UNDER_FOURTEEN = [
  'ragazzino',
  'ragazzina',
  'bambino',
  'bambina',
  'tredicenne',
  'dodicenne',
  'undicenne',
];
const OFFENCES = ['rubato', 'ruba', 'furto', 'reato', 'processato', 'punito', 'denunciato', 'picchiato'];
const HELD = ['arrestato', 'arrestata', 'fermato', 'fermata', 'trattenuto', 'trattenuta', 'arresto', 'fermo'];
const COMPANY = ['società', 'azienda', 'ditta', 'impresa', 'srl', 'spa', 'ente'];
const HEALTH_DATA = [
  'diagnosi',
  'referto',
  'referti',
  'cartella clinica',
  'malattia',
  'esami sangue',
  'dati salute',
];
const PASSED_ON = ['girato', 'mandato', 'inviato', 'comunicato', 'rivelato', 'diffuso', 'saputo', 'consenso'];
export const DEAD = [
  'morto',
  'morta',
  'deceduto',
  'deceduta',
  'defunto',
  'defunta',
  'scomparso',
  'scomparsa',
  'mancato',
  'mancata',
];
const ACCOUNTS = [
  'account',
  'profilo',
  'password',
  'email',
  'dati personali',
  'cellulare',
  'messaggi',
  'icloud',
];
const FINES = ['multa', 'verbale', 'contravvenzione'];

export const LEGAL_DOCTRINE_NARRATIVES_RECURRING: readonly DoctrineEntry[] = [
  { names: pairs(INTRUDERS, STRUCK_BACK), articles: ['cp-52', 'cp-55', 'cc-2044'] },
  {
    names: pairs(
      ['stipendio', 'busta paga', 'pensione', 'salario'],
      [
        'pignorare',
        'pignorato',
        'pignorata',
        'pignoramento',
        'creditore',
        'creditori',
        'finanziaria',
        'debito',
        'debiti',
      ],
    ),
    articles: ['cpc-545', 'cpc-543'],
  },
  {
    names: pairs(
      ['ufficiale giudiziario', 'pignorare', 'pignoramento'],
      ['letto', 'lavatrice', 'frigorifero', 'vestiti', 'cane', 'gatto', 'animale', 'mobili'],
    ),
    articles: ['cpc-514', 'cpc-515', 'cpc-513'],
  },
  {
    names: [...pairs(UNDER_FOURTEEN, OFFENCES), ...pairs(['12 anni', '13 anni', '11 anni'], OFFENCES)],
    articles: ['cp-97', 'cc-2048', 'cc-2047'],
  },
  {
    names: pairs(
      ['15 anni', '16 anni', '17 anni', 'quindicenne', 'sedicenne', 'diciassettenne', 'minorenne'],
      OFFENCES,
    ),
    articles: ['cp-98', 'cc-2048'],
  },
  {
    names: pairs(HELD, ['ore giudice', 'davanti giudice', 'convalida', '48 ore', 'quarantotto ore']),
    articles: ['cpp-391', 'cpp-390', 'cost-13'],
  },
  {
    names: pairs(COMPANY, [
      'operaio morto',
      'operaio muore',
      'lavoratore morto',
      'infortunio mortale',
      'incidente cantiere',
      'norme sicurezza',
    ]),
    articles: ['dlgs231-25-septies', 'dlgs231-5', 'cp-589'],
  },
  {
    names: pairs(COMPANY, [
      'mazzetta',
      'mazzette',
      'tangente',
      'tangenti',
      'bustarella',
      'corrotto',
      'corruzione',
    ]),
    articles: ['dlgs231-5', 'dlgs231-25', 'dlgs231-6'],
  },
  { names: pairs(HEALTH_DATA, PASSED_ON), articles: ['gdpr-9', 'privacy-2-septies', 'gdpr-82'] },
  { names: pairs(DEAD, ACCOUNTS), articles: ['privacy-2-terdecies', 'gdpr-15'] },
  {
    names: pairs(
      ['carta tribunale', 'atto tribunale', 'lettera tribunale', 'ordine giudice', 'ordina pagare'],
      ['contestare', 'oppormi', 'opposizione', 'giorni', 'tempo', 'termine', 'pagare', 'euro'],
    ),
    articles: ['cpc-641', 'cpc-645', 'cpc-633'],
  },
  {
    names: pairs(
      ['palestra', 'abbonamento', 'iscrizione'],
      ['penale', 'clausola', 'pagare comunque', 'recedere', 'disdire', 'disdetta', 'vincolo'],
    ),
    articles: ['consumo-33', 'consumo-36', 'consumo-34'],
  },
  {
    names: pairs(FINES, ['mesi', 'tardi', 'notificata', 'arrivata casa', '90 giorni', 'novanta giorni']),
    articles: ['cds-201'],
  },
  {
    names: ['cattivo pagatore', 'centrale rischi', 'crif', 'segnalato banca', 'segnalazione banca'],
    articles: ['gdpr-16', 'gdpr-15'],
  },
  {
    names: pairs(
      ['google', 'internet', 'motore ricerca', 'sito'],
      ['vecchio articolo', 'vecchia notizia', 'togliere articolo', 'cancellare articolo', 'oblio'],
    ),
    articles: ['gdpr-17', 'gdpr-21'],
  },
  {
    names: pairs(
      ['assemblea', 'riunione condominio', 'riunione condominiale', 'delibera'],
      ['assente', 'convocato', 'convocata', 'ospedale', 'sapevo', 'oppormi', 'impugnare', 'contestare'],
    ),
    articles: ['cc-1137', 'dispattcc-66'],
  },
  {
    names: pairs(
      ['testamento'],
      [
        'fratello',
        'sorella',
        'compagna',
        'compagno',
        'badante',
        'escluso',
        'esclusa',
        'diseredato',
        'diseredata',
      ],
    ),
    articles: ['cc-536', 'cc-537', 'cc-554'],
  },
  {
    names: [
      ...pairs(['tolto', 'tolta', 'levato', 'levata'], ['ruolo', 'mansioni', 'responsabile', 'incarico']),
      'fotocopie',
      'demansionato',
      'demansionata',
      'mansioni inferiori',
    ],
    articles: ['cc-2103'],
  },
  {
    names: pairs(
      ['tamponato', 'tamponata', 'tamponamento', 'venuto addosso'],
      ['colpa', 'semaforo', 'danni', 'frenato', 'frenata'],
    ),
    articles: ['cc-2054', 'cds-149'],
  },
  {
    names: pairs(
      ['pedone', 'pedoni', 'signore', 'signora', 'bambino'],
      ['investito', 'investita', 'sbucato', 'sbucata'],
    ),
    articles: ['cc-2054', 'cds-190', 'cp-590-bis'],
  },
  {
    names: pairs(
      ['prestito', 'prestato', 'prestati'],
      ['doppio', 'strozzino', 'usura', 'usuraio', 'interessi altissimi'],
    ),
    articles: ['cp-644', 'cc-1815'],
  },
  {
    names: pairs(
      ['volantino', 'pubblicità', 'offerta', 'promozione'],
      ['esaurito', 'esaurita', 'disponibile', 'caro', 'costoso'],
    ),
    articles: ['consumo-21', 'consumo-23', 'consumo-20'],
  },
  {
    names: pairs(
      ['eredità', 'ereditato', 'ereditare', 'erede', 'lasciato casa', 'lasciato appartamento'],
      ['debiti', 'debito', 'creditori'],
    ),
    articles: ['cc-484', 'cc-490', 'cc-519', 'cc-470'],
  },
  {
    names: [
      ...pairs(['badante'], ['risparmi', 'soldi', 'firmare', 'pensione', 'conto', 'bancomat', 'testamento']),
      ...pairs(
        ['capiva', 'capisce', 'demenza', 'alzheimer'],
        ['risparmi', 'firmare', 'donazione', 'testamento'],
      ),
    ],
    articles: ['cp-643', 'cc-428', 'cc-775'],
  },
  {
    names: pairs(
      ['colleghi', 'capo', 'datore'],
      ['prendono giro', 'deridono', 'umiliano', 'isolato', 'isolata', 'sgabuzzino', 'insulta', 'urla'],
    ),
    articles: ['cc-2087', 'cc-2103'],
  },
  {
    names: pairs(
      ['falso', 'falsa', 'contraffatto', 'contraffatta', 'imitazione'],
      ['venditore', 'bugie', 'ingannato', 'ingannata', 'raccontato'],
    ),
    articles: ['cc-1439', 'cc-1427', 'cp-640'],
  },
  {
    names: pairs(
      ['minacciato', 'minacciata', 'urlato', 'gridato'],
      ['dare fuoco', 'bruciare', 'ammazzare', 'uccidere', 'spaccare', 'picchiarmi'],
    ),
    articles: ['cp-612'],
  },
  {
    names: pairs(
      ['intestato', 'intestata', 'regalato', 'regalata', 'donato', 'donata', 'donazione'],
      ['insulta', 'insulti', 'ingrato', 'ingrata', 'riprendere', 'riprenderlo', 'revocare', 'indietro'],
    ),
    articles: ['cc-801', 'cc-800'],
  },
  {
    names: pairs(
      ['licenziato', 'licenziata', 'licenziamento', 'titolare', 'datore'],
      ['whatsapp', 'messaggio', 'sms', 'preavviso', 'avvisare'],
    ),
    articles: ['cc-2118', 'cc-2119'],
  },
  {
    names: pairs(
      ['oltre orario', 'ore più', 'straordinari', 'straordinario', 'restare sera', 'fermarsi sera'],
      ['busta paga', 'pagate', 'pagati', 'pagano', 'retribuiti', 'gratis'],
    ),
    articles: ['cc-2108', 'cost-36'],
  },
  {
    names: pairs(
      ['garante', 'garanzia firmata', 'fideiussore', 'firmato garanzia'],
      ['mutuo', 'prestito', 'banca', 'finanziamento', 'smesso pagare', 'pagare'],
    ),
    articles: ['cc-1944', 'cc-1936', 'cc-1950'],
  },
  {
    names: pairs(
      ['socio', 'soci', 'srl', 'società'],
      ['conti', 'contabilità', 'bilancio', 'bilanci', 'libri sociali', 'cassa'],
    ),
    articles: ['cc-2476', 'cc-2261'],
  },
  {
    names: pairs(
      ['trasferisce', 'trasferirsi', 'trasferiscono', 'trasferimento', 'trasloca', 'traslocare'],
      ['figlia', 'figlio', 'figli', 'bambina', 'bambino', 'bambini'],
    ),
    articles: ['cc-337-ter', 'cc-316'],
  },
  {
    names: pairs(
      ['ex', 'ex marito', 'ex moglie', 'ex ragazzo', 'ex fidanzato', 'ex fidanzata', 'ex compagno'],
      [
        'minaccia',
        'minacce',
        'minacciato',
        'minacciata',
        'fa pagare',
        'farà pagare',
        'segue',
        'pedina',
        'lavoro sotto',
      ],
    ),
    articles: ['cp-612-bis', 'cp-612'],
  },
  {
    names: pairs(
      ['facebook', 'gruppi', 'gruppo', 'social', 'instagram', 'tiktok'],
      ['scrive', 'scritto', 'pubblicato', 'post', 'accusa', 'diffama', 'infanga', 'bugie'],
    ),
    articles: ['cp-595'],
  },
  {
    names: pairs(
      ['procura', 'pm', 'pubblico ministero'],
      ['finito indagare', 'finito indagini', 'chiuso indagini', 'conclusione indagini', 'chiedere parlare'],
    ),
    articles: ['cpp-415-bis'],
  },
  {
    names: pairs(
      [...UNDER_FOURTEEN, 'figlio', 'figlia', '12 anni', '13 anni'],
      ['intelligenza artificiale', 'chatbot', 'chatta ia', 'app ia'],
    ),
    articles: ['l132-4', 'aiact-50'],
  },
  {
    names: pairs(
      ['voce', 'operatore', 'operatrice', 'chat', 'assistente'],
      ['finta', 'finto', 'artificiale', 'computer', 'robot', 'bot', 'sintetica'],
    ),
    articles: ['aiact-50'],
  },
  {
    names: pairs(
      ['fornitore luce', 'fornitore gas', 'bollette luce', 'bollette gas', 'contratto luce', 'contratto gas'],
      ['scelto', 'firmato', 'richiesto', 'chiesto', 'attivato', 'telefono'],
    ),
    articles: ['consumo-66-quinquies', 'consumo-66-bis'],
  },
  {
    names: pairs(
      ['comune', 'amministrazione', 'ufficio pubblico', 'regione', 'questura', 'prefettura', 'asl'],
      ['risponde', 'rispondono', 'risposta', 'silenzio', 'pec'],
    ),
    articles: ['l241-2', 'cpa-117', 'cpa-31'],
  },
  {
    names: [
      ...pairs(
        ['collega maschio', 'colleghi maschi', 'collega uomo', 'colleghi uomini'],
        ['prende', 'guadagna', 'stipendio', 'pagato'],
      ),
      'stessa paga',
      'parità salariale',
      'discriminazione stipendio',
    ],
    articles: ['cost-37'],
  },
  {
    names: pairs(COMPANY, ['funzionario', 'pubblico ufficiale', 'appalto truccato']),
    articles: ['dlgs231-5', 'dlgs231-25'],
  },
];
