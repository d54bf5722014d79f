import type { DoctrineEntry } from './legal-doctrine-entry';

/**
 * Doctrine names and everyday words of the other acts → the articles that govern them: codice penale,
 * codice di procedura penale, codice di procedura civile, Costituzione, codice del consumo, codice della
 * strada, codice del processo amministrativo, D.Lgs. 231/2001, GDPR and codice privacy. See
 * `legal-doctrine.ts` for how names match.
 */
export const LEGAL_DOCTRINE_OTHER: readonly DoctrineEntry[] = [
  // Diritto penale: parte generale
  {
    names: [
      'principio di legalità penale',
      'nullum crimen sine lege',
      'riserva di legge penale',
      'tassatività della legge penale',
    ],
    articles: ['cp-1', 'cost-25'],
  },
  {
    names: [
      'irretroattività della legge penale',
      'successione di leggi penali',
      'abolitio criminis',
      'legge penale più favorevole',
    ],
    articles: ['cp-2', 'cost-25'],
  },
  { names: ['ignoranza della legge penale', 'ignorantia legis'], articles: ['cp-5'] },
  {
    names: ["reato commesso all'estero", "reati commessi all'estero"],
    articles: ['cp-6', 'cp-7', 'cp-9', 'cp-10'],
  },
  { names: ['estradizione'], articles: ['cp-13', 'cpp-697', 'cost-26'] },
  { names: ['concorso apparente', 'principio di specialità'], articles: ['cp-15'] },
  {
    names: ['pene principali', 'specie delle pene', 'ergastolo', 'multa e ammenda'],
    articles: ['cp-17', 'cp-18', 'cp-22', 'cp-23'],
  },
  { names: ['pene accessorie', 'interdizione dai pubblici uffici'], articles: ['cp-19', 'cp-28', 'cp-29'] },
  {
    names: [
      'pene sostitutive',
      'lavoro di pubblica utilità',
      'detenzione domiciliare sostitutiva',
      'semilibertà sostitutiva',
    ],
    articles: ['cp-20-bis', 'cpp-545-bis'],
  },
  { names: ['delitti e contravvenzioni', 'differenza tra delitto e contravvenzione'], articles: ['cp-39'] },
  {
    names: ['rapporto di causalità', 'nesso causale', 'nesso di causalità', 'concorso di cause'],
    articles: ['cp-40', 'cp-41'],
  },
  {
    names: [
      'elemento psicologico del reato',
      'dolo eventuale',
      'colpa cosciente',
      'preterintenzione',
      'delitto preterintenzionale',
      'delitto colposo',
      'colpa generica',
      'colpa specifica',
    ],
    articles: ['cp-42', 'cp-43'],
  },
  { names: ['caso fortuito', 'forza maggiore nel reato'], articles: ['cp-45'] },
  {
    names: ['errore di fatto', 'errore sul fatto', "errore determinato dall'altrui inganno"],
    articles: ['cp-47', 'cp-48'],
  },
  { names: ['reato impossibile', 'reato putativo'], articles: ['cp-49'] },
  { names: ["consenso dell'avente diritto"], articles: ['cp-50'] },
  {
    names: [
      'esercizio di un diritto',
      'adempimento di un dovere',
      'diritto di cronaca',
      'diritto di critica',
    ],
    articles: ['cp-51', 'cost-21'],
  },
  {
    names: [
      'legittima difesa',
      'difesa legittima',
      'ladro in casa difesa',
      'difesa domiciliare',
      'sparato al ladro',
      'eccesso di legittima difesa',
    ],
    articles: ['cp-52', 'cp-55', 'cc-2044'],
  },
  { names: ['uso legittimo delle armi'], articles: ['cp-53'] },
  { names: ['stato di necessità'], articles: ['cp-54', 'cc-2045'] },
  { names: ['eccesso colposo'], articles: ['cp-55'] },
  {
    names: [
      'delitto tentato',
      'reato tentato',
      'tentato omicidio',
      'tentato furto',
      'desistenza volontaria',
      'recesso attivo',
    ],
    articles: ['cp-56'],
  },
  {
    names: ['aberratio ictus', 'offesa di persona diversa', 'aberratio delicti'],
    articles: ['cp-82', 'cp-83'],
  },
  {
    names: ['circostanze aggravanti', 'aggravanti comuni', 'futili motivi', 'minorata difesa'],
    articles: ['cp-61', 'cp-63', 'cp-64'],
  },
  {
    names: [
      'circostanze attenuanti',
      'attenuanti comuni',
      'attenuante del risarcimento del danno',
      'attenuante della provocazione',
    ],
    articles: ['cp-62', 'cp-65'],
  },
  { names: ['attenuanti generiche'], articles: ['cp-62-bis'] },
  {
    names: [
      'bilanciamento delle circostanze',
      'giudizio di comparazione',
      'concorso di circostanze aggravanti e attenuanti',
    ],
    articles: ['cp-69'],
  },
  {
    names: [
      'concorso materiale di reati',
      'pluralità di reati',
      'concorso materiale',
      'cumulo materiale delle pene',
      'cumulo giuridico',
    ],
    articles: ['cp-71', 'cp-73', 'cp-78', 'cp-81'],
  },
  {
    names: ['concorso formale', 'reato continuato', 'medesimo disegno criminoso'],
    articles: ['cp-81', 'cpp-671'],
  },
  { names: ['reato complesso'], articles: ['cp-84', 'cp-131'] },
  {
    names: ["capacità d'intendere e di volere", 'incapacità di intendere e di volere'],
    articles: ['cp-85', 'cp-88'],
  },
  {
    names: [
      'vizio di mente',
      'vizio totale di mente',
      'vizio parziale di mente',
      'seminfermità mentale',
      'infermità mentale e reato',
    ],
    articles: ['cp-88', 'cp-89'],
  },
  { names: ['stati emotivi o passionali', 'gelosia e reato'], articles: ['cp-90'] },
  {
    names: [
      'ubriachezza volontaria',
      'reato commesso da ubriaco',
      "fatto commesso sotto l'effetto di stupefacenti",
    ],
    articles: ['cp-92', 'cp-91', 'cp-93'],
  },
  {
    names: ['reato commesso da minorenne', 'minore degli anni quattordici', 'minore imputabile'],
    articles: ['cp-97', 'cp-98'],
  },
  { names: ['recidiva', 'recidivo', 'recidiva reiterata'], articles: ['cp-99'] },
  {
    names: ['delinquente abituale', 'delinquente professionale', 'tendenza a delinquere'],
    articles: ['cp-102', 'cp-105', 'cp-108'],
  },
  {
    names: ['concorso di persone nel reato', 'concorso nel reato', 'concorso morale', 'mandante del reato'],
    articles: ['cp-110', 'cp-112', 'cp-114'],
  },
  { names: ['cooperazione nel delitto colposo', 'cooperazione colposa'], articles: ['cp-113'] },
  { names: ['accordo per commettere un reato', 'istigazione non accolta'], articles: ['cp-115'] },
  { names: ['concorso anomalo', 'reato diverso da quello voluto'], articles: ['cp-116'] },
  {
    names: [
      'diritto di querela',
      'sporgere querela',
      'presentare querela',
      'reato procedibile a querela',
      'querela di parte',
    ],
    articles: ['cp-120', 'cp-124', 'cpp-336', 'cpp-337'],
  },
  {
    names: ['termine per la querela', 'termine di tre mesi per la querela', 'rinuncia alla querela'],
    articles: ['cp-124', 'cpp-336', 'cpp-339'],
  },
  {
    names: ['remissione della querela', 'ritirare la querela', 'ritirare la denuncia'],
    articles: ['cp-152', 'cp-155', 'cpp-340'],
  },
  {
    names: ['particolare tenuità del fatto', 'tenuità del fatto', 'offesa di lieve entità'],
    articles: ['cp-131-bis'],
  },
  {
    names: [
      'commisurazione della pena',
      'gravità del reato',
      'capacità a delinquere',
      'determinazione della pena',
    ],
    articles: ['cp-132', 'cp-133'],
  },
  {
    names: ['estinzione del reato', 'morte del reo', 'amnistia', 'indulto'],
    articles: ['cp-150', 'cp-151', 'cp-174', 'cp-182'],
  },
  {
    names: [
      'prescrizione del reato',
      'reato prescritto',
      'prescrizione penale',
      'tempo necessario a prescrivere',
    ],
    articles: ['cp-157', 'cp-158', 'cp-159', 'cp-160'],
  },
  {
    names: ['interruzione della prescrizione del reato', 'sospensione della prescrizione del reato'],
    articles: ['cp-159', 'cp-160', 'cp-161'],
  },
  {
    names: ['improcedibilità per superamento dei termini', 'durata massima del giudizio di impugnazione'],
    articles: ['cpp-344-bis', 'cp-161-bis'],
  },
  { names: ['oblazione', 'oblazione nelle contravvenzioni'], articles: ['cp-162', 'cp-162-bis'] },
  {
    names: [
      'condotte riparatorie',
      'estinzione del reato per condotte riparatorie',
      'risarcimento che estingue il reato',
      'reato estinto con il risarcimento',
    ],
    articles: ['cp-162-ter'],
  },
  {
    names: [
      'sospensione condizionale della pena',
      'pena sospesa',
      'sospensione condizionale',
      'revoca della sospensione condizionale',
    ],
    articles: ['cp-163', 'cp-164', 'cp-165', 'cp-168'],
  },
  {
    names: ['messa alla prova', 'sospensione del procedimento con messa alla prova', 'probation'],
    articles: ['cp-168-bis', 'cp-168-ter', 'cpp-464-bis', 'cpp-464-quater'],
  },
  { names: ['perdono giudiziale'], articles: ['cp-169'] },
  {
    names: ['non menzione della condanna', 'casellario giudiziale', 'fedina penale', 'fedina penale pulita'],
    articles: ['cp-175'],
  },
  { names: ['liberazione condizionale'], articles: ['cp-176', 'cpp-682'] },
  {
    names: ['riabilitazione penale', 'riabilitazione del condannato'],
    articles: ['cp-178', 'cp-179', 'cpp-683'],
  },
  { names: ['risarcimento del danno da reato', 'danno da reato'], articles: ['cp-185', 'cc-2059', 'cpp-74'] },
  {
    names: ['misure di sicurezza', 'pericolosità sociale', 'libertà vigilata', 'casa di cura e di custodia'],
    articles: ['cp-199', 'cp-202', 'cp-203', 'cp-228'],
  },
  {
    names: ['confisca penale', 'confisca obbligatoria', 'confisca per equivalente', 'confisca allargata'],
    articles: ['cp-240', 'cp-240-bis', 'cp-322-ter'],
  },
  // Reati contro la pubblica amministrazione e la giustizia
  {
    names: ['peculato', "peculato d'uso", "peculato mediante profitto dell'errore altrui"],
    articles: ['cp-314', 'cp-316'],
  },
  { names: ['indebita destinazione di denaro o cose mobili'], articles: ['cp-314-bis'] },
  {
    names: ['malversazione', 'indebita percezione di erogazioni pubbliche', 'truffa per contributi pubblici'],
    articles: ['cp-316-bis', 'cp-316-ter', 'cp-640-bis'],
  },
  { names: ['concussione'], articles: ['cp-317'] },
  {
    names: [
      'corruzione del pubblico ufficiale',
      'corruzione propria',
      'corruzione impropria',
      "corruzione per l'esercizio della funzione",
      'tangente',
      'mazzetta',
    ],
    articles: ['cp-318', 'cp-319', 'cp-321', 'cp-322'],
  },
  { names: ['corruzione in atti giudiziari'], articles: ['cp-319-ter'] },
  {
    names: ['induzione indebita', 'induzione indebita a dare o promettere utilità'],
    articles: ['cp-319-quater'],
  },
  { names: ['istigazione alla corruzione'], articles: ['cp-322'] },
  { names: ['traffico di influenze illecite', 'millantato credito'], articles: ['cp-346-bis'] },
  { names: ["rivelazione di segreti d'ufficio"], articles: ['cp-326'] },
  { names: ["rifiuto di atti d'ufficio", "omissione di atti d'ufficio"], articles: ['cp-328'] },
  {
    names: ['interruzione di pubblico servizio', 'interruzione di un ufficio o servizio pubblico'],
    articles: ['cp-340', 'cp-331'],
  },
  { names: ['violenza o minaccia a pubblico ufficiale'], articles: ['cp-336'] },
  {
    names: ['resistenza a pubblico ufficiale', 'resistenza alla polizia', 'resistenza ai carabinieri'],
    articles: ['cp-337'],
  },
  {
    names: ['oltraggio a pubblico ufficiale', 'insultato il vigile', 'insultare un poliziotto'],
    articles: ['cp-341-bis'],
  },
  {
    names: [
      'esercizio abusivo di una professione',
      'abusivismo professionale',
      'falso medico',
      'falso avvocato',
    ],
    articles: ['cp-348'],
  },
  {
    names: ['turbata libertà degli incanti', "turbativa d'asta", 'gara truccata'],
    articles: ['cp-353', 'cp-353-bis'],
  },
  { names: ['frode nelle pubbliche forniture'], articles: ['cp-356'] },
  {
    names: ['nozione di pubblico ufficiale', 'incaricato di pubblico servizio'],
    articles: ['cp-357', 'cp-358'],
  },
  { names: ['omessa denuncia di reato'], articles: ['cp-361', 'cp-362', 'cp-364'] },
  { names: ['simulazione di reato', 'falsa denuncia di furto', 'finto furto'], articles: ['cp-367'] },
  {
    names: ['calunnia', 'falsa accusa', 'accusato ingiustamente', 'denuncia falsa'],
    articles: ['cp-368', 'cp-369'],
  },
  {
    names: ['falsa testimonianza', 'testimone falso', 'testimone reticente'],
    articles: ['cp-372', 'cp-376', 'cp-384'],
  },
  { names: ['false informazioni al pubblico ministero'], articles: ['cp-371-bis'] },
  { names: ['frode processuale', 'depistaggio'], articles: ['cp-374', 'cp-375'] },
  {
    names: ['favoreggiamento personale', 'favoreggiamento reale', 'favoreggiamento'],
    articles: ['cp-378', 'cp-379', 'cp-384'],
  },
  { names: ['patrocinio infedele', 'avvocato infedele'], articles: ['cp-380'] },
  { names: ['evasione dagli arresti domiciliari', 'evasione dal carcere'], articles: ['cp-385'] },
  {
    names: [
      'violazione del divieto di avvicinamento',
      'violazione dei provvedimenti di allontanamento',
      "violazione dell'ordine di protezione",
    ],
    articles: ['cp-387-bis'],
  },
  {
    names: [
      'mancata esecuzione dolosa di un provvedimento del giudice',
      'elusione del provvedimento di affidamento',
    ],
    articles: ['cp-388'],
  },
  {
    names: ['esercizio arbitrario delle proprie ragioni', 'farsi giustizia da sé', 'ragion fattasi'],
    articles: ['cp-392', 'cp-393'],
  },
  {
    names: ['offese a una confessione religiosa', 'vilipendio della religione'],
    articles: ['cp-403', 'cp-404'],
  },
  { names: ['violazione di sepolcro', 'vilipendio di cadavere'], articles: ['cp-407', 'cp-410'] },
  { names: ['istigazione a delinquere', 'apologia di reato'], articles: ['cp-414'] },
  { names: ['associazione per delinquere', 'associazione a delinquere'], articles: ['cp-416'] },
  {
    names: ['associazione di tipo mafioso', 'mafia', 'metodo mafioso', 'aggravante mafiosa'],
    articles: ['cp-416-bis', 'cp-416-bis.1'],
  },
  { names: ['scambio elettorale politico-mafioso', 'voto di scambio'], articles: ['cp-416-ter'] },
  { names: ['strage'], articles: ['cp-422'] },
  {
    names: ['incendio doloso', 'incendio colposo', 'incendio boschivo', 'appiccato il fuoco'],
    articles: ['cp-423', 'cp-423-bis', 'cp-449'],
  },
  { names: ['crollo di costruzioni', 'disastro colposo'], articles: ['cp-434', 'cp-449'] },
  { names: ['rimozione od omissione dolosa di cautele contro infortuni'], articles: ['cp-437', 'cp-451'] },
  { names: ['epidemia'], articles: ['cp-438', 'cp-452'] },
  {
    names: [
      'adulterazione di sostanze alimentari',
      'alimenti nocivi',
      'cibo avariato venduto',
      'frode alimentare',
    ],
    articles: ['cp-440', 'cp-442', 'cp-444', 'cp-516'],
  },
  {
    names: ['inquinamento ambientale', 'disastro ambientale', 'reati ambientali', 'omessa bonifica'],
    articles: ['cp-452-bis', 'cp-452-quater', 'cp-452-terdecies', 'dlgs231-25-undecies'],
  },
  { names: ['traffico illecito di rifiuti'], articles: ['cp-452-quaterdecies'] },
  {
    names: ['falsificazione di monete', 'banconote false', 'soldi falsi', 'spendita di monete false'],
    articles: ['cp-453', 'cp-455', 'cp-457'],
  },
  {
    names: [
      'contraffazione di marchi',
      'prodotti contraffatti',
      'merce contraffatta',
      'falso marchio',
      'borse false',
    ],
    articles: ['cp-473', 'cp-474', 'cp-517'],
  },
  {
    names: [
      'falsità materiale',
      'falso materiale',
      'falsificazione di documento',
      'atto pubblico falsificato',
    ],
    articles: ['cp-476', 'cp-477', 'cp-482'],
  },
  {
    names: [
      'falsità ideologica',
      'falso ideologico',
      'falso ideologico in atto pubblico',
      'dichiarazione falsa in atto pubblico',
    ],
    articles: ['cp-479', 'cp-480', 'cp-483'],
  },
  {
    names: ['firma falsa', 'firma falsificata', 'falsificato la firma'],
    articles: ['cpc-214', 'cpc-221', 'cc-2702'],
  },
  { names: ['uso di atto falso'], articles: ['cp-489'] },
  { names: ['falso in documento informatico'], articles: ['cp-491-bis'] },
  {
    names: [
      'indebito utilizzo di carte di credito',
      'carta di credito clonata',
      'bancomat clonato',
      'carta clonata',
      'clonazione della carta',
    ],
    articles: ['cp-493-ter', 'cp-640-ter'],
  },
  {
    names: [
      'sostituzione di persona',
      'furto di identità',
      'profilo falso',
      'account falso',
      'finge di essere me',
    ],
    articles: ['cp-494', 'cp-640-ter'],
  },
  {
    names: [
      'false generalità',
      "false dichiarazioni sull'identità",
      'falsa attestazione a pubblico ufficiale',
    ],
    articles: ['cp-495', 'cp-496'],
  },
  {
    names: ['illecita concorrenza con minaccia o violenza', "turbata libertà dell'industria o del commercio"],
    articles: ['cp-513', 'cp-513-bis'],
  },
  {
    names: [
      "frode nell'esercizio del commercio",
      'vendita di prodotti con segni mendaci',
      'merce diversa da quella pattuita',
    ],
    articles: ['cp-515', 'cp-517'],
  },
  // Reati contro la persona
  {
    names: ['atti osceni', 'atti osceni in luogo pubblico', 'esibizionismo'],
    articles: ['cp-527', 'cp-726'],
  },
  {
    names: [
      'maltrattamento di animali',
      'uccisione di animali',
      'animali maltrattati',
      'combattimenti tra animali',
    ],
    articles: ['cp-544-ter', 'cp-544-bis', 'cp-544-quinquies'],
  },
  { names: ['abbandono di animali', 'cane abbandonato'], articles: ['cp-727'] },
  { names: ['bigamia'], articles: ['cp-556'] },
  { names: ['incesto'], articles: ['cp-564'] },
  {
    names: [
      'violazione degli obblighi di assistenza familiare',
      'non paga il mantenimento',
      'ex marito non paga il mantenimento',
      "mancato pagamento dell'assegno di mantenimento",
      "non versa l'assegno",
    ],
    articles: ['cp-570-bis', 'cp-570', 'cpc-473-bis.37', 'cpc-473-bis.39'],
  },
  { names: ['abuso dei mezzi di correzione', 'maestra picchia i bambini'], articles: ['cp-571', 'cp-572'] },
  {
    names: [
      'maltrattamenti in famiglia',
      'maltrattamenti contro familiari e conviventi',
      'marito violento',
      'moglie picchiata',
      'marito picchia',
      'violenza domestica',
      'compagno violento',
      'genitori violenti',
    ],
    articles: ['cp-572', 'cp-582', 'cpp-282-bis'],
  },
  {
    names: [
      'sottrazione di minori',
      'sottrazione consensuale di minorenni',
      'sottrazione internazionale di minore',
      "portato il figlio all'estero",
      "trattenimento del minore all'estero",
    ],
    articles: ['cp-573', 'cp-574', 'cp-574-bis'],
  },
  {
    names: ['omicidio volontario', 'omicidio doloso', 'omicidio aggravato', 'premeditazione'],
    articles: ['cp-575', 'cp-576', 'cp-577'],
  },
  { names: ['omicidio del consenziente', 'eutanasia'], articles: ['cp-579'] },
  { names: ['aiuto al suicidio', 'istigazione al suicidio', 'suicidio assistito'], articles: ['cp-580'] },
  { names: ['percosse', 'schiaffo', 'spintone'], articles: ['cp-581'] },
  {
    names: [
      'lesioni personali',
      'lesione personale',
      'lesioni volontarie',
      'lesioni gravi',
      'lesioni gravissime',
      'picchiato',
      'aggredito per strada',
      'preso a pugni',
    ],
    articles: ['cp-582', 'cp-583', 'cp-585'],
  },
  {
    names: ["deformazione dell'aspetto della persona", 'sfregio', "sfregiata con l'acido"],
    articles: ['cp-583-quinquies'],
  },
  {
    names: ['omicidio preterintenzionale', 'morte come conseguenza di altro delitto'],
    articles: ['cp-584', 'cp-586'],
  },
  { names: ['rissa'], articles: ['cp-588'] },
  { names: ['omicidio colposo'], articles: ['cp-589', 'cp-43'] },
  {
    names: ['omicidio stradale', 'omicidio nautico', 'incidente mortale'],
    articles: ['cp-589-bis', 'cp-589-ter'],
  },
  { names: ['lesioni colpose', 'lesioni personali colpose'], articles: ['cp-590'] },
  {
    names: ['lesioni stradali', 'lesioni personali stradali', 'incidente con feriti gravi'],
    articles: ['cp-590-bis', 'cp-590-ter'],
  },
  {
    names: [
      'fuga del conducente',
      'pirata della strada',
      "fuga dopo l'incidente",
      "scappato dopo l'incidente",
      'comportamento in caso di incidente',
    ],
    articles: ['cds-189', 'cp-589-ter', 'cp-590-ter', 'cp-593'],
  },
  {
    names: [
      'responsabilità colposa in ambito sanitario',
      'colpa medica penale',
      'medico denunciato',
      'linee guida del medico',
    ],
    articles: ['cp-590-sexies', 'cp-589', 'cp-590'],
  },
  {
    names: [
      'abbandono di minori',
      'abbandono di persone incapaci',
      'bambino lasciato solo',
      'bambino lasciato in auto',
    ],
    articles: ['cp-591'],
  },
  {
    names: ['omissione di soccorso', 'mancato soccorso', 'non ha prestato soccorso'],
    articles: ['cp-593', 'cds-189'],
  },
  {
    names: [
      'diffamazione',
      'diffamato',
      'diffamazione su facebook',
      'diffamazione online',
      'offese su facebook',
      'insulti sui social',
      'post offensivo',
      'recensione negativa',
      'diffamazione a mezzo stampa',
    ],
    articles: ['cp-595', 'cp-596-bis', 'cp-597'],
  },
  { names: ['prova liberatoria nella diffamazione', 'exceptio veritatis'], articles: ['cp-596'] },
  { names: ['riduzione in schiavitù', 'traffico di esseri umani'], articles: ['cp-600', 'cp-601'] },
  { names: ['prostituzione minorile'], articles: ['cp-600-bis'] },
  {
    names: ['pornografia minorile', 'pedopornografia', 'materiale pedopornografico'],
    articles: ['cp-600-ter', 'cp-600-quater'],
  },
  {
    names: [
      'caporalato',
      'intermediazione illecita e sfruttamento del lavoro',
      'sfruttamento dei lavoratori',
    ],
    articles: ['cp-603-bis'],
  },
  {
    names: ['propaganda razzista', "istigazione all'odio razziale", 'discriminazione razziale'],
    articles: ['cp-604-bis', 'cp-604-ter'],
  },
  {
    names: ['sequestro di persona', 'rapimento', 'chiuso in casa contro la sua volontà'],
    articles: ['cp-605', 'cp-630'],
  },
  {
    names: [
      'violenza sessuale',
      'stupro',
      'abusi sessuali',
      'molestie sessuali',
      'palpeggiamento',
      'toccata senza consenso',
    ],
    articles: ['cp-609-bis', 'cp-609-ter', 'cp-609-septies'],
  },
  {
    names: ['atti sessuali con minorenne', 'corruzione di minorenne'],
    articles: ['cp-609-quater', 'cp-609-quinquies'],
  },
  { names: ['violenza sessuale di gruppo'], articles: ['cp-609-octies'] },
  { names: ['adescamento di minorenni', 'grooming', 'adescamento online'], articles: ['cp-609-undecies'] },
  {
    names: ['violenza privata', 'costretto con la violenza', 'auto davanti al passo carrabile'],
    articles: ['cp-610'],
  },
  {
    names: [
      'minaccia',
      'minacce',
      'minacce di morte',
      'minacce telefoniche',
      'minacce su whatsapp',
      'ti ammazzo',
    ],
    articles: ['cp-612'],
  },
  {
    names: [
      'atti persecutori',
      'stalking',
      'stalker',
      'ex perseguita',
      "perseguitata dall'ex",
      'ex mi segue',
      'pedinamento',
      "messaggi continui dall'ex",
      'cyberstalking',
      'ammonimento del questore',
    ],
    articles: ['cp-612-bis', 'cpp-282-ter'],
  },
  {
    names: [
      'revenge porn',
      'diffusione illecita di immagini sessualmente esplicite',
      'foto intime pubblicate',
      'video intimi diffusi',
      'foto intime',
      'video hard diffuso',
      'sextortion',
    ],
    articles: ['cp-612-ter', 'privacy-144-bis'],
  },
  { names: ['tortura'], articles: ['cp-613-bis'] },
  {
    names: ['violazione di domicilio', 'entrato in casa senza permesso', 'introdursi in casa altrui'],
    articles: ['cp-614'],
  },
  {
    names: [
      'interferenze illecite nella vita privata',
      'telecamera nascosta',
      'microspia',
      'riprese nascoste',
    ],
    articles: ['cp-615-bis'],
  },
  {
    names: [
      'accesso abusivo a sistema informatico',
      'accesso abusivo',
      'hacker',
      'account violato',
      'entrato nel mio account',
      'password rubata',
      'email violata',
      'profilo hackerato',
    ],
    articles: ['cp-615-ter', 'cp-615-quater'],
  },
  {
    names: ['violazione di corrispondenza', 'aperto la mia posta', 'lettere aperte', 'letto le mie email'],
    articles: ['cp-616', 'cp-618'],
  },
  {
    names: ['intercettazione illecita di comunicazioni', 'installazione di apparecchiature per intercettare'],
    articles: ['cp-617', 'cp-617-bis', 'cp-617-quater'],
  },
  { names: ['diffusione di riprese e registrazioni fraudolente'], articles: ['cp-617-septies'] },
  {
    names: [
      'rivelazione di segreto professionale',
      'medico rivela il segreto',
      'violazione del segreto professionale',
    ],
    articles: ['cp-622', 'cpp-200'],
  },
  // Reati contro il patrimonio e contravvenzioni
  {
    names: [
      'furto',
      'rubato',
      'mi hanno rubato',
      'furto con destrezza',
      'borseggio',
      'taccheggio',
      'furto della bici',
      "furto dell'auto",
    ],
    articles: ['cp-624', 'cp-625'],
  },
  {
    names: [
      'furto in abitazione',
      'furto con strappo',
      'scippo',
      'mi hanno rubato in casa',
      'ladri in casa',
      "svaligiato l'appartamento",
    ],
    articles: ['cp-624-bis', 'cp-625'],
  },
  { names: ['furto aggravato', 'furto con violenza sulle cose', 'furto con scasso'], articles: ['cp-625'] },
  { names: ['furto lieve per bisogno', "furto d'uso", 'furti minori'], articles: ['cp-626'] },
  { names: ['rapina', 'rapina a mano armata', 'rapinato', 'rapina impropria'], articles: ['cp-628'] },
  { names: ['estorsione', 'pagare il pizzo', 'ricatto', 'ricattato'], articles: ['cp-629'] },
  { names: ['sequestro di persona a scopo di estorsione'], articles: ['cp-630'] },
  {
    names: [
      'invasione di terreni o edifici',
      'occupazione abusiva',
      'casa occupata',
      'occupanti abusivi',
      'abusivi in casa',
    ],
    articles: ['cp-633', 'cp-634-bis', 'cpp-321-bis'],
  },
  { names: ['turbativa violenta del possesso'], articles: ['cp-634'] },
  {
    names: [
      'reato di danneggiamento',
      'danneggiamento doloso',
      'auto rigata',
      'gomme tagliate',
      'vandalismo',
      'auto danneggiata',
    ],
    articles: ['cp-635', 'cp-639'],
  },
  { names: ['imbrattamento', 'deturpamento', 'graffiti', 'scritte sul muro'], articles: ['cp-639'] },
  {
    names: [
      'danneggiamento informatico',
      'virus informatico',
      'ransomware',
      'danneggiamento di sistemi informatici',
    ],
    articles: ['cp-635-bis', 'cp-635-quater'],
  },
  {
    names: [
      'truffa',
      'truffato',
      'artifizi e raggiri',
      'truffa online',
      'truffa on line',
      'truffa agli anziani',
      'truffa nella vendita online',
      'finto venditore',
    ],
    articles: ['cp-640', 'cp-640-ter'],
  },
  {
    names: ['truffa aggravata', 'truffa ai danni dello Stato', 'truffa aggravata per erogazioni pubbliche'],
    articles: ['cp-640', 'cp-640-bis'],
  },
  {
    names: [
      'frode informatica',
      'phishing',
      'sms truffa banca',
      'bonifico truffa',
      'conto svuotato',
      'soldi spariti dal conto',
      'home banking truffa',
      'smishing',
      'vishing',
    ],
    articles: ['cp-640-ter', 'cp-493-ter'],
  },
  {
    names: ['insolvenza fraudolenta', 'andato via dal ristorante senza pagare', 'cena senza pagare'],
    articles: ['cp-641'],
  },
  {
    names: ['frode assicurativa', 'falso incidente', 'incidente simulato', 'sinistro falso'],
    articles: ['cp-642'],
  },
  {
    names: ['circonvenzione di incapace', 'circonvenzione di persone incapaci', 'anziano raggirato'],
    articles: ['cp-643'],
  },
  {
    names: ['usura', 'strozzino', 'usuraio', 'interessi usurari', 'prestito a strozzo', 'usura bancaria'],
    articles: ['cp-644', 'cc-1815'],
  },
  { names: ['appropriazione indebita', 'soldi trattenuti', 'intascato i soldi'], articles: ['cp-646'] },
  {
    names: ['ricettazione', 'merce rubata', 'comprato un telefono rubato', 'acquisto di cose rubate'],
    articles: ['cp-648', 'cp-712'],
  },
  { names: ['incauto acquisto', 'acquisto di cose di sospetta provenienza'], articles: ['cp-712'] },
  {
    names: [
      'riciclaggio',
      'riciclaggio di denaro',
      'ripulire denaro sporco',
      'impiego di denaro di provenienza illecita',
    ],
    articles: ['cp-648-bis', 'cp-648-ter'],
  },
  { names: ['autoriciclaggio'], articles: ['cp-648-ter.1'] },
  {
    names: ['furto in famiglia', 'furto tra coniugi', 'reati contro il patrimonio tra familiari'],
    articles: ['cp-649'],
  },
  { names: ["inosservanza dei provvedimenti dell'autorità"], articles: ['cp-650'] },
  {
    names: ['rifiuto di indicazioni sulla propria identità', 'rifiuto di dare le generalità'],
    articles: ['cp-651'],
  },
  { names: ['procurato allarme', 'falso allarme bomba'], articles: ['cp-658'] },
  {
    names: [
      'disturbo delle occupazioni o del riposo delle persone',
      'disturbo della quiete pubblica',
      'schiamazzi notturni',
      'rumori notturni',
      'musica alta di notte',
      'cane che abbaia',
    ],
    articles: ['cp-659', 'cc-844'],
  },
  {
    names: [
      'molestia o disturbo alle persone',
      'molestie telefoniche',
      'telefonate moleste',
      'chiamate continue',
    ],
    articles: ['cp-660', 'cp-612-bis'],
  },
  {
    names: ['omessa custodia di animali', 'cane senza guinzaglio', 'mal governo di animali'],
    articles: ['cp-672', 'cc-2052'],
  },
  { names: ['getto pericoloso di cose', 'oggetti lanciati dal balcone'], articles: ['cp-674'] },
  { names: ['omissione di lavori in edifici che minacciano rovina'], articles: ['cp-677', 'cp-676'] },
  { names: ['ubriachezza molesta', 'ubriaco in luogo pubblico'], articles: ['cp-688'] },
  { names: ['somministrazione di alcolici a minori', 'alcol ai minorenni'], articles: ['cp-689'] },
  {
    names: ['detenzione abusiva di armi', 'porto abusivo di armi', "porto d'armi", 'coltello in tasca'],
    articles: ['cp-697', 'cp-699', 'cp-704'],
  },
  { names: ["gioco d'azzardo", 'bisca clandestina'], articles: ['cp-718', 'cp-720', 'cp-721'] },
  { names: ['bestemmia', 'atti contrari alla pubblica decenza'], articles: ['cp-724', 'cp-726'] },
  // Procedura penale
  {
    names: [
      'giurisdizione penale',
      'competenza penale per materia',
      "corte d'assise",
      'tribunale monocratico',
    ],
    articles: ['cpp-4', 'cpp-5', 'cpp-6', 'cpp-33-ter'],
  },
  { names: ['competenza per territorio penale', 'luogo del reato'], articles: ['cpp-8', 'cpp-9'] },
  {
    names: ['connessione di procedimenti penali', 'riunione dei processi penali'],
    articles: ['cpp-12', 'cpp-17'],
  },
  {
    names: ['incompatibilità del giudice penale', 'ricusazione del giudice', 'astensione del giudice penale'],
    articles: ['cpp-34', 'cpp-36', 'cpp-37', 'cpc-52'],
  },
  { names: ['rimessione del processo', 'legittimo sospetto'], articles: ['cpp-45'] },
  {
    names: ['azione penale', "obbligatorietà dell'azione penale", "esercizio dell'azione penale"],
    articles: ['cpp-50', 'cost-112'],
  },
  { names: ['polizia giudiziaria', 'funzioni della polizia giudiziaria'], articles: ['cpp-55', 'cpp-57'] },
  { names: ['qualità di imputato', 'persona sottoposta alle indagini'], articles: ['cpp-60', 'cpp-61'] },
  {
    names: ['diritto al silenzio', 'facoltà di non rispondere', "avvertimenti prima dell'interrogatorio"],
    articles: ['cpp-64', 'cpp-65'],
  },
  {
    names: ['dichiarazioni indizianti', 'dichiarazioni autoindizianti', 'testimone che si autoaccusa'],
    articles: ['cpp-63'],
  },
  {
    names: [
      'parte civile',
      'costituzione di parte civile',
      'costituirsi parte civile',
      'risarcimento nel processo penale',
    ],
    articles: ['cpp-74', 'cpp-76', 'cpp-78', 'cpp-79'],
  },
  { names: ['responsabile civile', 'citazione del responsabile civile'], articles: ['cpp-83'] },
  {
    names: [
      'persona offesa',
      'vittima del reato',
      'diritti della persona offesa',
      'informazioni alla persona offesa',
    ],
    articles: ['cpp-90', 'cpp-90-bis', 'cpp-101'],
  },
  { names: ['difensore di fiducia', 'nomina del difensore', 'avvocato penalista'], articles: ['cpp-96'] },
  { names: ["difensore d'ufficio", "avvocato d'ufficio"], articles: ['cpp-97'] },
  {
    names: [
      'patrocinio a spese dello Stato',
      'gratuito patrocinio',
      'avvocato gratis',
      'patrocinio dei non abbienti',
    ],
    articles: ['cpp-98', 'cost-24'],
  },
  {
    names: ['segreto istruttorio', 'divieto di pubblicazione degli atti', 'obbligo del segreto'],
    articles: ['cpp-114', 'cpp-329'],
  },
  {
    names: ["notificazioni all'imputato", 'domicilio dichiarato', "elezione di domicilio dell'imputato"],
    articles: ['cpp-157', 'cpp-161'],
  },
  { names: ['restituzione nel termine'], articles: ['cpp-175'] },
  {
    names: [
      'nullità assolute',
      'nullità relative',
      'nullità di ordine generale',
      'nullità nel processo penale',
    ],
    articles: ['cpp-177', 'cpp-178', 'cpp-179', 'cpp-181'],
  },
  {
    names: ['inutilizzabilità', 'prove illegittimamente acquisite', 'prova inutilizzabile'],
    articles: ['cpp-191'],
  },
  { names: ['valutazione della prova penale', 'chiamata di correo'], articles: ['cpp-192'] },
  {
    names: [
      'obblighi del testimone',
      'testimonianza indiretta',
      'testimone de relato',
      'testimone nel processo penale',
    ],
    articles: ['cpp-194', 'cpp-195', 'cpp-198'],
  },
  {
    names: [
      'facoltà di astensione dei prossimi congiunti',
      'moglie testimone contro il marito',
      'familiare testimone',
    ],
    articles: ['cpp-199'],
  },
  { names: ['segreto professionale del testimone'], articles: ['cpp-200'] },
  {
    names: [
      'perizia',
      'nomina del perito',
      'consulente tecnico del pubblico ministero',
      'consulente tecnico di parte nel processo penale',
    ],
    articles: ['cpp-220', 'cpp-221', 'cpp-225', 'cpp-359'],
  },
  { names: ['accertamenti tecnici non ripetibili'], articles: ['cpp-360'] },
  { names: ['prova documentale', 'registrazione come prova nel processo penale'], articles: ['cpp-234'] },
  { names: ['ricognizione di persone', 'riconoscimento fotografico'], articles: ['cpp-213', 'cpp-214'] },
  { names: ['ispezione personale', 'ispezione di luoghi'], articles: ['cpp-244', 'cpp-245', 'cpp-246'] },
  {
    names: [
      'perquisizione',
      'perquisizione domiciliare',
      'perquisizione personale',
      "perquisizione dell'auto",
    ],
    articles: ['cpp-247', 'cpp-249', 'cpp-250', 'cpp-352'],
  },
  {
    names: [
      'sequestro probatorio',
      'cose sequestrate',
      'telefono sequestrato',
      'restituzione delle cose sequestrate',
    ],
    articles: ['cpp-253', 'cpp-262', 'cpp-263'],
  },
  { names: ['riesame del decreto di sequestro'], articles: ['cpp-257', 'cpp-324'] },
  {
    names: [
      'intercettazioni',
      'intercettazioni telefoniche',
      'intercettazione',
      'captatore informatico',
      'trojan',
      'telefono sotto controllo',
    ],
    articles: ['cpp-266', 'cpp-267', 'cpp-268', 'cpp-271'],
  },
  { names: ['utilizzazione delle intercettazioni in altri procedimenti'], articles: ['cpp-270'] },
  {
    names: ['misure cautelari personali', 'gravi indizi di colpevolezza'],
    articles: ['cpp-272', 'cpp-273', 'cpp-274', 'cpp-275'],
  },
  {
    names: [
      'esigenze cautelari',
      'pericolo di fuga',
      'inquinamento probatorio',
      'pericolo di reiterazione del reato',
    ],
    articles: ['cpp-274'],
  },
  {
    names: ['criteri di scelta delle misure cautelari', 'adeguatezza e proporzionalità'],
    articles: ['cpp-275'],
  },
  {
    names: ['divieto di espatrio', 'obbligo di firma', 'obbligo di presentazione alla polizia giudiziaria'],
    articles: ['cpp-281', 'cpp-282'],
  },
  {
    names: ['allontanamento dalla casa familiare', 'allontanamento del marito violento'],
    articles: ['cpp-282-bis', 'cpp-384-bis'],
  },
  {
    names: ['divieto di avvicinamento', 'braccialetto elettronico'],
    articles: ['cpp-282-ter', 'cpp-275-bis'],
  },
  { names: ['divieto di dimora', 'obbligo di dimora'], articles: ['cpp-283'] },
  { names: ['arresti domiciliari'], articles: ['cpp-284'] },
  {
    names: ['custodia cautelare in carcere', 'custodia cautelare', 'carcerazione preventiva'],
    articles: ['cpp-285', 'cpp-275', 'cpp-303'],
  },
  {
    names: ['misure interdittive', "sospensione dall'esercizio di un pubblico ufficio"],
    articles: ['cpp-287', 'cpp-289', 'cpp-290'],
  },
  { names: ['interrogatorio di garanzia'], articles: ['cpp-294'] },
  { names: ['latitanza', 'latitante'], articles: ['cpp-296'] },
  {
    names: [
      'durata massima della custodia cautelare',
      'termini di custodia cautelare',
      'scarcerazione per decorrenza dei termini',
    ],
    articles: ['cpp-303', 'cpp-304', 'cpp-306'],
  },
  { names: ['revoca della misura cautelare', 'sostituzione della misura cautelare'], articles: ['cpp-299'] },
  {
    names: [
      'tribunale del riesame',
      'tribunale della libertà',
      'riesame della misura cautelare',
      "riesame dell'ordinanza cautelare",
      'appello cautelare penale',
    ],
    articles: ['cpp-309', 'cpp-310', 'cpp-311'],
  },
  {
    names: ['riparazione per ingiusta detenzione', 'ingiusta detenzione', 'assolto dopo il carcere'],
    articles: ['cpp-314', 'cpp-315'],
  },
  { names: ['sequestro conservativo penale'], articles: ['cpp-316', 'cpp-317'] },
  { names: ['sequestro preventivo', 'sequestro per equivalente'], articles: ['cpp-321', 'cpp-322'] },
  {
    names: ['indagini preliminari', 'fase delle indagini'],
    articles: ['cpp-326', 'cpp-327', 'cpp-405', 'cpp-407'],
  },
  { names: ['indagini difensive', 'investigazioni difensive'], articles: ['cpp-327-bis', 'cpp-391-bis'] },
  {
    names: [
      'sporgere denuncia',
      'presentare denuncia',
      'denuncia ai carabinieri',
      'denuncia alla polizia',
      'denuncia contro ignoti',
      'denuncia penale',
    ],
    articles: ['cpp-333', 'cpp-332', 'cpp-331'],
  },
  {
    names: ['registro delle notizie di reato', 'iscrizione nel registro degli indagati'],
    articles: ['cpp-335'],
  },
  { names: ['condizioni di procedibilità', 'autorizzazione a procedere'], articles: ['cpp-345', 'cpp-343'] },
  {
    names: [
      'sommarie informazioni',
      'persona informata sui fatti',
      'convocato dai carabinieri',
      'convocato in questura',
    ],
    articles: ['cpp-351', 'cpp-362', 'cpp-350'],
  },
  { names: ['informazione di garanzia', 'avviso di garanzia'], articles: ['cpp-369', 'cpp-369-bis'] },
  {
    names: [
      'arresto in flagranza',
      'flagranza di reato',
      'quasi flagranza',
      'arresto obbligatorio',
      'arresto facoltativo',
      'arresto in flagranza differita',
    ],
    articles: ['cpp-380', 'cpp-381', 'cpp-382', 'cpp-382-bis'],
  },
  { names: ['arresto da parte dei privati'], articles: ['cpp-383'] },
  { names: ['fermo di indiziato di delitto', 'fermo di polizia'], articles: ['cpp-384'] },
  {
    names: ["convalida dell'arresto", 'convalida del fermo', 'udienza di convalida'],
    articles: ['cpp-390', 'cpp-391'],
  },
  { names: ['incidente probatorio'], articles: ['cpp-392', 'cpp-394', 'cpp-401'] },
  {
    names: [
      'durata delle indagini preliminari',
      'proroga delle indagini',
      'termini delle indagini preliminari',
    ],
    articles: ['cpp-405', 'cpp-406', 'cpp-407'],
  },
  {
    names: [
      'archiviazione',
      'richiesta di archiviazione',
      "opposizione all'archiviazione",
      'denuncia archiviata',
      'querela archiviata',
    ],
    articles: ['cpp-408', 'cpp-409', 'cpp-410', 'cpp-411'],
  },
  {
    names: [
      'imputazione coatta',
      "il giudice ordina di formulare l'imputazione",
      'nuove indagini ordinate dal giudice',
    ],
    articles: ['cpp-409'],
  },
  { names: ['riapertura delle indagini'], articles: ['cpp-414'] },
  {
    names: ['avviso di conclusione delle indagini', 'avviso di conclusione delle indagini preliminari'],
    articles: ['cpp-415-bis'],
  },
  {
    names: [
      'udienza preliminare',
      'rinvio a giudizio',
      'richiesta di rinvio a giudizio',
      'decreto di rinvio a giudizio',
    ],
    articles: ['cpp-416', 'cpp-418', 'cpp-424', 'cpp-429'],
  },
  { names: ['sentenza di non luogo a procedere'], articles: ['cpp-425'] },
  {
    names: ['processo in assenza', 'imputato assente', "assenza dell'imputato", 'legittimo impedimento'],
    articles: ['cpp-420-bis', 'cpp-420-ter'],
  },
  { names: ['giudizio abbreviato', 'rito abbreviato'], articles: ['cpp-438', 'cpp-441', 'cpp-442'] },
  {
    names: ['patteggiamento', 'applicazione della pena su richiesta delle parti', 'patteggiare'],
    articles: ['cpp-444', 'cpp-445', 'cpp-448'],
  },
  {
    names: ['giudizio direttissimo', 'processo per direttissima'],
    articles: ['cpp-449', 'cpp-450', 'cpp-558'],
  },
  { names: ['giudizio immediato', 'rito immediato'], articles: ['cpp-453', 'cpp-455'] },
  {
    names: ['decreto penale di condanna', 'decreto penale', 'opposizione al decreto penale'],
    articles: ['cpp-459', 'cpp-460', 'cpp-461'],
  },
  {
    names: ['dibattimento', 'istruzione dibattimentale', 'esame incrociato', 'controesame'],
    articles: ['cpp-492', 'cpp-496', 'cpp-498', 'cpp-499'],
  },
  { names: ["dichiarazioni spontanee dell'imputato"], articles: ['cpp-494'] },
  {
    names: ['letture consentite', 'letture vietate', 'lettura degli atti in dibattimento'],
    articles: ['cpp-511', 'cpp-512', 'cpp-514'],
  },
  {
    names: [
      "modifica dell'imputazione",
      'fatto diverso',
      'fatto nuovo',
      'correlazione tra imputazione e sentenza',
    ],
    articles: ['cpp-516', 'cpp-518', 'cpp-521', 'cpp-522'],
  },
  {
    names: [
      'sentenza di assoluzione',
      'assoluzione',
      'assolto',
      'il fatto non sussiste',
      'per non aver commesso il fatto',
    ],
    articles: ['cpp-530'],
  },
  {
    names: ['oltre ogni ragionevole dubbio', 'sentenza di condanna penale', "condanna dell'imputato"],
    articles: ['cpp-533'],
  },
  {
    names: ['sentenza di non doversi procedere', 'dichiarazione di estinzione del reato'],
    articles: ['cpp-529', 'cpp-531'],
  },
  {
    names: ['provvisionale', 'condanna generica al risarcimento in sede penale'],
    articles: ['cpp-538', 'cpp-539', 'cpp-540'],
  },
  { names: ['condanna del querelante alle spese', 'querela temeraria'], articles: ['cpp-427', 'cpp-542'] },
  {
    names: ['citazione diretta a giudizio', 'udienza predibattimentale'],
    articles: ['cpp-550', 'cpp-552', 'cpp-554-bis'],
  },
  {
    names: [
      'impugnazioni penali',
      'termine per impugnare la sentenza penale',
      "forma dell'impugnazione penale",
    ],
    articles: ['cpp-568', 'cpp-581', 'cpp-585'],
  },
  {
    names: [
      'appello penale',
      'appello contro la sentenza penale',
      'divieto di reformatio in peius',
      'reformatio in peius',
      'concordato in appello',
    ],
    articles: ['cpp-593', 'cpp-597', 'cpp-599-bis'],
  },
  {
    names: ['impugnazione della parte civile', 'appello della parte civile'],
    articles: ['cpp-576', 'cpp-573'],
  },
  {
    names: ['ricorso per cassazione penale', 'cassazione penale', 'motivi di ricorso per cassazione penale'],
    articles: ['cpp-606', 'cpp-607', 'cpp-609'],
  },
  { names: ['vizio di motivazione', 'motivazione illogica'], articles: ['cpp-606', 'cpc-360'] },
  {
    names: ["inammissibilità dell'impugnazione penale", 'ricorso inammissibile'],
    articles: ['cpp-591', 'cpp-616'],
  },
  {
    names: ['annullamento con rinvio', 'annullamento senza rinvio'],
    articles: ['cpp-620', 'cpp-623', 'cpc-383'],
  },
  {
    names: [
      'revisione del processo penale',
      'revisione della condanna',
      'nuove prove dopo la condanna',
      'condannato innocente',
    ],
    articles: ['cpp-629', 'cpp-630', 'cpp-631'],
  },
  { names: ['rescissione del giudicato'], articles: ['cpp-629-bis'] },
  { names: ['errore giudiziario', "riparazione dell'errore giudiziario"], articles: ['cpp-643', 'cpp-646'] },
  {
    names: ['ne bis in idem', 'divieto di un secondo giudizio', 'giudicato due volte per lo stesso fatto'],
    articles: ['cpp-649', 'cpp-669'],
  },
  {
    names: [
      'efficacia della sentenza penale nel giudizio civile',
      'assoluzione effetti civili',
      'giudicato penale effetti civili',
    ],
    articles: ['cpp-651', 'cpp-652', 'cpp-654'],
  },
  {
    names: [
      'ordine di esecuzione',
      'esecuzione della pena detentiva',
      "sospensione dell'ordine di esecuzione",
      'misure alternative alla detenzione',
    ],
    articles: ['cpp-656', 'cpp-665'],
  },
  {
    names: ['incidente di esecuzione', "giudice dell'esecuzione penale"],
    articles: ['cpp-665', 'cpp-666', 'cpp-670'],
  },
  { names: ['revoca della sentenza per abolizione del reato'], articles: ['cpp-673'] },
  { names: ['tribunale di sorveglianza', 'magistrato di sorveglianza'], articles: ['cpp-677', 'cpp-678'] },
  // Procedura civile
  {
    names: [
      'difetto di giurisdizione',
      'regolamento di giurisdizione',
      'giurisdizione del giudice ordinario',
    ],
    articles: ['cpc-1', 'cpc-37', 'cpc-41'],
  },
  {
    names: ['giudice di pace', 'competenza del giudice di pace', 'competenza per valore'],
    articles: ['cpc-7', 'cpc-9', 'cpc-10'],
  },
  { names: ['competenza del tribunale', 'competenza per materia'], articles: ['cpc-9'] },
  { names: ['valore della causa', 'determinazione del valore'], articles: ['cpc-10', 'cpc-12', 'cpc-14'] },
  {
    names: ['competenza per territorio', 'foro competente', 'foro generale', 'foro del convenuto'],
    articles: ['cpc-18', 'cpc-19', 'cpc-20', 'cpc-28'],
  },
  { names: ['foro facoltativo per le obbligazioni', 'forum destinatae solutionis'], articles: ['cpc-20'] },
  { names: ['foro delle cause relative a diritti reali', "foro dell'immobile"], articles: ['cpc-21'] },
  { names: ['foro per le cause ereditarie'], articles: ['cpc-22'] },
  { names: ['foro per le cause tra soci e tra condomini'], articles: ['cpc-23'] },
  { names: ['foro della pubblica amministrazione', 'foro erariale'], articles: ['cpc-25'] },
  {
    names: ['foro convenzionale', 'clausola sul foro competente', 'foro esclusivo', 'deroga alla competenza'],
    articles: ['cpc-28', 'cpc-29', 'cpc-6'],
  },
  {
    names: ['eccezione di incompetenza', 'riassunzione davanti al giudice competente'],
    articles: ['cpc-38', 'cpc-50'],
  },
  { names: ['litispendenza', 'continenza di cause'], articles: ['cpc-39'] },
  {
    names: ['connessione di cause', 'cause connesse', 'cause accessorie'],
    articles: ['cpc-40', 'cpc-31', 'cpc-36'],
  },
  { names: ['regolamento di competenza'], articles: ['cpc-42', 'cpc-43', 'cpc-47'] },
  { names: ['astensione del giudice', 'ricusazione del giudice civile'], articles: ['cpc-51', 'cpc-52'] },
  {
    names: [
      "consulente tecnico d'ufficio",
      'ctu',
      "consulenza tecnica d'ufficio",
      'consulente tecnico di parte',
      'ctp',
    ],
    articles: ['cpc-61', 'cpc-191', 'cpc-194', 'cpc-201'],
  },
  {
    names: ['accertamento tecnico preventivo', 'consulenza tecnica preventiva', 'atp'],
    articles: ['cpc-696', 'cpc-696-bis'],
  },
  { names: ['capacità processuale', 'capacità di stare in giudizio'], articles: ['cpc-75'] },
  { names: ['curatore speciale nel processo'], articles: ['cpc-78', 'cpc-80'] },
  { names: ['sostituzione processuale'], articles: ['cpc-81'] },
  {
    names: ['obbligo di difesa tecnica', 'causa senza avvocato', 'difesa personale della parte'],
    articles: ['cpc-82', 'cpc-86'],
  },
  {
    names: ['procura alle liti', 'mandato alle liti', "procura speciale all'avvocato"],
    articles: ['cpc-83', 'cpc-84'],
  },
  {
    names: ['revoca della procura alle liti', 'cambiare avvocato', "rinuncia al mandato dell'avvocato"],
    articles: ['cpc-85'],
  },
  {
    names: ['dovere di lealtà e probità', 'espressioni sconvenienti od offensive'],
    articles: ['cpc-88', 'cpc-89'],
  },
  {
    names: ['spese processuali', 'spese legali', 'condanna alle spese', 'soccombenza', 'spese di lite'],
    articles: ['cpc-91', 'cpc-92', 'cpc-97'],
  },
  { names: ['compensazione delle spese', 'compensazione delle spese processuali'], articles: ['cpc-92'] },
  { names: ['distrazione delle spese'], articles: ['cpc-93'] },
  {
    names: ['lite temeraria', 'responsabilità aggravata', 'abuso del processo', 'causa temeraria'],
    articles: ['cpc-96'],
  },
  { names: ['principio della domanda', 'interesse ad agire'], articles: ['cpc-99', 'cpc-100'] },
  { names: ['principio del contraddittorio'], articles: ['cpc-101', 'cost-111'] },
  {
    names: ['litisconsorzio necessario', 'litisconsorzio', 'integrazione del contraddittorio'],
    articles: ['cpc-102', 'cpc-103', 'cpc-331'],
  },
  {
    names: ['intervento volontario', 'intervento del terzo', 'intervento adesivo'],
    articles: ['cpc-105', 'cpc-267', 'cpc-268'],
  },
  {
    names: [
      'chiamata in causa del terzo',
      'chiamata di terzo',
      'chiamata in garanzia',
      "chiamare in causa l'assicurazione",
    ],
    articles: ['cpc-106', 'cpc-269', 'cpc-271', 'cpc-32'],
  },
  {
    names: ['successione nel processo', 'successione nel diritto controverso'],
    articles: ['cpc-110', 'cpc-111'],
  },
  {
    names: [
      'corrispondenza tra chiesto e pronunciato',
      'ultrapetizione',
      'extrapetizione',
      'omessa pronuncia',
    ],
    articles: ['cpc-112'],
  },
  { names: ['giudizio di equità', 'decisione secondo equità'], articles: ['cpc-113', 'cpc-114'] },
  {
    names: [
      'principio di non contestazione',
      'fatti non contestati',
      'disponibilità delle prove',
      'prudente apprezzamento',
    ],
    articles: ['cpc-115', 'cpc-116'],
  },
  {
    names: [
      'notificazione degli atti giudiziari',
      'notifica a mezzo posta',
      "notifica all'irreperibile",
      'notificazione in mani proprie',
    ],
    articles: ['cpc-137', 'cpc-138', 'cpc-139', 'cpc-140'],
  },
  { names: ['nullità della notificazione', 'notifica nulla'], articles: ['cpc-160', 'cpc-156'] },
  {
    names: ['termini processuali', 'termini perentori', 'termine perentorio', 'computo dei termini'],
    articles: ['cpc-152', 'cpc-153', 'cpc-155'],
  },
  {
    names: ['nullità degli atti processuali', 'sanatoria della nullità', 'raggiungimento dello scopo'],
    articles: ['cpc-156', 'cpc-157'],
  },
  {
    names: [
      'atto di citazione',
      'citazione in giudizio',
      'citare in giudizio',
      'fare causa',
      'contenuto della citazione',
    ],
    articles: ['cpc-163', 'cpc-163-bis', 'cpc-164'],
  },
  { names: ['termini a comparire', 'termine per comparire'], articles: ['cpc-163-bis'] },
  { names: ['nullità della citazione'], articles: ['cpc-164'] },
  {
    names: [
      'costituzione del convenuto',
      'comparsa di costituzione e risposta',
      'comparsa di risposta',
      'costituirsi in giudizio',
    ],
    articles: ['cpc-166', 'cpc-167'],
  },
  { names: ['domanda riconvenzionale', 'riconvenzionale'], articles: ['cpc-167', 'cpc-36'] },
  { names: ['iscrizione a ruolo'], articles: ['cpc-168', 'cpc-165'] },
  { names: ['verifiche preliminari', 'memorie integrative'], articles: ['cpc-171-bis', 'cpc-171-ter'] },
  { names: ['prima udienza di comparizione', 'trattazione della causa'], articles: ['cpc-183'] },
  {
    names: ['contumacia', 'contumace', 'convenuto contumace'],
    articles: ['cpc-290', 'cpc-291', 'cpc-292', 'cpc-293'],
  },
  {
    names: ['tentativo di conciliazione', 'proposta di conciliazione del giudice'],
    articles: ['cpc-185', 'cpc-185-bis'],
  },
  {
    names: ['ordinanza per il pagamento di somme non contestate', 'ordinanza ingiunzione in corso di causa'],
    articles: ['cpc-186-bis', 'cpc-186-ter', 'cpc-186-quater'],
  },
  {
    names: ['ordinanza di accoglimento della domanda', 'ordinanza di rigetto della domanda'],
    articles: ['cpc-183-ter', 'cpc-183-quater'],
  },
  { names: ['ordine di esibizione', 'esibizione di documenti'], articles: ['cpc-210'] },
  {
    names: [
      'disconoscimento della scrittura privata',
      'disconoscimento della firma',
      'istanza di verificazione',
    ],
    articles: ['cpc-214', 'cpc-215', 'cpc-216'],
  },
  { names: ['querela di falso'], articles: ['cpc-221', 'cpc-225', 'cc-2700'] },
  { names: ['interrogatorio formale'], articles: ['cpc-230', 'cpc-232', 'cpc-228'] },
  {
    names: [
      'capitoli di prova',
      'incapacità a testimoniare',
      'testimoni nella causa civile',
      'testimonianza scritta',
    ],
    articles: ['cpc-244', 'cpc-246', 'cpc-257-bis'],
  },
  { names: ['ispezione giudiziale'], articles: ['cpc-118', 'cpc-258'] },
  { names: ['rendimento dei conti'], articles: ['cpc-263'] },
  { names: ['riunione delle cause', 'riunione di procedimenti'], articles: ['cpc-273', 'cpc-274'] },
  { names: ['condanna generica', 'provvisionale civile'], articles: ['cpc-278'] },
  {
    names: [
      'procedimento semplificato di cognizione',
      'rito semplificato',
      'procedimento sommario di cognizione',
      'rito sommario',
    ],
    articles: ['cpc-281-decies', 'cpc-281-undecies', 'cpc-281-duodecies'],
  },
  {
    names: ['decisione a seguito di trattazione orale', 'decisione a seguito di trattazione scritta'],
    articles: ['cpc-281-sexies', 'cpc-281-quinquies', 'cpc-275'],
  },
  {
    names: [
      'esecuzione provvisoria della sentenza',
      'sentenza provvisoriamente esecutiva',
      "sospensione dell'esecutività in appello",
      'inibitoria',
    ],
    articles: ['cpc-282', 'cpc-283', 'cpc-351'],
  },
  {
    names: [
      'correzione della sentenza',
      'errore materiale nella sentenza',
      "correzione dell'errore materiale",
    ],
    articles: ['cpc-287', 'cpc-288'],
  },
  { names: ['rimessione in termini'], articles: ['cpc-153', 'cpc-294'] },
  {
    names: ['sospensione del processo', 'sospensione necessaria', 'pregiudizialità'],
    articles: ['cpc-295', 'cpc-296', 'cpc-297'],
  },
  {
    names: ['interruzione del processo', 'morte della parte', 'riassunzione del processo'],
    articles: ['cpc-299', 'cpc-300', 'cpc-302', 'cpc-303'],
  },
  {
    names: [
      'estinzione del processo',
      'rinuncia agli atti del giudizio',
      'inattività delle parti',
      'cancellazione della causa dal ruolo',
    ],
    articles: ['cpc-306', 'cpc-307', 'cpc-309', 'cpc-310'],
  },
  { names: ['procedimento davanti al giudice di pace'], articles: ['cpc-316', 'cpc-319', 'cpc-320'] },
  { names: ['mezzi di impugnazione', 'impugnazioni civili'], articles: ['cpc-323', 'cpc-325', 'cpc-327'] },
  {
    names: [
      'termini per impugnare',
      'termine breve',
      'termine lungo',
      "decadenza dall'impugnazione",
      'termine per appellare',
      "termine per l'appello",
    ],
    articles: ['cpc-325', 'cpc-326', 'cpc-327'],
  },
  { names: ['giudicato formale', 'sentenza definitiva'], articles: ['cpc-324', 'cc-2909'] },
  { names: ['acquiescenza'], articles: ['cpc-329'] },
  { names: ['impugnazione incidentale', 'appello incidentale'], articles: ['cpc-333', 'cpc-334', 'cpc-343'] },
  {
    names: ['appello civile', 'atto di appello', 'motivi di appello', "forma dell'appello"],
    articles: ['cpc-339', 'cpc-341', 'cpc-342'],
  },
  {
    names: [
      'nuove domande in appello',
      'nuove prove in appello',
      'nuove eccezioni in appello',
      'divieto di nova',
    ],
    articles: ['cpc-345', 'cpc-346'],
  },
  {
    names: [
      "improcedibilità dell'appello civile",
      "inammissibilità dell'appello",
      'appello manifestamente infondato',
      'filtro in appello',
    ],
    articles: ['cpc-348', 'cpc-348-bis'],
  },
  { names: ['ricorso per cassazione', 'ricorso in cassazione'], articles: ['cpc-360', 'cpp-606'] },
  {
    names: [
      'cassazione civile',
      'motivi di ricorso per cassazione civile',
      'violazione di legge in cassazione',
    ],
    articles: ['cpc-360', 'cpc-365', 'cpc-366', 'cpc-369'],
  },
  { names: ['controricorso', 'ricorso incidentale in cassazione'], articles: ['cpc-370', 'cpc-371'] },
  { names: ['sezioni unite'], articles: ['cpc-374', 'cpp-618'] },
  { names: ['rinvio pregiudiziale in cassazione'], articles: ['cpc-363-bis'] },
  {
    names: ['cassazione con rinvio', 'riassunzione dopo la cassazione'],
    articles: ['cpc-383', 'cpc-392', 'cpc-394'],
  },
  {
    names: [
      'revocazione della sentenza',
      'revocazione ordinaria',
      'revocazione straordinaria',
      'errore di fatto revocatorio',
    ],
    articles: ['cpc-395', 'cpc-396', 'cpc-398'],
  },
  { names: ['opposizione di terzo'], articles: ['cpc-404', 'cpc-405'] },
  {
    names: ['controversie di lavoro', 'rito del lavoro', 'ricorso al giudice del lavoro'],
    articles: ['cpc-409', 'cpc-414', 'cpc-420'],
  },
  {
    names: [
      'impugnare il licenziamento',
      'impugnazione del licenziamento',
      'reintegrazione nel posto di lavoro',
    ],
    articles: ['cpc-441-bis', 'cc-2118', 'cc-2119'],
  },
  {
    names: ['licenziamento discriminatorio', 'licenziata perché incinta'],
    articles: ['cpc-441-quater', 'cc-2110'],
  },
  {
    names: [
      'controversie previdenziali',
      "causa contro l'inps",
      'invalidità civile',
      'accertamento tecnico preventivo obbligatorio',
    ],
    articles: ['cpc-442', 'cpc-445-bis'],
  },
  { names: ['tentativo di conciliazione nelle controversie di lavoro'], articles: ['cpc-410', 'cpc-411'] },
  {
    names: [
      'procedimento di separazione',
      'ricorso per separazione',
      'rito unico famiglia',
      'procedimento in materia di famiglia',
    ],
    articles: ['cpc-473-bis.47', 'cpc-473-bis.12', 'cpc-473-bis.21', 'cpc-473-bis'],
  },
  {
    names: ['domanda congiunta di separazione', 'separazione consensuale procedura', 'divorzio congiunto'],
    articles: ['cpc-473-bis.51'],
  },
  {
    names: ['provvedimenti temporanei e urgenti', 'provvedimenti provvisori nella separazione'],
    articles: ['cpc-473-bis.22', 'cpc-473-bis.50'],
  },
  {
    names: ['ordini di protezione contro gli abusi familiari', 'ordine di protezione'],
    articles: ['cpc-473-bis.69', 'cpc-473-bis.70', 'cpc-473-bis.40'],
  },
  { names: ['mediazione familiare'], articles: ['cpc-473-bis.10'] },
  { names: ['ascolto del minore'], articles: ['cpc-473-bis.4', 'cpc-473-bis.5', 'cc-315-bis'] },
  { names: ['curatore speciale del minore'], articles: ['cpc-473-bis.8'] },
  {
    names: [
      'procedimento di decreto ingiuntivo',
      'decreto ingiuntivo',
      'ingiunzione di pagamento',
      'procedimento monitorio',
      'recupero crediti',
      'fattura non pagata',
      'fatture non pagate',
      'cliente non paga',
    ],
    articles: ['cpc-633', 'cpc-634', 'cpc-638', 'cpc-641'],
  },
  {
    names: ['prova scritta per il decreto ingiuntivo', 'estratto autentico delle scritture contabili'],
    articles: ['cpc-634', 'cpc-636'],
  },
  {
    names: ['decreto ingiuntivo provvisoriamente esecutivo', 'provvisoria esecuzione del decreto ingiuntivo'],
    articles: ['cpc-642', 'cpc-648'],
  },
  {
    names: [
      'inibitoria del decreto ingiuntivo',
      "sospensione dell'esecuzione provvisoria del decreto ingiuntivo",
    ],
    articles: ['cpc-649'],
  },
  {
    names: [
      'opposizione a decreto ingiuntivo',
      'opposizione al decreto ingiuntivo',
      'opporsi al decreto ingiuntivo',
      'ricevuto un decreto ingiuntivo',
      "quaranta giorni per l'opposizione",
    ],
    articles: ['cpc-645', 'cpc-641', 'cpc-647', 'cpc-653'],
  },
  {
    names: ['decreto ingiuntivo non notificato', 'inefficacia del decreto ingiuntivo'],
    articles: ['cpc-644'],
  },
  { names: ['opposizione tardiva al decreto ingiuntivo'], articles: ['cpc-650'] },
  {
    names: ['decreto ingiuntivo definitivo', 'esecutorietà del decreto ingiuntivo'],
    articles: ['cpc-647', 'cpc-654'],
  },
  {
    names: [
      'sfratto',
      'convalida di sfratto',
      'sfratto per morosità',
      'intimazione di sfratto',
      'inquilino non paga',
      'inquilino moroso',
      'affittuario non paga',
      'affitto arretrato',
      'conduttore moroso',
      "morosità dell'inquilino",
    ],
    articles: ['cpc-658', 'cpc-657', 'cpc-663', 'cpc-665'],
  },
  {
    names: ['sfratto per finita locazione', 'licenza per finita locazione', 'inquilino non lascia la casa'],
    articles: ['cpc-657', 'cc-1591'],
  },
  {
    names: ['opposizione allo sfratto', 'opposizione alla convalida'],
    articles: ['cpc-665', 'cpc-667', 'cpc-668'],
  },
  {
    names: [
      'procedimenti cautelari',
      'procedimento cautelare uniforme',
      'fumus boni iuris',
      'periculum in mora',
      'tutela cautelare',
    ],
    articles: ['cpc-669-bis', 'cpc-669-ter', 'cpc-669-sexies', 'cpc-669-octies'],
  },
  {
    names: [
      'reclamo cautelare',
      'reclamo contro il provvedimento cautelare',
      'reclamo avverso ordinanza cautelare',
      'reclamo ordinanza rigetto ricorso cautelare',
      'reclamo 700',
      'reclamo ex 700',
      'reclamo al collegio',
    ],
    articles: ['cpc-669-terdecies'],
  },
  {
    names: ['inefficacia del provvedimento cautelare', 'revoca del provvedimento cautelare'],
    articles: ['cpc-669-novies', 'cpc-669-decies'],
  },
  { names: ['sequestro giudiziario'], articles: ['cpc-670', 'cpc-676', 'cpc-677'] },
  {
    names: ['istruzione preventiva', 'assunzione preventiva di testimoni'],
    articles: ['cpc-692', 'cpc-693'],
  },
  {
    names: [
      "provvedimento d'urgenza",
      "provvedimenti d'urgenza",
      "ricorso d'urgenza",
      'pregiudizio imminente e irreparabile',
    ],
    articles: ['cpc-700', 'cpc-669-bis', 'cpc-669-octies'],
  },
  {
    names: ['procedimento possessorio', 'ricorso possessorio', 'giudizio possessorio'],
    articles: ['cpc-703', 'cpc-704', 'cpc-705'],
  },
  {
    names: ['procedimenti in camera di consiglio', 'volontaria giurisdizione', 'reclamo camerale'],
    articles: ['cpc-737', 'cpc-739', 'cpc-742'],
  },
  {
    names: ['giudizio di divisione', 'divisione giudiziale', 'causa di divisione'],
    articles: ['cpc-784', 'cpc-785', 'cpc-789', 'cc-1111'],
  },
  { names: ['titolo esecutivo', 'titoli esecutivi', 'formula esecutiva'], articles: ['cpc-474', 'cpc-475'] },
  {
    names: ['precetto', 'atto di precetto', 'ricevuto un precetto', 'efficacia del precetto'],
    articles: ['cpc-480', 'cpc-479', 'cpc-481', 'cpc-482'],
  },
  {
    names: ['esecuzione forzata', 'espropriazione forzata', 'pignoramento', "giudice dell'esecuzione"],
    articles: ['cpc-474', 'cpc-483', 'cpc-491', 'cpc-492'],
  },
  { names: ['conversione del pignoramento'], articles: ['cpc-495'] },
  { names: ['riduzione del pignoramento'], articles: ['cpc-496'] },
  { names: ['intervento dei creditori', 'creditori intervenuti'], articles: ['cpc-499', 'cpc-500'] },
  {
    names: ['ricerca telematica dei beni da pignorare', 'trovare i beni del debitore'],
    articles: ['cpc-492-bis'],
  },
  {
    names: [
      'pignoramento mobiliare',
      'pignoramento dei mobili',
      'ufficiale giudiziario a casa',
      "pignoramento dell'auto",
    ],
    articles: ['cpc-513', 'cpc-518', 'cpc-521-bis'],
  },
  {
    names: ['beni impignorabili', 'cose impignorabili', 'impignorabilità'],
    articles: ['cpc-514', 'cpc-515', 'cpc-545'],
  },
  {
    names: [
      'pignoramento presso terzi',
      'pignoramento dello stipendio',
      'pignoramento della pensione',
      'pignoramento del conto corrente',
      'pignoramento del quinto',
      'quinto dello stipendio',
      'dichiarazione del terzo pignorato',
    ],
    articles: ['cpc-543', 'cpc-545', 'cpc-547', 'cpc-548'],
  },
  {
    names: [
      'pignoramento immobiliare',
      'pignoramento della casa',
      'casa pignorata',
      'asta giudiziaria',
      "vendita all'asta",
      'esecuzione immobiliare',
    ],
    articles: ['cpc-555', 'cpc-567', 'cpc-569', 'cpc-570'],
  },
  {
    names: ['custode giudiziario', "custodia dell'immobile pignorato", "ordine di liberazione dell'immobile"],
    articles: ['cpc-559', 'cpc-560'],
  },
  {
    names: [
      'vendita senza incanto',
      "offerta di acquisto all'asta",
      "aggiudicazione all'asta",
      'decreto di trasferimento',
    ],
    articles: ['cpc-571', 'cpc-572', 'cpc-573', 'cpc-586'],
  },
  { names: ['delega delle operazioni di vendita', 'professionista delegato'], articles: ['cpc-591-bis'] },
  {
    names: ['distribuzione del ricavato', 'progetto di distribuzione'],
    articles: ['cpc-596', 'cpc-598', 'cpc-510'],
  },
  {
    names: ['espropriazione di beni indivisi', 'pignoramento della quota'],
    articles: ['cpc-599', 'cpc-600'],
  },
  {
    names: [
      'esecuzione per consegna o rilascio',
      "rilascio dell'immobile",
      'esecuzione dello sfratto',
      'preavviso di rilascio',
    ],
    articles: ['cpc-605', 'cpc-608', 'cpc-610'],
  },
  { names: ['misure di coercizione indiretta', 'astreinte', 'penalità di mora'], articles: ['cpc-614-bis'] },
  {
    names: ["opposizione all'esecuzione", 'opposizione al precetto', "sospensione dell'esecuzione"],
    articles: ['cpc-615', 'cpc-616', 'cpc-624'],
  },
  {
    names: ['opposizione agli atti esecutivi', 'vizi formali del pignoramento'],
    articles: ['cpc-617', 'cpc-618'],
  },
  {
    names: ["opposizione di terzo all'esecuzione", 'pignorati beni non miei'],
    articles: ['cpc-619', 'cpc-620', 'cpc-621'],
  },
  {
    names: ["estinzione dell'esecuzione", 'rinuncia agli atti esecutivi'],
    articles: ['cpc-629', 'cpc-630', 'cpc-632'],
  },
  {
    names: [
      'arbitrato',
      'clausola compromissoria',
      'compromesso arbitrale',
      'convenzione di arbitrato',
      'lodo arbitrale',
      'arbitri',
    ],
    articles: ['cpc-806', 'cpc-807', 'cpc-808', 'cpc-823'],
  },
  { names: ['arbitrato irrituale'], articles: ['cpc-808-ter'] },
  { names: ['impugnazione del lodo', 'nullità del lodo'], articles: ['cpc-827', 'cpc-828', 'cpc-829'] },
  { names: ['ricusazione degli arbitri'], articles: ['cpc-815'] },
  {
    names: ['azione di classe', 'class action', 'azione collettiva', 'azione inibitoria collettiva'],
    articles: ['cpc-840-bis', 'cpc-840-ter', 'cpc-840-sexiesdecies'],
  },
  // Costituzione
  {
    names: [
      'principi fondamentali della costituzione',
      'repubblica fondata sul lavoro',
      'sovranità popolare',
    ],
    articles: ['cost-1'],
  },
  { names: ['diritti inviolabili', 'doveri inderogabili di solidarietà'], articles: ['cost-2'] },
  {
    names: [
      'principio di uguaglianza',
      'uguaglianza',
      'eguaglianza',
      'pari dignità sociale',
      'uguaglianza sostanziale',
      'divieto di discriminazione',
    ],
    articles: ['cost-3'],
  },
  { names: ['diritto al lavoro'], articles: ['cost-4', 'cost-35'] },
  { names: ['autonomie locali', 'minoranze linguistiche'], articles: ['cost-5', 'cost-6'] },
  { names: ['rapporti tra stato e chiesa', 'patti lateranensi'], articles: ['cost-7'] },
  {
    names: ['libertà religiosa', 'confessioni religiose', 'libertà di religione', 'libertà di culto'],
    articles: ['cost-8', 'cost-19', 'cost-20'],
  },
  {
    names: ["tutela dell'ambiente", 'tutela del paesaggio', 'patrimonio storico e artistico'],
    articles: ['cost-9'],
  },
  { names: ['diritto di asilo', 'condizione giuridica dello straniero'], articles: ['cost-10'] },
  { names: ['ripudio della guerra', 'limitazioni di sovranità'], articles: ['cost-11'] },
  { names: ['libertà personale', 'habeas corpus'], articles: ['cost-13'] },
  { names: ['inviolabilità del domicilio'], articles: ['cost-14'] },
  {
    names: ['segretezza della corrispondenza', 'libertà e segretezza della corrispondenza'],
    articles: ['cost-15'],
  },
  {
    names: ['libertà di circolazione', 'libertà di soggiorno', 'libertà di espatrio'],
    articles: ['cost-16'],
  },
  { names: ['libertà di riunione'], articles: ['cost-17'] },
  { names: ['libertà di associazione', 'associazioni segrete'], articles: ['cost-18'] },
  {
    names: [
      'libertà di manifestazione del pensiero',
      'libertà di espressione',
      'libertà di stampa',
      'censura',
    ],
    articles: ['cost-21'],
  },
  { names: ['privazione della cittadinanza'], articles: ['cost-22'] },
  {
    names: ['prestazioni personali o patrimoniali imposte', 'riserva di legge per i tributi'],
    articles: ['cost-23'],
  },
  {
    names: ['diritto di difesa', 'diritto di agire in giudizio', 'difesa inviolabile'],
    articles: ['cost-24'],
  },
  { names: ['giudice naturale', 'giudice naturale precostituito per legge'], articles: ['cost-25'] },
  {
    names: ['presunzione di non colpevolezza', 'presunzione di innocenza'],
    articles: ['cost-27', 'cpp-115-bis'],
  },
  {
    names: [
      'funzione rieducativa della pena',
      'rieducazione del condannato',
      'pena di morte',
      'responsabilità penale personale',
    ],
    articles: ['cost-27'],
  },
  {
    names: ['responsabilità dei funzionari pubblici', 'responsabilità dei dipendenti pubblici'],
    articles: ['cost-28'],
  },
  {
    names: [
      'famiglia società naturale',
      'famiglia nella costituzione',
      'uguaglianza morale e giuridica dei coniugi',
    ],
    articles: ['cost-29', 'cost-30', 'cost-31'],
  },
  { names: ['protezione della maternità', "tutela dell'infanzia"], articles: ['cost-31'] },
  {
    names: [
      'diritto alla salute',
      'trattamento sanitario obbligatorio',
      'tso',
      'obbligo vaccinale',
      'rifiuto delle cure',
      'consenso informato',
    ],
    articles: ['cost-32'],
  },
  {
    names: [
      'libertà di insegnamento',
      "libertà dell'arte e della scienza",
      'scuole private',
      'autonomia universitaria',
    ],
    articles: ['cost-33'],
  },
  { names: ['diritto allo studio', 'istruzione obbligatoria', 'borse di studio'], articles: ['cost-34'] },
  {
    names: ['tutela del lavoro', 'formazione professionale', 'libertà di emigrazione'],
    articles: ['cost-35'],
  },
  {
    names: [
      'retribuzione proporzionata e sufficiente',
      'giusta retribuzione',
      'durata massima della giornata lavorativa',
      'diritto alle ferie irrinunciabile',
    ],
    articles: ['cost-36', 'cc-2099', 'cc-2109'],
  },
  {
    names: ['parità tra donna e uomo nel lavoro', 'lavoro femminile', 'lavoro minorile'],
    articles: ['cost-37'],
  },
  { names: ['assistenza sociale', 'previdenza sociale', 'inabili al lavoro'], articles: ['cost-38'] },
  {
    names: ['libertà sindacale', 'organizzazione sindacale', 'iscrizione al sindacato'],
    articles: ['cost-39'],
  },
  { names: ['diritto di sciopero', 'sciopero'], articles: ['cost-40'] },
  {
    names: ['libertà di iniziativa economica', 'iniziativa economica privata', 'utilità sociale'],
    articles: ['cost-41'],
  },
  {
    names: [
      'funzione sociale della proprietà',
      'proprietà privata nella costituzione',
      'espropriazione con indennizzo',
    ],
    articles: ['cost-42', 'cc-834'],
  },
  { names: ['tutela del risparmio'], articles: ['cost-47'] },
  {
    names: ['diritto di voto', 'elettorato attivo', 'voto personale eguale libero e segreto'],
    articles: ['cost-48'],
  },
  { names: ['partiti politici'], articles: ['cost-49'] },
  { names: ['accesso agli uffici pubblici', 'elettorato passivo'], articles: ['cost-51'] },
  {
    names: [
      'capacità contributiva',
      'progressività del sistema tributario',
      'tasse proporzionate al reddito',
    ],
    articles: ['cost-53'],
  },
  {
    names: ['parlamento', 'camera dei deputati', 'senato della repubblica'],
    articles: ['cost-55', 'cost-56', 'cost-57'],
  },
  {
    names: [
      'immunità parlamentare',
      'insindacabilità delle opinioni',
      'autorizzazione a procedere per i parlamentari',
    ],
    articles: ['cost-68'],
  },
  { names: ['divieto di mandato imperativo'], articles: ['cost-67'] },
  {
    names: [
      'procedimento legislativo',
      'iniziativa legislativa',
      'approvazione delle leggi',
      'promulgazione delle leggi',
    ],
    articles: ['cost-70', 'cost-71', 'cost-72', 'cost-73'],
  },
  { names: ['referendum abrogativo', 'referendum'], articles: ['cost-75', 'cost-138'] },
  { names: ['legge delega', 'delegazione legislativa', 'decreto legislativo'], articles: ['cost-76'] },
  {
    names: [
      'decreto legge',
      'decreto-legge',
      'conversione in legge',
      'casi straordinari di necessità e urgenza',
    ],
    articles: ['cost-77'],
  },
  { names: ['legge di amnistia', 'amnistia e indulto nella costituzione'], articles: ['cost-79'] },
  { names: ['ratifica dei trattati internazionali'], articles: ['cost-80'] },
  { names: ['pareggio di bilancio', 'equilibrio di bilancio', 'legge di bilancio'], articles: ['cost-81'] },
  { names: ["commissione parlamentare d'inchiesta"], articles: ['cost-82'] },
  {
    names: [
      'presidente della repubblica',
      'elezione del presidente della repubblica',
      'poteri del presidente della repubblica',
      'scioglimento delle camere',
    ],
    articles: ['cost-83', 'cost-87', 'cost-88'],
  },
  {
    names: ['controfirma ministeriale', 'alto tradimento', 'attentato alla costituzione'],
    articles: ['cost-89', 'cost-90'],
  },
  {
    names: [
      'governo della repubblica',
      'presidente del consiglio dei ministri',
      'fiducia al governo',
      'mozione di sfiducia',
    ],
    articles: ['cost-92', 'cost-94', 'cost-95'],
  },
  { names: ['reati ministeriali'], articles: ['cost-96'] },
  {
    names: ['imparzialità della pubblica amministrazione', 'buon andamento', 'concorso pubblico'],
    articles: ['cost-97', 'cost-98'],
  },
  { names: ['corte dei conti', 'consiglio di stato nella costituzione'], articles: ['cost-100', 'cost-103'] },
  {
    names: [
      'indipendenza della magistratura',
      'giustizia amministrata in nome del popolo',
      'giudici soggetti soltanto alla legge',
    ],
    articles: ['cost-101', 'cost-104'],
  },
  { names: ['divieto di giudici speciali', 'giudici straordinari'], articles: ['cost-102'] },
  { names: ['consiglio superiore della magistratura', 'csm'], articles: ['cost-104', 'cost-105'] },
  { names: ['inamovibilità dei magistrati'], articles: ['cost-107'] },
  {
    names: [
      'giusto processo',
      'ragionevole durata del processo',
      'parità delle armi',
      'terzietà del giudice',
      'obbligo di motivazione dei provvedimenti',
    ],
    articles: ['cost-111'],
  },
  {
    names: ['tutela giurisdizionale contro gli atti della pubblica amministrazione'],
    articles: ['cost-113', 'cost-24'],
  },
  {
    names: [
      'regioni',
      'autonomia regionale',
      'regioni a statuto speciale',
      'comuni province e città metropolitane',
    ],
    articles: ['cost-114', 'cost-116', 'cost-117'],
  },
  {
    names: [
      'potestà legislativa',
      'competenza legislativa di stato e regioni',
      'materie di legislazione concorrente',
      'legislazione esclusiva dello stato',
    ],
    articles: ['cost-117'],
  },
  {
    names: ['principio di sussidiarietà', 'sussidiarietà', 'funzioni amministrative dei comuni'],
    articles: ['cost-118'],
  },
  { names: ['autonomia finanziaria', 'federalismo fiscale'], articles: ['cost-119'] },
  { names: ['potere sostitutivo del governo'], articles: ['cost-120'] },
  {
    names: [
      'corte costituzionale',
      'questione di legittimità costituzionale',
      'incostituzionalità',
      'legge incostituzionale',
      'conflitto di attribuzione',
    ],
    articles: ['cost-134', 'cost-136', 'cost-137'],
  },
  { names: ['giudici costituzionali', 'composizione della corte costituzionale'], articles: ['cost-135'] },
  {
    names: [
      'effetti della sentenza della corte costituzionale',
      'dichiarazione di illegittimità costituzionale',
    ],
    articles: ['cost-136'],
  },
  {
    names: [
      'revisione costituzionale',
      'leggi costituzionali',
      'referendum costituzionale',
      'modificare la costituzione',
    ],
    articles: ['cost-138'],
  },
  { names: ['forma repubblicana', 'limiti alla revisione costituzionale'], articles: ['cost-139'] },
  { names: ['divieto di ricostituzione del partito fascista'], articles: ['cost-xii'] },
  // Codice del consumo
  {
    names: ['nozione di consumatore', 'definizione di consumatore', 'professionista e consumatore'],
    articles: ['consumo-3'],
  },
  { names: ['diritti dei consumatori'], articles: ['consumo-2'] },
  {
    names: [
      'informazioni al consumatore',
      'etichetta del prodotto',
      'etichettatura',
      'indicazioni in lingua italiana',
    ],
    articles: ['consumo-5', 'consumo-6', 'consumo-9'],
  },
  { names: ['prezzo per unità di misura', 'indicazione del prezzo'], articles: ['consumo-14', 'consumo-15'] },
  {
    names: ['pratiche commerciali scorrette', 'pratica commerciale scorretta'],
    articles: ['consumo-20', 'consumo-21', 'consumo-24', 'consumo-27'],
  },
  {
    names: [
      'pratiche commerciali ingannevoli',
      'pubblicità ingannevole',
      'azioni ingannevoli',
      'omissioni ingannevoli',
      'pubblicità falsa',
      'offerta ingannevole',
    ],
    articles: ['consumo-21', 'consumo-22', 'consumo-23'],
  },
  {
    names: [
      'pratiche commerciali aggressive',
      'vendita aggressiva',
      'molestie commerciali',
      'indebito condizionamento',
    ],
    articles: ['consumo-24', 'consumo-25', 'consumo-26'],
  },
  {
    names: ["segnalazione all'antitrust", 'autorità garante della concorrenza e del mercato', 'agcm'],
    articles: ['consumo-27'],
  },
  {
    names: [
      'clausole vessatorie nel contratto con il consumatore',
      'clausola abusiva',
      'clausole abusive',
      'significativo squilibrio',
      'vessatorietà',
    ],
    articles: ['consumo-33', 'consumo-34', 'consumo-36'],
  },
  { names: ['nullità di protezione'], articles: ['consumo-36'] },
  { names: ['interpretazione più favorevole al consumatore'], articles: ['consumo-35'] },
  { names: ['azione inibitoria delle associazioni dei consumatori'], articles: ['consumo-37'] },
  {
    names: [
      'diritto di recesso del consumatore',
      'recesso del consumatore',
      'diritto di ripensamento',
      'quattordici giorni per il recesso',
      'restituire un prodotto acquistato online',
      'acquisto online reso',
      'reso online',
      'reso di un acquisto',
      'annullare un ordine online',
    ],
    articles: ['consumo-52', 'consumo-54', 'consumo-57'],
  },
  {
    names: ['effetti del recesso', 'rimborso dopo il recesso', 'rimborso del reso'],
    articles: ['consumo-55', 'consumo-56', 'consumo-57'],
  },
  {
    names: ['informazione sul diritto di recesso mancante', 'recesso esteso a dodici mesi'],
    articles: ['consumo-53'],
  },
  {
    names: ['eccezioni al diritto di recesso', 'beni personalizzati', 'prodotti esclusi dal recesso'],
    articles: ['consumo-59'],
  },
  {
    names: [
      'contratti a distanza',
      'acquisto online',
      'acquisti online',
      'comprato online',
      'commercio elettronico',
      'comprato su internet',
      'acquisto su internet',
    ],
    articles: ['consumo-45', 'consumo-49', 'consumo-51', 'consumo-52'],
  },
  {
    names: [
      'contratti negoziati fuori dei locali commerciali',
      'vendita porta a porta',
      'venditore a domicilio',
      'contratto firmato a casa',
    ],
    articles: ['consumo-45', 'consumo-50', 'consumo-52'],
  },
  {
    names: ['obblighi di informazione precontrattuale', 'informazioni precontrattuali al consumatore'],
    articles: ['consumo-48', 'consumo-49'],
  },
  {
    names: [
      'consegna in ritardo',
      'pacco non arrivato',
      'pacco non consegnato',
      'mancata consegna',
      'ordine non arrivato',
      'merce non consegnata',
      'pagato la merce non ricevuta',
    ],
    articles: ['consumo-61', 'consumo-63'],
  },
  {
    names: ['passaggio del rischio', 'pacco danneggiato', 'pacco perso dal corriere'],
    articles: ['consumo-63'],
  },
  {
    names: ['sovrapprezzo per il pagamento con carta', 'commissioni sulla carta di credito'],
    articles: ['consumo-62'],
  },
  { names: ['pagamenti supplementari', 'caselle preselezionate'], articles: ['consumo-65'] },
  {
    names: [
      'fornitura non richiesta',
      'prodotti non richiesti',
      'abbonamento non richiesto',
      'servizi non richiesti',
    ],
    articles: ['consumo-66-quinquies'],
  },
  { names: ['foro del consumatore'], articles: ['consumo-66-bis', 'consumo-33'] },
  { names: ['servizi finanziari a distanza'], articles: ['consumo-67-bis', 'consumo-67-duodecies'] },
  { names: ['multiproprietà', 'timeshare'], articles: ['consumo-69', 'consumo-72', 'consumo-73'] },
  {
    names: ['sicurezza dei prodotti', 'prodotto pericoloso', 'richiamo del prodotto'],
    articles: ['consumo-102', 'consumo-104', 'consumo-105'],
  },
  {
    names: [
      'responsabilità del produttore',
      'prodotto difettoso',
      'danno da prodotto difettoso',
      'prodotti difettosi',
      'difetto di fabbricazione',
    ],
    articles: ['consumo-114', 'consumo-117', 'consumo-118', 'consumo-120'],
  },
  { names: ['responsabilità del fornitore', 'produttore sconosciuto'], articles: ['consumo-116'] },
  {
    names: ['prescrizione del danno da prodotto difettoso', 'decadenza dieci anni'],
    articles: ['consumo-125', 'consumo-126'],
  },
  { names: ['danno risarcibile da prodotto difettoso'], articles: ['consumo-123'] },
  {
    names: [
      'garanzia legale di conformità',
      'garanzia legale',
      'difetto di conformità',
      'garanzia di due anni',
      'garanzia biennale',
      'prodotto rotto',
      'prodotto guasto',
      'elettrodomestico rotto',
      'telefono difettoso',
    ],
    articles: ['consumo-128', 'consumo-129', 'consumo-133', 'consumo-135-bis'],
  },
  {
    names: ['responsabilità del venditore verso il consumatore', 'denuncia del difetto di conformità'],
    articles: ['consumo-133'],
  },
  {
    names: ['onere della prova del difetto di conformità', 'difetto nel primo anno'],
    articles: ['consumo-135'],
  },
  {
    names: ['riparazione o sostituzione', 'sostituzione del prodotto', 'riparazione gratuita'],
    articles: ['consumo-135-bis', 'consumo-135-ter'],
  },
  {
    names: ['riduzione del prezzo o risoluzione', 'rimborso del prodotto difettoso'],
    articles: ['consumo-135-quater'],
  },
  {
    names: [
      'garanzia convenzionale',
      'garanzia commerciale',
      'garanzia del produttore',
      'estensione di garanzia',
    ],
    articles: ['consumo-135-quinquies'],
  },
  { names: ['diritto di regresso del venditore'], articles: ['consumo-134'] },
  {
    names: ['contenuto digitale', 'servizio digitale', 'app difettosa', 'software difettoso'],
    articles: ['consumo-135-octies', 'consumo-135-decies', 'consumo-135-octiesdecies'],
  },
  {
    names: [
      'risoluzione extragiudiziale delle controversie',
      'adr consumatori',
      'conciliazione paritetica',
      'negoziazione paritetica',
    ],
    articles: ['consumo-141', 'consumo-141-ter'],
  },
  { names: ['irrinunciabilità dei diritti del consumatore'], articles: ['consumo-143'] },
  { names: ['associazioni dei consumatori'], articles: ['consumo-137'] },
  // Codice della strada
  {
    names: [
      'limiti di velocità',
      'eccesso di velocità',
      'multa per velocità',
      'autovelox',
      'multa autovelox',
      'superato il limite di velocità',
    ],
    articles: ['cds-142', 'cds-141'],
  },
  { names: ['velocità pericolosa', 'regolare la velocità'], articles: ['cds-141'] },
  {
    names: [
      'precedenza',
      'diritto di precedenza',
      'precedenza a destra',
      'mancata precedenza',
      'stop non rispettato',
    ],
    articles: ['cds-145'],
  },
  {
    names: ['semaforo rosso', 'passato col rosso', 'violazione della segnaletica'],
    articles: ['cds-146', 'cds-41'],
  },
  {
    names: ['sorpasso', 'sorpasso vietato', 'sorpasso a destra', 'linea continua'],
    articles: ['cds-148', 'cds-40'],
  },
  {
    names: [
      'distanza di sicurezza',
      'tamponamento auto',
      'tamponato auto',
      'tamponato macchina',
      'tamponamento veicolo',
    ],
    articles: ['cds-149', 'cc-2054'],
  },
  {
    names: ['contromano', 'posizione sulla carreggiata', 'circolazione per file parallele'],
    articles: ['cds-143', 'cds-144'],
  },
  { names: ['cambio di corsia', 'inversione di marcia', 'manovre di svolta'], articles: ['cds-154'] },
  { names: ['uso dei fari', 'abbaglianti', 'luci spente'], articles: ['cds-152', 'cds-153'] },
  { names: ['clacson', 'segnalazioni acustiche'], articles: ['cds-156'] },
  {
    names: [
      'sosta vietata',
      'divieto di sosta',
      'divieto di fermata',
      'multa per sosta',
      'parcheggio vietato',
      'doppia fila',
      'parcheggio sul marciapiede',
      'strisce blu',
    ],
    articles: ['cds-157', 'cds-158', 'cds-7'],
  },
  {
    names: ['rimozione forzata', 'auto rimossa', 'carro attrezzi', 'ganasce', 'blocco del veicolo'],
    articles: ['cds-159', 'cds-215'],
  },
  { names: ['parcheggio per disabili', 'posto disabili', 'contrassegno invalidi'], articles: ['cds-188'] },
  { names: ['parcheggio rosa', 'sosta donne in gravidanza'], articles: ['cds-188-bis'] },
  {
    names: ['trasporto di bambini', 'seggiolino', 'trasporto di persone sul veicolo'],
    articles: ['cds-169', 'cds-172'],
  },
  { names: ['casco', 'senza casco', 'obbligo del casco'], articles: ['cds-171'] },
  { names: ['cintura di sicurezza', 'cinture di sicurezza', 'senza cintura'], articles: ['cds-172'] },
  {
    names: [
      'cellulare alla guida',
      'telefono alla guida',
      'uso del telefono alla guida',
      'smartphone alla guida',
      'auricolare',
    ],
    articles: ['cds-173'],
  },
  {
    names: ['circolazione in autostrada', 'corsia di emergenza', 'retromarcia in autostrada'],
    articles: ['cds-175', 'cds-176'],
  },
  { names: ['cronotachigrafo', 'tempi di guida'], articles: ['cds-174', 'cds-179'] },
  {
    names: ['documenti di guida', 'patente dimenticata', 'libretto dimenticato', 'circolare senza documenti'],
    articles: ['cds-180'],
  },
  {
    names: ['circolazione dei velocipedi', 'bicicletta', 'ciclisti', 'biciclette'],
    articles: ['cds-182', 'cds-68'],
  },
  {
    names: [
      'pedoni',
      'comportamento dei pedoni',
      'strisce pedonali',
      'attraversamento pedonale',
      'precedenza ai pedoni',
    ],
    articles: ['cds-190', 'cds-191'],
  },
  {
    names: [
      'guida in stato di ebbrezza',
      "guida sotto l'influenza dell'alcool",
      'alcol alla guida',
      'ubriaco alla guida',
      'etilometro',
      'alcoltest',
      'tasso alcolemico',
      "rifiuto dell'alcoltest",
      'patente ritirata per alcol',
      "positivo all'alcoltest",
    ],
    articles: ['cds-186', 'cds-186-bis', 'cds-223', 'cds-224'],
  },
  {
    names: ['neopatentato alcol', 'tasso zero', 'neopatentati'],
    articles: ['cds-186-bis', 'cds-117', 'cds-218-bis'],
  },
  {
    names: [
      "guida sotto l'effetto di stupefacenti",
      'droga alla guida',
      'guida drogato',
      'cannabis alla guida',
      'positivo alla droga',
      'stato di alterazione psicofisica',
    ],
    articles: ['cds-187', 'cds-223'],
  },
  { names: ["non si è fermato all'alt", "fermarsi all'alt", 'posto di blocco'], articles: ['cds-192'] },
  {
    names: [
      'assicurazione obbligatoria',
      'rc auto',
      'auto senza assicurazione',
      'guida senza assicurazione',
      'assicurazione scaduta',
      'veicolo non assicurato',
    ],
    articles: ['cds-193'],
  },
  {
    names: ['patente di guida', 'conseguimento della patente', 'esame della patente', 'categorie di patente'],
    articles: ['cds-116', 'cds-121'],
  },
  { names: ['guida senza patente', 'patente mai conseguita'], articles: ['cds-116'] },
  {
    names: ['patente scaduta', 'rinnovo della patente', 'validità della patente', 'durata della patente'],
    articles: ['cds-126', 'cds-116'],
  },
  {
    names: [
      'patente a punti',
      'decurtazione dei punti',
      'punti della patente',
      'perdita dei punti',
      'comunicazione dei dati del conducente',
      'identificazione del conducente',
      'recupero dei punti',
    ],
    articles: ['cds-126-bis'],
  },
  { names: ['revisione della patente'], articles: ['cds-128'] },
  {
    names: ['sospensione della patente', 'patente sospesa', 'ritiro della patente', 'patente ritirata'],
    articles: ['cds-218', 'cds-223', 'cds-129'],
  },
  { names: ['revoca della patente', 'patente revocata'], articles: ['cds-219', 'cds-130'] },
  {
    names: [
      'requisiti fisici e psichici per la patente',
      'visita medica per la patente',
      'commissione medica locale',
    ],
    articles: ['cds-119'],
  },
  {
    names: ['revisione del veicolo', "revisione dell'auto", 'revisione scaduta', 'auto non revisionata'],
    articles: ['cds-80'],
  },
  {
    names: ["passaggio di proprietà dell'auto", 'trasferimento di proprietà del veicolo'],
    articles: ['cds-94'],
  },
  { names: ['targa smarrita', 'targa rubata'], articles: ['cds-102'] },
  {
    names: ['targa estera', 'auto con targa straniera', "veicolo immatricolato all'estero"],
    articles: ['cds-93-bis', 'cds-132'],
  },
  { names: ['intestazione fittizia del veicolo', 'auto intestata ad altri'], articles: ['cds-94-bis'] },
  {
    names: [
      'multa stradale',
      'contravvenzione stradale',
      'contestazione della violazione',
      'verbale della polizia municipale',
      'contestazione immediata',
    ],
    articles: ['cds-200', 'cds-201'],
  },
  {
    names: [
      'notifica della multa',
      'multa notificata',
      'multa arrivata dopo novanta giorni',
      'verbale notificato in ritardo',
    ],
    articles: ['cds-201'],
  },
  {
    names: [
      'pagamento in misura ridotta',
      'multa ridotta',
      'sconto del trenta per cento',
      'pagamento ridotto',
      'sconto sulla multa',
    ],
    articles: ['cds-202'],
  },
  { names: ['rateizzazione della multa', 'rateazione delle sanzioni'], articles: ['cds-202-bis'] },
  { names: ['ricorso al prefetto', 'ricorso al prefetto contro la multa'], articles: ['cds-203', 'cds-204'] },
  {
    names: [
      'contestare la multa',
      'ricorso contro la multa',
      'fare ricorso contro la multa',
      'annullare la multa',
    ],
    articles: ['cds-204-bis', 'cds-203'],
  },
  {
    names: [
      'ricorso al giudice di pace contro la multa',
      'opposizione al verbale',
      "opposizione all'ordinanza ingiunzione",
    ],
    articles: ['cds-204-bis', 'cds-205'],
  },
  { names: ['prescrizione della multa', 'multa prescritta'], articles: ['cds-209'] },
  {
    names: ['proprietario del veicolo obbligato in solido', 'principio di solidarietà'],
    articles: ['cds-196'],
  },
  {
    names: [
      'sanzioni accessorie',
      'fermo amministrativo',
      'fermo del veicolo',
      'sequestro del veicolo',
      'confisca del veicolo',
    ],
    articles: ['cds-210', 'cds-213', 'cds-214'],
  },
  { names: ['illeciti reiterati'], articles: ['cds-198-bis'] },
  {
    names: ['gare clandestine', 'corse clandestine', 'gareggiare in velocità'],
    articles: ['cds-9-bis', 'cds-9-ter'],
  },
  { names: ['sistemazione del carico', 'carico sporgente'], articles: ['cds-164'] },
  {
    names: ['classificazione delle strade', 'centro abitato', 'definizioni stradali'],
    articles: ['cds-2', 'cds-3', 'cds-4'],
  },
  { names: ['ente proprietario della strada', 'manutenzione delle strade'], articles: ['cds-14', 'cc-2051'] },
  { names: ['passo carrabile', 'accessi e diramazioni'], articles: ['cds-22', 'cds-158'] },
  { names: ['occupazione della sede stradale', 'cantieri stradali'], articles: ['cds-20', 'cds-21'] },
  { names: ['zona a traffico limitato', 'ztl', 'multa ztl', 'area pedonale'], articles: ['cds-7'] },
  { names: ['noleggio con conducente', 'ncc', 'taxi'], articles: ['cds-85', 'cds-86'] },
  { names: ['ciclomotore', 'motorino', 'ciclomotori'], articles: ['cds-52', 'cds-97'] },
  {
    names: ['patente straniera', 'conversione della patente estera', 'guida con patente estera'],
    articles: ['cds-135', 'cds-136'],
  },
  // Processo amministrativo
  {
    names: [
      'giurisdizione amministrativa',
      'giudice amministrativo',
      'interesse legittimo',
      'interessi legittimi',
    ],
    articles: ['cpa-7', 'cpa-4', 'cost-103', 'cost-113'],
  },
  {
    names: ['giurisdizione esclusiva', 'materie di giurisdizione esclusiva'],
    articles: ['cpa-133', 'cpa-7'],
  },
  { names: ['giurisdizione di merito'], articles: ['cpa-134'] },
  {
    names: ['tar', 'tribunale amministrativo regionale', 'ricorso al tar', 'ricorso tar'],
    articles: ['cpa-5', 'cpa-29', 'cpa-40', 'cpa-41'],
  },
  {
    names: ['consiglio di stato', 'appello al consiglio di stato', 'appello contro la sentenza del tar'],
    articles: ['cpa-6', 'cpa-100', 'cpa-101'],
  },
  { names: ['competenza territoriale del tar', 'tar lazio'], articles: ['cpa-13', 'cpa-135'] },
  {
    names: [
      'azione di annullamento',
      "annullamento dell'atto amministrativo",
      'impugnare il provvedimento amministrativo',
      'eccesso di potere',
      'provvedimento illegittimo',
      'sessanta giorni per il ricorso',
    ],
    articles: ['cpa-29', 'cpa-41'],
  },
  {
    names: [
      'azione di condanna',
      'risarcimento del danno dalla pubblica amministrazione',
      'lesione di interessi legittimi',
      'danno da ritardo',
    ],
    articles: ['cpa-30', 'cpa-34'],
  },
  {
    names: [
      'silenzio inadempimento',
      'silenzio della pubblica amministrazione',
      'pubblica amministrazione non risponde',
      'comune non risponde',
      'azione avverso il silenzio',
      'silenzio rifiuto',
    ],
    articles: ['cpa-31', 'cpa-117'],
  },
  { names: ['nullità del provvedimento amministrativo', 'declaratoria di nullità'], articles: ['cpa-31'] },
  {
    names: ['notificazione del ricorso amministrativo', 'controinteressati', 'controinteressato'],
    articles: ['cpa-41', 'cpa-27'],
  },
  { names: ['ricorso incidentale amministrativo'], articles: ['cpa-42'] },
  { names: ['motivi aggiunti'], articles: ['cpa-43'] },
  {
    names: [
      'sospensiva',
      'sospensiva al tar',
      'sospensione del provvedimento amministrativo',
      'misure cautelari amministrative',
      'istanza cautelare al tar',
    ],
    articles: ['cpa-55', 'cpa-56'],
  },
  { names: ['decreto cautelare monocratico', 'misure cautelari monocratiche'], articles: ['cpa-56'] },
  { names: ['misure cautelari anteriori alla causa amministrativa'], articles: ['cpa-61'] },
  { names: ['appello cautelare al consiglio di stato'], articles: ['cpa-62'] },
  { names: ['sentenza in forma semplificata'], articles: ['cpa-60', 'cpa-74'] },
  {
    names: ['prova nel processo amministrativo', 'verificazione nel processo amministrativo'],
    articles: ['cpa-63', 'cpa-64', 'cpa-66'],
  },
  { names: ['perenzione', 'ricorso perento'], articles: ['cpa-81', 'cpa-82'] },
  { names: ['termini per impugnare la sentenza del tar'], articles: ['cpa-92'] },
  { names: ['revocazione della sentenza amministrativa'], articles: ['cpa-106'] },
  {
    names: [
      'ricorso per cassazione contro le sentenze del consiglio di stato',
      'motivi inerenti alla giurisdizione',
    ],
    articles: ['cpa-110', 'cost-111'],
  },
  {
    names: [
      'giudizio di ottemperanza',
      'ottemperanza',
      'commissario ad acta',
      'amministrazione non esegue la sentenza',
    ],
    articles: ['cpa-112', 'cpa-114', 'cpa-21'],
  },
  // Accesso agli atti: see legal-doctrine-administrative-ai.ts (L. 241/1990, artt. 22–25, and cpa-116).
  { names: ['accesso civico'], articles: ['cpa-116', 'privacy-59'] },
  { names: ['decreto ingiuntivo nel processo amministrativo'], articles: ['cpa-118'] },
  {
    names: [
      'appalti pubblici',
      "gara d'appalto",
      'esclusione dalla gara',
      'aggiudicazione della gara',
      "impugnare l'aggiudicazione",
      'rito appalti',
    ],
    articles: ['cpa-119', 'cpa-120', 'cpa-121', 'cpa-122'],
  },
  { names: ['inefficacia del contratto pubblico'], articles: ['cpa-121', 'cpa-122'] },
  {
    names: ['contenzioso elettorale', 'ricorso elezioni comunali', 'esclusione della lista elettorale'],
    articles: ['cpa-126', 'cpa-129', 'cpa-130'],
  },
  { names: ['ricorso straordinario al presidente della repubblica'], articles: ['cpa-48', 'cpa-128'] },
  { names: ['errore scusabile'], articles: ['cpa-37'] },
  { names: ['adunanza plenaria'], articles: ['cpa-99'] },
  // D.Lgs. 231/2001
  {
    names: [
      'responsabilità amministrativa degli enti',
      'responsabilità da reato degli enti',
      'decreto 231',
      'responsabilità della società per i reati',
      "interesse o vantaggio dell'ente",
    ],
    articles: ['dlgs231-1', 'dlgs231-5', 'dlgs231-8'],
  },
  {
    names: [
      'modello organizzativo',
      'modelli di organizzazione e gestione',
      'modello 231',
      'soggetti apicali',
      'esimente del modello',
      'reato del dirigente di vertice',
      'reato commesso da un amministratore',
    ],
    articles: ['dlgs231-6', 'dlgs231-7'],
  },
  { names: ['organismo di vigilanza', 'odv'], articles: ['dlgs231-6'] },
  {
    names: ["reato commesso da dipendente dell'ente", "soggetti sottoposti all'altrui direzione"],
    articles: ['dlgs231-7', 'dlgs231-5'],
  },
  { names: ["autonomia della responsabilità dell'ente"], articles: ['dlgs231-8'] },
  {
    names: ["sanzioni amministrative dell'ente", "sanzione pecuniaria dell'ente", 'quote della sanzione'],
    articles: ['dlgs231-9', 'dlgs231-10', 'dlgs231-11', 'dlgs231-12'],
  },
  {
    names: [
      'sanzioni interdittive',
      "interdizione dall'esercizio dell'attività",
      'divieto di contrattare con la pubblica amministrazione',
    ],
    articles: ['dlgs231-9', 'dlgs231-13', 'dlgs231-14', 'dlgs231-16'],
  },
  { names: ["commissario giudiziale dell'ente"], articles: ['dlgs231-15'] },
  {
    names: [
      "riparazione delle conseguenze del reato da parte dell'ente",
      "l'ente che ripara il danno",
      'esclusione delle sanzioni interdittive',
    ],
    articles: ['dlgs231-17', 'dlgs231-12'],
  },
  { names: ["confisca del profitto dell'ente"], articles: ['dlgs231-19'] },
  {
    names: ['reati presupposto', 'catalogo dei reati presupposto'],
    articles: ['dlgs231-24', 'dlgs231-25', 'dlgs231-25-ter', 'dlgs231-25-septies'],
  },
  { names: ["reati informatici dell'ente"], articles: ['dlgs231-24-bis'] },
  { names: ["reati societari dell'ente"], articles: ['dlgs231-25-ter'] },
  { names: ["reati tributari dell'ente"], articles: ['dlgs231-25-quinquiesdecies'] },
  { names: ['sicurezza sul lavoro 231'], articles: ['dlgs231-25-septies'] },
  { names: ['riciclaggio 231', "autoriciclaggio dell'ente"], articles: ['dlgs231-25-octies'] },
  { names: ["reati ambientali dell'ente"], articles: ['dlgs231-25-undecies'] },
  { names: ["corruzione dell'ente", 'corruzione 231'], articles: ['dlgs231-25'] },
  { names: ["truffa ai danni dello stato dell'ente"], articles: ['dlgs231-24'] },
  { names: ["prescrizione dell'illecito dell'ente"], articles: ['dlgs231-22'] },
  {
    names: ["fusione e scissione dell'ente", "trasformazione dell'ente"],
    articles: ['dlgs231-28', 'dlgs231-29', 'dlgs231-30'],
  },
  { names: ["cessione di azienda e responsabilità dell'ente"], articles: ['dlgs231-33'] },
  {
    names: [
      "misure cautelari nei confronti dell'ente",
      'misura cautelare interdittiva',
      'interdittiva in via cautelare',
      'cautelare interdittiva società',
      'sospensione cautelare attività ente',
    ],
    articles: ['dlgs231-45', 'dlgs231-46'],
  },
  { names: ["sequestro preventivo nei confronti dell'ente"], articles: ['dlgs231-53'] },
  {
    names: ["processo contro l'ente", "rappresentanza dell'ente nel processo"],
    articles: ['dlgs231-34', 'dlgs231-39'],
  },
  { names: ["patteggiamento dell'ente"], articles: ['dlgs231-63'] },
  { names: ['whistleblowing', 'segnalazioni di illeciti'], articles: ['dlgs231-6'] },
  // GDPR e codice privacy
  {
    names: ['ambito di applicazione del gdpr', 'esenzione per uso domestico'],
    articles: ['gdpr-2', 'gdpr-3'],
  },
  { names: ['dato personale', 'definizione di dato personale', 'pseudonimizzazione'], articles: ['gdpr-4'] },
  {
    names: [
      'principi del trattamento',
      'minimizzazione dei dati',
      'limitazione della finalità',
      'limitazione della conservazione',
      'accountability',
      'responsabilizzazione',
      'esattezza dei dati',
      'conservazione dei dati personali',
    ],
    articles: ['gdpr-5'],
  },
  {
    names: [
      'liceità del trattamento',
      'base giuridica',
      'basi giuridiche',
      'legittimo interesse del titolare',
      'base giuridica del trattamento',
    ],
    articles: ['gdpr-6'],
  },
  {
    names: [
      'consenso al trattamento dei dati',
      'condizioni per il consenso',
      'revoca del consenso',
      'consenso privacy',
    ],
    articles: ['gdpr-7', 'gdpr-6'],
  },
  {
    names: ['consenso dei minori', 'minori sui social network', 'età del consenso digitale'],
    articles: ['gdpr-8', 'privacy-2-quinquies'],
  },
  {
    names: [
      'categorie particolari di dati',
      'dati sensibili',
      'dati sanitari',
      'dati relativi alla salute',
      'dati biometrici',
      'dati genetici',
    ],
    articles: ['gdpr-9', 'privacy-2-septies', 'privacy-2-sexies'],
  },
  {
    names: ['dati giudiziari', 'dati relativi a condanne penali'],
    articles: ['gdpr-10', 'privacy-2-octies'],
  },
  {
    names: ['informativa privacy', 'informativa sul trattamento dei dati', 'obbligo di informativa'],
    articles: ['gdpr-13', 'gdpr-14', 'gdpr-12'],
  },
  {
    names: [
      'modalità trasparenti',
      "esercizio dei diritti dell'interessato",
      'risposta del titolare in un mese',
    ],
    articles: ['gdpr-12'],
  },
  {
    names: [
      'diritto di accesso ai dati',
      'accesso ai dati personali',
      'copia dei miei dati',
      'richiesta di accesso ai dati',
    ],
    articles: ['gdpr-15'],
  },
  { names: ['diritto di rettifica', 'rettifica dei dati', 'dati errati'], articles: ['gdpr-16'] },
  {
    names: [
      'diritto alla cancellazione',
      "diritto all'oblio",
      'oblio',
      'cancellazione dei dati',
      'cancellare i miei dati',
      'cancellare i dati personali',
      'deindicizzazione',
      'rimuovere da google',
    ],
    articles: ['gdpr-17', 'gdpr-21'],
  },
  { names: ['limitazione del trattamento', 'diritto di limitazione'], articles: ['gdpr-18'] },
  { names: ['portabilità dei dati', 'diritto alla portabilità'], articles: ['gdpr-20'] },
  {
    names: ['diritto di opposizione', 'opposizione al trattamento', 'opposizione al marketing diretto'],
    articles: ['gdpr-21', 'privacy-130'],
  },
  {
    names: [
      'decisioni automatizzate',
      'profilazione',
      'processo decisionale automatizzato',
      'decisione presa da un algoritmo',
      'credit scoring',
    ],
    articles: ['gdpr-22'],
  },
  {
    names: [
      'titolare del trattamento',
      'responsabilità del titolare',
      'obblighi del titolare del trattamento',
    ],
    articles: ['gdpr-24', 'gdpr-5'],
  },
  {
    names: ['privacy by design', 'privacy by default', 'protezione dei dati fin dalla progettazione'],
    articles: ['gdpr-25'],
  },
  { names: ['contitolari del trattamento', 'contitolarità'], articles: ['gdpr-26'] },
  {
    names: [
      'responsabile del trattamento',
      'nomina del responsabile esterno',
      'data processor',
      'accordo sul trattamento dei dati',
      'sub responsabile',
    ],
    articles: ['gdpr-28', 'gdpr-29'],
  },
  { names: ['registro dei trattamenti', 'registro delle attività di trattamento'], articles: ['gdpr-30'] },
  {
    names: [
      'sicurezza del trattamento',
      'misure di sicurezza adeguate',
      'misure tecniche e organizzative',
      'cifratura dei dati',
    ],
    articles: ['gdpr-32'],
  },
  {
    names: [
      'data breach',
      'violazione dei dati personali',
      'violazione di dati',
      'dati rubati',
      'furto di dati',
      'fuga di dati',
      'notifica al garante in 72 ore',
      'attacco hacker ai dati',
    ],
    articles: ['gdpr-33', 'gdpr-34'],
  },
  { names: ["comunicazione della violazione all'interessato"], articles: ['gdpr-34'] },
  {
    names: ["valutazione d'impatto", 'dpia', 'valutazione di impatto sulla protezione dei dati'],
    articles: ['gdpr-35', 'gdpr-36'],
  },
  {
    names: ['dpo', 'responsabile della protezione dei dati', 'data protection officer', 'rpd'],
    articles: ['gdpr-37', 'gdpr-38', 'gdpr-39'],
  },
  { names: ['codici di condotta privacy', 'certificazione privacy'], articles: ['gdpr-40', 'gdpr-42'] },
  {
    names: [
      'trasferimento dei dati extra ue',
      'trasferimento verso paesi terzi',
      'decisione di adeguatezza',
      'clausole contrattuali tipo',
      'binding corporate rules',
      'trasferimento dei dati negli usa',
    ],
    articles: ['gdpr-44', 'gdpr-45', 'gdpr-46', 'gdpr-49'],
  },
  {
    names: [
      'autorità di controllo',
      'garante privacy',
      'garante per la protezione dei dati personali',
      'poteri del garante',
    ],
    articles: ['gdpr-51', 'gdpr-57', 'gdpr-58', 'privacy-154'],
  },
  { names: ['autorità di controllo capofila', 'sportello unico'], articles: ['gdpr-56', 'gdpr-60'] },
  { names: ['comitato europeo per la protezione dei dati', 'edpb'], articles: ['gdpr-68', 'gdpr-70'] },
  {
    names: ['reclamo al garante', 'reclamo al garante privacy', 'segnalazione al garante privacy'],
    articles: ['gdpr-77', 'privacy-141', 'privacy-142', 'privacy-143'],
  },
  {
    names: ['ricorso contro il garante', 'ricorso contro il provvedimento del garante'],
    articles: ['gdpr-78', 'privacy-152'],
  },
  {
    names: ['ricorso giurisdizionale contro il titolare', 'causa per violazione della privacy'],
    articles: ['gdpr-79', 'privacy-152'],
  },
  { names: ['rappresentanza degli interessati'], articles: ['gdpr-80'] },
  {
    names: ['risarcimento del danno privacy', 'danno da trattamento illecito', 'danno privacy'],
    articles: ['gdpr-82'],
  },
  {
    names: [
      'sanzioni gdpr',
      'sanzione del garante',
      'multa privacy',
      'sanzioni amministrative pecuniarie privacy',
    ],
    articles: ['gdpr-83', 'gdpr-84', 'privacy-166'],
  },
  {
    names: [
      'trattamento per finalità giornalistiche',
      'giornalismo e privacy',
      'libertà di espressione e protezione dei dati',
    ],
    articles: ['gdpr-85', 'privacy-136', 'privacy-137'],
  },
  {
    names: [
      'privacy sul lavoro',
      'trattamento dei dati dei dipendenti',
      'controllo delle email dei dipendenti',
    ],
    articles: ['gdpr-88', 'privacy-113', 'privacy-114'],
  },
  {
    names: ['ricerca scientifica e dati', 'finalità statistiche', 'archiviazione nel pubblico interesse'],
    articles: ['gdpr-89', 'privacy-110'],
  },
  {
    names: ['codice privacy', 'codice in materia di protezione dei dati personali'],
    articles: ['privacy-1', 'privacy-2'],
  },
  {
    names: ['trattamento per compito di interesse pubblico', 'base giuridica della pubblica amministrazione'],
    articles: ['privacy-2-ter'],
  },
  {
    names: [
      'dati di una persona deceduta',
      'diritti riguardanti le persone decedute',
      'account del defunto',
      'dati del defunto',
    ],
    articles: ['privacy-2-terdecies'],
  },
  { names: ["limitazioni ai diritti dell'interessato"], articles: ['privacy-2-undecies', 'gdpr-23'] },
  {
    names: ['persone autorizzate al trattamento', 'designati al trattamento'],
    articles: ['privacy-2-quaterdecies', 'gdpr-29'],
  },
  { names: ['notizie o immagini relative a minori'], articles: ['privacy-50'] },
  {
    names: ['cartella clinica', 'cartelle cliniche', 'copia della cartella clinica'],
    articles: ['privacy-92', 'gdpr-15'],
  },
  { names: ['curriculum inviato', 'ricezione di curriculum'], articles: ['privacy-111-bis'] },
  {
    names: [
      'controllo a distanza dei lavoratori',
      'telecamere sul posto di lavoro',
      'videosorveglianza dei dipendenti',
      'geolocalizzazione dei dipendenti',
      'telecamere in ufficio',
    ],
    articles: ['privacy-114', 'privacy-171', 'gdpr-88'],
  },
  { names: ['telelavoro', 'lavoro agile e privacy'], articles: ['privacy-115'] },
  {
    names: [
      'comunicazioni indesiderate',
      'telemarketing',
      'marketing telefonico',
      'chiamate commerciali',
      'spam',
      'registro delle opposizioni',
      'chiamate pubblicitarie',
      'sms pubblicitari',
      'email pubblicitarie',
      'call center',
    ],
    articles: ['privacy-130', 'gdpr-21'],
  },
  {
    names: ['dati di traffico', 'tabulati telefonici', 'conservazione dei dati di traffico'],
    articles: ['privacy-123', 'privacy-132'],
  },
  { names: ["dati relativi all'ubicazione", 'dati di localizzazione'], articles: ['privacy-126'] },
  { names: ['chiamate di disturbo', 'identificazione delle chiamate moleste'], articles: ['privacy-127'] },
  { names: ['cookie', 'cookies', 'banner dei cookie'], articles: ['privacy-122'] },
  { names: ['elenchi telefonici', 'elenchi dei contraenti'], articles: ['privacy-129'] },
  {
    names: ['segnalazione al garante del rischio di diffusione di immagini intime'],
    articles: ['privacy-144-bis', 'cp-612-ter'],
  },
  {
    names: [
      'trattamento illecito di dati',
      'reato privacy',
      'diffusione illecita di dati personali',
      'comunicazione illecita di dati',
    ],
    articles: ['privacy-167', 'privacy-167-bis', 'privacy-167-ter'],
  },
  { names: ['falsità nelle dichiarazioni al garante'], articles: ['privacy-168'] },
  { names: ['inosservanza dei provvedimenti del garante'], articles: ['privacy-170'] },
  {
    names: [
      'videosorveglianza privata',
      'telecamera del vicino',
      'telecamere del vicino',
      'telecamera puntata sulla mia proprietà',
    ],
    articles: ['gdpr-2', 'gdpr-6', 'cp-615-bis'],
  },
  { names: ['dati degli studenti', 'pubblicazione dei voti scolastici'], articles: ['privacy-96'] },
];
