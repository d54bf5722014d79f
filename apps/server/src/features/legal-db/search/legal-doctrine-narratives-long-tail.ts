import { type DoctrineEntry, pairs } from './legal-doctrine-entry';

/**
 * The long tail: situations clients bring less often but a lawyer meets every month — a clerk who
 * pockets the fees, intimate photos used for a ransom, a lender charging a fortune, an old mother left
 * alone, a stream poisoned, a crime that may have expired, a son arrested overnight, a relative held
 * before trial, a quicker trial on the papers, a witness against a brother, an acquittal one wants to
 * appeal, a court asked to act at once, an illness not declared to the insurer, a partner leaving the
 * firm, a builder months late, a product that caught fire, a timeshare signed on holiday, an
 * association to found, an agent sent away, an assault reported late, a gym keeping one's data, a
 * quick way to get a loan back, a complaint withdrawn after making peace, a violent partner sent away
 * by a civil court, a court auction, a case the prosecutor wants to drop, a new law and the past, a
 * dead parent's accounts, what a company knows of me, goods never ordered with a bill, a firm sold
 * with its staff, interim relief before an administrative appeal, a
 * diner with no money, a landlord changing the tenant's lock, a payment order that never arrived, a
 * citizen who stops a thief, an arrest without cause to be repaid.
 *
 * Written from the codes' rubrics and general Italian legal knowledge, never from evaluation
 * questions (see legal-doctrine-narratives-recurring.ts for the method and `legal-doctrine.ts` for
 * how names match).
 */
const PUBLIC_OFFICES = ['comune', 'anagrafe', 'ufficio pubblico', 'ente pubblico', 'ufficio postale', 'asl'];
const RELATIVES = [
  'fratello',
  'sorella',
  'marito',
  'moglie',
  'figlio',
  'figlia',
  'padre',
  'madre',
  'parente',
];

export const LEGAL_DOCTRINE_NARRATIVES_LONG_TAIL: readonly DoctrineEntry[] = [
  {
    names: pairs(PUBLIC_OFFICES, [
      'si tiene in tasca',
      'intasca',
      'intascato',
      'si tiene i soldi',
      'si appropria',
    ]),
    articles: ['cp-314', 'cp-316'],
  },
  {
    names: pairs(
      ['foto intime', 'video intimi', 'foto nude', 'foto osé', 'video hot'],
      ['ricatto', 'ricatta', 'se non gli mando', 'se non pago', 'soldi', 'euro', 'manda a tutti'],
    ),
    articles: ['cp-629', 'cp-612-ter'],
  },
  {
    names: [
      'strozzino',
      ...pairs(['interessi', 'tasso'], ['altissimi', 'esagerati', 'al mese', 'pretende', 'da strozzino']),
    ],
    articles: ['cp-644', 'cc-1815'],
  },
  {
    names: pairs(
      ['madre', 'padre', 'nonna', 'nonno', 'anziana', 'anziano', 'disabile'],
      [
        'lasciata sola',
        'lasciato solo',
        'lasciandola sola',
        'lasciandolo solo',
        'abbandonata',
        'abbandonato',
      ],
    ),
    articles: ['cp-591', 'cp-572'],
  },
  {
    names: pairs(
      ['scarica', 'scaricano', 'sversa', 'sversamento', 'liquido', 'rifiuti tossici', 'veleni'],
      ['torrente', 'fiume', 'lago', 'falda', 'pesci morti', 'sono morti tutti i pesci', 'acqua inquinata'],
    ),
    articles: ['cp-452-bis', 'cp-452-quater'],
  },
  {
    names: pairs(
      ['reato', 'truffa', 'denunciato', 'denunciata', 'processo penale', 'imputato'],
      ['prescritto', 'prescrizione', 'si prescrive', 'tutto prescritto'],
    ),
    articles: ['cp-157', 'cp-161', 'cp-160'],
  },
  {
    names: pairs(
      ['arrestato', 'arrestata', 'arresto', 'portato in questura', 'in caserma'],
      ['giudice', 'convalida', 'udienza', 'quando lo vede', 'quando la vede', 'potrebbe uscire'],
    ),
    articles: ['cpp-390', 'cpp-391', 'cpp-386'],
  },
  {
    names: pairs(
      ['in carcere', 'in galera', 'detenuto', 'detenuta', 'custodia cautelare'],
      ['in attesa del processo', 'prima del processo', 'non ancora condannato', 'domiciliari', 'innocente'],
    ),
    articles: ['cpp-273', 'cpp-274', 'cpp-275'],
  },
  {
    names: pairs(
      ['giudicato', 'giudicata', 'processo', 'rito'],
      ['con le carte', 'allo stato degli atti', 'senza sentire testimoni', 'senza testimoni'],
    ),
    articles: ['cpp-438', 'cpp-442'],
  },
  {
    // Three words: a relative as witness at a wedding is no trial.
    names: pairs(
      pairs(['testimone', 'testimoniare', 'deporre'], ['processo', 'udienza', 'tribunale']),
      RELATIVES,
    ),
    articles: ['cpp-199'],
  },
  {
    names: pairs(
      ['assolto', 'assolta', 'assoluzione'],
      ['appello', 'fare appello', 'impugnare', 'danni', 'parte civile'],
    ),
    articles: ['cpp-576', 'cpp-593'],
  },
  {
    names: pairs(
      ['chiedere al giudice', 'ricorso al giudice', 'tribunale'],
      ['intervenire subito', 'provvedimento urgente', 'senza aspettare', 'con urgenza', 'danno irreparabile'],
    ),
    articles: ['cpc-700'],
  },
  {
    names: pairs(
      ['assicurazione', 'polizza', 'compagnia assicurativa'],
      ['non ho detto', 'non avevo detto', 'nascosto', 'taciuto', 'non dichiarato', 'operato', 'malattia'],
    ),
    articles: ['cc-1892', 'cc-1893'],
  },
  {
    names: pairs(
      ['socio', 'soci', 'snc', 'sas', 'società di persone'],
      ['uscire', 'recesso', 'recedere', 'andarmene', 'liquidazione della quota', 'la mia parte'],
    ),
    articles: ['cc-2285', 'cc-2289'],
  },
  {
    names: pairs(
      ['ditta', 'impresa', 'muratore', 'idraulico', 'imbianchino', 'lavori'],
      ['in ritardo', 'doveva finire', 'non finisce', 'ultimatum', 'mandarli via', 'diffida'],
    ),
    articles: ['cc-1662', 'cc-1454', 'cc-1453'],
  },
  {
    names: pairs(
      ['preso fuoco', 'esploso', 'esplosa', 'incendiato', 'incendiata', 'difettoso', 'difettosa'],
      ['produttore', 'fabbricante', 'fabbricato', 'casa produttrice', 'marca'],
    ),
    articles: ['consumo-114', 'consumo-117', 'consumo-118'],
  },
  {
    names: pairs(
      ['multiproprietà', "settimana all'anno", 'una settimana ogni anno', 'timeshare'],
      ['recesso', 'tirarci indietro', 'ripensamento', 'pentiti', 'anticipo', 'firmato'],
    ),
    articles: ['consumo-73', 'consumo-75', 'consumo-72'],
  },
  {
    names: pairs(['associazione', 'comitato'], ['fondare', 'costituire', 'permesso', 'autorizzazione']),
    articles: ['cost-18', 'cc-36'],
  },
  {
    names: pairs(
      ['agente di commercio', 'agente'],
      ['mandato via', 'interrotto il contratto', 'disdetto il contratto', 'indennità', 'mi spetta'],
    ),
    articles: ['cc-1751', 'cc-1750'],
  },
  {
    names: pairs(
      ['violenza sessuale', 'costretta ad avere un rapporto', 'abusata', 'abusato', 'stuprata', 'molestata'],
      ['troppo tardi', 'limiti di tempo', 'anni fa', 'anno fa', 'denunciare ora', 'quanto tempo'],
    ),
    articles: ['cp-609-septies', 'cp-609-bis'],
  },
  {
    names: pairs(
      ['palestra', 'abbonamento', 'ex datore', 'negozio', 'disdetto', 'ex cliente'],
      [
        'cancellare i miei dati',
        'cancellino i dati',
        'cancellino tutto',
        'ancora i miei dati',
        'tengono i miei dati',
      ],
    ),
    articles: ['gdpr-17', 'gdpr-5'],
  },
  {
    names: pairs(
      ['riavere i soldi', 'riaverli', 'recuperare i soldi', 'recuperare il credito', 'soldi prestati'],
      [
        'veloce',
        'velocemente',
        'senza una causa',
        'senza fare causa',
        'whatsapp',
        'prova scritta',
        'ammette il debito',
      ],
    ),
    articles: ['cpc-633', 'cpc-634'],
  },
  {
    names: pairs(['fatto pace', 'riappacificati', 'chiarito', 'ci siamo chiariti'], ['denuncia', 'querela']),
    articles: ['cp-152', 'cpp-340'],
  },
  {
    names: pairs(
      ['se ne vada di casa', 'allontanarlo', 'allontanarla', 'non si avvicini', 'allontanamento'],
      ['giudice civile', 'senza denunciarlo', 'senza denunciarla', 'senza denuncia', 'tribunale civile'],
    ),
    articles: ['cpc-473-bis.69', 'cpc-473-bis.70'],
  },
  {
    names: pairs(
      ['asta', 'asta giudiziaria', 'vendita giudiziaria', 'casa pignorata'],
      ['cauzione', 'partecipare', 'offerta', 'bonifico', 'assegno circolare'],
    ),
    articles: ['cpc-571', 'dispattcpc-173-quinquies'],
  },
  {
    names: pairs(
      ['pm', 'pubblico ministero', 'procura'],
      ['chiudere tutto', 'chiudere il caso', 'archiviare', 'archiviazione', 'non ci sarebbero prove'],
    ),
    articles: ['cpp-410', 'cpp-408'],
  },
  {
    names: pairs(
      ['legge nuova', 'nuova legge', 'cambiato la legge', 'legge cambiata'],
      ['passato', 'retroattiva', 'già firmato', 'prima che', 'vale anche per'],
    ),
    articles: ['preleggi-11'],
  },
  {
    names: pairs(
      ['mancata', 'mancato', 'morta', 'morto', 'deceduta', 'deceduto', 'scomparsa', 'scomparso'],
      ['account', 'mail', 'email', 'cloud', 'profilo', 'password'],
    ),
    articles: ['privacy-2-terdecies'],
  },
  {
    names: pairs(
      ['informazioni su di me', 'informazioni che mi riguardano', 'cosa sanno di me'],
      ['sapere', 'conoscere', 'copia', 'conserva', 'conservano', 'tiene', 'tengono', 'possiede', 'banca'],
    ),
    articles: ['gdpr-15'],
  },
  {
    names: pairs(
      ['mai ordinato', 'mai ordinata', 'mai ordinati', 'mai ordinate', 'non ho ordinato', 'non richiesta'],
      ['pagare', 'pagarlo', 'pagarla', 'bollettino', 'fattura', 'pagamento', 'rispedire', 'restituire'],
    ),
    articles: ['consumo-66-quinquies'],
  },
  {
    names: pairs(
      [
        'azienda venduta',
        'azienda ceduta',
        'azienda comprata',
        'azienda acquistata',
        'ditta venduta',
        'ditta comprata',
        'ditta ceduta',
        'impresa venduta',
        'impresa ceduta',
        'nuovo titolare',
        'nuovo padrone',
        'cambio di proprietà',
      ],
      [
        'dipendenti',
        'lavoratori',
        'lavoro',
        'licenziare',
        'mandarci a casa',
        'tenermi',
        'straordinari',
        'stipendi',
        'crediti di lavoro',
        'tfr',
      ],
    ),
    articles: ['cc-2112'],
  },
  {
    names: pairs(
      [
        'cautelare ante causam',
        'cautelari ante causam',
        'cautelare prima del ricorso',
        'cautelari prima del ricorso',
        'sospensiva prima del ricorso',
      ],
      ['tar', 'amministrativo', 'amministrativa', 'consiglio di stato'],
    ),
    articles: ['cpa-61'],
  },
  {
    names: pairs(
      ['ristorante', 'pizzeria', 'cenato', 'pranzato'],
      ['senza un soldo', 'non avere un euro', 'non aveva un euro'],
    ),
    articles: ['cp-641'],
  },
  {
    names: pairs(
      ['cambiare la serratura', 'cambio la serratura', 'staccare la corrente', 'staccare la luce'],
      ['inquilino', 'inquilina', 'affittuario'],
    ),
    articles: ['cp-392', 'cc-1168'],
  },
  {
    names: pairs(
      ['ingiunzione di pagamento', 'ordine di pagamento del giudice', 'decreto del giudice'],
      ['mai ricevuto', 'mai ricevuta', 'mai arrivato', 'mai notificato', 'trasferito', 'cambiato casa'],
    ),
    articles: ['cpc-650', 'cpc-644'],
  },
  {
    names: [
      ...pairs(
        ['privato cittadino', 'semplice cittadino', 'un passante'],
        ['arrestare', 'bloccare', 'immobilizzare'],
      ),
      'bloccare il ladro',
      'bloccare un ladro',
      'immobilizzare il ladro',
    ],
    articles: ['cpp-383'],
  },
  {
    names: pairs(
      ['arrestato ingiustamente', 'arrestata ingiustamente', 'arresto ingiusto', 'innocente in carcere'],
      ['risarcimento', 'riparazione', 'indennizzo', 'rimborso', 'assolto', 'assolta'],
    ),
    articles: ['cpp-314', 'cpp-315'],
  },
];
