import { type DoctrineEntry, pairs } from './legal-doctrine-entry';

/**
 * Situations clients bring with the remedy they want in their own words (see
 * legal-doctrine-narratives-recurring.ts for the method): a neighbour who locks a path, a grown-up
 * child still paid for, a used car with a patched engine, an old bill from a professional, strangers
 * living in one's home, a parked car hit and left, old news about a closed case still online, a court
 * order served months after it was signed, a town hall that withdraws a permit long after, a town hall
 * that will not show a file, a firm excluded from a tender, a car borrowed without asking, a threat
 * after a quarrel, a bargain that was stolen, a late complaint, an appeal after a conviction, an
 * ungrateful child, a seller's unpaid condominium fees, a treatment refused, a company on trial.
 *
 * Written from the codes' rubrics and general Italian legal knowledge, never from evaluation
 * questions. See `legal-doctrine.ts` for how names match.
 */
const BLOCKED_PASSAGE = [
  'lucchetto',
  'sbarra',
  'sbarrato',
  'chiuso il cancello',
  'chiuso il passaggio',
  'bloccato il passaggio',
];
const PROFESSIONALS = [
  'dentista',
  'medico',
  'avvocato',
  'notaio',
  'architetto',
  'ingegnere',
  'geometra',
  'professionista',
];
const STRANGERS_IN_HOME = [
  'sconosciuti',
  'estranei',
  'abusivi',
  'occupata',
  'occupato',
  'occupanti',
  'cambiato la serratura',
  'ci vivono',
  'ci abitano',
  'si sono stabiliti',
];
const HIT_WHILE_PARKED = ['parcheggiata', 'parcheggiato', 'in sosta'];
/** Trades whose fees fall under the three-year presumptive prescription (art. 2956 c.c.). */
const FEE_EARNERS = ['dentista', 'commercialista', 'notaio', 'architetto', 'ingegnere', 'geometra', 'perito'];
const THREAT_WORDS = [
  'ti sistemo',
  'te la faccio pagare',
  'ti ammazzo',
  'ti spacco',
  'ti ritrovo',
  'stai attento',
];

export const LEGAL_DOCTRINE_NARRATIVES_REMEDIES: readonly DoctrineEntry[] = [
  {
    names: pairs(BLOCKED_PASSAGE, ['passaggio', 'stradina', 'strada', 'sentiero', 'accesso', 'garage']),
    articles: ['cc-1168', 'cc-1170', 'cc-1079'],
  },
  {
    names: pairs(
      ['maggiorenne', 'adulto', 'adulta', 'trentenne', 'non lavora', 'non studia', 'fuori corso'],
      ['mantenimento', 'assegno', 'mantenerlo', 'mantenerla', 'versargli'],
    ),
    articles: ['cc-337-septies', 'cc-315-bis'],
  },
  {
    names: pairs(
      ['auto usata', 'macchina usata', 'moto usata', 'comprata usata', 'comprato usato', 'da un privato'],
      ['motore', 'difetto', 'difetti', 'rattoppato', 'nascosto', 'guasto', 'meccanico', 'da rifare'],
    ),
    articles: ['cc-1490', 'cc-1495', 'cc-1492'],
  },
  {
    names: pairs(PROFESSIONALS, ['vecchia fattura', 'vecchia parcella', 'già saldato', 'farsi pagare']),
    articles: ['cc-2956', 'cc-2959', 'cc-2957'],
  },
  {
    names: pairs(STRANGERS_IN_HOME, [
      'casa mia',
      'mia casa',
      'appartamento',
      'seconda casa',
      'non vogliono andarsene',
      'non se ne vanno',
      'tornata',
      'tornato',
    ]),
    articles: ['cp-634-bis', 'cpp-321-bis', 'cc-1168', 'cp-633'],
  },
  {
    // A place nobody lives in (empty, for sale, unlet) is not someone's home: invading it is art. 633.
    names: pairs(STRANGERS_IN_HOME, [
      'appartamento vuoto',
      'casa vuota',
      'immobile vuoto',
      'disabitato',
      'disabitata',
      'in vendita',
      'sfitto',
      'sfitta',
      'capannone',
      'terreno',
    ]),
    articles: ['cp-633', 'cp-634-bis'],
  },
  {
    names: pairs(
      ['urtato', 'urtata', 'graffiato', 'ammaccato', 'danneggiato', 'strisciato', 'tamponato'],
      HIT_WHILE_PARKED,
    ).concat(pairs(['andato via', 'senza lasciare', 'scappato'], HIT_WHILE_PARKED)),
    articles: ['cds-189', 'cc-2054'],
  },
  {
    names: pairs(
      [
        'google',
        'internet',
        'motori di ricerca',
        'risultati di ricerca',
        'cerca il mio nome',
        'articoli di giornale',
        'vecchie notizie',
      ],
      [
        'archiviato',
        'archiviazione',
        'assolto',
        'assoluzione',
        'prosciolto',
        'proscioglimento',
        'non compaia',
        'sparire',
        'deindicizzare',
        'oblio',
        'cancellare',
      ],
    ),
    articles: ['dispattcpp-64-ter', 'gdpr-17'],
  },
  {
    names: pairs(
      ['decreto ingiuntivo', 'ingiunzione di pagamento'],
      [
        'mesi fa',
        'firmato',
        'notificato tardi',
        'arrivato tardi',
        'notificato dopo',
        'vale ancora',
        'in ritardo',
      ],
    ),
    articles: ['cpc-644', 'dispattcpc-188', 'cpc-641'],
  },
  {
    names: pairs(
      ['annullato', 'annullata', 'annullare', 'ritirato', 'ritirata'],
      ['autorizzazione', 'permesso di costruire', 'licenza', 'concessione', 'provvedimento favorevole'],
    ),
    articles: ['l241-21-novies', 'l241-21-quinquies'],
  },
  {
    names: pairs(
      [
        'vedere la pratica',
        'vedere i documenti',
        'copia dei documenti',
        'copia della pratica',
        'pratica edilizia',
      ],
      ['comune', 'ufficio', 'amministrazione', 'negato', 'rifiutato'],
    ),
    articles: ['l241-25', 'l241-22', 'cpa-116'],
  },
  {
    names: pairs(
      ['esclusa', 'escluso', 'esclusione', 'scartata', 'scartato'],
      ['gara', 'appalto', 'bando', 'procedura di gara'],
    ),
    articles: ['cpa-120', 'cpa-119'],
  },
  {
    names: pairs(FEE_EARNERS, [
      'prescritto',
      'prescrizione',
      'mai pagato',
      'non mi ha pagato',
      'non ha pagato',
    ]),
    articles: ['cc-2956', 'cc-2943'],
  },
  {
    names: pairs(
      ['macchina', 'auto', 'motorino', 'moto', 'scooter', 'furgone'],
      ['riportata', 'riportato', 'restituita la sera', 'rimessa al suo posto', 'senza chiedermi'],
    ),
    articles: ['cp-626', 'cp-624'],
  },
  {
    names: pairs(THREAT_WORDS, [
      'lite',
      'litigio',
      'litigato',
      'vicino',
      'collega',
      'davanti a tutti',
      'urlato',
    ]),
    articles: ['cp-612', 'cp-660'],
  },
  {
    names: pairs(
      ['comprato', 'comprata', 'acquistato', 'pagato poco'],
      ['rubato', 'rubata', 'refurtiva', 'provenienza', 'senza scatola', 'senza fattura'],
    ),
    articles: ['cp-712', 'cp-648'],
  },
  {
    names: pairs(
      ['querela', 'querelare', 'denuncia', 'denunciare'],
      ['in tempo', 'troppo tardi', 'entro quando', 'quanto tempo', 'tre mesi', 'scaduto'],
    ),
    articles: ['cp-124', 'cpp-336'],
  },
  {
    names: pairs(['condannato', 'condannata', 'condanna'], ['appello', 'appellare', 'motivazione']),
    articles: ['cpp-585', 'cpp-593', 'cpp-544'],
  },
  {
    names: pairs(
      ['regalato', 'regalata', 'donato', 'donata', 'intestato', 'intestata'],
      [
        'picchiato',
        'picchiata',
        'insultato',
        'insultata',
        'offeso',
        'offesa',
        'umiliato',
        'umiliata',
        'abbandonato',
        'abbandonata',
        'negato aiuto',
      ],
    ),
    articles: ['cc-801', 'cc-800'],
  },
  {
    names: pairs(
      ['vecchio proprietario', 'precedente proprietario', 'ex proprietario', 'chi mi ha venduto'],
      ['spese condominiali', 'spese del condominio', 'amministratore', 'rate condominiali', 'arretrati'],
    ),
    articles: ['dispattcc-63', 'cc-1104'],
  },
  {
    names: pairs(
      ['vaccino', 'vaccinarmi', 'trattamento sanitario', 'terapia', 'cure mediche', 'ricovero forzato'],
      ['obbligare', 'obbligarmi', 'contro la mia volontà', 'costringere', 'costringermi', 'rifiutare'],
    ),
    articles: ['cost-32'],
  },
  {
    names: pairs(
      ['società', 'ditta', 'azienda', 'impresa'],
      [
        'sotto processo',
        'processata',
        'rispondere penalmente',
        'responsabile penalmente',
        'reato del dipendente',
      ],
    ),
    articles: ['dlgs231-5', 'dlgs231-6', 'dlgs231-7'],
  },
  {
    names: pairs(
      ['autovelox', 'multa', 'verbale'],
      [
        'non era segnalato',
        'non segnalato',
        "non c'era il cartello",
        'contestarla',
        'contestare',
        'annullare',
      ],
    ),
    articles: ['cds-204-bis', 'cds-203', 'cds-142'],
  },
  {
    names: pairs(
      ['vedere le carte', 'vedere il progetto', 'vedere i documenti', 'farmele dare', 'farmi dare le carte'],
      ['comune', 'presentato', 'vicino', 'ufficio'],
    ),
    articles: ['l241-22', 'l241-25'],
  },
  {
    names: pairs(
      ['rischia', 'risponde', 'sanzionata', 'punita', 'responsabile'],
      ['anche la società', "anche l'azienda", 'anche la ditta'],
    ),
    articles: ['dlgs231-5', 'dlgs231-25'],
  },
  {
    names: pairs(
      ['nuova legge', 'legge nuova', 'nuova norma'],
      ['non è più reato', 'non considera più reato', 'depenalizzato', 'abolito il reato'],
    ),
    articles: ['cp-2'],
  },
];
