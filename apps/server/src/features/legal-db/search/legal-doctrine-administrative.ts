import type { DoctrineEntry } from './legal-doctrine-entry';

/**
 * Doctrine names and clients' words of the acts on the law itself and on the administrative
 * procedure → the articles that govern them: the preleggi (disposizioni sulla legge in generale) and
 * L. 241/1990 (with the c.p.a. article of the judicial remedy where there is one).
 *
 * Written from these acts' rubrics and text, never from evaluation questions; every identifier is an
 * article of data/corpus that is in force. See `legal-doctrine.ts` for how names match.
 */
export const LEGAL_DOCTRINE_ADMINISTRATIVE: readonly DoctrineEntry[] = [
  // Preleggi: fonti e applicazione della legge
  {
    names: ['fonti del diritto', 'indicazione delle fonti', 'gerarchia delle fonti', 'fonti normative'],
    articles: ['preleggi-1', 'preleggi-4'],
  },
  {
    names: ['potere regolamentare', 'limiti dei regolamenti', 'regolamento contrario alla legge'],
    articles: ['preleggi-3', 'preleggi-4'],
  },
  {
    names: [
      'usi normativi',
      'consuetudine',
      'usi e consuetudini',
      'raccolte di usi',
      'usi richiamati dalla legge',
    ],
    articles: ['preleggi-8', 'preleggi-9'],
  },
  {
    names: [
      'entrata in vigore della legge',
      'vacatio legis',
      'obbligatorietà delle leggi',
      'quindicesimo giorno dalla pubblicazione',
    ],
    articles: ['preleggi-10'],
  },
  {
    names: [
      'irretroattività della legge',
      'efficacia della legge nel tempo',
      'legge retroattiva',
      'effetto retroattivo della legge',
      'legge dispone per avvenire',
    ],
    articles: ['preleggi-11'],
  },
  {
    names: [
      'interpretazione della legge',
      'interpretazione delle norme',
      'interpretazione letterale',
      'intenzione del legislatore',
      'criteri di interpretazione della legge',
    ],
    articles: ['preleggi-12'],
  },
  {
    names: [
      'analogia',
      'analogia legis',
      'analogia iuris',
      'applicazione analogica',
      'casi simili materie analoghe',
      "principi generali dell'ordinamento",
      'lacuna normativa',
    ],
    articles: ['preleggi-12', 'preleggi-14'],
  },
  {
    names: ['leggi eccezionali', 'leggi penali ed eccezionali', 'divieto di analogia', 'norme eccezionali'],
    articles: ['preleggi-14', 'cp-1'],
  },
  {
    names: [
      'abrogazione delle leggi',
      'abrogazione tacita',
      'abrogazione espressa',
      'abrogazione implicita',
      'legge posteriore incompatibile',
    ],
    articles: ['preleggi-15'],
  },
  { names: ['trattamento dello straniero', 'condizione di reciprocità'], articles: ['preleggi-16'] },

  // L. 241/1990: procedimento amministrativo
  {
    names: [
      "principi dell'attività amministrativa",
      'buon andamento amministrazione',
      'economicità efficacia imparzialità',
    ],
    articles: ['l241-1'],
  },
  {
    names: [
      'obbligo di concludere il procedimento',
      'conclusione del procedimento amministrativo',
      'termine di conclusione del procedimento',
      'termini del procedimento amministrativo',
      'provvedimento espresso',
      'titolare del potere sostitutivo',
    ],
    articles: ['l241-2', 'l241-2-bis'],
  },
  {
    names: [
      "ritardo dell'amministrazione",
      'indennizzo da ritardo',
      'risarcimento per ritardo della pubblica amministrazione',
    ],
    articles: ['l241-2-bis', 'l241-2'],
  },
  {
    names: [
      'obbligo di motivazione del provvedimento amministrativo',
      'motivazione del provvedimento amministrativo',
      'motivazione del provvedimento',
      'obbligo di motivazione amministrazione',
      'difetto di motivazione del provvedimento',
      'motivazione per relationem',
    ],
    articles: ['l241-3'],
  },
  {
    names: [
      'responsabile del procedimento',
      'compiti del responsabile del procedimento',
      'unità organizzativa responsabile',
      'funzionario responsabile della pratica',
    ],
    articles: ['l241-5', 'l241-6', 'l241-4'],
  },
  {
    names: [
      'conflitto di interessi del responsabile del procedimento',
      'conflitto di interessi del funzionario',
    ],
    articles: ['l241-6-bis'],
  },
  {
    names: [
      'partecipazione al procedimento amministrativo',
      'comunicazione di avvio del procedimento',
      'avviso di avvio del procedimento',
      'intervento nel procedimento amministrativo',
      'memorie nel procedimento amministrativo',
    ],
    articles: ['l241-7', 'l241-8', 'l241-10', 'l241-9'],
  },
  {
    names: [
      'preavviso di rigetto',
      'preavviso di diniego',
      'motivi ostativi',
      "motivi ostativi all'accoglimento",
      'comunicazione dei motivi ostativi',
      'domanda respinta senza preavviso',
    ],
    articles: ['l241-10-bis'],
  },
  {
    names: [
      'accordi integrativi',
      'accordi sostitutivi del provvedimento',
      'accordo con la pubblica amministrazione',
      'accordi procedimentali',
    ],
    articles: ['l241-11'],
  },
  { names: ['accordi tra pubbliche amministrazioni'], articles: ['l241-15'] },
  {
    names: [
      'criteri per la concessione di contributi',
      'sovvenzioni e sussidi',
      'vantaggi economici pubblica amministrazione',
    ],
    articles: ['l241-12'],
  },
  {
    names: [
      'conferenza di servizi',
      'conferenza dei servizi',
      'conferenza semplificata',
      'conferenza simultanea',
      'amministrazioni dissenzienti',
    ],
    articles: ['l241-14', 'l241-14-bis', 'l241-14-ter', 'l241-14-quater', 'l241-14-quinquies'],
  },
  {
    names: [
      'silenzio assenso tra amministrazioni',
      'silenzio tra pubbliche amministrazioni',
      'nulla osta entro trenta giorni',
    ],
    articles: ['l241-17-bis'],
  },
  { names: ['autocertificazione', 'dichiarazione sostitutiva'], articles: ['l241-18'] },
  {
    names: [
      'scia',
      'segnalazione certificata di inizio attività',
      'denuncia di inizio attività',
      'inizio attività senza autorizzazione',
      'avviare attività commerciale',
    ],
    articles: ['l241-19', 'l241-19-bis'],
  },
  {
    names: ['silenzio assenso', 'silenzio equivale ad accoglimento', 'domanda accolta per silenzio'],
    articles: ['l241-20'],
  },
  {
    names: [
      'efficacia del provvedimento amministrativo',
      'provvedimento limitativo della sfera giuridica',
      'esecutorietà del provvedimento',
      'esecutività del provvedimento amministrativo',
    ],
    articles: ['l241-21-bis', 'l241-21-ter', 'l241-21-quater'],
  },
  {
    names: [
      'revoca del provvedimento amministrativo',
      'revoca in autotutela',
      'revoca atto amministrativo',
      'sopravvenuti motivi di pubblico interesse',
    ],
    articles: ['l241-21-quinquies'],
  },
  {
    names: ["annullamento d'ufficio", 'annullamento in autotutela', 'termine ragionevole annullamento'],
    articles: ['l241-21-novies'],
  },
  {
    names: ['autotutela', 'autotutela amministrativa', 'potere di autotutela', 'autotutela decisoria'],
    articles: ['l241-21-novies', 'l241-21-quinquies'],
  },
  {
    names: [
      'nullità del provvedimento amministrativo',
      'provvedimento nullo',
      'difetto assoluto di attribuzione',
      'violazione o elusione del giudicato',
    ],
    articles: ['l241-21-septies', 'cpa-31'],
  },
  {
    names: [
      'annullabilità del provvedimento amministrativo',
      'provvedimento annullabile',
      'vizi del provvedimento amministrativo',
      'vizi formali non invalidanti',
      'provvedimento vincolato',
    ],
    articles: ['l241-21-octies', 'cpa-29'],
  },
  {
    names: [
      'accesso agli atti',
      'accesso ai documenti amministrativi',
      'diritto di accesso ai documenti',
      'diritto di accesso agli atti',
      'accesso documentale',
      'copia dei documenti del comune',
      'copia dei documenti amministrativi',
      'documenti del procedimento amministrativo',
      'vedere documenti amministrazione',
    ],
    articles: ['l241-22', 'l241-25', 'cpa-116', 'l241-24', 'privacy-59'],
  },
  {
    names: [
      'esclusione dal diritto di accesso',
      "documenti sottratti all'accesso",
      'limiti al diritto di accesso',
      'accesso difensivo',
    ],
    articles: ['l241-24', 'l241-22'],
  },
  {
    names: [
      'diniego di accesso',
      'ricorso contro il diniego di accesso',
      "ricorso per l'accesso agli atti",
      'rito in materia di accesso',
      'silenzio sulla richiesta di accesso',
      "commissione per l'accesso",
      'difensore civico accesso',
    ],
    articles: ['cpa-116', 'l241-25', 'l241-27'],
  },
];
