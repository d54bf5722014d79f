import { type DoctrineEntry, pairs } from './legal-doctrine-entry';

/**
 * A third pass on clients' stories of daily life: a parent who can no longer manage money, a child who
 * spends online, holidays refused, a joint account emptied, a push on the bus, a card used by others,
 * a fake profile, tyres slashed, someone in the garden, a licence taken after drinking, the speed
 * camera, a fine to contest, a doctor who talks, the medical record, a public competition, an answer
 * that never comes, AI that recognises faces, diagnoses or co-writes, a digital service that stops,
 * a transfer to the wrong person, movers, a car door, bullying at school, a neighbour's dripping
 * laundry, an animal mistreated. Subject-and-event pairs where the story varies, short names elsewhere.
 *
 * Written from the codes' rubrics and general Italian legal knowledge, never from evaluation
 * questions. See `legal-doctrine.ts` for how names match.
 */
const ELDERLY_PARENT = [
  'padre',
  'madre',
  'papà',
  'mamma',
  'nonno',
  'nonna',
  'zio',
  'zia',
  'marito',
  'moglie',
];
const MINORS = ['figlio', 'figlia', 'nipote', 'ragazzino', 'minorenne', 'bambino'];
const CARDS = ['carta credito', 'carta', 'bancomat', 'postepay', 'prepagata'];

export const LEGAL_DOCTRINE_NARRATIVES_DAILY_LIFE: readonly DoctrineEntry[] = [
  {
    names: [
      ...pairs(ELDERLY_PARENT, ['alzheimer', 'demenza', 'demente', 'ictus', 'gestire soldi']),
      'gestire soldi banca',
      'firmare capisce',
      'badare se stesso',
    ],
    articles: ['cc-404', 'cc-405', 'cc-414'],
  },
  {
    names: pairs(MINORS, ['speso', 'spende', 'acquisti', 'comprato gioco', 'abbonamento', 'carta']),
    articles: ['cc-1425', 'cc-2', 'cc-1426'],
  },
  {
    names: pairs(
      ['ferie', 'vacanze', 'riposo settimanale'],
      ['negate', 'negato', 'prendere', 'godute', 'saltate'],
    ),
    articles: ['cc-2109', 'cost-36'],
  },
  {
    names: pairs(
      ['conto cointestato', 'conto comune', 'risparmi comuni', 'soldi comuni'],
      ['prelevato', 'prelevati', 'svuotato', 'speso', 'preso', 'spostato'],
    ),
    articles: ['cc-180', 'cc-184', 'cc-177'],
  },
  {
    names: pairs(
      ['spintonato', 'spintonata', 'spinto', 'spinta', 'strattonato', 'strattonata', 'sputato'],
      ['autobus', 'strada', 'metro', 'fila', 'addosso', 'lite'],
    ),
    articles: ['cp-581'],
  },
  {
    names: pairs(CARDS, ['usato', 'usata', 'acquisti', 'addebitati', 'pagamenti fatto', 'amazon']),
    articles: ['cp-493-ter', 'cp-640-ter'],
  },
  {
    names: pairs(
      ['profilo', 'account', 'pagina'],
      ['falso', 'falsa', 'finto', 'finta', 'mio nome', 'mie foto'],
    ),
    articles: ['cp-494', 'gdpr-17'],
  },
  {
    names: pairs(
      ['gomme', 'pneumatici', 'vetrina', 'vetro', 'specchietto', 'citofono'],
      ['tagliato', 'tagliate', 'spaccato', 'spaccata', 'bucate', 'sfondato'],
    ),
    articles: ['cp-635', 'cc-2043'],
  },
  {
    names: pairs(
      ['entrato', 'entrata', 'entrati', 'intruso', 'scavalcato'],
      ['giardino', 'cortile', 'recinto', 'notte casa', 'andarsene'],
    ),
    articles: ['cp-614'],
  },
  {
    names: pairs(
      ['birre', 'bicchieri', 'vino', 'alcol', 'bevuto', 'etilometro', 'palloncino'],
      ['patente', 'fermato', 'posto blocco', 'guidavo'],
    ),
    articles: ['cds-186'],
  },
  {
    names: pairs(
      ['autovelox', 'multa velocità', 'tutor', 'telecamera semaforo'],
      ['guidava', 'punti', 'conducente', 'figlio', 'moglie'],
    ),
    articles: ['cds-126-bis', 'cds-142'],
  },
  {
    names: pairs(
      ['multa', 'verbale', 'contravvenzione'],
      ['contestare', 'contesto', 'ricorso', 'prefetto', 'giudice pace', 'ingiusta', 'sbagliata', 'mai stato'],
    ),
    articles: ['cds-203', 'cds-204-bis'],
  },
  {
    names: pairs(
      ['medico', 'dottore', 'infermiere', 'farmacista', 'psicologo'],
      ['raccontato', 'rivelato', 'spifferato', 'malattia altri'],
    ),
    articles: ['cp-622', 'gdpr-9'],
  },
  {
    names: pairs(
      ['cartella clinica', 'referti', 'esami'],
      ['copia', 'dare', 'consegnare', 'vuole', 'accesso'],
    ),
    articles: ['gdpr-15'],
  },
  {
    names: pairs(
      ['concorso', 'graduatoria', 'selezione pubblica'],
      ['compiti', 'prove', 'vedere', 'copia', 'atti', 'punteggi'],
    ),
    articles: ['l241-22', 'l241-24'],
  },
  {
    names: [
      'silenzio vale',
      'senza risposta vale',
      'risposta vale accolta',
      'autorizzazione senza risposta giorni',
    ],
    articles: ['l241-20'],
  },
  {
    names: pairs(
      ['comune', 'ufficio', 'regione', 'amministrazione'],
      ['vuole respingere', 'sta respingere', 'preavviso', 'osservazioni'],
    ),
    articles: ['l241-10-bis'],
  },
  {
    names: pairs(
      ['telecamera', 'telecamere', 'sistema', 'programma'],
      ['riconosce facce', 'riconoscimento facciale', 'riconosce volti'],
    ),
    articles: ['aiact-5', 'gdpr-9'],
  },
  {
    names: pairs(
      ['intelligenza artificiale', 'chatgpt', 'algoritmo'],
      ['medico', 'diagnosi', 'ospedale', 'cure', 'terapia'],
    ),
    articles: ['l132-7'],
  },
  {
    names: pairs(
      ['intelligenza artificiale', 'chatgpt'],
      ['romanzo', 'libro', 'canzone', 'diritti autore', 'quadro'],
    ),
    articles: ['l132-25'],
  },
  {
    names: pairs(
      ['corso online', 'piattaforma', 'app', 'abbonamento streaming', 'servizio digitale', 'gioco online'],
      ['funzionare', 'funzionava', 'bloccata', 'sparito', 'accedere'],
    ),
    articles: ['consumo-135-octiesdecies', 'consumo-135-septiesdecies'],
  },
  {
    names: pairs(
      ['bonifico', 'pagamento', 'versamento', 'ricarica'],
      ['sbagliato', 'sbagliata', 'errore', 'sconosciuto', 'due volte', 'iban sbagliato'],
    ),
    articles: ['cc-2033'],
  },
  {
    names: pairs(
      ['trasloco', 'traslochi', 'corriere', 'spedizioniere', 'trasportatore'],
      ['rotto', 'rotta', 'danneggiato', 'perso', 'graffiato'],
    ),
    articles: ['cc-1693', 'cc-1218'],
  },
  {
    names: pairs(['portiera', 'sportello'], ['aperto', 'aperta', 'improvviso', 'bici', 'caduto', 'caduta']),
    articles: ['cc-2054', 'cds-157'],
  },
  {
    names: pairs(
      ['compagni', 'compagno classe', 'bulli', 'bullismo'],
      ['scuola', 'picchiato', 'maestra', 'insegnante', 'preside'],
    ),
    articles: ['cc-2048', 'cp-582'],
  },
  {
    names: pairs(
      ['panni', 'vasi', 'piante balcone', 'acqua balcone'],
      ['gocciola', 'gocciolano', 'steso', 'sgocciolano', 'terrazzo'],
    ),
    articles: ['cc-844', 'cc-1122'],
  },
  {
    names: pairs(
      ['cane', 'cani', 'gatto', 'animale', 'cavallo'],
      ['catena', 'legato', 'maltratta', 'picchia', 'abbandonato', 'sole', 'affamato', 'denutrito'],
    ),
    articles: ['cp-544-ter', 'cp-727'],
  },
  {
    names: pairs(
      ['venduto', 'compratore', 'acquirente'],
      ['impianto norma', 'impianto elettrico', 'difetti appartamento', 'contesta casa'],
    ),
    articles: ['cc-1490', 'cc-1495'],
  },
  {
    names: pairs(
      ['amica', 'amico', 'collega', 'cugino', 'conoscente'],
      ['prestato', 'prestati', 'prestito', 'ridà', 'restituisce'],
    ),
    articles: ['cc-1813', 'cc-1817', 'cc-1218'],
  },
  {
    names: pairs(['gatto', 'gatti', 'galline'], ['orto', 'piantine', 'giardino', 'distrugge', 'entra']),
    articles: ['cc-2052'],
  },
  {
    names: pairs(
      ['prestato casa', 'prestato appartamento', 'dato casa', 'casa gratis', 'appartamento gratis'],
      ['figlio', 'figlia', 'amico', 'fratello', 'andarsene', 'restituire', 'ridare', 'lasciare'],
    ),
    articles: ['cc-1803', 'cc-1809', 'cc-1810'],
  },
  {
    names: pairs(
      ['dividere', 'divisione', 'spartire'],
      ['casa genitori', 'eredità', 'beni', 'fratelli accordo', 'terreni'],
    ),
    articles: ['cc-713', 'cc-1111', 'cc-720'],
  },
  {
    names: pairs(
      ['padre', 'madre', 'ex'],
      ['occupa mai figli', 'sparito figli', 'affido solo', 'affidamento esclusivo', 'disinteressa'],
    ),
    articles: ['cc-337-quater', 'cc-337-ter'],
  },
  {
    names: pairs(
      ['trasferito', 'trasferita', 'trasferimento', 'spostato', 'spostata'],
      ['sede', 'altra città', 'filiale', 'punizione'],
    ),
    articles: ['cc-2103'],
  },
  {
    names: pairs(
      ['badante', 'colf', 'domestica', 'baby sitter'],
      ['licenziata', 'licenziato', 'contratto', 'contributi', 'riposo', 'ferie', 'stipendio'],
    ),
    articles: ['cc-2240', 'cc-2243', 'cc-2118'],
  },
  {
    names: pairs(
      ['agenzia immobiliare', 'agente immobiliare', 'mediatore', 'agenzia'],
      ['provvigione', 'commissione', 'compenso', 'saltato', 'percentuale'],
    ),
    articles: ['cc-1755', 'cc-1757'],
  },
  {
    names: pairs(
      ['ditta', 'impresa', 'muratore', 'idraulico', 'elettricista'],
      ['saldo', 'vuole soldi', 'finiti lavori', 'pagare resto', 'ultima rata'],
    ),
    articles: ['cc-1665', 'cc-1460', 'cc-1667'],
  },
  {
    names: pairs(
      ['lastrico', 'terrazza', 'terrazzo', 'tetto'],
      ['infiltrazioni', 'piove dentro', 'acqua sotto', 'perde acqua'],
    ),
    articles: ['cc-1126', 'cc-2051'],
  },
  {
    names: pairs(
      ['facciata', 'cornicione', 'intonaco', 'balconi'],
      ['cade', 'cadono', 'pericolante', 'crepe', 'lavori condominio'],
    ),
    articles: ['cc-1117', 'cc-2051', 'cc-1135'],
  },
  {
    names: pairs(
      ['incendio', 'fuoco', 'fiamme'],
      ['vicino', 'appartamento sopra', 'appartamento accanto', 'partito', 'danni casa'],
    ),
    articles: ['cc-2051', 'cc-2043'],
  },
  {
    names: pairs(['canna fumaria', 'camino', 'stufa', 'barbecue'], ['fumo', 'puzza', 'vicino', 'finestre']),
    articles: ['cc-844', 'cc-890'],
  },
  {
    names: pairs(
      ['denunciato', 'accusato', 'incolpato'],
      ['falsamente', 'ingiustamente', 'innocente', 'mai fatto', 'inventato'],
    ),
    articles: ['cp-368'],
  },
  {
    names: pairs(['testimone', 'testimoni'], ['mentito', 'falso', 'bugie', 'inventato']),
    articles: ['cp-372'],
  },
  {
    names: pairs(
      ['ferito', 'feriti', 'lesioni gravi', 'ricoverato'],
      ['incidente stradale', 'investimento', 'automobilista', 'guidatore'],
    ),
    articles: ['cp-590-bis', 'cc-2054'],
  },
  {
    names: pairs(
      ['morto', 'morta', 'ucciso', 'ucciso'],
      ['incidente stradale', 'investito', 'investita', 'automobilista ubriaco'],
    ),
    articles: ['cp-589-bis', 'cc-2054'],
  },
  {
    names: pairs(
      ['investito', 'investita', 'ferito', 'caduto'],
      ['scappato', 'fuggito', 'fermato soccorrere', 'lasciato terra'],
    ),
    articles: ['cds-189', 'cp-593'],
  },
  {
    names: pairs(
      ['foto', 'immagine', 'immagini', 'video'],
      ['senza permesso', 'senza consenso', 'pubblicità', 'cartellone'],
    ),
    articles: ['cc-10', 'gdpr-6'],
  },
  {
    names: pairs(
      ['finanziamento', 'prestito', 'carta'],
      ['mio nome', 'intestato me', 'identità rubata', 'documenti rubati'],
    ),
    articles: ['cp-494', 'cp-640'],
  },
  {
    names: pairs(
      ['email', 'mail', 'newsletter'],
      ['mai iscritto', 'iscritto senza', 'indirizzo preso', 'ottenuto indirizzo'],
    ),
    articles: ['gdpr-14', 'privacy-130'],
  },
  {
    names: pairs(
      ['comune', 'ufficio', 'regione'],
      [
        'avvisato procedimento',
        'avvio procedimento',
        'saputo niente',
        'senza avvisarmi',
        'partecipare procedimento',
      ],
    ),
    articles: ['l241-7', 'l241-9', 'l241-10'],
  },
  {
    names: pairs(
      ['assicurazione', 'banca', 'finanziaria'],
      ['algoritmo', 'punteggio automatico', 'decisione automatica', 'computer deciso'],
    ),
    articles: ['gdpr-22'],
  },
];
