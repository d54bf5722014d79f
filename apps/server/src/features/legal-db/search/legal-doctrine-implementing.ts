import type { DoctrineEntry } from './legal-doctrine-entry';

/**
 * Doctrine names and clients' words of the implementing provisions (disposizioni di attuazione) of
 * the codice civile, the codice di procedura civile and the codice di procedura penale → the
 * articles that govern them: the ones lawyers look up (condominio, albi dei consulenti e dei periti,
 * iscrizione a ruolo, deposito telematico, notificazioni del difensore …).
 *
 * The disp. att. c.c. have no rubrics: their entries were written from the articles' text. Where the
 * code article states the rule and the implementing one only its machinery, the code comes first.
 * Never written from evaluation questions; every identifier is an article of data/corpus that is in
 * force. See `legal-doctrine.ts` for how names match.
 */
export const LEGAL_DOCTRINE_IMPLEMENTING: readonly DoctrineEntry[] = [
  // Disp. att. c.c.: persone, famiglia, tutela
  {
    names: ['competenza del tribunale per i minorenni', 'tribunale per i minorenni competente'],
    articles: ['dispattcc-38'],
  },
  { names: ['registro delle tutele', 'registro delle curatele'], articles: ['dispattcc-47', 'dispattcc-48'] },
  { names: ['reclamo contro i decreti del giudice tutelare'], articles: ['dispattcc-45'] },
  { names: ['registro delle successioni'], articles: ['dispattcc-52'] },

  // Disp. att. c.c.: condominio (artt. 61–72)
  {
    names: ['scioglimento del condominio', 'condominio separato', 'edifici autonomi condominio'],
    articles: ['dispattcc-61', 'dispattcc-62'],
  },
  {
    names: [
      'riscossione dei contributi condominiali',
      'decreto ingiuntivo condominio',
      'decreto ingiuntivo contro il condomino',
      'sospensione dei servizi al condomino moroso',
      'dati dei condomini morosi',
      'creditori del condominio',
    ],
    articles: ['dispattcc-63', 'cc-1123', 'cpc-633'],
  },
  {
    names: ["revoca giudiziale dell'amministratore", "reclamo contro la revoca dell'amministratore"],
    articles: ['cc-1129', 'dispattcc-64'],
  },
  { names: ['curatore speciale del condominio'], articles: ['dispattcc-65'] },
  {
    names: [
      "convocazione dell'assemblea condominiale",
      'convocazione assemblea condominio',
      'avviso di convocazione condominio',
      'assemblea straordinaria condominio',
      'termine avviso convocazione assemblea',
    ],
    articles: ['dispattcc-66', 'cc-1136'],
  },
  {
    names: [
      'delega in assemblea condominiale',
      'delega assemblea condominio',
      'rappresentante in assemblea condominiale',
    ],
    articles: ['dispattcc-67'],
  },
  {
    names: [
      'tabella millesimale',
      'valore proporzionale delle unità immobiliari',
      'revisione delle tabelle millesimali',
      'modifica delle tabelle millesimali',
      'rettifica delle tabelle millesimali',
    ],
    articles: ['dispattcc-68', 'dispattcc-69', 'cc-1123'],
  },
  {
    names: ['sanzioni per violazione del regolamento di condominio', 'multa del regolamento condominiale'],
    articles: ['dispattcc-70', 'cc-1138'],
  },
  {
    names: [
      "requisiti dell'amministratore di condominio",
      'requisiti amministratore condominio',
      'chi può fare amministratore di condominio',
    ],
    articles: ['dispattcc-71-bis', 'cc-1129'],
  },
  { names: ['sito internet del condominio'], articles: ['dispattcc-71-ter'] },
  {
    names: [
      'mediazione in materia di condominio',
      'controversie in materia di condominio',
      'mediazione condominiale',
    ],
    articles: ['dispattcc-71-quater'],
  },
  {
    names: ['norme inderogabili regolamento di condominio', 'regolamento di condominio non può derogare'],
    articles: ['dispattcc-72', 'cc-1138'],
  },

  // Disp. att. c.p.c.
  {
    names: ['albo dei consulenti tecnici', 'albo ctu', 'elenco nazionale dei consulenti tecnici'],
    articles: ['dispattcpc-13', 'dispattcpc-15', 'dispattcpc-24-bis'],
  },
  {
    names: [
      "iscrizione all'albo dei consulenti tecnici",
      'iscrizione albo ctu',
      'requisiti per iscriversi albo ctu',
      'domanda di iscrizione albo consulenti',
    ],
    articles: ['dispattcpc-15', 'dispattcpc-16', 'dispattcpc-13'],
  },
  {
    names: ['distribuzione degli incarichi ai consulenti', 'incarichi ai ctu', 'rotazione degli incarichi'],
    articles: ['dispattcpc-22', 'dispattcpc-23'],
  },
  {
    names: ['disciplina dei consulenti tecnici', 'sanzioni disciplinari ctu', 'cancellazione dall’albo ctu'],
    articles: ['dispattcpc-19', 'dispattcpc-20', 'dispattcpc-21'],
  },
  {
    names: ['compenso degli ausiliari del giudice', 'liquidazione del compenso del ctu'],
    articles: ['dispattcpc-52'],
  },
  { names: ['elenco dei mediatori familiari', 'mediatore familiare'], articles: ['dispattcpc-12-bis'] },
  {
    names: [
      'redazione degli atti giudiziari',
      'forma degli atti giudiziari',
      'criteri di redazione degli atti',
    ],
    articles: ['dispattcpc-46', 'cpc-121'],
  },
  { names: ['ora della notificazione'], articles: ['dispattcpc-47'] },
  {
    names: ['nota di iscrizione a ruolo', 'iscrizione a ruolo della causa', 'schemi informatici iscrizione'],
    articles: ['cpc-168', 'dispattcpc-71', 'cpc-165'],
  },
  {
    names: ['calendario del processo', 'proroga dei termini del calendario'],
    articles: ['dispattcpc-81-bis'],
  },
  { names: ['ordine di trattazione delle cause'], articles: ['dispattcpc-83'] },
  {
    names: ['produzione dei documenti in causa', 'deposito di documenti dopo la costituzione'],
    articles: ['dispattcpc-87'],
  },
  {
    names: ['modello di testimonianza scritta', 'modulo testimonianza scritta'],
    articles: ['dispattcpc-103-bis', 'cpc-257-bis'],
  },
  {
    names: [
      'motivazione della sentenza civile',
      'succinta esposizione dei fatti',
      'precedenti conformi',
      'motivazione della sentenza',
    ],
    articles: ['cpc-132', 'dispattcpc-118'],
  },
  {
    names: [
      'certificato di passaggio in giudicato',
      'passaggio in giudicato della sentenza',
      'attestazione del giudicato',
    ],
    articles: ['dispattcpc-124', 'cpc-324'],
  },
  {
    names: ['comparsa di riassunzione', 'contenuto della comparsa di riassunzione'],
    articles: ['dispattcpc-125', 'cpc-303'],
  },
  {
    names: ['principio di diritto', 'enunciazione del principio di diritto'],
    articles: ['cpc-384', 'dispattcpc-143'],
  },
  {
    names: ['deposito telematico', 'processo civile telematico', 'deposito telematico obbligatorio'],
    articles: ['dispattcpc-196-quater', 'dispattcpc-196-sexies'],
  },
  {
    names: [
      'attestazione di conformità delle copie',
      'copia conforme informatica',
      'certificazione di conformità del difensore',
    ],
    articles: [
      'dispattcpc-196-octies',
      'dispattcpc-196-novies',
      'dispattcpc-196-decies',
      'dispattcpc-196-undecies',
    ],
  },
  {
    names: ['iscrizione a ruolo del pignoramento', 'iscrizione a ruolo del processo esecutivo'],
    articles: ['cpc-557', 'dispattcpc-159-bis'],
  },
  {
    names: ['pignoramento inefficace per mancata iscrizione a ruolo', 'pignoramento non iscritto a ruolo'],
    articles: ['dispattcpc-164-ter', 'cpc-557'],
  },
  { names: ['cessazione della vendita forzata'], articles: ['cpc-504', 'dispattcpc-163'] },
  {
    names: ['relazione di stima', 'perizia di stima immobile pignorato', "compiti dell'esperto stimatore"],
    articles: ['dispattcpc-173-bis', 'cpc-568'],
  },
  {
    names: ['professionista delegato alla vendita', 'elenco dei delegati alle vendite'],
    articles: ['cpc-591-bis', 'dispattcpc-179-ter'],
  },
  {
    names: ['vendite telematiche', 'portale delle vendite pubbliche'],
    articles: ['dispattcpc-161-ter', 'dispattcpc-161-quater'],
  },
  {
    names: ["ricorso in opposizione all'esecuzione contenuto", "trattazione dell'opposizione all'esecuzione"],
    articles: ['cpc-615', 'dispattcpc-184', 'dispattcpc-186-bis'],
  },
  { names: ['liquidazione delle spese alla pubblica amministrazione'], articles: ['dispattcpc-152-bis'] },

  // Disp. att. c.p.p.
  {
    names: [
      'informazioni sul procedimento penale',
      "comunicazione all'amministrazione di appartenenza",
      'dipendente pubblico imputato',
      'impiegato pubblico sotto processo',
    ],
    articles: ['dispattcpp-129'],
  },
  {
    names: ['certificato 335', 'comunicazione delle iscrizioni nel registro', 'sapere se sono indagato'],
    articles: ['cpp-335', 'dispattcpp-110-bis'],
  },
  {
    names: ['criteri di priorità azione penale', 'priorità nella trattazione delle notizie di reato'],
    articles: ['dispattcpp-3-bis'],
  },
  {
    names: ["elenco dei difensori d'ufficio", "requisiti difensore d'ufficio"],
    articles: ['dispattcpp-29', 'cpp-97'],
  },
  {
    names: ["compenso del difensore d'ufficio", "retribuzione del difensore d'ufficio"],
    articles: ['dispattcpp-31', 'dispattcpp-32'],
  },
  { names: ['domicilio della persona offesa'], articles: ['dispattcpp-33'] },
  {
    names: [
      'colloquio del difensore con il detenuto',
      'difensore in carcere',
      'accesso del difensore al luogo di custodia',
    ],
    articles: ['dispattcpp-36', 'cpp-104'],
  },
  {
    names: ['notificazione a mezzo posta del difensore', 'notifica del difensore con raccomandata'],
    articles: ['dispattcpp-56', 'cpp-152'],
  },
  {
    names: ['notifica telematica del difensore', 'notifica via pec del difensore penale'],
    articles: ['dispattcpp-56-bis', 'cpp-152'],
  },
  {
    names: ['deindicizzazione', 'oblio imputato assolto', 'deindicizzazione sentenza di proscioglimento'],
    articles: ['dispattcpp-64-ter', 'gdpr-17'],
  },
  {
    names: ['albo dei periti', 'iscrizione albo periti', 'requisiti per iscrizione albo dei periti'],
    articles: ['dispattcpp-67', 'dispattcpp-69', 'dispattcpp-68'],
  },
  { names: ['domanda di riparazione per ingiusta detenzione'], articles: ['cpp-315', 'dispattcpp-102'] },
  {
    names: ['amministrazione dei beni sequestrati', 'amministratore giudiziario beni sequestrati'],
    articles: ['dispattcpp-104-bis'],
  },
  {
    names: [
      'attestazione della querela',
      'attestazione di ricezione della denuncia',
      'copia della denuncia presentata',
    ],
    articles: ['dispattcpp-107'],
  },
  { names: ['denunce anonime', 'esposto anonimo'], articles: ['cpp-333', 'dispattcpp-108'] },
  {
    names: ['avviso per la messa alla prova', 'proposta di messa alla prova del pubblico ministero'],
    articles: ['dispattcpp-141-bis', 'cp-168-bis'],
  },
  {
    names: [
      'partecipazione al dibattimento a distanza',
      'videoconferenza detenuto',
      'udienza a distanza penale',
    ],
    articles: ['dispattcpp-146-bis'],
  },
  {
    names: ['spese della parte civile', 'nota spese della parte civile'],
    articles: ['cpp-541', 'dispattcpp-153'],
  },
  {
    names: ['redazione della motivazione della sentenza penale', 'estensore della sentenza'],
    articles: ['cpp-544', 'dispattcpp-154'],
  },
  {
    names: ['investigatori privati', 'investigatore privato autorizzato'],
    articles: ['cpp-327-bis', 'dispattcpp-222'],
  },
];
