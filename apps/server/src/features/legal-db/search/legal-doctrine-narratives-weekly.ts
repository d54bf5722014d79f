import { type DoctrineEntry, pairs } from './legal-doctrine-entry';

/**
 * Situations a lawyer hears every week, told as clients type them into a chat: a parcel the
 * tracking calls delivered, a late call to the home insurer, a teacher's slap, a grandfather refusing
 * chemotherapy, a guarantor asked before the debtor, a relative's debts one does not want, a breath
 * test over the limit, an office that never answers, a fake profile, a bank "operator" emptying an
 * account, a subscription never ordered, a partner competing with the firm, a premium paid late, a
 * conviction by post, the documents of a neighbour's permit, maintenance taken from the wages, children
 * left nothing by a will, an inheritance claimed years late, the ex's new partner in the assigned
 * house, a penalty per day of delay, an old lawyer's bill, the defender investigated for hurting a thief,
 * a lent thing sold by the borrower, an ex who writes day and night.
 *
 * Written from the codes' rubrics and general Italian legal knowledge, never from evaluation
 * questions (see legal-doctrine-narratives-recurring.ts for the method and `legal-doctrine.ts` for
 * how names match).
 */
const PARCELS = ['pacco', 'e-commerce', 'corriere'];
const TREATMENTS = [
  'operazione',
  'operarlo',
  'operarla',
  'intervento',
  'amputare',
  'chemio',
  'chemioterapia',
  'trasfusione',
];
const GUARANTORS = ['garante', 'fideiussore', 'fideiussione'];
const DEBTS_OF_THE_DEAD = ['debiti', 'finanziarie', 'finanziaria', 'creditori'];
const BREATH_TEST = ['etilometro', 'fatto soffiare', 'alcol test', 'alcoltest', 'tasso alcolemico'];
const OFFICES = ['comune', 'ministero', 'regione', 'inps', 'questura', 'prefettura'];
const POLICIES = ['assicurazione', 'polizza', 'premio', 'rata'];
const INSURED_DAMAGE = [
  'allagata',
  'allagamento',
  'tubo rotto',
  'infiltrazione',
  'furto in casa',
  'incendio',
];
const SCHOOL_STAFF = ['maestra', 'maestro', 'insegnante', 'professoressa', 'professore', 'educatrice'];

export const LEGAL_DOCTRINE_NARRATIVES_WEEKLY: readonly DoctrineEntry[] = [
  {
    names: pairs(PARCELS, [
      'mai arrivato',
      'mai consegnato',
      'risulta consegnato',
      'tracking dice consegnato',
      'smarrito',
    ]),
    articles: ['consumo-63', 'consumo-61'],
  },
  {
    names: pairs(INSURED_DAMAGE, [
      'avvisati tardi',
      'avvisato tardi',
      'avvisato in ritardo',
      'denuncia in ritardo',
      'rimborsano meno',
      'non rimborsa',
    ]),
    articles: ['cc-1913', 'cc-1915'],
  },
  {
    names: pairs(SCHOOL_STAFF, ['schiaffo', 'sberla', 'chiuso in bagno']),
    articles: ['cp-571', 'cp-572', 'cp-581'],
  },
  {
    names: pairs(TREATMENTS, [
      'dice di no',
      'non vuole',
      'rifiuta',
      'contro la sua volontà',
      'obbligarlo',
      'obbligarla',
    ]).concat(['rifiutare le cure', 'non vuole curarsi', 'obbligare a curarsi']),
    articles: ['cost-32', 'cost-13'],
  },
  {
    names: pairs(GUARANTORS, [
      'prima al debitore',
      'senza provare prima',
      'senza chiedere prima',
      'prendere i soldi da lui',
    ]),
    articles: ['cc-1944', 'cc-1936'],
  },
  {
    names: pairs(DEBTS_OF_THE_DEAD, [
      'non voglio pagare',
      'non vogliamo pagare',
      'non voglio ritrovarmi a pagare',
      'non doverli pagare',
    ]),
    articles: ['cc-519', 'cc-484', 'cc-521'],
  },
  {
    names: pairs(BREATH_TEST, ['ritirato la patente', 'oltre il limite']),
    articles: ['cds-186', 'cds-186-bis'],
  },
  {
    names: pairs(OFFICES, [
      'nessuno mi risponde',
      'tempo massimo per rispondere',
      'entro quanto devono rispondere',
    ]),
    articles: ['l241-2', 'cpa-117'],
  },
  {
    names: [
      'profilo falso',
      'profilo con le mie foto',
      'si finge me',
      'si spaccia per me',
      'si fa passare per me',
    ],
    articles: ['cp-494'],
  },
  {
    names: pairs(
      ['finto operatore', 'diceva di essere della banca', 'finto impiegato della banca', 'conto svuotato'],
      ['app', 'bonifici', 'codici', 'conto'],
    ),
    articles: ['cp-640-ter', 'cp-640'],
  },
  {
    names: ['abbonamento mai chiesto', 'mai richiesto', 'servizio non richiesto', 'mai ordinato'],
    articles: ['consumo-66-quinquies'],
  },
  {
    names: pairs(['socio', 'socia'], ['per conto suo', 'di nascosto', 'stessa attività', 'fa concorrenza']),
    articles: ['cc-2301'],
  },
  {
    names: pairs(POLICIES, ['pagato in ritardo', 'con ritardo', 'non pagata', 'non pagato']).concat([
      'non mi copre',
    ]),
    articles: ['cc-1901'],
  },
  {
    names: [
      'condanna senza processo',
      'condanna senza giudice',
      'mai chiamato davanti a un giudice',
      'condanna a pagare per posta',
    ],
    articles: ['cpp-461', 'cpp-459'],
  },
  {
    names: pairs(
      ['vedere le carte', 'vedere i documenti', 'copia dei documenti', 'accesso agli atti'],
      ['comune', 'pratica', 'ufficio'],
    ),
    articles: ['l241-22', 'l241-25'],
  },
  {
    names: pairs(['datore di lavoro', 'stipendio', 'busta paga'], ['direttamente', 'trattenere']).map(
      (name) => `mantenimento ${name}`,
    ),
    articles: ['cpc-473-bis.37', 'cp-570-bis'],
  },
  {
    names: ['legge garantisce parte', 'figli perso tutto', 'figli diritto parte eredità'],
    articles: ['cc-536', 'cc-537', 'cc-554'],
  },
  { names: ['tardi eredi', 'tardi eredità', 'tardi accettare'], articles: ['cc-480', 'cc-481'] },
  {
    names: pairs(
      ['affitti arretrati', 'canoni arretrati'],
      ['ancora pagare', 'ancora pagarli', 'prescritti'],
    ),
    articles: ['cc-2948'],
  },
  {
    names: pairs(['casa', 'casa familiare', 'appartamento'], ['nuovo compagno', 'nuova compagna']).concat([
      'giudice lasciato casa',
    ]),
    articles: ['cc-337-sexies'],
  },
  {
    names: ['ogni giorno di ritardo pagare', 'trattenere penale', 'cifra penale assurda'],
    articles: ['cc-1382', 'cc-1384'],
  },
  {
    names: pairs(['parcella', 'compenso', 'onorario'], ['anni fa', 'causa chiusa', 'causa finita']),
    articles: ['cc-2956', 'cc-2957'],
  },
  {
    names: pairs(
      ['ladro', 'ladri', 'intruso', 'rapinatore'],
      ['indagano', 'indagato', 'indagata', 'lesioni'],
    ),
    articles: ['cp-52', 'cp-55'],
  },
  {
    // A thing lent or entrusted, sold by the one who had it (a loan of money to a friend is cc-1813).
    names: pairs(
      [
        'moto',
        'scooter',
        'auto',
        'macchina',
        'bici',
        'furgone',
        'orologio',
        'gioielli',
        'computer',
        'attrezzi',
      ],
      ['prestato venduto', 'prestata venduta', 'affidato venduto', 'affidata venduta'],
    ),
    articles: ['cp-646'],
  },
  {
    // Stalking told by its marks: waiting outside work, a life changed by fear, fake profiles to reach her.
    names: [
      'si presenta sotto ufficio',
      'si presenta sotto lavoro',
      'non esco più da sola',
      'cambiato strada paura',
      'cambiato strada per non incontrarlo',
      'contatta con profili falsi',
    ],
    articles: ['cp-612-bis'],
  },
  {
    // The caparra confirmatoria told by its purpose: money given to confirm the contract.
    names: [
      'somma titolo conferma',
      'somma conferma contratto',
      'soldi conferma contratto',
      'denaro conferma contratto',
    ],
    articles: ['cc-1385'],
  },
  {
    // The patto commissorio told by its effect: the pledged or mortgaged thing passing to the creditor.
    names: pairs(
      ['bene ipotecato', 'bene pegno', 'casa ipotecata', 'casa garanzia', 'immobile garanzia'],
      ['passi creditore', 'passa creditore', 'proprietà creditore', 'tenersi creditore'],
    ),
    articles: ['cc-2744'],
  },
  {
    // The ente's exemption under D.Lgs. 231/2001 when its top managers commit the offence.
    names: pairs(
      ['società esente', 'ente esente', 'società non risponde', 'ente non risponde', 'esonero società'],
      ['amministratore', 'amministratori', 'vertici', 'posizione apicale', 'direzione'],
    ),
    articles: ['dlgs231-6'],
  },
  {
    // The silenzio assenso told by its effect: the administration's inaction taken as a yes.
    names: pairs(
      ['inerzia amministrazione', 'silenzio amministrazione', 'silenzio comune', 'mancata risposta comune'],
      ['accoglimento', 'accoglimento tacito', 'vale assenso', 'domanda accolta'],
    ),
    articles: ['l241-20'],
  },
  {
    // A minor's damage told by who and what: the parents answer for it.
    names: pairs(
      ['figlio minorenne', 'figlia minorenne', 'figlio minore', 'ragazzino', 'bambino', 'figlio anni'],
      ['rotto', 'rotta', 'danneggiato', 'danneggiata', 'distrutto', 'graffiato', 'causato danni'],
    ),
    articles: ['cc-2048', 'cc-2043'],
  },
  {
    // A lawyer who let a deadline pass: the professional's diligence and liability.
    names: pairs(
      ['avvocato', 'legale'],
      ['fatto scadere termine', 'lasciato scadere', 'dimenticato termine', 'non avvisato scadenza'],
    ),
    articles: ['cc-2236', 'cc-1176'],
  },
  {
    // Using the common parts of the building (a party in the garden, a barbecue on the terrace).
    names: pairs(
      ['usare', 'uso', 'utilizzare', 'festa', 'feste', 'grigliata', 'barbecue'],
      [
        'giardino condominiale',
        'cortile condominiale',
        'terrazzo condominiale',
        'spazi comuni',
        'parti comuni',
      ],
    ),
    articles: ['cc-1102', 'cc-1117'],
  },
  {
    // A child who refuses to see a parent after the separation: the right to both parents.
    names: pairs(
      ['figlio', 'figlia', 'bambino', 'bambina', 'ragazzo', 'ragazza'],
      [
        'non vuole andare padre',
        'non vuole andare madre',
        'non vuole vedere padre',
        'non vuole vedere madre',
        'rifiuta vedere padre',
        'rifiuta vedere madre',
      ],
    ),
    articles: ['cc-337-ter', 'cc-315-bis'],
  },
  {
    // A former partner who takes the clients with an identical business.
    names: pairs(
      ['ex socio', 'socio'],
      [
        'portato via clienti',
        'attività identica',
        'stessa attività clienti',
        'sviato clienti',
        'rubato clienti',
      ],
    ),
    articles: ['cc-2598', 'cc-2301'],
  },
  {
    // A debtor who gives the house away once pursued: the creditor's revocatory action.
    names: pairs(
      ['regalato', 'donato', 'intestato'],
      ['casa rivalermi', 'casa debiti', 'casa creditore', 'casa pignorarla', 'appartamento pignorarlo'],
    ),
    articles: ['cc-2901', 'cc-2740'],
  },
  {
    // Money given "as a guarantee of the deal" to a seller who then withdraws: the caparra.
    names: [
      'soldi garanzia affare',
      'somma garanzia affare',
      'euro garanzia affare',
      'garanzia acquisto proprietario cambiato idea',
    ],
    articles: ['cc-1385', 'cc-1386'],
  },
  {
    // Theft within the family: not punishable between close relatives living together (art. 649 c.p.).
    names: pairs(
      ['figlio', 'figlia', 'fratello', 'sorella', 'padre', 'madre', 'nipote', 'marito', 'moglie'],
      ['denunciarlo furto', 'denunciarla furto', 'preso nascosto soldi', 'preso nascosto euro'],
    ),
    articles: ['cp-649'],
  },
  {
    // Paying a fine at once for the reduction (art. 202 c.d.s.).
    names: ['multa pago subito', 'multa pagare subito', 'multa pago meno', 'multa pagare meno'],
    articles: ['cds-202'],
  },
  {
    // From what age a young person answers for a crime: imputability of minors.
    names: pairs(
      ['età', 'ragazzino', 'minorenne', 'quattordicenne', 'quindicenne', 'tredicenne'],
      ['penalmente responsabile', 'imputabile'],
    ),
    articles: ['cp-97', 'cp-98'],
  },
  {
    // "In quanto tempo si prescrive un debito?": the verb, not the noun, names the institute.
    names: pairs(['debito', 'credito', 'diritto', 'fattura'], ['prescrive', 'prescritto']),
    articles: ['cc-2946', 'cc-2934'],
  },
  {
    // Goods other than those ordered (aliud pro alio): a breach of the contract, not an AI provider.
    names: [
      'merce sbagliata',
      'merce diversa ordinata',
      'prodotto diverso ordinato',
      'consegnato merce diversa',
    ],
    articles: ['cc-1453', 'cc-1497', 'cc-1218'],
  },
  {
    // A pupil failed unfairly: the annulment action before the administrative court.
    names: ['bocciato ricorso', 'bocciatura ricorso', 'bocciato ingiustamente', 'bocciatura ingiusta'],
    articles: ['cpa-29', 'cpa-41'],
  },
  {
    names: ['differenza dolo colpa', 'dolo colpa differenza', 'reato doloso colposo'],
    articles: ['cp-43', 'cp-42'],
  },
  {
    names: ['minorenne testamento', 'minorenne fare testamento', 'minore fare testamento'],
    articles: ['cc-591'],
  },
  {
    // A doctor of the public health service who refuses a visit: refusal of an act of office.
    names: ['medico rifiuta visitarmi', 'medico rifiuta visitare', 'medico rifiutato visitare'],
    articles: ['cp-328'],
  },
];
