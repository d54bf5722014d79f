import type { DoctrineEntry } from './legal-doctrine-entry';

/**
 * Doctrine names and everyday words of private law → the articles of the codice civile that govern
 * them (with the odd provision of another act where the institute spans both): persone e famiglia,
 * successioni e donazioni, proprietà e possesso, condominio, obbligazioni e contratti, fatti illeciti,
 * lavoro, impresa e società, tutela dei diritti. See `legal-doctrine.ts` for how names match.
 */
export const LEGAL_DOCTRINE_CIVIL: readonly DoctrineEntry[] = [
  // Persone e associazioni
  { names: ['capacità giuridica', 'diritti del concepito', 'nascituro concepito'], articles: ['cc-1'] },
  { names: ['capacità di agire', 'maggiore età'], articles: ['cc-2'] },
  { names: ['commorienza'], articles: ['cc-4'] },
  { names: ['atti di disposizione del proprio corpo'], articles: ['cc-5'] },
  { names: ['diritto al nome', 'uso del nome altrui', 'pseudonimo'], articles: ['cc-6', 'cc-7', 'cc-9'] },
  {
    names: [
      "diritto all'immagine",
      "abuso dell'immagine altrui",
      'foto pubblicata senza consenso',
      'immagine pubblicata senza consenso',
    ],
    articles: ['cc-10'],
  },
  {
    names: ['persona scomparsa', 'dichiarazione di assenza', 'curatore dello scomparso'],
    articles: ['cc-48', 'cc-49', 'cc-50'],
  },
  { names: ['morte presunta', 'dichiarazione di morte presunta'], articles: ['cc-58', 'cc-63', 'cc-65'] },
  {
    names: ['associazione con personalità giuridica', 'fondazione', "statuto dell'associazione"],
    articles: ['cc-14', 'cc-16', 'cc-18'],
  },
  {
    names: ['impugnazione delibera associazione', "assemblea dell'associazione"],
    articles: ['cc-20', 'cc-21', 'cc-23'],
  },
  {
    names: ["esclusione dell'associato", "recesso dell'associato", "espulso dall'associazione"],
    articles: ['cc-24'],
  },
  {
    names: [
      'associazione non riconosciuta',
      "fondo comune dell'associazione",
      "chi agisce per l'associazione",
    ],
    articles: ['cc-36', 'cc-37', 'cc-38'],
  },
  { names: ['domicilio e residenza', 'elezione di domicilio'], articles: ['cc-43', 'cc-47'] },
  {
    names: ['parentela', 'grado di parentela', 'affinità', 'affini'],
    articles: ['cc-74', 'cc-75', 'cc-76', 'cc-78'],
  },
  // Famiglia
  {
    names: [
      'promessa di matrimonio',
      'rottura del fidanzamento',
      'fidanzamento rotto',
      'restituzione dei doni',
    ],
    articles: ['cc-79', 'cc-80', 'cc-81'],
  },
  {
    names: ['requisiti per sposarsi', 'impedimenti matrimoniali', 'età per sposarsi'],
    articles: ['cc-84', 'cc-86', 'cc-87'],
  },
  { names: ['pubblicazioni di matrimonio'], articles: ['cc-93', 'cc-99'] },
  { names: ['matrimonio religioso effetti civili', 'matrimonio concordatario'], articles: ['cc-82'] },
  {
    names: ['nullità del matrimonio', 'annullamento del matrimonio', 'matrimonio simulato'],
    articles: ['cc-117', 'cc-122', 'cc-123'],
  },
  { names: ['matrimonio putativo'], articles: ['cc-128', 'cc-129'] },
  {
    names: [
      'diritti e doveri dei coniugi',
      'obbligo di fedeltà',
      'dovere di fedeltà',
      'obbligo di coabitazione',
      'assistenza morale e materiale',
      'tradimento della moglie',
      'tradimento del marito',
      'infedeltà coniugale',
    ],
    articles: ['cc-143', 'cc-151'],
  },
  { names: ['residenza familiare', 'indirizzo della vita familiare'], articles: ['cc-144', 'cc-145'] },
  {
    names: ['allontanamento dalla residenza familiare', 'abbandono del tetto coniugale'],
    articles: ['cc-146', 'cc-151', 'cp-570'],
  },
  {
    names: [
      'doveri verso i figli',
      'obbligo di mantenere i figli',
      'mantenimento dei figli',
      'mantenere i figli',
      'concorso nel mantenimento',
    ],
    articles: ['cc-315-bis', 'cc-316-bis', 'cc-337-ter', 'cc-147'],
  },
  { names: ['diritti e doveri del figlio'], articles: ['cc-315-bis'] },
  {
    names: ['responsabilità genitoriale', 'potestà genitoriale', 'disaccordo tra genitori'],
    articles: ['cc-316', 'cc-337-ter'],
  },
  { names: ['rapporti con gli ascendenti', 'diritto dei nonni', 'nonni nipoti'], articles: ['cc-317-bis'] },
  {
    names: [
      'decadenza dalla responsabilità genitoriale',
      'condotta pregiudizievole ai figli',
      'togliere la potestà',
    ],
    articles: ['cc-330', 'cc-333', 'cc-336'],
  },
  {
    names: [
      'rappresentanza del figlio minore',
      'beni del figlio minore',
      'atti vietati ai genitori',
      'vendere casa del figlio minorenne',
    ],
    articles: ['cc-320', 'cc-323'],
  },
  { names: ['usufrutto legale dei genitori'], articles: ['cc-324'] },
  {
    names: [
      'separazione personale dei coniugi',
      'separazione dei coniugi',
      'separazione giudiziale',
      'separazione consensuale',
      'separazione dalla moglie',
      'separazione dal marito',
    ],
    articles: ['cc-150', 'cc-151', 'cc-158'],
  },
  {
    names: ['separazione con addebito', 'addebito della separazione'],
    articles: ['cc-151', 'cc-156', 'cc-548', 'cc-585'],
  },
  {
    names: [
      'assegno di mantenimento del coniuge',
      'mantenimento del coniuge',
      'mantenimento della moglie',
      'assegno alla moglie',
      'assegno di separazione',
    ],
    articles: ['cc-156', 'cc-143'],
  },
  { names: ['riconciliazione dei coniugi'], articles: ['cc-154', 'cc-157'] },
  {
    names: ['regime patrimoniale della famiglia', 'convenzioni matrimoniali'],
    articles: ['cc-159', 'cc-162', 'cc-163'],
  },
  {
    names: ['comunione legale', 'comunione dei beni tra coniugi', 'casa comprata durante il matrimonio'],
    articles: ['cc-177', 'cc-179', 'cc-180'],
  },
  { names: ['beni personali del coniuge', 'bene personale del coniuge'], articles: ['cc-179'] },
  { names: ['comunione de residuo'], articles: ['cc-177', 'cc-178'] },
  { names: ['scioglimento della comunione legale'], articles: ['cc-191', 'cc-194'] },
  { names: ['separazione dei beni'], articles: ['cc-215', 'cc-217'] },
  { names: ['fondo patrimoniale'], articles: ['cc-167', 'cc-168', 'cc-170', 'cc-171'] },
  { names: ['impresa familiare', "familiare che lavora nell'impresa"], articles: ['cc-230-bis'] },
  { names: ["convivente nell'impresa familiare"], articles: ['cc-230-ter'] },
  {
    names: ['filiazione', 'stato di figlio', 'figli nati fuori del matrimonio'],
    articles: ['cc-315', 'cc-250'],
  },
  { names: ['presunzione di paternità', 'paternità del marito'], articles: ['cc-231', 'cc-232'] },
  {
    names: [
      'disconoscimento di paternità',
      'disconoscere il figlio',
      'paternità contestata',
      'test dna paternità',
    ],
    articles: ['cc-243-bis', 'cc-244'],
  },
  { names: ['riconoscimento del figlio', 'riconoscere il figlio'], articles: ['cc-250', 'cc-254', 'cc-258'] },
  {
    names: ['impugnazione del riconoscimento', 'difetto di veridicità del riconoscimento'],
    articles: ['cc-263'],
  },
  {
    names: [
      'dichiarazione giudiziale di paternità',
      'accertamento della paternità',
      'padre non riconosce il figlio',
    ],
    articles: ['cc-269', 'cc-270', 'cc-279'],
  },
  { names: ['cognome del figlio'], articles: ['cc-262'] },
  {
    names: ['adozione di maggiorenni', 'adottare un maggiorenne', "revoca dell'adozione"],
    articles: ['cc-291', 'cc-296', 'cc-299', 'cc-305'],
  },
  {
    names: [
      'affidamento dei figli',
      'affidamento condiviso',
      'affido condiviso',
      'affidamento esclusivo',
      'affido esclusivo',
      'collocamento dei figli',
      'diritto di visita dei figli',
    ],
    articles: ['cc-337-ter', 'cc-337-quater'],
  },
  {
    names: [
      'assegno di mantenimento per i figli',
      'assegno per i figli',
      'mantenimento figli separazione',
      'spese straordinarie per i figli',
    ],
    articles: ['cc-337-ter', 'cc-316-bis'],
  },
  {
    names: [
      'mantenimento del figlio maggiorenne',
      'figlio maggiorenne non autosufficiente',
      'figlio maggiorenne disabile',
    ],
    articles: ['cc-337-septies'],
  },
  {
    names: ['assegnazione della casa familiare', 'casa coniugale', 'casa familiare'],
    articles: ['cc-337-sexies'],
  },
  {
    names: [
      'revisione delle condizioni di separazione',
      "modifica dell'assegno",
      "revisione dell'assegno di mantenimento",
    ],
    articles: ['cc-337-quinquies', 'cpc-473-bis.29'],
  },
  {
    names: ['trasferimento di residenza dei figli', 'trasferimento del minore in altra città'],
    articles: ['cc-337-sexies', 'cc-316'],
  },
  {
    names: ['ex non fa vedere i figli', 'impedisce di vedere i figli'],
    articles: ['cc-337-ter', 'cpc-473-bis.39', 'cp-388'],
  },
  {
    names: ['tutela del minore', 'tutore del minore', 'giudice tutelare'],
    articles: ['cc-343', 'cc-346', 'cc-357'],
  },
  { names: ['emancipazione', 'minore emancipato'], articles: ['cc-390', 'cc-394'] },
  {
    names: [
      'amministrazione di sostegno',
      'amministratore di sostegno',
      'genitore anziano con demenza',
      'anziano non autosufficiente',
    ],
    articles: ['cc-404', 'cc-405', 'cc-409', 'cc-410'],
  },
  {
    names: [
      'interdizione per infermità di mente',
      'interdizione giudiziale',
      'persona interdetta',
      'inabilitazione',
      'inabilitato',
    ],
    articles: ['cc-414', 'cc-415', 'cc-424', 'cc-427'],
  },
  {
    names: [
      'incapacità naturale',
      'atti compiuti da persona incapace',
      'incapace di intendere e di volere contratto',
    ],
    articles: ['cc-428', 'cc-1425'],
  },
  {
    names: [
      'obbligo alimentare',
      'obbligati agli alimenti',
      'assegno alimentare',
      'diritto agli alimenti',
      'alimenti ai genitori anziani',
    ],
    articles: ['cc-433', 'cc-438', 'cc-441'],
  },
  {
    names: ['registri dello stato civile', 'rettificazione atti dello stato civile'],
    articles: ['cc-449', 'cc-451', 'cc-453'],
  },
  // Successioni e donazioni
  {
    names: ['apertura della successione', 'successione ereditaria', "delazione dell'eredità"],
    articles: ['cc-456', 'cc-457'],
  },
  { names: ['divieto di patti successori', 'patto successorio', 'patti successori'], articles: ['cc-458'] },
  { names: ['capacità di succedere'], articles: ['cc-462'] },
  { names: ['indegnità a succedere', 'erede indegno', 'indegnità'], articles: ['cc-463', 'cc-466'] },
  { names: ['rappresentazione successoria', 'diritto di rappresentazione'], articles: ['cc-467', 'cc-468'] },
  {
    names: [
      "accettazione dell'eredità",
      "accettare l'eredità",
      'accettazione espressa',
      'accettazione tacita',
    ],
    articles: ['cc-459', 'cc-474', 'cc-475', 'cc-476'],
  },
  { names: ["chiamato all'eredità nel possesso dei beni"], articles: ['cc-485', 'cc-460'] },
  {
    names: [
      "termine per accettare l'eredità",
      'prescrizione del diritto di accettare',
      'actio interrogatoria',
    ],
    articles: ['cc-480', 'cc-481'],
  },
  {
    names: [
      "beneficio d'inventario",
      "accettazione con beneficio d'inventario",
      'eredità piena di debiti',
      'eredità con debiti',
      'debiti del defunto',
    ],
    articles: ['cc-484', 'cc-490', 'cc-470'],
  },
  {
    names: ["rinuncia all'eredità", "rinunciare all'eredità", "rinunzia all'eredità"],
    articles: ['cc-519', 'cc-521', 'cc-522'],
  },
  { names: ["creditori impugnano la rinunzia all'eredità"], articles: ['cc-524'] },
  { names: ['eredità giacente'], articles: ['cc-528', 'cc-529'] },
  { names: ['petizione di eredità', 'erede apparente'], articles: ['cc-533', 'cc-534', 'cc-535'] },
  { names: ['separazione dei beni del defunto'], articles: ['cc-512'] },
  {
    names: [
      'legittimari',
      'quota di legittima',
      'quota di riserva',
      'riserva a favore dei figli',
      'lesione di legittima',
      'diseredato',
      'diseredare',
      'figlio escluso dal testamento',
    ],
    articles: ['cc-536', 'cc-537', 'cc-542', 'cc-553'],
  },
  {
    names: [
      'diritti del coniuge superstite',
      'coniuge superstite',
      'diritto di abitazione del coniuge superstite',
      'vedova casa coniugale',
    ],
    articles: ['cc-540', 'cc-581', 'cc-583'],
  },
  {
    names: [
      'azione di riduzione',
      'riduzione delle donazioni',
      'riduzione delle disposizioni testamentarie',
      'donazione lede la legittima',
    ],
    articles: ['cc-553', 'cc-554', 'cc-555', 'cc-564'],
  },
  { names: ['porzione disponibile', 'quota disponibile', 'riunione fittizia'], articles: ['cc-556'] },
  { names: ['azione di restituzione contro terzi acquirenti del donatario'], articles: ['cc-561', 'cc-563'] },
  { names: ['legato in sostituzione di legittima'], articles: ['cc-551'] },
  {
    names: [
      'successione legittima',
      'morto senza testamento',
      'successione senza testamento',
      'eredi legittimi',
    ],
    articles: ['cc-565', 'cc-566', 'cc-581', 'cc-582'],
  },
  {
    names: ['eredità del fratello', 'fratelli eredi', 'successione dei fratelli'],
    articles: ['cc-570', 'cc-571', 'cc-582'],
  },
  { names: ['eredità allo Stato', 'nessun erede'], articles: ['cc-586'] },
  { names: ['testamento', 'capacità di testare', 'testatore'], articles: ['cc-587', 'cc-591', 'cc-679'] },
  { names: ['testamento olografo', 'testamento scritto a mano'], articles: ['cc-602', 'cc-606', 'cc-620'] },
  { names: ['testamento pubblico', 'testamento dal notaio'], articles: ['cc-603'] },
  { names: ['testamento segreto'], articles: ['cc-604', 'cc-605'] },
  { names: ['pubblicazione del testamento olografo'], articles: ['cc-620', 'cc-621'] },
  { names: ['testamento congiuntivo', 'testamento reciproco'], articles: ['cc-589'] },
  {
    names: ['nullità del testamento', 'impugnare il testamento', 'testamento annullabile'],
    articles: ['cc-606', 'cc-624', 'cc-591'],
  },
  {
    names: ['testamento falso', 'falsità del testamento olografo'],
    articles: ['cc-602', 'cc-606', 'cp-491'],
  },
  { names: ['testamento estorto con violenza o dolo', 'captazione testamento'], articles: ['cc-624'] },
  { names: ['condizione nel testamento', 'onere testamentario'], articles: ['cc-633', 'cc-647', 'cc-648'] },
  {
    names: ['legato testamentario', 'legatario', 'legatario di un bene'],
    articles: ['cc-649', 'cc-651', 'cc-662'],
  },
  { names: ['prelegato'], articles: ['cc-661'] },
  { names: ['diritto di accrescimento', 'accrescimento tra coeredi'], articles: ['cc-674', 'cc-675'] },
  {
    names: ['revoca del testamento', 'revocare il testamento', 'testamento posteriore'],
    articles: ['cc-679', 'cc-680', 'cc-682'],
  },
  { names: ['sostituzione ordinaria', 'sostituzione fedecommissaria'], articles: ['cc-688', 'cc-692'] },
  { names: ['esecutore testamentario'], articles: ['cc-700', 'cc-703'] },
  {
    names: [
      'divisione ereditaria',
      "divisione dell'eredità",
      "dividere l'eredità",
      'coeredi',
      'comunione ereditaria',
    ],
    articles: ['cc-713', 'cc-718', 'cc-726', 'cc-727'],
  },
  {
    names: ['immobile ereditario non divisibile', 'casa ereditata tra fratelli'],
    articles: ['cc-720', 'cc-713'],
  },
  {
    names: ['retratto successorio', 'prelazione del coerede', 'vendita della quota ereditaria'],
    articles: ['cc-732'],
  },
  { names: ['divisione fatta dal testatore'], articles: ['cc-734'] },
  {
    names: ['collazione', 'donazioni ai figli collazione', 'collazione per imputazione'],
    articles: ['cc-737', 'cc-746', 'cc-747', 'cc-751'],
  },
  { names: ['debiti ereditari tra coeredi'], articles: ['cc-752', 'cc-754'] },
  { names: ['rescissione della divisione', 'annullamento della divisione'], articles: ['cc-761', 'cc-763'] },
  { names: ['patto di famiglia'], articles: ['cc-768-bis', 'cc-768-quater'] },
  { names: ['donazione', 'contratto di donazione', 'donare la casa'], articles: ['cc-769', 'cc-782'] },
  { names: ['donazione di modico valore'], articles: ['cc-783'] },
  { names: ['donazione indiretta', 'atti di liberalità'], articles: ['cc-809', 'cc-737'] },
  { names: ['donazione remuneratoria'], articles: ['cc-770'] },
  { names: ['donazione modale'], articles: ['cc-793'] },
  {
    names: [
      'revocazione della donazione',
      'revoca della donazione',
      'ingratitudine del donatario',
      'sopravvenienza di figli',
    ],
    articles: ['cc-800', 'cc-801', 'cc-803'],
  },
  // Proprietà e diritti reali
  { names: ['pertinenze', 'vincolo pertinenziale'], articles: ['cc-817', 'cc-818'] },
  { names: ['frutti naturali', 'frutti civili'], articles: ['cc-820', 'cc-821'] },
  {
    names: ['demanio pubblico', 'beni demaniali', 'beni del patrimonio indisponibile'],
    articles: ['cc-822', 'cc-823', 'cc-828'],
  },
  { names: ['diritto di proprietà', 'contenuto del diritto di proprietà'], articles: ['cc-832', 'cost-42'] },
  { names: ['atti di emulazione', 'atti emulativi'], articles: ['cc-833'] },
  {
    names: [
      'espropriazione per pubblico interesse',
      'esproprio per pubblica utilità',
      'espropriazione per pubblica utilità',
      'indennità di esproprio',
    ],
    articles: ['cc-834', 'cost-42'],
  },
  { names: ['sottosuolo', 'spazio sovrastante al suolo'], articles: ['cc-840'] },
  { names: ['chiusura del fondo', 'recinzione del fondo'], articles: ['cc-841'] },
  { names: ['accesso al fondo altrui', 'entrare nel fondo del vicino'], articles: ['cc-843'] },
  {
    names: [
      'immissioni',
      'immissioni intollerabili',
      'normale tollerabilità',
      'vicino rumoroso',
      'rumori del vicino',
      'fumi del vicino',
      'odori molesti',
      'puzza dal vicino',
    ],
    articles: ['cc-844', 'cp-659'],
  },
  {
    names: [
      'distanze nelle costruzioni',
      'distanze tra costruzioni',
      'distanza tra edifici',
      'costruzione sul confine',
      'vicino costruisce sul confine',
      'costruzione in aderenza',
    ],
    articles: ['cc-873', 'cc-875', 'cc-877'],
  },
  { names: ['comunione forzosa del muro'], articles: ['cc-874', 'cc-875'] },
  { names: ['muro comune', 'muro divisorio', 'muro di cinta'], articles: ['cc-878', 'cc-880', 'cc-882'] },
  { names: ['distanze per pozzi e cisterne', 'distanza dei pozzi'], articles: ['cc-889', 'cc-891'] },
  {
    names: [
      'distanza degli alberi',
      'albero sul confine',
      'alberi sul confine',
      'siepe sul confine',
      'albero del vicino',
    ],
    articles: ['cc-892', 'cc-894', 'cc-895'],
  },
  {
    names: ['rami protesi', 'recisione dei rami', 'rami del vicino', 'radici del vicino'],
    articles: ['cc-896'],
  },
  {
    names: [
      'luci e vedute',
      'finestra sul confine',
      'finestra verso il vicino',
      'balcone verso il vicino',
      'veduta diretta',
    ],
    articles: ['cc-900', 'cc-901', 'cc-905', 'cc-907'],
  },
  {
    names: ['scarico delle acque piovane', 'grondaia del vicino', 'acque piovane'],
    articles: ['cc-908', 'cc-913'],
  },
  { names: ['scolo delle acque'], articles: ['cc-913'] },
  { names: ['modi di acquisto della proprietà', 'acquisto della proprietà'], articles: ['cc-922'] },
  { names: ['res nullius', 'cose abbandonate'], articles: ['cc-923'] },
  {
    names: [
      'cose ritrovate',
      'oggetto smarrito trovato',
      'portafoglio trovato',
      'ritrovamento di oggetto smarrito',
    ],
    articles: ['cc-927', 'cc-929', 'cc-930'],
  },
  { names: ['tesoro trovato', 'ritrovamento del tesoro'], articles: ['cc-932'] },
  {
    names: ['accessione', 'costruzione su suolo altrui', 'costruito sul terreno altrui'],
    articles: ['cc-934', 'cc-936', 'cc-937'],
  },
  { names: ['accessione invertita', 'sconfinamento della costruzione'], articles: ['cc-938'] },
  { names: ['unione e commistione', 'specificazione con materia altrui'], articles: ['cc-939', 'cc-940'] },
  { names: ['accessione per alluvione', 'avulsione'], articles: ['cc-941', 'cc-944'] },
  {
    names: ['azione di rivendicazione', 'rivendicazione della proprietà', 'probatio diabolica'],
    articles: ['cc-948'],
  },
  { names: ['azione negatoria', 'negatoria servitutis'], articles: ['cc-949'] },
  {
    names: ['regolamento di confini', 'confine incerto', 'confini incerti', 'apposizione di termini'],
    articles: ['cc-950', 'cc-951'],
  },
  { names: ['diritto di superficie'], articles: ['cc-952', 'cc-953', 'cc-954'] },
  { names: ['enfiteusi', 'enfiteuta', 'affrancazione'], articles: ['cc-957', 'cc-959', 'cc-971'] },
  {
    names: ['usufrutto', 'usufruttuario', 'nuda proprietà', 'nudo proprietario'],
    articles: ['cc-978', 'cc-981', 'cc-1004', 'cc-1005'],
  },
  {
    names: ["spese a carico dell'usufruttuario", 'riparazioni straordinarie usufrutto'],
    articles: ['cc-1004', 'cc-1005'],
  },
  { names: ["estinzione dell'usufrutto", "durata dell'usufrutto"], articles: ['cc-979', 'cc-1014'] },
  { names: ["diritto d'uso", 'diritto di abitazione'], articles: ['cc-1021', 'cc-1022'] },
  {
    names: ['servitù prediale', 'servitù', 'fondo servente', 'fondo dominante'],
    articles: ['cc-1027', 'cc-1028', 'cc-1031'],
  },
  {
    names: [
      'servitù coattiva',
      'passaggio coattivo',
      'fondo intercluso',
      'servitù di passaggio',
      'diritto di passaggio',
    ],
    articles: ['cc-1051', 'cc-1052', 'cc-1053', 'cc-1032'],
  },
  { names: ['servitù di acquedotto', 'acquedotto coattivo'], articles: ['cc-1033', 'cc-1037'] },
  { names: ['destinazione del padre di famiglia'], articles: ['cc-1062'] },
  {
    names: ['servitù apparenti', 'servitù non apparenti', 'usucapione della servitù'],
    articles: ['cc-1061', 'cc-1031', 'cc-1158'],
  },
  {
    names: ['esercizio della servitù', 'aggravare la servitù', 'spostamento della servitù'],
    articles: ['cc-1064', 'cc-1067', 'cc-1068'],
  },
  {
    names: ['estinzione della servitù', 'prescrizione della servitù', 'non uso della servitù'],
    articles: ['cc-1073', 'cc-1072'],
  },
  { names: ['azione confessoria', 'confessoria servitutis'], articles: ['cc-1079'] },
  {
    names: ['comproprietà', 'comproprietari', 'uso dei beni comuni', 'quote di comproprietà'],
    articles: ['cc-1100', 'cc-1101', 'cc-1102', 'cc-1105'],
  },
  {
    names: ['innovazioni nella comunione', 'amministrazione dei beni comuni'],
    articles: ['cc-1105', 'cc-1108'],
  },
  {
    names: ['scioglimento della comunione', 'divisione dei beni comuni'],
    articles: ['cc-1111', 'cc-1114', 'cc-1116'],
  },
  // Condominio
  {
    names: ['condominio', "parti comuni dell'edificio", 'parti comuni', 'beni condominiali'],
    articles: ['cc-1117', 'cc-1118'],
  },
  { names: ['supercondominio'], articles: ['cc-1117-bis'] },
  {
    names: [
      'spese condominiali',
      'spese di condominio',
      'ripartizione delle spese condominiali',
      'tabelle millesimali',
      'millesimi',
      'quote condominiali',
    ],
    articles: ['cc-1123', 'cc-1124', 'cc-1125'],
  },
  {
    names: ['condomino moroso', 'condomino non paga', 'morosità condominiale'],
    articles: ['dispattcc-63', 'cc-1123', 'cc-1130', 'cpc-633'],
  },
  { names: ["spese dell'ascensore", 'spese delle scale'], articles: ['cc-1124'] },
  { names: ['soffitti e solai', 'solaio tra appartamenti'], articles: ['cc-1125'] },
  { names: ['lastrico solare', 'terrazzo a livello', 'infiltrazioni dal terrazzo'], articles: ['cc-1126'] },
  { names: ['sopraelevazione'], articles: ['cc-1127'] },
  {
    names: ['innovazioni condominiali', 'innovazioni vietate', "installazione dell'ascensore"],
    articles: ['cc-1120', 'cc-1121'],
  },
  {
    names: ["lavori nell'appartamento in condominio", 'opere su parti di proprietà esclusiva'],
    articles: ['cc-1122'],
  },
  { names: ['antenna condominio', 'parabola condominio'], articles: ['cc-1122-bis'] },
  {
    names: ['videosorveglianza in condominio', 'telecamere condominio'],
    articles: ['cc-1122-ter', 'gdpr-6'],
  },
  {
    names: [
      'amministratore di condominio',
      "nomina dell'amministratore",
      "revoca dell'amministratore di condominio",
      "obblighi dell'amministratore di condominio",
    ],
    articles: ['cc-1129', 'cc-1130', 'cc-1131'],
  },
  { names: ['rendiconto condominiale'], articles: ['cc-1130-bis'] },
  {
    names: [
      'assemblea condominiale',
      'assemblea di condominio',
      'quorum assemblea condominio',
      'maggioranze condominiali',
    ],
    articles: ['cc-1135', 'cc-1136'],
  },
  {
    names: [
      'impugnazione della delibera condominiale',
      'impugnare la delibera condominiale',
      "delibera dell'assemblea di condominio",
    ],
    articles: ['cc-1137'],
  },
  {
    names: ['regolamento di condominio', 'regolamento condominiale', 'animali in condominio'],
    articles: ['cc-1138'],
  },
  // Possesso
  {
    names: ['possesso e detenzione', 'nozione di possesso', 'possessore', 'interversione del possesso'],
    articles: ['cc-1140', 'cc-1141', 'cc-1164'],
  },
  { names: ['atti di tolleranza'], articles: ['cc-1144'] },
  { names: ['accessione del possesso', 'successione nel possesso'], articles: ['cc-1146'] },
  {
    names: ['possesso di buona fede', 'possessore di buona fede'],
    articles: ['cc-1147', 'cc-1148', 'cc-1150'],
  },
  {
    names: ['possesso vale titolo', 'acquisto a non domino', 'acquisto da chi non è proprietario'],
    articles: ['cc-1153', 'cc-1155'],
  },
  {
    names: [
      'usucapione',
      'usucapione ventennale',
      'usucapione decennale',
      'usucapione abbreviata',
      'usucapire',
      'possesso ventennale',
    ],
    articles: ['cc-1158', 'cc-1159', 'cc-1161'],
  },
  { names: ['usucapione dei beni mobili'], articles: ['cc-1161', 'cc-1162'] },
  { names: ["interruzione dell'usucapione"], articles: ['cc-1165', 'cc-1167'] },
  {
    names: [
      'azione di reintegrazione',
      'azione di spoglio',
      'spoglio',
      'reintegrazione nel possesso',
      'cambiato la serratura',
      'serratura cambiata',
    ],
    articles: ['cc-1168', 'cc-1169', 'cpc-703'],
  },
  {
    names: ['azione di manutenzione', 'molestia del possesso', 'turbativa del possesso'],
    articles: ['cc-1170', 'cpc-703'],
  },
  { names: ['denuncia di nuova opera', 'denunzia di nuova opera'], articles: ['cc-1171', 'cpc-688'] },
  { names: ['denuncia di danno temuto', 'denunzia di danno temuto'], articles: ['cc-1172', 'cpc-688'] },
  // Obbligazioni
  { names: ['fonti delle obbligazioni'], articles: ['cc-1173'] },
  {
    names: [
      'obbligo di correttezza',
      'comportamento secondo correttezza',
      'buona fede oggettiva',
      'esecuzione di buona fede',
    ],
    articles: ['cc-1175', 'cc-1375', 'cc-1366'],
  },
  {
    names: [
      "diligenza nell'adempimento",
      'diligenza del buon padre di famiglia',
      "adempimento dell'obbligazione",
    ],
    articles: ['cc-1176', 'cc-1218'],
  },
  { names: ['adempimento del terzo', 'terzo paga il debito'], articles: ['cc-1180'] },
  { names: ['adempimento parziale'], articles: ['cc-1181'] },
  { names: ["luogo dell'adempimento", 'luogo del pagamento', 'debito portabile'], articles: ['cc-1182'] },
  {
    names: ["tempo dell'adempimento", "termine dell'adempimento", 'decadenza dal beneficio del termine'],
    articles: ['cc-1183', 'cc-1184', 'cc-1186'],
  },
  { names: ['pagamento al creditore apparente'], articles: ['cc-1189'] },
  { names: ['imputazione del pagamento'], articles: ['cc-1193', 'cc-1194'] },
  { names: ['datio in solutum', "prestazione in luogo dell'adempimento"], articles: ['cc-1197'] },
  { names: ['quietanza', 'ricevuta di pagamento'], articles: ['cc-1199'] },
  {
    names: ['surrogazione nel pagamento', 'surrogazione legale', 'surrogazione per volontà del creditore'],
    articles: ['cc-1201', 'cc-1202', 'cc-1203'],
  },
  {
    names: ['mora del creditore', 'offerta reale', 'creditore rifiuta il pagamento'],
    articles: ['cc-1206', 'cc-1207', 'cc-1209'],
  },
  {
    names: [
      'inadempimento contrattuale',
      'responsabilità contrattuale',
      'responsabilità del debitore',
      "inadempimento dell'obbligazione",
    ],
    articles: ['cc-1218', 'cc-1223', 'cc-1453'],
  },
  { names: ['causa non imputabile', 'forza maggiore inadempimento'], articles: ['cc-1218', 'cc-1256'] },
  {
    names: ['mora del debitore', 'costituzione in mora', 'messa in mora', 'lettera di messa in mora'],
    articles: ['cc-1219', 'cc-1221', 'cc-1224'],
  },
  {
    names: ['risarcimento del danno contrattuale', 'danno emergente', 'lucro cessante'],
    articles: ['cc-1223', 'cc-1225', 'cc-1226', 'cc-1227'],
  },
  { names: ['prevedibilità del danno', 'danno imprevedibile'], articles: ['cc-1225'] },
  {
    names: ['valutazione equitativa del danno', 'liquidazione equitativa'],
    articles: ['cc-1226', 'cc-2056'],
  },
  {
    names: [
      'concorso del fatto colposo del creditore',
      'concorso di colpa del danneggiato',
      'concorso di colpa',
    ],
    articles: ['cc-1227', 'cc-2056'],
  },
  {
    names: [
      'interessi moratori',
      'interessi di mora',
      'interessi legali',
      'danni nelle obbligazioni pecuniarie',
    ],
    articles: ['cc-1224', 'cc-1282', 'cc-1284'],
  },
  {
    names: ['anatocismo', 'interessi anatocistici', 'capitalizzazione degli interessi'],
    articles: ['cc-1283'],
  },
  { names: ['tasso di interesse', 'saggio degli interessi'], articles: ['cc-1284', 'cc-1815'] },
  { names: ['responsabilità per fatto degli ausiliari'], articles: ['cc-1228'] },
  {
    names: ['clausola di esonero da responsabilità', 'limitazione di responsabilità'],
    articles: ['cc-1229', 'cc-1341'],
  },
  { names: ['novazione', 'novazione oggettiva', 'novazione soggettiva'], articles: ['cc-1230', 'cc-1235'] },
  { names: ['remissione del debito', 'condono del debito', 'rinuncia al credito'], articles: ['cc-1236'] },
  {
    names: [
      'compensazione legale',
      'compensazione giudiziale',
      'compensazione tra debiti',
      'compensazione dei crediti',
      'debiti reciproci',
    ],
    articles: ['cc-1241', 'cc-1243', 'cc-1246'],
  },
  { names: ['confusione tra debito e credito'], articles: ['cc-1253'] },
  {
    names: ['impossibilità sopravvenuta della prestazione', 'prestazione divenuta impossibile'],
    articles: ['cc-1256', 'cc-1463'],
  },
  {
    names: ['cessione del credito', 'cessione dei crediti', 'debitore ceduto'],
    articles: ['cc-1260', 'cc-1264', 'cc-1266'],
  },
  {
    names: ['delegazione di pagamento', 'delegazione cumulativa', 'delegazione del debito'],
    articles: ['cc-1268', 'cc-1269', 'cc-1271'],
  },
  { names: ['espromissione', 'espromissore'], articles: ['cc-1272'] },
  { names: ['accollo', 'accollo del debito', 'accollo del mutuo'], articles: ['cc-1273'] },
  {
    names: ['obbligazione pecuniaria', 'principio nominalistico', 'debito di valuta'],
    articles: ['cc-1277', 'cc-1224'],
  },
  { names: ['obbligazione alternativa'], articles: ['cc-1285'] },
  {
    names: ['obbligazioni solidali', 'solidarietà passiva', 'debitori in solido', 'regresso tra condebitori'],
    articles: ['cc-1292', 'cc-1294', 'cc-1299'],
  },
  { names: ['obbligazioni indivisibili', 'obbligazioni divisibili'], articles: ['cc-1314', 'cc-1316'] },
  // Contratto in generale
  {
    names: [
      'requisiti del contratto',
      'elementi essenziali del contratto',
      'causa del contratto',
      'oggetto del contratto',
    ],
    articles: ['cc-1325', 'cc-1343', 'cc-1346'],
  },
  { names: ['autonomia contrattuale', 'contratto atipico', 'contratti innominati'], articles: ['cc-1322'] },
  {
    names: [
      'conclusione del contratto',
      'proposta e accettazione',
      'accettazione della proposta',
      'revoca della proposta',
    ],
    articles: ['cc-1326', 'cc-1328', 'cc-1335'],
  },
  {
    names: ['proposta irrevocabile', 'patto di opzione', 'contratto di opzione'],
    articles: ['cc-1329', 'cc-1331'],
  },
  { names: ['offerta al pubblico'], articles: ['cc-1336'] },
  {
    names: [
      'responsabilità precontrattuale',
      'culpa in contrahendo',
      'trattative',
      'rottura delle trattative',
    ],
    articles: ['cc-1337', 'cc-1338'],
  },
  {
    names: [
      'condizioni generali di contratto',
      'clausole vessatorie',
      'doppia firma',
      'approvazione specifica per iscritto',
      'moduli e formulari',
    ],
    articles: ['cc-1341', 'cc-1342', 'consumo-33'],
  },
  {
    names: ['causa illecita', 'contratto in frode alla legge', 'motivo illecito'],
    articles: ['cc-1343', 'cc-1344', 'cc-1345', 'cc-1418'],
  },
  {
    names: ['forma scritta', 'forma ad substantiam', 'atti da farsi per iscritto'],
    articles: ['cc-1350', 'cc-1352'],
  },
  {
    names: [
      'contratto preliminare',
      'preliminare di vendita',
      'compromesso per la casa',
      'compromesso di vendita',
      'firmato il compromesso',
    ],
    articles: ['cc-1351', 'cc-2932', 'cc-2645-bis'],
  },
  {
    names: [
      'esecuzione in forma specifica',
      "esecuzione specifica dell'obbligo di concludere un contratto",
      'sentenza che tiene luogo del contratto',
      'sentenza che produce gli effetti del contratto',
      'effetti del definitivo',
      'preliminare inadempiuto',
      'venditore rifiuta il rogito',
    ],
    articles: ['cc-2932', 'cc-1351'],
  },
  { names: ['trascrizione del preliminare'], articles: ['cc-2645-bis'] },
  {
    names: [
      'venditore si è tirato indietro',
      'acquirente si è tirato indietro',
      'preliminare non rispettato',
    ],
    articles: ['cc-1385', 'cc-1453', 'cc-2932'],
  },
  {
    names: [
      'condizione sospensiva',
      'condizione risolutiva',
      'contratto condizionato',
      'condizione meramente potestativa',
    ],
    articles: ['cc-1353', 'cc-1355', 'cc-1359', 'cc-1360'],
  },
  {
    names: [
      'interpretazione del contratto',
      'comune intenzione delle parti',
      'interpretatio contra proferentem',
      "interpretazione contro l'autore della clausola",
    ],
    articles: ['cc-1362', 'cc-1363', 'cc-1366', 'cc-1370'],
  },
  { names: ['conservazione del contratto'], articles: ['cc-1367'] },
  { names: ['forza di legge tra le parti', 'efficacia del contratto'], articles: ['cc-1372'] },
  { names: ['recesso unilaterale dal contratto', 'recesso unilaterale'], articles: ['cc-1373'] },
  {
    names: ['integrazione del contratto', 'inserzione automatica di clausole'],
    articles: ['cc-1374', 'cc-1339'],
  },
  {
    names: ['consenso traslativo', 'contratto con effetti reali', 'passaggio della proprietà'],
    articles: ['cc-1376', 'cc-1378'],
  },
  { names: ['promessa del fatto del terzo'], articles: ['cc-1381'] },
  {
    names: ['clausola penale', 'penale per il ritardo', 'riduzione della penale'],
    articles: ['cc-1382', 'cc-1383', 'cc-1384'],
  },
  {
    names: [
      'caparra confirmatoria',
      'caparra',
      'restituzione del doppio della caparra',
      'caparra non restituita',
      'perso la caparra',
    ],
    articles: ['cc-1385'],
  },
  { names: ['caparra penitenziale', 'multa penitenziale'], articles: ['cc-1386', 'cc-1373'] },
  {
    names: [
      'rappresentanza volontaria',
      'procura a vendere',
      'contratto concluso dal rappresentante',
      'forma della procura',
    ],
    articles: ['cc-1387', 'cc-1388', 'cc-1392', 'cc-1396'],
  },
  {
    names: ['conflitto di interessi del rappresentante', 'contratto con se stesso'],
    articles: ['cc-1394', 'cc-1395'],
  },
  {
    names: ['falsus procurator', 'rappresentanza senza potere', 'ratifica del contratto'],
    articles: ['cc-1398', 'cc-1399'],
  },
  { names: ['contratto per persona da nominare', 'riserva di nomina'], articles: ['cc-1401', 'cc-1402'] },
  { names: ['cessione del contratto', 'subentro nel contratto'], articles: ['cc-1406', 'cc-1408'] },
  {
    names: ['contratto a favore di terzo', 'stipulazione a favore di terzi'],
    articles: ['cc-1411', 'cc-1412'],
  },
  {
    names: [
      'simulazione del contratto',
      'contratto simulato',
      'simulazione relativa',
      'simulazione assoluta',
      'controdichiarazione',
      'interposizione fittizia',
      'vendita simulata',
    ],
    articles: ['cc-1414', 'cc-1415', 'cc-1417'],
  },
  {
    names: ['nullità del contratto', 'contratto nullo', 'nullità parziale', 'azione di nullità'],
    articles: ['cc-1418', 'cc-1419', 'cc-1421', 'cc-1422'],
  },
  { names: ['conversione del contratto nullo'], articles: ['cc-1424'] },
  {
    names: ['annullabilità del contratto', 'annullamento del contratto', 'contratto annullabile'],
    articles: ['cc-1425', 'cc-1441', 'cc-1442', 'cc-1444'],
  },
  {
    names: ['vizi del consenso', 'vizi della volontà'],
    articles: ['cc-1427', 'cc-1428', 'cc-1434', 'cc-1439'],
  },
  {
    names: ['errore essenziale', 'errore riconoscibile', 'errore sul contratto'],
    articles: ['cc-1428', 'cc-1429', 'cc-1431'],
  },
  {
    names: ['violenza morale', 'contratto firmato sotto minaccia', 'timore riverenziale'],
    articles: ['cc-1434', 'cc-1435', 'cc-1437'],
  },
  {
    names: ['dolo contrattuale', 'raggiri nel contratto', 'dolo incidente', 'dolo determinante'],
    articles: ['cc-1439', 'cc-1440'],
  },
  {
    names: [
      'rescissione del contratto',
      'contratto concluso in stato di pericolo',
      'rescissione per lesione',
      'lesione ultra dimidium',
    ],
    articles: ['cc-1447', 'cc-1448', 'cc-1450'],
  },
  {
    names: [
      'risoluzione per inadempimento',
      'risoluzione del contratto',
      "importanza dell'inadempimento",
      'inadempimento di scarsa importanza',
    ],
    articles: ['cc-1453', 'cc-1455', 'cc-1458'],
  },
  { names: ['diffida ad adempiere'], articles: ['cc-1454'] },
  { names: ['clausola risolutiva espressa'], articles: ['cc-1456'] },
  { names: ['termine essenziale'], articles: ['cc-1457'] },
  {
    names: ['eccezione di inadempimento', 'inadimplenti non est adimplendum', 'sospendere il pagamento'],
    articles: ['cc-1460', 'cc-1461'],
  },
  {
    names: ['impossibilità sopravvenuta nel contratto', 'impossibilità totale', 'impossibilità parziale'],
    articles: ['cc-1463', 'cc-1464', 'cc-1256'],
  },
  {
    names: [
      'eccessiva onerosità sopravvenuta',
      'eccessiva onerosità',
      'riduzione ad equità',
      'rebus sic stantibus',
    ],
    articles: ['cc-1467', 'cc-1468'],
  },
  { names: ['contratto aleatorio'], articles: ['cc-1469'] },
  { names: ['aliud pro alio', 'consegnato un bene diverso'], articles: ['cc-1453', 'cc-1218'] },
  // Singoli contratti
  {
    names: ['compravendita', 'contratto di vendita', 'obblighi del venditore'],
    articles: ['cc-1470', 'cc-1476'],
  },
  { names: ['vendita di bene altrui', 'vendita di un bene non suo'], articles: ['cc-1478', 'cc-1479'] },
  { names: ['garanzia per evizione', 'evizione'], articles: ['cc-1483', 'cc-1484', 'cc-1485'] },
  {
    names: [
      'garanzia per i vizi',
      'vizi del bene venduto',
      'vizi occulti',
      'denuncia dei vizi',
      'azione redibitoria',
      'actio quanti minoris',
      'riduzione del prezzo per vizi',
    ],
    articles: ['cc-1490', 'cc-1492', 'cc-1495'],
  },
  {
    names: ['casa comprata con difetti', 'vizi della casa acquistata', 'vendita casa difetti'],
    articles: ['cc-1490', 'cc-1495', 'cc-1492'],
  },
  {
    names: ['auto usata difettosa', 'auto usata con difetti'],
    articles: ['consumo-129', 'consumo-133', 'cc-1490'],
  },
  { names: ['mancanza di qualità promesse', 'qualità essenziali'], articles: ['cc-1497'] },
  { names: ['garanzia di buon funzionamento'], articles: ['cc-1512'] },
  { names: ['patto di riscatto', 'vendita con patto di riscatto'], articles: ['cc-1500', 'cc-1501'] },
  {
    names: [
      'vendita con riserva di proprietà',
      'riserva di proprietà',
      'vendita a rate',
      'riservato dominio',
    ],
    articles: ['cc-1523', 'cc-1525', 'cc-1526'],
  },
  { names: ['vendita a corpo', 'vendita a misura'], articles: ['cc-1537', 'cc-1538'] },
  { names: ['vendita a prova', 'vendita su campione'], articles: ['cc-1521', 'cc-1522'] },
  { names: ['permuta'], articles: ['cc-1552', 'cc-1555'] },
  { names: ['contratto estimatorio', 'conto vendita'], articles: ['cc-1556'] },
  {
    names: ['contratto di somministrazione', 'fornitura periodica', 'fornitura continuativa'],
    articles: ['cc-1559', 'cc-1564', 'cc-1565'],
  },
  { names: ['patto di preferenza'], articles: ['cc-1566'] },
  {
    names: ['contratto di locazione', 'obblighi del locatore', 'contratto di affitto'],
    articles: ['cc-1571', 'cc-1575'],
  },
  {
    names: [
      'riparazioni a carico del locatore',
      'riparazioni urgenti',
      "piccole riparazioni dell'inquilino",
      'manutenzione della casa in affitto',
    ],
    articles: ['cc-1576', 'cc-1577', 'cc-1609'],
  },
  {
    names: ["vizi dell'immobile locato", 'muffa nella casa in affitto', 'casa in affitto con muffa'],
    articles: ['cc-1578', 'cc-1581', 'cc-1580'],
  },
  {
    names: ['obblighi del conduttore', 'pagamento del canone', 'canone di locazione'],
    articles: ['cc-1587', 'cc-1590'],
  },
  {
    names: [
      "restituzione dell'immobile locato",
      "danni all'appartamento dall'inquilino",
      "deterioramento dell'immobile locato",
    ],
    articles: ['cc-1588', 'cc-1590', 'cc-1591'],
  },
  { names: ['sublocazione', 'subaffitto', 'cessione della locazione'], articles: ['cc-1594', 'cc-1624'] },
  {
    names: ['tacito rinnovo della locazione', 'rinnovazione tacita', 'disdetta della locazione'],
    articles: ['cc-1596', 'cc-1597', 'cpc-657'],
  },
  {
    names: ['vendita della casa affittata', 'opponibilità della locazione', 'emptio non tollit locatum'],
    articles: ['cc-1599', 'cc-1602'],
  },
  { names: ["morte dell'inquilino"], articles: ['cc-1614'] },
  {
    names: ['padrone di casa entra in casa', "locatore entra nell'appartamento"],
    articles: ['cp-614', 'cc-1575'],
  },
  { names: ['affitto di bene produttivo', 'affitto di fondo rustico'], articles: ['cc-1615', 'cc-1628'] },
  {
    names: ['affitto di azienda', "affitto di ramo d'azienda", "usufrutto dell'azienda"],
    articles: ['cc-2562', 'cc-2561'],
  },
  {
    names: ['contratto di appalto', 'appaltatore', 'committente e appaltatore'],
    articles: ['cc-1655', 'cc-1665'],
  },
  { names: ['subappalto'], articles: ['cc-1656', 'cc-1670'] },
  {
    names: ['variazioni del progetto', "varianti in corso d'opera", 'lavori extra'],
    articles: ['cc-1659', 'cc-1660', 'cc-1661'],
  },
  {
    names: [
      "difformità e vizi dell'opera",
      "vizi dell'opera appaltata",
      "garanzia dell'appaltatore",
      'lavori fatti male',
      'impresa lavori difetti',
      'ditta lavori difetti',
    ],
    articles: ['cc-1667', 'cc-1668'],
  },
  {
    names: [
      'rovina e gravi difetti',
      'gravi difetti di costruzione',
      'difetti costruttivi',
      'costruttore difetti',
      'crepe nella casa nuova',
    ],
    articles: ['cc-1669'],
  },
  { names: ['recesso del committente', "recesso dall'appalto"], articles: ['cc-1671'] },
  {
    names: ["revisione dei prezzi nell'appalto", "onerosità dell'esecuzione", 'sorpresa geologica'],
    articles: ['cc-1664'],
  },
  {
    names: ["collaudo dell'opera", "verifica e pagamento dell'opera", "accettazione dell'opera"],
    articles: ['cc-1665'],
  },
  {
    names: ["dipendenti dell'appaltatore non pagati", "azione diretta degli ausiliari dell'appaltatore"],
    articles: ['cc-1676'],
  },
  {
    names: ["contratto d'opera", 'lavoro autonomo', "prestatore d'opera"],
    articles: ['cc-2222', 'cc-2224', 'cc-2225'],
  },
  { names: ["difformità e vizi dell'opera artigiano"], articles: ['cc-2226'] },
  {
    names: ['professioni intellettuali', "prestazione d'opera intellettuale", 'incarico professionale'],
    articles: ['cc-2229', 'cc-2230', 'cc-2232'],
  },
  {
    names: ['compenso del professionista', 'parcella', 'onorario del professionista'],
    articles: ['cc-2233', 'cpc-636'],
  },
  {
    names: [
      'responsabilità del professionista',
      'problemi tecnici di speciale difficoltà',
      'colpa professionale',
    ],
    articles: ['cc-2236', 'cc-1176', 'cc-1218'],
  },
  {
    names: [
      'errore medico',
      'malasanità',
      'responsabilità medica',
      'intervento chirurgico sbagliato',
      'medico ha sbagliato',
    ],
    articles: ['cc-2236', 'cc-1218', 'cc-2043', 'cp-590-sexies'],
  },
  {
    names: ["responsabilità dell'avvocato", 'avvocato negligente', 'avvocato ha sbagliato'],
    articles: ['cc-2236', 'cc-1176', 'cc-1218'],
  },
  { names: ['recesso del professionista', "revoca dell'incarico professionale"], articles: ['cc-2237'] },
  {
    names: [
      'contratto di trasporto',
      'vettore',
      'responsabilità del vettore',
      'merce danneggiata durante il trasporto',
    ],
    articles: ['cc-1678', 'cc-1681', 'cc-1693'],
  },
  { names: ['trasporto di persone', 'passeggero ferito'], articles: ['cc-1681'] },
  {
    names: [
      'contratto di mandato',
      'mandatario',
      'mandato con rappresentanza',
      'mandato senza rappresentanza',
    ],
    articles: ['cc-1703', 'cc-1704', 'cc-1705', 'cc-1710'],
  },
  { names: ['revoca del mandato', 'rinunzia del mandatario'], articles: ['cc-1723', 'cc-1725', 'cc-1727'] },
  { names: ['obbligo di rendiconto del mandatario'], articles: ['cc-1713'] },
  {
    names: ['commissionario', 'contratto di commissione', 'star del credere'],
    articles: ['cc-1731', 'cc-1736'],
  },
  { names: ['spedizioniere', 'contratto di spedizione'], articles: ['cc-1737', 'cc-1739'] },
  {
    names: ['contratto di agenzia', 'agente di commercio', "provvigione dell'agente"],
    articles: ['cc-1742', 'cc-1748', 'cc-1750'],
  },
  {
    names: ["indennità di fine rapporto dell'agente", "indennità di cessazione dell'agenzia"],
    articles: ['cc-1751'],
  },
  { names: ["patto di non concorrenza dell'agente"], articles: ['cc-1751-bis'] },
  {
    names: [
      'mediatore immobiliare',
      'agenzia immobiliare',
      'provvigione del mediatore',
      "provvigione dell'agenzia immobiliare",
      'contratto di mediazione',
    ],
    articles: ['cc-1754', 'cc-1755', 'cc-1759'],
  },
  { names: ['contratto di deposito', 'depositario'], articles: ['cc-1766', 'cc-1768', 'cc-1771'] },
  {
    names: ["responsabilità dell'albergatore", 'furto in albergo', 'cose portate in albergo'],
    articles: ['cc-1783', 'cc-1784', 'cc-1785-bis'],
  },
  { names: ['sequestro convenzionale'], articles: ['cc-1798'] },
  {
    names: ['comodato', "comodato d'uso", 'casa in comodato', 'comodato gratuito', 'prestito gratuito'],
    articles: ['cc-1803', 'cc-1804', 'cc-1809', 'cc-1810'],
  },
  {
    names: [
      'restituzione del bene in comodato',
      'comodato senza determinazione di durata',
      'comodato precario',
    ],
    articles: ['cc-1809', 'cc-1810'],
  },
  {
    names: [
      'mutuo',
      'prestito di denaro',
      'soldi prestati',
      'restituzione del prestito',
      "prestato soldi all'amico",
    ],
    articles: ['cc-1813', 'cc-1815', 'cc-1817'],
  },
  { names: ['interessi del mutuo', 'mutuo usurario'], articles: ['cc-1815', 'cp-644'] },
  {
    names: ['rate del mutuo non pagate', 'mancato pagamento delle rate'],
    articles: ['cc-1819', 'cc-1820', 'cc-1186'],
  },
  {
    names: ['conto corrente bancario', 'contratto di conto corrente'],
    articles: ['cc-1852', 'cc-1823', 'cc-1832'],
  },
  { names: ['conto corrente cointestato', 'conto cointestato'], articles: ['cc-1854', 'cc-1298'] },
  { names: ['cassetta di sicurezza'], articles: ['cc-1839'] },
  { names: ['apertura di credito', 'fido bancario'], articles: ['cc-1842', 'cc-1845'] },
  { names: ['anticipazione bancaria'], articles: ['cc-1846'] },
  { names: ['sconto bancario'], articles: ['cc-1858'] },
  { names: ['rendita vitalizia', 'vitalizio', 'contratto vitalizio'], articles: ['cc-1872', 'cc-1878'] },
  { names: ['rendita perpetua'], articles: ['cc-1861', 'cc-1865'] },
  {
    names: ['contratto di assicurazione', 'polizza assicurativa', 'premio assicurativo'],
    articles: ['cc-1882', 'cc-1888', 'cc-1901'],
  },
  {
    names: ['dichiarazioni inesatte e reticenze', "reticenza dell'assicurato"],
    articles: ['cc-1892', 'cc-1893'],
  },
  { names: ['aggravamento del rischio'], articles: ['cc-1898'] },
  { names: ['mancato pagamento del premio', 'polizza sospesa'], articles: ['cc-1901'] },
  { names: ['sinistro con colpa grave', 'sinistro doloso'], articles: ['cc-1900'] },
  {
    names: ['avviso di sinistro', 'denuncia del sinistro', 'obbligo di salvataggio'],
    articles: ['cc-1913', 'cc-1914', 'cc-1915'],
  },
  { names: ["surrogazione dell'assicuratore", "rivalsa dell'assicurazione"], articles: ['cc-1916'] },
  { names: ['assicurazione della responsabilità civile', 'polizza rc'], articles: ['cc-1917'] },
  {
    names: ['assicurazione sulla vita', 'polizza vita', 'beneficiario della polizza'],
    articles: ['cc-1919', 'cc-1920', 'cc-1923'],
  },
  { names: ['prescrizione in materia di assicurazione'], articles: ['cc-2952'] },
  {
    names: ['debito di gioco', 'gioco e scommessa', 'vincita alla scommessa'],
    articles: ['cc-1933', 'cc-1934', 'cc-1935'],
  },
  {
    names: ['fideiussione', 'fideiussore', 'garanzia personale', 'firmato come garante'],
    articles: ['cc-1936', 'cc-1944', 'cc-1945'],
  },
  { names: ['beneficio di escussione', 'beneficio della preventiva escussione'], articles: ['cc-1944'] },
  { names: ['fideiussione omnibus', 'fideiussione per obbligazioni future'], articles: ['cc-1938'] },
  { names: ['regresso del fideiussore', 'surrogazione del fideiussore'], articles: ['cc-1949', 'cc-1950'] },
  { names: ['decadenza del fideiussore', "scadenza dell'obbligazione principale"], articles: ['cc-1957'] },
  { names: ['liberazione del fideiussore'], articles: ['cc-1955', 'cc-1956'] },
  { names: ['mandato di credito'], articles: ['cc-1958'] },
  { names: ['anticresi'], articles: ['cc-1960'] },
  { names: ['patto commissorio'], articles: ['cc-2744', 'cc-1963'] },
  {
    names: ['transazione', 'accordo transattivo', 'reciproche concessioni'],
    articles: ['cc-1965', 'cc-1967', 'cc-1976'],
  },
  { names: ['cessione dei beni ai creditori'], articles: ['cc-1977'] },
  { names: ['promessa di pagamento', 'ricognizione di debito'], articles: ['cc-1988'] },
  { names: ['promessa al pubblico', 'ricompensa promessa'], articles: ['cc-1989'] },
  {
    names: ['titoli di credito', 'titolo di credito smarrito', 'ammortamento del titolo'],
    articles: ['cc-1992', 'cc-1993', 'cc-2016'],
  },
  // Fatti illeciti e quasi contratti
  {
    names: ['gestione di affari altrui', 'negotiorum gestio', "gestione d'affari"],
    articles: ['cc-2028', 'cc-2030', 'cc-2031'],
  },
  {
    names: [
      "pagamento dell'indebito",
      'indebito oggettivo',
      "ripetizione dell'indebito",
      'pagato per errore',
      'pagamento non dovuto',
    ],
    articles: ['cc-2033', 'cc-2037', 'cc-2038'],
  },
  { names: ['indebito soggettivo'], articles: ['cc-2036'] },
  { names: ['obbligazione naturale', 'soluti retentio'], articles: ['cc-2034'] },
  { names: ['prestazione contraria al buon costume'], articles: ['cc-2035'] },
  {
    names: [
      'arricchimento senza causa',
      'ingiustificato arricchimento',
      'azione di arricchimento',
      'actio de in rem verso',
    ],
    articles: ['cc-2041', 'cc-2042'],
  },
  {
    names: [
      'responsabilità extracontrattuale',
      'fatto illecito',
      'responsabilità aquiliana',
      'danno ingiusto',
      'neminem laedere',
    ],
    articles: ['cc-2043', 'cc-2056'],
  },
  {
    names: [
      'danno non patrimoniale',
      'danno morale',
      'danno biologico',
      'danno esistenziale',
      'danno da perdita parentale',
    ],
    articles: ['cc-2059', 'cc-2043', 'cc-2056'],
  },
  {
    // The package-travel rules are in the Codice del turismo (not in the corpus): the codice civile
    // governs the non-pecuniary loss and the contractual liability it rests on.
    names: ['vacanza rovinata'],
    articles: ['cc-2059', 'cc-1218', 'cc-1223'],
  },
  { names: ['legittima difesa civile', 'legittima difesa risarcimento'], articles: ['cc-2044'] },
  { names: ['stato di necessità civile', 'indennità per stato di necessità'], articles: ['cc-2045'] },
  {
    names: ["danno cagionato dall'incapace", 'imputabilità del fatto dannoso'],
    articles: ['cc-2047', 'cc-2046'],
  },
  {
    names: [
      'responsabilità dei genitori',
      'culpa in educando',
      'culpa in vigilando',
      'danni causati dal figlio minore',
      'figlio minorenne danno',
      'responsabilità degli insegnanti',
      'bullismo a scuola',
    ],
    articles: ['cc-2048', 'cc-2047'],
  },
  { names: ["infortunio dell'alunno", 'alunno si è fatto male a scuola'], articles: ['cc-1218', 'cc-2048'] },
  {
    names: [
      'responsabilità dei padroni e committenti',
      'danno causato dal dipendente',
      'culpa in eligendo',
      'responsabilità indiretta del datore',
    ],
    articles: ['cc-2049'],
  },
  { names: ['attività pericolose', 'esercizio di attività pericolose'], articles: ['cc-2050'] },
  {
    names: [
      'cose in custodia',
      'danno cagionato da cose in custodia',
      // «cosa» is a question word the queries drop: «danni causati da una cosa in custodia».
      'danni cosa in custodia',
      'danno causato cosa in custodia',
      'responsabilità del custode',
      'buca stradale',
      'buca nella strada',
      'caduto sul marciapiede',
      'caduta sul marciapiede',
      'pavimento bagnato caduta',
      'insidia stradale',
      'scivolato nel supermercato',
      'infiltrazioni dal vicino',
      'acqua dal piano di sopra',
    ],
    articles: ['cc-2051', 'cc-2043'],
  },
  {
    names: [
      'danno cagionato da animali',
      'cane morso',
      'morso del cane',
      'morsicato dal cane',
      'animale morso',
      'cane ha aggredito',
      'danni causati da animali',
    ],
    articles: ['cc-2052'],
  },
  {
    names: ['animale selvatico incidente', 'cinghiale incidente', 'fauna selvatica danni'],
    articles: ['cc-2052', 'cc-2043'],
  },
  { names: ['cane randagio', 'randagio morso'], articles: ['cc-2043'] },
  {
    names: [
      'rovina di edificio',
      "crollo dell'edificio",
      'caduta di calcinacci',
      'cornicione caduto',
      'tegola caduta',
    ],
    articles: ['cc-2053', 'cc-2051'],
  },
  {
    names: [
      'circolazione di veicoli',
      'incidente stradale',
      'incidente auto',
      'sinistro stradale',
      'scontro tra auto',
      'incidente in moto',
      'pedone investito',
    ],
    articles: ['cc-2054', 'cc-2043', 'cc-2056'],
  },
  {
    names: ['auto prestata incidente', 'responsabilità del proprietario del veicolo'],
    articles: ['cc-2054'],
  },
  {
    names: ['responsabilità solidale dei danneggianti', 'più responsabili del danno'],
    articles: ['cc-2055'],
  },
  { names: ['danni permanenti'], articles: ['cc-2057'] },
  { names: ['risarcimento in forma specifica'], articles: ['cc-2058'] },
  {
    names: [
      'prescrizione del risarcimento del danno',
      'prescrizione del fatto illecito',
      "prescrizione dell'incidente stradale",
      'prescrizione danni circolazione',
    ],
    articles: ['cc-2947'],
  },
  { names: ['ingiuria', 'insultato in privato'], articles: ['cc-2043', 'cc-2059'] },
  // Lavoro
  { names: ['imprenditore', 'nozione di imprenditore', "attività d'impresa"], articles: ['cc-2082'] },
  { names: ['piccolo imprenditore', 'artigiano', 'coltivatore diretto'], articles: ['cc-2083'] },
  { names: ['imprenditore agricolo', 'attività agricola'], articles: ['cc-2135'] },
  {
    names: ['registro delle imprese', 'iscrizione nel registro delle imprese'],
    articles: ['cc-2188', 'cc-2193', 'cc-2195'],
  },
  { names: ['institore', 'preposizione institoria'], articles: ['cc-2203', 'cc-2204'] },
  {
    names: ['scritture contabili', 'libri contabili', 'libro giornale'],
    articles: ['cc-2214', 'cc-2215', 'cc-2220'],
  },
  {
    names: [
      'sicurezza sul lavoro',
      'tutela delle condizioni di lavoro',
      'infortunio sul lavoro',
      'incidente sul lavoro',
    ],
    articles: ['cc-2087', 'cp-589', 'cp-590', 'dlgs231-25-septies'],
  },
  {
    names: ['mobbing', 'straining', 'vessazioni sul lavoro', 'capo mi umilia'],
    articles: ['cc-2087', 'cc-2103', 'cc-2043'],
  },
  {
    names: ['lavoro subordinato', 'lavoratore subordinato', 'subordinazione'],
    articles: ['cc-2094', 'cc-2099'],
  },
  { names: ['categorie dei lavoratori', 'dirigenti quadri impiegati operai'], articles: ['cc-2095'] },
  {
    names: ['periodo di prova', 'patto di prova', 'assunzione in prova', 'licenziato durante la prova'],
    articles: ['cc-2096'],
  },
  {
    names: ['retribuzione', 'stipendio', 'busta paga', 'stipendio non pagato', 'stipendi arretrati'],
    articles: ['cc-2099', 'cost-36'],
  },
  {
    names: [
      'mansioni',
      'demansionamento',
      'jus variandi',
      'capo mi demansiona',
      'mansioni inferiori',
      'mansioni superiori',
      'trasferimento del lavoratore',
      'trasferito in altra sede',
    ],
    articles: ['cc-2103'],
  },
  { names: ['diligenza del lavoratore', 'obbligo di obbedienza'], articles: ['cc-2104'] },
  {
    names: [
      'obbligo di fedeltà del lavoratore',
      'dipendente lavora per un concorrente',
      'segreti aziendali dipendente',
    ],
    articles: ['cc-2105'],
  },
  {
    names: [
      'sanzioni disciplinari',
      'procedimento disciplinare',
      'lettera di richiamo',
      'contestazione disciplinare',
    ],
    articles: ['cc-2106'],
  },
  {
    names: ['orario di lavoro', 'lavoro straordinario', 'straordinari non pagati', 'lavoro notturno'],
    articles: ['cc-2107', 'cc-2108'],
  },
  {
    names: [
      'ferie non pagate',
      'ferie non godute',
      'giorni di ferie',
      'diritto alle ferie',
      'riposo settimanale',
    ],
    articles: ['cc-2109', 'cost-36'],
  },
  {
    names: ['malattia del lavoratore', 'periodo di comporto', 'licenziato in malattia', 'maternità e lavoro'],
    articles: ['cc-2110'],
  },
  {
    names: ["trasferimento d'azienda e lavoratori", "cessione dell'azienda e dipendenti"],
    articles: ['cc-2112'],
  },
  {
    names: ['rinunzie e transazioni del lavoratore', 'rinunce del lavoratore', 'conciliazione sindacale'],
    articles: ['cc-2113', 'cpc-410', 'cpc-411'],
  },
  {
    names: ['contributi previdenziali', 'contributi non versati', 'omissione contributiva'],
    articles: ['cc-2115', 'cc-2116'],
  },
  {
    names: [
      'licenziamento',
      'preavviso',
      'dimissioni',
      'licenziamento con preavviso',
      'indennità di mancato preavviso',
    ],
    articles: ['cc-2118', 'cc-2121'],
  },
  {
    names: [
      'giusta causa',
      'licenziamento per giusta causa',
      'licenziamento in tronco',
      'dimissioni per giusta causa',
      'licenziato senza motivo',
      'licenziato senza preavviso',
    ],
    articles: ['cc-2119', 'cc-2118'],
  },
  {
    names: ['trattamento di fine rapporto', 'tfr', 'tfr non pagato', 'anticipo del tfr', 'buonuscita'],
    articles: ['cc-2120', 'cc-2751-bis'],
  },
  { names: ['indennità in caso di morte del lavoratore'], articles: ['cc-2122'] },
  { names: ['patto di non concorrenza', 'non concorrenza del dipendente'], articles: ['cc-2125', 'cc-2596'] },
  {
    names: ['prestazione di fatto con violazione di legge', 'lavoro in nero', 'lavoro senza contratto'],
    articles: ['cc-2126', 'cc-2094'],
  },
  {
    names: ['lavoro domestico', 'colf', 'badante', 'collaboratrice domestica'],
    articles: ['cc-2240', 'cc-2242', 'cc-2243', 'cc-2244'],
  },
  {
    names: ['contratto collettivo', 'ccnl', 'contratto collettivo di lavoro'],
    articles: ['cc-2077', 'cost-39'],
  },
  { names: ['tirocinio'], articles: ['cc-2130', 'cc-2134'] },
  { names: ['lavoro a domicilio'], articles: ['cc-2128'] },
  // Impresa e società
  {
    names: [
      "trasferimento dell'azienda",
      "cessione d'azienda",
      "vendita dell'azienda",
      "cessione di ramo d'azienda",
    ],
    articles: ['cc-2556', 'cc-2558', 'cc-2560', 'cc-2112'],
  },
  {
    names: ["divieto di concorrenza dell'alienante", "concorrenza dopo la cessione dell'azienda"],
    articles: ['cc-2557'],
  },
  {
    names: ["debiti dell'azienda ceduta", "acquirente dell'azienda risponde dei debiti"],
    articles: ['cc-2560'],
  },
  { names: ["crediti dell'azienda ceduta"], articles: ['cc-2559'] },
  { names: ['ditta e insegna', 'nome commerciale', 'insegna del negozio'], articles: ['cc-2563', 'cc-2568'] },
  {
    names: ['marchio registrato', 'uso del marchio altrui', 'trasferimento del marchio'],
    articles: ['cc-2569', 'cc-2573'],
  },
  {
    names: ["diritto d'autore", "opere dell'ingegno", 'copyright', "plagio dell'opera"],
    articles: ['cc-2575', 'cc-2576', 'cc-2577'],
  },
  {
    names: ['brevetto', 'invenzione industriale', 'invenzione del dipendente', 'modelli di utilità'],
    articles: ['cc-2584', 'cc-2585', 'cc-2590', 'cc-2592'],
  },
  {
    names: [
      'concorrenza sleale',
      'atti di concorrenza sleale',
      'storno di dipendenti',
      'denigrazione del concorrente',
      'imitazione servile',
      'sviamento di clientela',
    ],
    articles: ['cc-2598', 'cc-2599', 'cc-2600'],
  },
  { names: ['limiti contrattuali della concorrenza', 'clausola di non concorrenza'], articles: ['cc-2596'] },
  { names: ['obbligo di contrattare del monopolista'], articles: ['cc-2597'] },
  { names: ['consorzio tra imprese', 'consorzio con attività esterna'], articles: ['cc-2602', 'cc-2615'] },
  { names: ['associazione in partecipazione'], articles: ['cc-2549', 'cc-2552'] },
  { names: ['contratto di società', 'tipi di società'], articles: ['cc-2247', 'cc-2249'] },
  { names: ['società semplice'], articles: ['cc-2251', 'cc-2267'] },
  { names: ['amministrazione disgiuntiva', 'amministrazione congiuntiva'], articles: ['cc-2257', 'cc-2258'] },
  { names: ['patto leonino'], articles: ['cc-2265'] },
  {
    names: [
      'responsabilità illimitata dei soci',
      'socio risponde dei debiti della società',
      'beneficio di escussione del patrimonio sociale',
    ],
    articles: ['cc-2267', 'cc-2268', 'cc-2291', 'cc-2304'],
  },
  {
    names: ['recesso del socio di società di persone', 'morte del socio'],
    articles: ['cc-2285', 'cc-2284', 'cc-2289'],
  },
  {
    names: ['esclusione del socio', 'escludere il socio'],
    articles: ['cc-2286', 'cc-2287', 'cc-2473-bis', 'cc-2533'],
  },
  {
    names: ['liquidazione della quota del socio uscente', 'socio uscente'],
    articles: ['cc-2289', 'cc-2290'],
  },
  { names: ['scioglimento della società di persone'], articles: ['cc-2272', 'cc-2308'] },
  { names: ['società in nome collettivo', 'snc'], articles: ['cc-2291', 'cc-2293', 'cc-2304'] },
  {
    names: ['società in accomandita semplice', 'sas', 'socio accomandante', 'socio accomandatario'],
    articles: ['cc-2313', 'cc-2318', 'cc-2320'],
  },
  {
    names: ['società di fatto', 'società irregolare', 'società occulta'],
    articles: ['cc-2297', 'cc-2317', 'cc-2251'],
  },
  { names: ['società per azioni', 'spa', 'capitale minimo'], articles: ['cc-2325', 'cc-2327', 'cc-2328'] },
  { names: ['patti parasociali'], articles: ['cc-2341-bis'] },
  {
    names: ['conferimenti dei soci', 'conferimento in natura', 'stima dei conferimenti'],
    articles: ['cc-2342', 'cc-2343', 'cc-2464', 'cc-2465'],
  },
  { names: ['azioni proprie', 'acquisto di azioni proprie'], articles: ['cc-2357'] },
  { names: ['società controllate', 'società collegate'], articles: ['cc-2359'] },
  { names: ['socio unico', 'unico azionista'], articles: ['cc-2362', 'cc-2462'] },
  {
    names: [
      'assemblea dei soci',
      'assemblea ordinaria',
      'assemblea straordinaria',
      "convocazione dell'assemblea",
    ],
    articles: ['cc-2364', 'cc-2365', 'cc-2366', 'cc-2479-bis'],
  },
  {
    names: [
      'impugnazione delle delibere assembleari',
      'annullabilità delle deliberazioni',
      'nullità delle deliberazioni',
      'impugnare la delibera dei soci',
    ],
    articles: ['cc-2377', 'cc-2378', 'cc-2379', 'cc-2479-ter'],
  },
  {
    names: [
      'conflitto di interessi del socio',
      "conflitto di interessi dell'amministratore",
      'interessi degli amministratori',
    ],
    articles: ['cc-2373', 'cc-2391', 'cc-2475-ter'],
  },
  {
    names: [
      'consiglio di amministrazione',
      'nomina e revoca degli amministratori',
      "revoca dell'amministratore per giusta causa",
    ],
    articles: ['cc-2380-bis', 'cc-2381', 'cc-2383'],
  },
  {
    names: [
      'responsabilità degli amministratori',
      'azione di responsabilità',
      'azione sociale di responsabilità',
      'mala gestio',
    ],
    articles: ['cc-2392', 'cc-2393', 'cc-2476', 'cc-2394'],
  },
  { names: ['responsabilità verso i creditori sociali'], articles: ['cc-2394', 'cc-2476'] },
  { names: ['azione individuale del socio', 'danno diretto al socio'], articles: ['cc-2395', 'cc-2476'] },
  {
    names: ['collegio sindacale', 'responsabilità dei sindaci'],
    articles: ['cc-2397', 'cc-2403', 'cc-2407'],
  },
  {
    names: ['denunzia al tribunale per gravi irregolarità', 'gravi irregolarità degli amministratori'],
    articles: ['cc-2409'],
  },
  { names: ['revisione legale dei conti', 'revisore legale'], articles: ['cc-2409-bis', 'cc-2477'] },
  {
    names: ['prestito obbligazionario', 'obbligazioni emesse dalla società'],
    articles: ['cc-2410', 'cc-2411'],
  },
  {
    names: ['bilancio di esercizio', 'redazione del bilancio', 'bilancio della società', 'nota integrativa'],
    articles: ['cc-2423', 'cc-2423-bis', 'cc-2424', 'cc-2478-bis'],
  },
  { names: ['riserva legale'], articles: ['cc-2430'] },
  {
    names: ['distribuzione degli utili', 'distribuzione dei dividendi'],
    articles: ['cc-2433', 'cc-2478-bis'],
  },
  {
    names: ['recesso del socio di società di capitali', 'diritto di recesso del socio'],
    articles: ['cc-2437', 'cc-2437-ter', 'cc-2473'],
  },
  {
    names: ['aumento di capitale', 'diritto di opzione'],
    articles: ['cc-2438', 'cc-2441', 'cc-2481', 'cc-2481-bis'],
  },
  {
    names: [
      'riduzione del capitale',
      'perdite del capitale',
      'capitale sotto il minimo legale',
      'ricapitalizzazione',
    ],
    articles: ['cc-2446', 'cc-2447', 'cc-2482-bis', 'cc-2482-ter'],
  },
  { names: ['patrimoni destinati a uno specifico affare'], articles: ['cc-2447-bis'] },
  {
    names: ['società a responsabilità limitata', 'srl', 'srl semplificata'],
    articles: ['cc-2462', 'cc-2463', 'cc-2463-bis'],
  },
  { names: ['finanziamenti dei soci', 'postergazione'], articles: ['cc-2467'] },
  {
    names: ['cessione delle quote', 'trasferimento delle partecipazioni', 'vendita delle quote'],
    articles: ['cc-2469', 'cc-2470'],
  },
  {
    names: [
      'amministratore di srl',
      "responsabilità dell'amministratore di srl",
      'controllo dei soci di srl',
    ],
    articles: ['cc-2475', 'cc-2476'],
  },
  { names: ['decisioni dei soci di srl'], articles: ['cc-2479', 'cc-2479-bis'] },
  {
    names: [
      'scioglimento della società',
      'cause di scioglimento',
      'liquidazione della società',
      'nomina dei liquidatori',
    ],
    articles: ['cc-2484', 'cc-2487', 'cc-2489'],
  },
  { names: ['cancellazione della società', 'società cancellata debiti'], articles: ['cc-2495'] },
  { names: ['direzione e coordinamento', 'gruppo di società'], articles: ['cc-2497'] },
  { names: ['trasformazione della società'], articles: ['cc-2498', 'cc-2500'] },
  {
    names: ['fusione di società', 'fusione per incorporazione', 'scissione della società'],
    articles: ['cc-2501', 'cc-2504-bis', 'cc-2506'],
  },
  { names: ['società cooperativa', 'mutualità prevalente'], articles: ['cc-2511', 'cc-2512'] },
  {
    names: ['socio lavoratore della cooperativa', 'esclusione del socio di cooperativa'],
    articles: ['cc-2533', 'cpc-441-ter'],
  },
  { names: ['false comunicazioni sociali', 'falso in bilancio'], articles: ['cc-2621', 'cc-2622'] },
  { names: ['infedeltà patrimoniale'], articles: ['cc-2634'] },
  { names: ['corruzione tra privati'], articles: ['cc-2635', 'cc-2635-bis'] },
  { names: ['impedito controllo'], articles: ['cc-2625'] },
  { names: ['aggiotaggio'], articles: ['cc-2637'] },
  // Tutela dei diritti
  {
    names: [
      'trascrizione',
      'trascrizione degli immobili',
      'conflitto tra acquirenti',
      'doppia vendita',
      'casa venduta a due persone',
    ],
    articles: ['cc-2643', 'cc-2644'],
  },
  { names: ['trascrizione delle domande giudiziali'], articles: ['cc-2652', 'cc-2653'] },
  {
    names: ["trascrizione dell'accettazione dell'eredità", 'trascrizione degli acquisti a causa di morte'],
    articles: ['cc-2648', 'cc-2660'],
  },
  { names: ['pubblicità dei beni mobili registrati'], articles: ['cc-2683', 'cc-2684'] },
  { names: ['onere della prova'], articles: ['cc-2697', 'cc-2698'] },
  { names: ['atto pubblico', 'fede privilegiata'], articles: ['cc-2699', 'cc-2700'] },
  {
    names: ['scrittura privata', 'efficacia della scrittura privata'],
    articles: ['cc-2702', 'cpc-214', 'cpc-215'],
  },
  { names: ['scrittura privata autenticata'], articles: ['cc-2703'] },
  { names: ['data certa'], articles: ['cc-2704'] },
  {
    names: [
      'riproduzioni meccaniche',
      'registrazione audio come prova',
      'screenshot come prova',
      'messaggi whatsapp come prova',
      'chat come prova',
    ],
    articles: ['cc-2712', 'cc-2719'],
  },
  { names: ['copie fotografiche', 'valore della fotocopia'], articles: ['cc-2719'] },
  {
    names: ['prova testimoniale', 'limiti della prova testimoniale', 'prova per testimoni'],
    articles: ['cc-2721', 'cc-2722', 'cc-2724', 'cpc-244'],
  },
  {
    names: ['presunzioni semplici', 'presunzione legale', 'gravi precisi e concordanti'],
    articles: ['cc-2727', 'cc-2728', 'cc-2729'],
  },
  {
    names: ['confessione giudiziale', 'confessione stragiudiziale', 'valore della confessione'],
    articles: ['cc-2730', 'cc-2733', 'cc-2735', 'cpc-228'],
  },
  {
    names: ['giuramento decisorio', 'giuramento suppletorio', 'giuramento estimatorio'],
    articles: ['cc-2736', 'cc-2738', 'cpc-233'],
  },
  {
    names: [
      'responsabilità patrimoniale',
      'garanzia patrimoniale generica',
      'par condicio creditorum',
      'debitore risponde con tutti i suoi beni',
    ],
    articles: ['cc-2740', 'cc-2741'],
  },
  {
    names: ['cause di prelazione', 'crediti privilegiati', 'privilegio', 'privilegi'],
    articles: ['cc-2741', 'cc-2745', 'cc-2746'],
  },
  { names: ['privilegio dei crediti di lavoro'], articles: ['cc-2751-bis'] },
  {
    names: ['pegno', 'pegno di crediti', 'dare in pegno'],
    articles: ['cc-2784', 'cc-2786', 'cc-2787', 'cc-2796'],
  },
  {
    names: [
      'ipoteca',
      'ipoteca giudiziale',
      'ipoteca volontaria',
      'ipoteca legale',
      'iscrizione ipotecaria',
      'ipoteca sulla casa',
    ],
    articles: ['cc-2808', 'cc-2817', 'cc-2818', 'cc-2821'],
  },
  { names: ["cancellazione dell'ipoteca", "estinzione dell'ipoteca"], articles: ['cc-2878', 'cc-2882'] },
  { names: ["rinnovazione dell'ipoteca", "durata dell'ipoteca"], articles: ['cc-2847', 'cc-2848'] },
  {
    names: ["terzo acquirente dell'immobile ipotecato", 'purgazione delle ipoteche'],
    articles: ['cc-2858', 'cc-2889'],
  },
  { names: ['azione surrogatoria'], articles: ['cc-2900'] },
  {
    names: [
      'azione revocatoria',
      'revocatoria ordinaria',
      'actio pauliana',
      'atti in frode ai creditori',
      'debitore vende la casa per non pagare',
      'debitore intesta i beni',
    ],
    articles: ['cc-2901', 'cc-2902', 'cc-2903'],
  },
  { names: ['sequestro conservativo'], articles: ['cc-2905', 'cpc-671', 'cpc-678', 'cpc-686'] },
  {
    names: ['sentenza passata in giudicato', 'giudicato sostanziale', 'autorità del giudicato'],
    articles: ['cc-2909', 'cpc-324'],
  },
  { names: ['alienazione del bene pignorato', 'effetti del pignoramento'], articles: ['cc-2913', 'cc-2910'] },
  {
    names: ['obblighi di fare', 'obblighi di non fare', 'esecuzione forzata degli obblighi di fare'],
    articles: ['cc-2931', 'cc-2933', 'cpc-612'],
  },
  {
    names: [
      'prescrizione ordinaria',
      'prescrizione decennale',
      'prescrizione del diritto',
      'prescrizione del credito',
      'credito prescritto',
    ],
    articles: ['cc-2934', 'cc-2946'],
  },
  { names: ['decorrenza della prescrizione'], articles: ['cc-2935'] },
  {
    names: ['rinuncia alla prescrizione', 'pagamento del debito prescritto', 'debito prescritto'],
    articles: ['cc-2937', 'cc-2940'],
  },
  { names: ['sospensione della prescrizione'], articles: ['cc-2941', 'cc-2942'] },
  {
    names: [
      'interruzione della prescrizione',
      'interrompere la prescrizione',
      'atto interruttivo della prescrizione',
    ],
    articles: ['cc-2943', 'cc-2944', 'cc-2945'],
  },
  { names: ['prescrizione quinquennale', 'prescrizione di cinque anni'], articles: ['cc-2948'] },
  {
    names: ['prescrizioni presuntive', 'prescrizione presuntiva', 'prescrizione breve'],
    articles: ['cc-2954', 'cc-2955', 'cc-2956', 'cc-2959'],
  },
  { names: ['prescrizione in materia di società'], articles: ['cc-2949'] },
  {
    names: ['termine di decadenza', 'impedire la decadenza', 'decadenza convenzionale'],
    articles: ['cc-2964', 'cc-2965', 'cc-2966'],
  },
];
