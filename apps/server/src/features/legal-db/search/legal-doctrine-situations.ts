import type { DoctrineEntry } from './legal-doctrine-entry';

/**
 * A second pass on clients' wording, act by act and Titolo by Titolo: for each provision a private
 * client may need, the concrete facts as a non-lawyer tells them (objects, places, people, actions,
 * money, time) → the articles that govern them. "Il cane del vicino abbaia tutta la notte", "mi hanno
 * rubato il catalizzatore", "ho prestato la macchina a un amico e me l'ha rovinata", "il negozio dice che
 * la garanzia è scaduta". Only combinations of words not already listed in the other tables, and
 * specific enough not to meet in unrelated stories.
 *
 * Written from the codes' rubrics and structure and from general Italian legal knowledge, never from
 * evaluation questions; every identifier is an article of data/corpus that is in force. See
 * `legal-doctrine.ts` for how names match (all content words, stemmed, within a short window).
 */
export const LEGAL_DOCTRINE_SITUATIONS: readonly DoctrineEntry[] = [
  // Reati contro la persona
  {
    names: [
      'ucciso fratello',
      'ammazzato marito',
      'accoltellato morto',
      'sparato ucciso',
      'ucciso lite',
      'tentato uccidermi',
      'cercato ammazzarmi',
      'tentato strangolarmi',
    ],
    articles: ['cp-575', 'cp-56'],
  },
  {
    names: [
      'coltellata',
      'accoltellato',
      'ferito coltello',
      'bottigliata',
      'colpito bottiglia',
      'colpito bastone',
      'preso testata',
      'colpito spranga',
      'morso aggressione',
      'frattura pugno',
    ],
    articles: ['cp-582', 'cp-583'],
  },
  {
    names: ['acido viso', 'sfregiato viso', 'cicatrice viso aggressione'],
    articles: ['cp-583-quinquies', 'cp-582'],
  },
  {
    names: ['infibulazione', 'mutilazione genitale', 'circoncisione femminile'],
    articles: ['cp-583-bis'],
  },
  {
    names: [
      'morto errore medico',
      'morto ospedale colpa',
      'morto dopo operazione',
      'denunciare medico morto',
    ],
    articles: ['cp-589', 'cp-590-sexies'],
  },
  {
    names: ['denuncia penale medico', 'medico lesioni colpa', 'querela chirurgo'],
    articles: ['cp-590', 'cp-590-sexies'],
  },
  {
    names: ['ferito colpa altri', 'caduto ferito colpa', 'infortunio colpa denuncia'],
    articles: ['cp-590', 'cc-2043'],
  },
  {
    names: [
      'ammazzo messaggio',
      'minacciato bastone',
      'minacciato spranga',
      'minacce vocali',
      'minacciato vicino casa',
    ],
    articles: ['cp-612'],
  },
  {
    names: [
      'seguito macchina',
      'messaggi ossessivi',
      'cento messaggi giorno',
      'ex gelosa',
      'vicino perseguita',
      'perseguitato collega',
      'citofona notte ex',
    ],
    articles: ['cp-612-bis'],
  },
  {
    names: [
      'costretto scendere auto',
      'tolto telefono chiamare',
      'impedito chiamare aiuto',
      'bloccato porta uscire',
      'costretto inginocchiarsi',
    ],
    articles: ['cp-610'],
  },
  {
    names: ['sequestrati casa rapina', 'legati rapinatori', 'legato sedia rubato'],
    articles: ['cp-605', 'cp-628'],
  },
  {
    names: ['rinchiuso cantina', 'chiuso chiave stanza', 'tenuto prigioniero'],
    articles: ['cp-605'],
  },
  {
    names: ['rapito riscatto', 'chiesto riscatto'],
    articles: ['cp-630'],
  },
  {
    names: ['spinto suicidio', 'aiutato morire suicidio'],
    articles: ['cp-580'],
  },
  {
    names: ['staccato spina', 'ucciso consenziente'],
    articles: ['cp-579'],
  },
  {
    names: [
      'figlio drogato picchia',
      'figlio droga minaccia genitori',
      'marito geloso controlla',
      'marito impedisce lavorare',
      'marito toglie soldi',
      'suocera maltratta',
      'figlio violento casa',
    ],
    articles: ['cp-572'],
  },
  {
    names: ['abbandonato famiglia', 'marito andato via senza soldi', 'lasciato moglie figli soldi'],
    articles: ['cp-570'],
  },
  {
    names: ['sposato due volte', 'secondo matrimonio già sposato'],
    articles: ['cp-556'],
  },
  {
    names: ['matrimonio forzato', 'costretta sposare', 'matrimonio combinato costretta'],
    articles: ['cp-558-bis'],
  },
  {
    names: ['massaggiatore toccata', 'medico toccata', 'toccato sedere', 'allenatore toccato'],
    articles: ['cp-609-bis'],
  },
  {
    names: ['drogata violentata', 'drogata abusata', 'droga stupro', 'violentata ubriaca'],
    articles: ['cp-609-ter', 'cp-609-bis'],
  },
  {
    names: [
      'rapporto ragazzina tredici anni',
      'fidanzato maggiorenne figlia 13',
      'rapporti minorenne tredicenne',
    ],
    articles: ['cp-609-quater'],
  },
  {
    names: ['mostrato porno bambino', 'masturbato davanti bambini', 'atti sessuali davanti minore'],
    articles: ['cp-609-quinquies'],
  },
  {
    names: ['scaricato video minorenni', 'foto pedopornografiche computer'],
    articles: ['cp-600-quater'],
  },
  {
    names: ['chiesto video nudo figlia', 'sextortion minorenne', 'figlio mandato foto nudo'],
    articles: ['cp-600-ter', 'cp-609-undecies'],
  },
  {
    names: ['insulti razzisti', 'odio razziale', 'negazionismo'],
    articles: ['cp-604-bis'],
  },
  {
    names: [
      'telecamera nascosta bagno',
      'telecamera nascosta camera',
      'filmato nascosto spogliatoio',
      'registrato nascosto casa',
      'filmata doccia',
    ],
    articles: ['cp-615-bis'],
  },
  {
    names: [
      'registrato conversazione diffuso',
      'diffuso registrazione nascosta',
      'registrata insaputa pubblicata',
    ],
    articles: ['cp-617-septies'],
  },
  {
    names: ['ascolta telefonate moglie', 'registra chiamate marito'],
    articles: ['cp-617', 'cp-617-bis'],
  },
  {
    names: ['divulgato email privata', 'diffuso lettera privata', 'letto mia posta'],
    articles: ['cp-618', 'cp-616'],
  },
  {
    names: [
      'medico rivelato malattia',
      'psicologo raccontato',
      'avvocato rivelato segreto',
      'segreto professionale violato',
    ],
    articles: ['cp-622'],
  },
  // Furti, truffe, danneggiamenti
  {
    names: [
      'ladri notte casa',
      'ladri entrati finestra',
      'ladri balcone',
      'rubato cantina',
      'ladri garage',
      'ladri casa dormivamo',
      'rubato casa vacanze',
      'furto villetta',
    ],
    articles: ['cp-624-bis', 'cp-625'],
  },
  {
    names: [
      'rubato catalizzatore',
      'rubato gasolio',
      'rubato rame',
      'rubato collega',
      'rubato spogliatoio',
      'rubato spiaggia',
      'rubato carrello',
      'rubato ufficio',
      'rubato scuola',
      'rubato ospedale',
      'rubato treno',
      'rubato pacco davanti porta',
      'rubato monopattino',
    ],
    articles: ['cp-624'],
  },
  {
    names: ['dipendente rubato negozio', 'commessa rubato', 'cameriere rubato cassa'],
    articles: ['cp-624', 'cp-61'],
  },
  {
    names: [
      'rapina farmacia',
      'rapina supermercato',
      'rapina distributore',
      'rapina villa',
      'rapina gioielleria',
      'rapina portavalori',
      'rapinato coltello metro',
    ],
    articles: ['cp-628'],
  },
  {
    names: [
      'soldi protezione negozio',
      'video webcam ricatto',
      'ricattato soldi',
      'chiede soldi silenzio',
      'estorto figlio',
    ],
    articles: ['cp-629'],
  },
  {
    names: [
      'finto corriere',
      'pacco finto pagare',
      'finto addetto gas',
      'finto tecnico enel',
      'finto poliziotto',
      'falsa vincita',
      'vincita lotteria falsa',
      'eredità falsa email',
      'truffa telefonica anziani',
      'truffato anziana porta',
      'truffa appartamento vacanza',
      'truffa affitto caparra',
      'finto acquirente',
      'pagato caparra sparito',
      'soldi spediti truffa',
    ],
    articles: ['cp-640'],
  },
  {
    names: ['codice otp', 'dato codice sms', 'spid rubato'],
    articles: ['cp-640-ter'],
  },
  {
    names: [
      'socio preso soldi',
      'prestato auto mai restituita',
      'tenuto macchina prestata',
      'noleggio mai restituito',
      'trattenuto soldi cliente',
      'avvocato trattenuto soldi',
      'amministratore intascato soldi',
    ],
    articles: ['cp-646'],
  },
  {
    names: ['occupato terreno', 'invaso terreno', 'occupato casa popolare'],
    articles: ['cp-633'],
  },
  {
    names: [
      'rotto cancello',
      'buttato giù recinzione',
      'sfondato porta',
      'rotto telecamera',
      'spaccato finestrino',
      'distrutto auto',
      'distrutto orto',
      'rotto vetro negozio',
    ],
    articles: ['cp-635'],
  },
  {
    names: ['pecore pascolano terreno', 'pascolo abusivo', 'mucche campo mio', 'pecore terreno altrui'],
    articles: ['cp-636'],
  },
  {
    names: ['entrati campo recintato', 'cacciatori terreno recintato', 'entrato fondo recintato'],
    articles: ['cp-637'],
  },
  {
    names: ['scritte muro casa', 'graffiti treno', 'imbrattato monumento', 'graffiti palazzo'],
    articles: ['cp-639'],
  },
  {
    names: ['ripulire soldi', 'soldi sporchi', 'riciclare soldi'],
    articles: ['cp-648-bis', 'cp-648-ter'],
  },
  {
    names: ['borse false vendere', 'vendo falsi', 'vendere falsi bancarella', 'scarpe false'],
    articles: ['cp-474', 'cp-473'],
  },
  {
    names: [
      'venduto merce diversa',
      'venduto falso originale',
      'borsa falsa venduta originale',
      'prodotto diverso descritto',
    ],
    articles: ['cp-515', 'cp-517'],
  },
  {
    names: ['carne scaduta venduta', 'alimenti scaduti venduti', 'latte adulterato'],
    articles: ['cp-444', 'cp-440'],
  },
  {
    names: [
      'intossicato ristorante',
      'intossicazione alimentare ristorante',
      'sushi intossicato',
      'cibo avariato ristorante',
      'salmonella ristorante',
    ],
    articles: ['cc-2043', 'cp-590'],
  },
  {
    names: ['poker clandestino', 'gioco azzardo clandestino', 'slot illegali'],
    articles: ['cp-718', 'cp-720'],
  },
  // Reati contro la pubblica amministrazione e la giustizia
  {
    names: ['minacciato vigile', 'minacciato poliziotto', 'minacciato carabiniere', 'minacciato controllore'],
    articles: ['cp-336'],
  },
  {
    names: [
      'pagato raccomandazione',
      'raccomandazione concorso soldi',
      'soldi raccomandazione politico',
      'intermediario soldi funzionario',
    ],
    articles: ['cp-346-bis'],
  },
  {
    names: ['asta truccata', 'gara appalto truccata', 'accordo partecipanti asta'],
    articles: ['cp-353', 'cp-353-bis'],
  },
  {
    names: ['mentito carabinieri', 'bugia polizia testimone', 'dichiarato falso polizia', 'mentito pm'],
    articles: ['cp-371-bis'],
  },
  {
    names: [
      'minacciato testimoniare',
      'costretto ritrattare',
      'pagato ritrattare',
      'convinto testimone mentire',
    ],
    articles: ['cp-377', 'cp-377-bis'],
  },
  {
    names: [
      'nascosto latitante',
      'coperto amico polizia',
      'aiutato scappare polizia',
      'ospitato ricercato',
      'depistato indagini',
    ],
    articles: ['cp-378'],
  },
  {
    names: [
      'avvocato tradito',
      'avvocato fatto interessi controparte',
      'avvocato venduto controparte',
      'avvocato accordo controparte',
    ],
    articles: ['cp-380'],
  },
  {
    names: ['ex rispetta ordine giudice', 'violato ordine giudice', 'ignorato sentenza figli'],
    articles: ['cp-388'],
  },
  {
    names: [
      'proprietario cambiato serratura',
      'proprietario staccato luce',
      'locatore staccato acqua',
      'padrone casa cambiato serratura',
      'proprietario svuotato casa inquilino',
      'proprietario buttato mobili',
    ],
    articles: ['cp-392', 'cc-1168'],
  },
  {
    names: ['preso roba debitore', 'preso forza soldi dovuti', 'ripreso merce forza'],
    articles: ['cp-392', 'cp-393'],
  },
  {
    names: ['chiamato falso allarme', 'falso allarme polizia'],
    articles: ['cp-658'],
  },
  {
    names: ['ordinanza sindaco violata', 'violato quarantena', 'violato ordinanza', 'inosservanza ordinanza'],
    articles: ['cp-650'],
  },
  {
    names: [
      'buttato acqua balcone',
      'polveri cantiere',
      'mozziconi balcone',
      'briciole balcone sotto',
      'tovaglia balcone',
    ],
    articles: ['cp-674'],
  },
  {
    names: ['palazzo pericolante', 'edificio rischia crollo', 'casa pericolante', 'rudere pericolante'],
    articles: ['cp-677'],
  },
  {
    names: [
      'pistola nonno casa',
      'fucile eredità',
      'arma denunciata',
      'fucile caccia denuncia',
      'pistola padre morto',
    ],
    articles: ['cp-697', 'cp-699'],
  },
  {
    names: ['sparato fuochi artificio', 'petardi strada', 'botti capodanno vietati', 'sparato aria pistola'],
    articles: ['cp-703'],
  },
  {
    names: [
      'alcolici minorenni bar',
      'vendere alcol minorenni',
      'birra minorenne bar',
      'servito alcol ragazzo',
    ],
    articles: ['cp-689'],
  },
  {
    names: ['urinato strada', 'pipì strada', 'fatto pipì pubblico'],
    articles: ['cp-726'],
  },
  {
    names: [
      'evasione scolastica',
      'figlio salta scuola',
      'obbligo scolastico figlio',
      'figlio lasciato scuola',
    ],
    articles: ['cc-147', 'cost-34'],
  },
  {
    names: [
      'cane libero guinzaglio',
      'cane senza museruola',
      'cane slegato parco',
      'cane pericoloso slegato',
    ],
    articles: ['cp-672', 'cc-2052'],
  },
  // Pena, imputabilità, difesa
  {
    names: ['ucciso ladro casa', 'ferito ladro casa', 'sparato rapinatore'],
    articles: ['cp-52', 'cp-55'],
  },
  {
    names: ['salvare persona pericolo', 'costretto necessità', 'salvato bambino danneggiato'],
    articles: ['cp-54'],
  },
  {
    names: [
      'malato mentale reato',
      'infermo mente reato',
      'schizofrenico reato',
      'disturbo psichiatrico reato',
    ],
    articles: ['cp-88', 'cp-89'],
  },
  {
    names: ['ubriaco reato', 'ubriaco ricordo reato', 'drogato commesso reato'],
    articles: ['cp-92', 'cp-93'],
  },
  {
    names: ['condono pena'],
    articles: ['cp-174', 'cp-151'],
  },
  {
    names: ['uscire prima carcere', 'metà pena scontata'],
    articles: ['cp-176'],
  },
  {
    names: ['condannato risarcire vittima'],
    articles: ['cp-185', 'cpp-74'],
  },
  {
    names: ['confiscato auto', 'confisca casa', 'confiscato soldi', 'confisca beni'],
    articles: ['cp-240'],
  },
  {
    names: ['sospensione condizionale risarcire', 'condizionale risarcimento', 'condizionale lavori'],
    articles: ['cp-165'],
  },
  // Procedimento penale
  {
    names: ['indagini durano anni', 'indagini troppo lunghe', 'indagini ferme anni', 'durata indagini'],
    articles: ['cpp-405', 'cpp-407'],
  },
  {
    names: ['autopsia', 'consulente parte autopsia', 'accertamento irripetibile'],
    articles: ['cpp-360'],
  },
  {
    names: [
      'fermato identificare',
      'portato questura identificazione',
      'controllo documenti polizia',
      'fotosegnalato',
      'impronte digitali questura',
    ],
    articles: ['cpp-349'],
  },
  {
    names: ['fermato sospettato', 'fermo indiziato', 'fermato pericolo fuga'],
    articles: ['cpp-384'],
  },
  {
    names: ['firmare caserma', 'presentarsi caserma firma'],
    articles: ['cpp-282'],
  },
  {
    names: ['divieto tornare città'],
    articles: ['cpp-283'],
  },
  {
    names: ['violato obbligo firma', 'violato misura cautelare', 'aggravamento misura'],
    articles: ['cpp-276'],
  },
  {
    names: [
      'sequestrato casa procura',
      'sequestrato conto procura',
      'conto bloccato procura',
      'sequestro preventivo beni',
    ],
    articles: ['cpp-321', 'cpp-322'],
  },
  {
    names: ['impugnare sequestro', 'riesame sequestro', 'dissequestro'],
    articles: ['cpp-324', 'cpp-322'],
  },
  {
    names: ['parlare avvocato arrestato', 'colloquio avvocato carcere', 'avvocato subito dopo arresto'],
    articles: ['cpp-104'],
  },
  {
    names: [
      'interprete processo',
      'traduttore processo',
      'capisce italiano processo',
      'straniero interprete',
    ],
    articles: ['cpp-143'],
  },
  {
    names: ['domicilio dichiarato notifiche', 'cambiato indirizzo processo'],
    articles: ['cpp-161', 'cpp-157'],
  },
  {
    names: ['scaduto termine appello incolpevole', 'saputo tardi condanna'],
    articles: ['cpp-175'],
  },
  {
    names: ['medico testimoniare segreto', 'prete testimoniare'],
    articles: ['cpp-200'],
  },
  {
    names: ['confronto riconoscimento', 'riconoscere aggressore foto', 'album fotografico questura'],
    articles: ['cpp-213', 'cpp-214'],
  },
  {
    names: ['consulente parte penale', 'perito parte penale', 'consulente tecnico difesa'],
    articles: ['cpp-233', 'cpp-225'],
  },
  {
    names: ['investigatore privato processo', 'indagini avvocato difesa'],
    articles: ['cpp-327-bis', 'cpp-391-bis'],
  },
  {
    names: ['citato udienza preliminare'],
    articles: ['cpp-416', 'cpp-419'],
  },
  {
    names: ['malato udienza rinvio', 'impedimento udienza', 'rinvio udienza malattia imputato'],
    articles: ['cpp-420-ter'],
  },
  {
    names: ['assolto fatto sussiste', 'assolto prove insufficienti'],
    articles: ['cpp-530'],
  },
  {
    names: ['ragionevole dubbio', 'condanna indizi'],
    articles: ['cpp-533'],
  },
  {
    names: ['risarcimento stabilito giudice civile'],
    articles: ['cpp-539', 'cpp-540'],
  },
  {
    names: ['spese avvocato vittima processo'],
    articles: ['cpp-541'],
  },
  {
    names: ['cassazione condanna penale'],
    articles: ['cpp-606', 'cpp-607'],
  },
  {
    names: ['risarcimento errore giudiziario', 'condannato ingiustamente risarcimento'],
    articles: ['cpp-643', 'cpp-646'],
  },
  {
    names: [
      'giudice amico imputato',
      'giudice parziale processo penale',
      'ricusare giudice penale',
      'giudice conosce vittima',
    ],
    articles: ['cpp-37', 'cpp-36'],
  },
  {
    names: ['multa penale opposizione', 'decreto penale quindici giorni'],
    articles: ['cpp-459', 'cpp-461'],
  },
  {
    names: ['patteggiato pena'],
    articles: ['cpp-444', 'cpp-445'],
  },
  {
    names: ['sospensione prova'],
    articles: ['cpp-464-bis', 'cp-168-bis'],
  },
  {
    names: ['vittima avvisata archiviazione', 'persona offesa archiviazione', 'informata archiviazione'],
    articles: ['cpp-90', 'cpp-408'],
  },
  {
    names: ['copia fascicolo penale'],
    articles: ['cpp-116', 'cpp-258'],
  },
  {
    names: ['verbale carabinieri firmato', 'firmato verbale denuncia', 'copia verbale denuncia'],
    articles: ['cpp-357', 'cpp-373'],
  },
  // Processo civile
  {
    names: ['giudice amico controparte', 'giudice parziale causa', 'giudice conosce controparte'],
    articles: ['cpc-51', 'cpc-52'],
  },
  {
    names: ['difendermi solo causa', 'giudice pace senza avvocato', 'causa senza legale'],
    articles: ['cpc-82', 'cpc-86'],
  },
  {
    names: ['coinvolgere causa ditta'],
    articles: ['cpc-106', 'cpc-269'],
  },
  {
    names: ['consulente tecnico tribunale', 'perito tribunale', 'perito giudice causa'],
    articles: ['cpc-191', 'cpc-194'],
  },
  {
    names: ['perito parte causa', 'consulente parte causa'],
    articles: ['cpc-201'],
  },
  {
    names: ['obbligare consegnare documenti causa', 'ordine esibizione banca'],
    articles: ['cpc-210'],
  },
  {
    names: ['risposto interrogatorio', 'confessione causa'],
    articles: ['cpc-230', 'cpc-232'],
  },
  {
    names: ['giuramento causa', 'giurare tribunale'],
    articles: ['cpc-233', 'cpc-239'],
  },
  {
    names: ['portare testimoni causa', 'prova testimoni civile'],
    articles: ['cpc-244', 'cpc-245'],
  },
  {
    names: ['parente testimone causa', 'moglie testimone causa', 'testimone interessato causa'],
    articles: ['cpc-246'],
  },
  {
    names: ['ritirare causa', 'rinunciare causa', 'rinuncia atti causa'],
    articles: ['cpc-306'],
  },
  {
    names: ['nessuno presentato udienza', 'saltato udienza', 'parti assenti udienza', 'dimenticato udienza'],
    articles: ['cpc-309', 'cpc-181'],
  },
  {
    names: ['giudice pace causa', 'citare giudice pace'],
    articles: ['cpc-316', 'cpc-7'],
  },
  {
    names: ['sentenza documento falso', 'scoperto documento dopo sentenza', 'sentenza testimone falso'],
    articles: ['cpc-395'],
  },
  {
    names: ['firma falsificata contratto', 'firmato posto mio'],
    articles: ['cpc-214', 'cpc-216'],
  },
  {
    names: ['cambiale protestata', 'assegno protestato', 'assegno scoperto recuperare'],
    articles: ['cpc-474', 'cpc-480'],
  },
  {
    names: ['cercare conti debitore', 'ricerca beni debitore', 'debitore nullatenente'],
    articles: ['cpc-492-bis'],
  },
  {
    names: [
      'pignorare letto',
      'pignorare frigorifero',
      'pignorare fede nuziale',
      'pignorare attrezzi lavoro',
    ],
    articles: ['cpc-514', 'cpc-515'],
  },
  {
    names: [
      'casa pignorata abitare',
      'vivere casa pignorata',
      'custode casa pignorata',
      'liberare casa pignorata',
    ],
    articles: ['cpc-560'],
  },
  {
    names: [
      'comprato asta',
      'aggiudicato asta casa',
      'comprato casa asta occupata',
      'decreto trasferimento asta',
    ],
    articles: ['cpc-586', 'cpc-560'],
  },
  {
    names: ['costringere demolire', 'sentenza abbattere', 'costringere fare lavori sentenza'],
    articles: ['cpc-612', 'cpc-614'],
  },
  {
    names: ['decreto ingiuntivo mai ricevuto', 'decreto ingiuntivo insaputa', 'opposizione tardiva decreto'],
    articles: ['cpc-650'],
  },
  {
    names: ['sequestrare casa lite'],
    articles: ['cpc-669-bis', 'cpc-670'],
  },
  {
    names: ['azione collettiva consumatori'],
    articles: ['cpc-840-bis'],
  },
  {
    names: ['clausola arbitrato', 'arbitro lite', 'arbitrato contratto'],
    articles: ['cpc-806', 'cpc-808'],
  },
  {
    names: ['sospendere esecuzione', 'fermare esecuzione forzata', 'opposizione esecuzione sospensione'],
    articles: ['cpc-615', 'cpc-624'],
  },
  {
    names: ['intervento pignoramento altri creditori'],
    articles: ['cpc-499'],
  },
  {
    names: ['pignoramento notificato male', 'vizio notifica precetto'],
    articles: ['cpc-617'],
  },
  {
    names: ['avvocato offensivo causa', 'lealtà processo', 'espressioni offensive atti'],
    articles: ['cpc-88', 'cpc-89'],
  },
  // Persone e famiglia
  {
    names: ['usa mio cognome', 'cognome usato', 'nome usato insegna'],
    articles: ['cc-7', 'cc-6'],
  },
  {
    names: ['marito scomparso', 'sparito nessuna notizia', 'padre scomparso anni', 'scomparso senza notizie'],
    articles: ['cc-48', 'cc-49', 'cc-50'],
  },
  {
    names: ['dichiarare morto scomparso', 'scomparso dieci anni'],
    articles: ['cc-58', 'cc-60'],
  },
  {
    names: [
      'fidanzato lasciato prima matrimonio',
      'restituire anello fidanzamento',
      'regali fidanzamento',
      'rotto fidanzamento spese',
      'annullato matrimonio spese ristorante',
      'sposa lasciata altare',
      'pubblicazioni matrimonio spese',
    ],
    articles: ['cc-79', 'cc-80', 'cc-81'],
  },
  {
    names: ['sposarsi sedici anni', 'sposare minorenne', 'matrimonio minorenne'],
    articles: ['cc-84'],
  },
  {
    names: ['nascosto malattia matrimonio', 'annullare matrimonio inganno', 'sposato inganno'],
    articles: ['cc-122', 'cc-117'],
  },
  {
    names: ['marito svuotato conto cointestato', 'conto cointestato morto', 'conto cointestato metà'],
    articles: ['cc-1854', 'cc-1298'],
  },
  {
    names: ['fondo patrimoniale debiti', 'casa fondo patrimoniale', 'fondo patrimoniale banca'],
    articles: ['cc-167', 'cc-170'],
  },
  {
    names: ['impugnare riconoscimento figlio', 'riconosciuto figlio altro'],
    articles: ['cc-263'],
  },
  {
    names: [
      'figlio contribuire spese famiglia',
      'figlio lavora contribuire casa',
      'figlio rispettare genitori',
    ],
    articles: ['cc-315-bis'],
  },
  {
    names: ['conto intestato figlio minorenne', 'soldi figlio minorenne', 'eredità figlio minorenne'],
    articles: ['cc-320'],
  },
  {
    names: ['orfano tutore', 'genitori morti figlio minorenne', 'tutore nipote', 'nominare tutore minore'],
    articles: ['cc-343', 'cc-346'],
  },
  {
    names: ['firmato sotto farmaci', 'firmato confuso', 'firmato stato confusione'],
    articles: ['cc-428'],
  },
  {
    names: ['interdire padre', 'interdire madre', 'interdizione genitore'],
    articles: ['cc-414', 'cc-417'],
  },
  {
    names: ['alimenti fratello', 'figli pagare casa riposo', 'retta casa riposo figli', 'rsa retta figli'],
    articles: ['cc-433', 'cc-441'],
  },
  {
    names: ['spese figli entrambi genitori', 'educare figli doveri'],
    articles: ['cc-147', 'cc-148'],
  },
  // Successioni e donazioni
  {
    names: [
      'eredità sa debiti',
      'eredità dubbio debiti',
      'inventario eredità',
      'accettare eredità inventario',
    ],
    articles: ['cc-484', 'cc-490'],
  },
  {
    names: ['rinuncia eredità notaio', 'rinunciare eredità debiti'],
    articles: ['cc-519', 'cc-521'],
  },
  {
    names: ['nipote eredità nonno', 'padre premorto eredità nonno', 'figli fratello morto eredità'],
    articles: ['cc-467', 'cc-468'],
  },
  {
    names: ['eredità nessuno accetta', 'eredità stato nessun parente', 'morto senza parenti'],
    articles: ['cc-528', 'cc-586'],
  },
  {
    names: ['fratello preso tutta eredità', 'sorella presa tutta eredità', 'eredità presa fratello'],
    articles: ['cc-533'],
  },
  {
    names: ['cambiare testamento', 'nuovo testamento', 'testamento precedente'],
    articles: ['cc-679', 'cc-680', 'cc-682'],
  },
  {
    names: ['esecutore testamento'],
    articles: ['cc-700', 'cc-703'],
  },
  {
    names: [
      'regalare casa figlio',
      'donare casa figlio',
      'donazione notaio',
      'regalato soldi figlio',
      'intestare casa figlio',
    ],
    articles: ['cc-769', 'cc-782'],
  },
  {
    names: ['regalo piccolo valore', 'regalo orologio', 'regalo gioielli'],
    articles: ['cc-783'],
  },
  {
    names: ['donato poi nato figlio', 'donazione nascita figlio', 'revocare donazione figlio nato'],
    articles: ['cc-803'],
  },
  {
    names: [
      'fratello ricevuto soldi genitori',
      'soldi dati fratello vita',
      'conteggiare donazioni eredità',
      'sorella aiutata genitori casa',
    ],
    articles: ['cc-737', 'cc-738'],
  },
  {
    names: [
      'vendere casa vitalizio',
      'nuda proprietà vitalizio',
      'vitalizio anziano casa',
      'rendita vitalizia casa',
    ],
    articles: ['cc-1872', 'cc-1878'],
  },
  // Proprietà e vicinato
  {
    names: [
      'cacciatori terreno',
      'cacciatore entrato campo',
      'caccia terreno privato',
      'cacciatori vicino casa',
    ],
    articles: ['cc-842', 'cp-637'],
  },
  {
    names: [
      'vicino entrare riparare',
      'vicino chiede passare lavori',
      'ponteggio giardino vicino',
      'impalcatura giardino vicino',
      'entrare giardino vicino riparare',
    ],
    articles: ['cc-843'],
  },
  {
    names: ['cane abbaia notte', 'cane abbaia sempre', 'cane piange giorno'],
    articles: ['cc-844', 'cp-659'],
  },
  {
    names: [
      'cantiere rumore mattina',
      'lavori rumorosi domenica',
      'trapano domenica',
      'pianoforte vicino',
      'batteria vicino suona',
      'campane rumore',
    ],
    articles: ['cc-844'],
  },
  {
    names: [
      'sciame api',
      'api vicino',
      'pappagallo scappato',
      'gatto scappato vicino tiene',
      'animale scappato preso',
    ],
    articles: ['cc-924', 'cc-925'],
  },
  {
    names: [
      'vicino allargato passaggio',
      'passaggio camion',
      'passaggio auto servitù',
      'servitù passaggio allargare',
    ],
    articles: ['cc-1065', 'cc-1067'],
  },
  {
    names: ['passaggio usato vent anni', 'servitù usata', 'passaggio abbandonato anni'],
    articles: ['cc-1073', 'cc-1074'],
  },
  {
    names: [
      'passare cortesia',
      'lasciato passare cortesia',
      'permesso passare tolleranza',
      'vicino lasciato usare cortile',
    ],
    articles: ['cc-1144'],
  },
  {
    names: ['soffitto vicino rifare', 'solaio spese sopra sotto', 'solaio crollato appartamento'],
    articles: ['cc-1125'],
  },
  {
    names: [
      'ultimo piano sopraelevare',
      'sopraelevare palazzo',
      'sopraelevazione condominio',
      'costruire piano sopra',
    ],
    articles: ['cc-1127'],
  },
  {
    names: ['innovazioni costose condominio', 'lavori lusso condominio', 'piscina condominio spese'],
    articles: ['cc-1121', 'cc-1120'],
  },
  {
    names: [
      'scavi vicino crepe',
      'lavori vicino danneggiano casa',
      'cantiere vicino crepe',
      'albero rischia cadere casa',
      'muro vicino rischia crollare',
      'palazzo vicino pericolante',
    ],
    articles: ['cc-1171', 'cc-1172'],
  },
  {
    names: ['vaso caduto balcone', 'persiana caduta'],
    articles: ['cc-2053', 'cc-2051'],
  },
  {
    names: ['recintare terreno', 'recinzione terreno', 'chiudere terreno cancello', 'paletti terreno'],
    articles: ['cc-841', 'cc-950'],
  },
  {
    names: ['venduto casa due volte', 'doppia vendita casa', 'trascrizione compravendita'],
    articles: ['cc-2644', 'cc-2643'],
  },
  {
    names: ['vendita finta', 'finta vendita casa', 'intestazione fittizia', 'intestato casa prestanome'],
    articles: ['cc-1414', 'cc-1415'],
  },
  {
    names: ['comprato auto rubata sequestrata', 'auto comprata rubata'],
    articles: ['cc-1479', 'cc-1483'],
  },
  // Obbligazioni e contratti
  {
    names: [
      'pagare parte debito',
      'acconto rifiutato creditore',
      'pagare poco volta',
      'creditore rifiuta acconto',
    ],
    articles: ['cc-1181'],
  },
  {
    names: ['pagato contanti ricevuta', 'quietanza saldo'],
    articles: ['cc-1199'],
  },
  {
    names: ['rifiuta incassare', 'rifiuta ritirare merce pagata'],
    articles: ['cc-1206', 'cc-1208', 'cc-1209'],
  },
  {
    names: ['anche colpa mia incidente'],
    articles: ['cc-1227'],
  },
  {
    names: [
      'cartello declina responsabilità',
      'declina responsabilità',
      'cartello responsabilità oggetti',
      'firmato scarico responsabilità',
      'liberatoria firmata palestra',
    ],
    articles: ['cc-1229', 'cc-1341'],
  },
  {
    names: [
      'concerto annullato rimborso',
      'evento annullato rimborso',
      'spettacolo annullato biglietto',
      'viaggio annullato rimborso',
      'corso annullato rimborso',
    ],
    articles: ['cc-1463', 'cc-1256'],
  },
  {
    names: [
      'credito ceduto società recupero',
      'debito venduto società',
      'lettera società recupero crediti',
      'debito ceduto fondo',
      'società sconosciuta chiede soldi',
    ],
    articles: ['cc-1260', 'cc-1264'],
  },
  {
    names: ['subentrare mutuo', 'prendere mutuo venditore'],
    articles: ['cc-1273'],
  },
  {
    names: [
      'firmato garanzia figlio',
      'garante prestito figlio',
      'garante mutuo ex',
      'garante amico prestito',
    ],
    articles: ['cc-1936', 'cc-1944'],
  },
  {
    names: ['garante scadenza', 'banca aspettato anni garante'],
    articles: ['cc-1957'],
  },
  {
    names: [
      'accordo verbale casa',
      'vendita casa voce',
      'promessa verbale vendita',
      'stretta mano casa',
      'scrittura privata casa',
    ],
    articles: ['cc-1350', 'cc-1351'],
  },
  {
    names: [
      'prezzo sbagliato sito',
      'errore prezzo online',
      'prezzo errato volantino',
      'annullato ordine prezzo sbagliato',
    ],
    articles: ['cc-1336'],
  },
  {
    names: ['penale eccessiva', 'penale troppo alta', 'ridurre penale', 'penale sproporzionata'],
    articles: ['cc-1384', 'cc-1382'],
  },
  {
    names: [
      'firmato nome mio senza delega',
      'firmato senza procura',
      'agente firmato senza potere',
      'ratificare contratto',
    ],
    articles: ['cc-1398', 'cc-1399'],
  },
  {
    names: ['firmato minorenne contratto', 'contratto figlio minorenne', 'minorenne mentito età'],
    articles: ['cc-1425', 'cc-1426'],
  },
  {
    names: ['mentito firmare contratto', 'nascosto informazioni contratto', 'indotto firmare bugie'],
    articles: ['cc-1439', 'cc-1440'],
  },
  {
    names: ['firmato pistola'],
    articles: ['cc-1434', 'cc-1435'],
  },
  {
    names: [
      'sbagliato contratto errore',
      'errore contratto annullare',
      'firmato sbagliando',
      'errore prezzo contratto',
    ],
    articles: ['cc-1428', 'cc-1429'],
  },
  {
    names: [
      'venduto metà valore',
      'comprato approfittando bisogno',
      'svenduto bisogno soldi',
      'prezzo metà valore',
    ],
    articles: ['cc-1448', 'cc-1447'],
  },
  {
    names: ['lettera diffida quindici giorni', 'intimato adempiere'],
    articles: ['cc-1454'],
  },
  {
    names: ['smettere pagare lavori male', 'sospendere pagamento inadempimento'],
    articles: ['cc-1460'],
  },
  {
    names: [
      'costi aumentati contratto',
      'bollette aumentate contratto',
      'costi materiali aumentati',
      'contratto diventato troppo caro',
    ],
    articles: ['cc-1467'],
  },
  {
    names: [
      'prezzi materiali aumentati impresa',
      'impresa chiede aumento materiali',
      'rincari materiali cantiere',
    ],
    articles: ['cc-1664'],
  },
  {
    names: ['smesso pagare rate restituire', 'rate auto smesso pagare', 'comprato rate'],
    articles: ['cc-1523', 'cc-1526'],
  },
  {
    names: ['scambio auto', 'scambiato casa', 'permuta auto usata', 'permuta appartamento'],
    articles: ['cc-1552'],
  },
  {
    names: [
      'lavori urgenti casa affitto',
      'proprietario lavori mentre abito',
      'lavori casa affitto riduzione',
      'cantiere casa affitto sconto',
    ],
    articles: ['cc-1583', 'cc-1584'],
  },
  {
    names: ['morto inquilino familiari', 'moglie inquilino morto contratto', 'convivente inquilino morto'],
    articles: ['cc-1614'],
  },
  {
    names: [
      'inquilino usa casa ufficio',
      'inquilino cambiato uso',
      'inquilino subaffitta stanze',
      'inquilino rovina mobili',
    ],
    articles: ['cc-1587', 'cc-1588'],
  },
  {
    names: ['vicino disturba inquilino', 'molestie terzi affitto'],
    articles: ['cc-1585'],
  },
  {
    names: [
      'caduto autobus',
      'ferito autobus frenata',
      'autista frenato caduta',
      'caduto tram',
      'ferito treno',
      'treno ritardo danni',
      'ritardo treno rimborso',
    ],
    articles: ['cc-1681', 'cc-1678'],
  },
  {
    names: [
      'bagaglio smarrito',
      'valigia persa',
      'valigia danneggiata',
      'bagaglio rotto',
      'corriere rotto merce',
    ],
    articles: ['cc-1693', 'cc-1696'],
  },
  {
    names: [
      'incaricato fatto male',
      'amico incaricato sbagliato',
      'mandato eseguito male',
      'agenzia pratiche sbagliato',
    ],
    articles: ['cc-1710', 'cc-1711'],
  },
  {
    names: [
      'lasciato auto officina rubata',
      'auto officina danneggiata',
      'cappotto guardaroba perso',
      'guardaroba perso',
      'giacca guardaroba sparita',
      'bici deposito rubata',
    ],
    articles: ['cc-1766', 'cc-1768'],
  },
  {
    names: [
      'prestato auto danneggiata',
      'prestato macchina danneggiata',
      'prestato macchina rovinata',
      'prestato auto rovinata',
      'amico rotto auto prestata',
      'prestato macchina amico incidente',
      'rotto oggetto prestato',
      'prestato computer rotto',
    ],
    articles: ['cc-1804', 'cc-1805'],
  },
  {
    names: [
      'amico ridare soldi',
      'prestito amico restituisce',
      'prestato soldi parente',
      'prestito senza scadenza',
      'ex fidanzato soldi prestati',
    ],
    articles: ['cc-1813', 'cc-1817'],
  },
  {
    names: ['prestito senza prova scritta', 'soldi prestati senza ricevuta'],
    articles: ['cc-2721', 'cc-2724', 'cc-2712'],
  },
  {
    names: [
      'messo scritto debito',
      'biglietto debito firmato',
      'foglio firmato debito',
      'messaggio ammette debito',
    ],
    articles: ['cc-1988'],
  },
  {
    names: ['ricompensa ritrovamento', 'ricompensa cane smarrito', 'premio annuncio smarrito'],
    articles: ['cc-1989'],
  },
  {
    names: [
      'soldi messi casa ex',
      'lavorato casa compagna',
      'pagato lavori casa convivente',
      'soldi dati convivente',
    ],
    articles: ['cc-2041', 'cc-2042'],
  },
  {
    names: ['pagato bolletta precedente inquilino', 'pagato conto sbagliato'],
    articles: ['cc-2036', 'cc-2033'],
  },
  {
    names: ['banca chiuso conto', 'banca recesso conto', 'banca revocato fido', 'fido revocato'],
    articles: ['cc-1855', 'cc-1845'],
  },
  {
    names: ['banca eseguito bonifico sbagliato', 'ordine banca sbagliato', 'bonifico eseguito male'],
    articles: ['cc-1856', 'cc-1852'],
  },
  {
    names: [
      'premio pagato copertura',
      'polizza sospesa mancato pagamento',
      'assicurazione scaduta rata',
      'rata polizza ritardo',
    ],
    articles: ['cc-1901'],
  },
  {
    names: [
      'denuncia sinistro tre giorni',
      'avvisare assicurazione sinistro',
      'denunciato sinistro tardi',
      'avviso sinistro ritardo',
    ],
    articles: ['cc-1913', 'cc-1915'],
  },
  {
    names: [
      'aumentato rischio assicurazione',
      'cambiato uso auto assicurazione',
      'comunicare assicurazione cambiamento',
    ],
    articles: ['cc-1898', 'cc-1897'],
  },
  {
    names: ['assicurato due compagnie', 'doppia polizza danno'],
    articles: ['cc-1910'],
  },
  {
    names: ['assicurazione rivale', 'assicurazione chiede rimborso responsabile'],
    articles: ['cc-1916'],
  },
  {
    names: [
      'avvocato trattiene documenti',
      'commercialista tiene documenti',
      'commercialista restituisce documenti',
      'professionista trattiene fascicolo',
      'avvocato restituisce fascicolo',
    ],
    articles: ['cc-2235', 'cc-2237'],
  },
  {
    names: [
      'parcella vecchia avvocato',
      'medico parcella anni',
      'professionista compenso anni dopo',
      'avvocato chiede soldi anni dopo',
    ],
    articles: ['cc-2956', 'cc-2957'],
  },
  {
    names: [
      'lettera interrompe prescrizione',
      'raccomandata interrompere prescrizione',
      'messa mora prescrizione',
    ],
    articles: ['cc-2943', 'cc-2945'],
  },
  {
    names: ['debito vecchio prescritto', 'vecchio debito anni', 'finanziaria debito vecchio'],
    articles: ['cc-2946', 'cc-2934'],
  },
  {
    names: [
      'bolletta vecchia anni',
      'affitti vecchi cinque anni',
      'spese condominiali vecchie',
      'stipendi arretrati prescrizione',
      'canoni vecchi prescrizione',
    ],
    articles: ['cc-2948'],
  },
  {
    names: ['registrazione telefonata prova', 'foto prova tribunale', 'whatsapp prova causa', 'vocale prova'],
    articles: ['cc-2712', 'cc-2719'],
  },
  {
    names: ['scrittura privata firmata', 'foglio firmato valore', 'accordo firmato valore'],
    articles: ['cc-2702', 'cc-2704'],
  },
  // Azienda e proprietà intellettuale
  {
    names: [
      'venduto bar riaperto vicino',
      'ceduto negozio concorrenza',
      'venditore azienda concorrenza',
      'riaperto stessa zona',
    ],
    articles: ['cc-2557'],
  },
  {
    names: [
      'comprato negozio debiti',
      'debiti precedente gestore',
      'comprato bar debiti',
      'debiti azienda acquistata',
    ],
    articles: ['cc-2560'],
  },
  {
    names: ['gestione bar affitto', 'affittato ristorante gestione'],
    articles: ['cc-2562', 'cc-2561'],
  },
  {
    names: ['contratti azienda ceduta', 'fornitori azienda venduta', 'subentrare contratti azienda'],
    articles: ['cc-2558'],
  },
  {
    names: [
      'copiato foto',
      'usato mie foto sito',
      'copiato mio libro',
      'plagio canzone',
      'copiato testi sito',
      'rubato foto instagram',
    ],
    articles: ['cc-2575', 'cc-2577'],
  },
  {
    names: ['brevetto invenzione', 'brevettare idea', 'copiato invenzione', 'inventato prodotto'],
    articles: ['cc-2584', 'cc-2585'],
  },
  {
    names: ['stesso nome negozio', 'nome ditta uguale', 'insegna uguale', 'nome negozio copiato'],
    articles: ['cc-2563', 'cc-2564'],
  },
  // Consumatori
  {
    names: [
      'contratto telefono registrato',
      'contratto telefonico',
      'attivato telefonata',
      'registrazione vocale contratto',
      'detto sì telefono',
    ],
    articles: ['consumo-51', 'consumo-52'],
  },
  {
    names: ['prodotto usato reso', 'reso scatola aperta', 'reso senza confezione'],
    articles: ['consumo-57', 'consumo-52'],
  },
  {
    names: ['assicurazione aggiunta carrello', 'costo aggiunto carrello', 'supplemento pagamento carta'],
    articles: ['consumo-65', 'consumo-62'],
  },
  {
    names: ['settimana vacanza proprietà', 'recedere multiproprietà'],
    articles: ['consumo-69', 'consumo-73'],
  },
  {
    names: ['denuncia agcm', 'segnalare pubblicità ingannevole', 'esposto antitrust'],
    articles: ['consumo-27', 'consumo-20'],
  },
  {
    names: ['etichetta ingannevole', 'bio falso', 'made italy falso', 'recensioni false negozio'],
    articles: ['consumo-21', 'consumo-22'],
  },
  {
    names: [
      'pagare prima ricevere premio',
      'vinto premio pagare',
      'premio vinto spese spedizione',
      'prodotto cura malattie miracoloso',
    ],
    articles: ['consumo-26'],
  },
  {
    names: ['clausola ingiusta contratto', 'contratto squilibrato', 'clausole capestro'],
    articles: ['consumo-33', 'consumo-34'],
  },
  {
    names: ['clausola nulla contratto', 'clausola scritta piccolissimo'],
    articles: ['consumo-36'],
  },
  {
    names: [
      'scarpe rotte dopo mese',
      'divano rovinato mese',
      'cellulare difettoso dopo mese',
      'occhiali rotti garanzia',
      'materasso difettoso',
      'bici elettrica difettosa',
    ],
    articles: ['consumo-129', 'consumo-133'],
  },
  {
    names: ['garanzia scaduta anno', 'difetto dopo anno', 'scontrino perso garanzia'],
    articles: ['consumo-133', 'consumo-135'],
  },
  {
    names: ['riparazione gratis garanzia', 'negozio manda assistenza', 'assistenza tempi lunghi riparazione'],
    articles: ['consumo-135-bis', 'consumo-135-ter'],
  },
  {
    names: [
      'consegna ritardo mobili',
      'cucina consegnata ritardo',
      'corriere lasciato pacco vicino',
      'pacco consegnato sbagliato',
    ],
    articles: ['consumo-61', 'consumo-63'],
  },
  {
    names: ['comprato online sito estero', 'sito chiuso ordine', 'acquisto online informazioni'],
    articles: ['consumo-45', 'consumo-49'],
  },
  {
    names: [
      'recesso servizio online',
      'disdire abbonamento online',
      'recesso corso online',
      'annullare iscrizione corso',
    ],
    articles: ['consumo-54', 'consumo-53'],
  },
  {
    names: [
      'auto difettosa incidente',
      'freni difettosi incidente',
      'airbag difettoso',
      'monopattino difettoso caduto',
      'caricabatterie incendio',
    ],
    articles: ['consumo-114', 'consumo-117'],
  },
  // Circolazione stradale
  {
    names: [
      'modificato scarico',
      'marmitta modificata',
      'assetto modificato',
      'cerchi omologati',
      'auto modificata multa',
      'vetri oscurati',
    ],
    articles: ['cds-78'],
  },
  {
    names: ['gomme lisce', 'pneumatici lisci', 'fanale rotto', 'luci rotte multa', 'gomme invernali'],
    articles: ['cds-79'],
  },
  {
    names: ['fari spenti multa', 'luci spente galleria', 'abbaglianti multa', 'luci accese giorno'],
    articles: ['cds-152', 'cds-153'],
  },
  {
    names: ['senza freccia', 'freccia multa', 'girato senza freccia'],
    articles: ['cds-154'],
  },
  {
    names: ['triangolo emergenza', 'auto ferma strada triangolo', 'giubbotto catarifrangente'],
    articles: ['cds-161', 'cds-162'],
  },
  {
    names: ['carico perso strada', 'carico tetto auto'],
    articles: ['cds-164'],
  },
  {
    names: ['troppe persone auto', 'passeggeri auto troppi', 'bambino braccio auto', 'sei persone macchina'],
    articles: ['cds-169'],
  },
  {
    names: ['due persone scooter', 'passeggero motorino', 'bambino motorino', 'passeggero moto minorenne'],
    articles: ['cds-170'],
  },
  {
    names: ['ore guida camionista', 'riposo camionista', 'camionista multa ore'],
    articles: ['cds-174', 'cds-179'],
  },
  {
    names: ['inversione autostrada', 'fermato corsia emergenza', 'sosta autostrada'],
    articles: ['cds-176'],
  },
  {
    names: ['ambulanza precedenza', 'sirena precedenza', 'ambulanza passare', 'lasciare passare ambulanza'],
    articles: ['cds-177'],
  },
  {
    names: ['camper sosta', 'camper parcheggio', 'campeggio libero camper', 'scaricare camper'],
    articles: ['cds-185'],
  },
  {
    names: [
      'pedone fuori strisce',
      'attraversato fuori strisce',
      'pedone attraversa rosso',
      'pedone investito fuori strisce',
    ],
    articles: ['cds-190'],
  },
  {
    names: ['fermato posto blocco', 'alt polizia', 'scappato alt', 'paletta polizia'],
    articles: ['cds-192'],
  },
  {
    names: [
      'gettato rifiuti finestrino',
      'buttato sigaretta finestrino',
      'buttato carta finestrino',
      'rifiuti strada auto',
    ],
    articles: ['cds-15'],
  },
  {
    names: ['rami sporgono strada', 'siepe strada', 'alberi strada privato', 'siepe copre cartello'],
    articles: ['cds-29', 'cds-31'],
  },
  {
    names: [
      'passo carrabile autorizzazione',
      'passo carrabile cartello',
      'aprire passo carrabile',
      'cartello passo carrabile abusivo',
    ],
    articles: ['cds-22'],
  },
  {
    names: ['rottamare auto', 'demolire auto', 'radiare auto'],
    articles: ['cds-103'],
  },
  {
    names: ['minicar quattordici anni', 'età guidare motorino', 'patente sedici anni', 'età patente'],
    articles: ['cds-115', 'cds-116'],
  },
  {
    names: ['patente diabete', 'patente malattia', 'patente epilessia', 'commissione medica patente'],
    articles: ['cds-119', 'cds-128'],
  },
  {
    names: ['foglio rosa', 'guida accompagnatore', 'esercitazione guida', 'esame guida'],
    articles: ['cds-121', 'cds-122'],
  },
  {
    names: ['targa illeggibile', 'targa rovinata', 'targa persa', 'targa coperta'],
    articles: ['cds-100', 'cds-102'],
  },
  {
    names: [
      'auto intestata morto',
      'passaggio proprietà eredità auto',
      'auto defunto intestata',
      'auto padre morto',
    ],
    articles: ['cds-94'],
  },
  {
    names: ['multa auto straniera', 'auto estera multa', 'targa straniera multa'],
    articles: ['cds-207'],
  },
  {
    names: ['fermo auto mesi'],
    articles: ['cds-214', 'cds-213'],
  },
  {
    names: ['ritirato libretto', 'ritiro carta circolazione', 'ritirato documenti auto'],
    articles: ['cds-216', 'cds-180'],
  },
  {
    names: ['patente ritirata incidente', 'ritiro patente lesioni', 'sospesa patente incidente'],
    articles: ['cds-222', 'cds-223'],
  },
  {
    names: ['multa intestatario comunicare', 'comunicare chi guidava', 'chi guidava sconosciuto'],
    articles: ['cds-126-bis', 'cds-196'],
  },
  {
    names: ['velocità prudente', 'velocità nebbia', 'velocità pioggia'],
    articles: ['cds-141'],
  },
  {
    names: ['invaso corsia opposta', 'tenere destra'],
    articles: ['cds-143', 'cds-144'],
  },
  {
    names: ['troppo vicino tamponato', 'tamponamento catena'],
    articles: ['cds-149'],
  },
  {
    names: ['parcheggiato divieto', 'sosta strisce blu', 'strisce blu scaduto', 'grattino scaduto'],
    articles: ['cds-157', 'cds-7'],
  },
  {
    names: ['parcheggio scivolo disabili', 'parcheggiato curva'],
    articles: ['cds-158'],
  },
  {
    names: ['auricolare guida', 'cuffie guida', 'cellulare semaforo'],
    articles: ['cds-173'],
  },
  {
    names: ['monopattino marciapiede', 'monopattino multa', 'monopattino casco', 'monopattino due persone'],
    articles: ['cds-182'],
  },
  // Lavoro
  {
    names: [
      'stipendio contanti',
      'pagato contanti lavoro',
      'titolare pagato contanti',
      'stipendio metà nero',
    ],
    articles: ['cc-2099', 'cc-2126'],
  },
  {
    names: [
      'stipendio arrivato',
      'stipendio ritardo mesi',
      'datore ritarda stipendio',
      'stipendio pagato metà',
    ],
    articles: ['cc-2099'],
  },
  {
    names: ['ore extra', 'lavoro sabato pagato', 'fuori orario pagato', 'straordinario gratis'],
    articles: ['cc-2108'],
  },
  {
    names: ['ferie rifiutate', 'ferie agosto obbligate', 'giorno riposo settimana'],
    articles: ['cc-2109'],
  },
  {
    names: [
      'infortunio lavoro stipendio',
      'malattia licenziamento periodo comporto',
      'malattia lunga posto lavoro',
    ],
    articles: ['cc-2110'],
  },
  {
    names: [
      'caduto lavoro',
      'ferito lavoro',
      'tagliato lavoro macchina',
      'infortunio magazzino',
      'schiena rotta lavoro',
      'bruciato lavoro',
    ],
    articles: ['cc-2087'],
  },
  {
    names: [
      'capo insulta',
      'capo urla davanti',
      'collega insulta',
      'capo minaccia licenziare',
      'messo angolo ufficio',
      'tolto scrivania',
    ],
    articles: ['cc-2087', 'cc-2103'],
  },
  {
    names: ['messo magazzino', 'spostato reparto', 'trasferito punizione', 'trasferito altra città lavoro'],
    articles: ['cc-2103'],
  },
  {
    names: ['preavviso licenziamento pagato', 'indennità preavviso'],
    articles: ['cc-2118'],
  },
  {
    names: ['licenziato rubato', 'licenziato insultato capo', 'licenziato rissa lavoro'],
    articles: ['cc-2119'],
  },
  {
    names: ['liquidazione arrivata', 'tfr casa acquisto'],
    articles: ['cc-2120'],
  },
  {
    names: ['secondo lavoro concorrente', 'lavoro nero concorrente'],
    articles: ['cc-2105'],
  },
  {
    names: ['rifiutato ordine capo', 'disobbedito capo', 'ordini capo assurdi'],
    articles: ['cc-2104'],
  },
  {
    names: ['licenziato ritardi', 'ritardi lavoro sanzione', 'usato telefono lavoro sanzione'],
    articles: ['cc-2106', 'cc-2104'],
  },
  {
    names: ['prova superata', 'prova mesi licenziato'],
    articles: ['cc-2096'],
  },
  {
    names: ['lavoro prova gratis', 'stage gratis lavoro'],
    articles: ['cc-2094', 'cc-2126'],
  },
  {
    names: ['badante ferie', 'badante tfr', 'colf ferie', 'badante orario', 'badante notte'],
    articles: ['cc-2240', 'cc-2243'],
  },
  {
    names: ['lavoro autonomo pagato', 'freelance pagato', 'cliente paga freelance'],
    articles: ['cc-2222', 'cc-2225'],
  },
  {
    names: [
      'avvocato chiede soldi',
      'avvocato costa',
      'geometra chiede soldi',
      'architetto parcella',
      'preventivo avvocato',
    ],
    articles: ['cc-2233', 'cc-2230'],
  },
  // Condominio
  {
    names: [
      'vicino chiude corridoio',
      'scale piene roba',
      'condomino occupa cortile',
      'parcheggia cortile comune',
      'stendino scale',
    ],
    articles: ['cc-1117', 'cc-1102'],
  },
  {
    names: ['spese pulizia scale', 'spese giardino condominio', 'spese portiere', 'pagare spese condominio'],
    articles: ['cc-1123'],
  },
  {
    names: ['ascensore spese piano', 'spese scale piano terra', 'negozio piano terra spese'],
    articles: ['cc-1124'],
  },
  {
    names: [
      'assemblea decisa senza',
      'assemblea convocata male',
      'verbale assemblea sbagliato',
      'delibera presa senza',
    ],
    articles: ['cc-1136', 'cc-1137', 'cc-1135'],
  },
  {
    names: [
      'amministratore condominio sparito',
      'nominare amministratore condominio',
      'amministratore condominio scaduto',
      'condominio senza amministratore',
    ],
    articles: ['cc-1130', 'cc-1129'],
  },
  {
    names: [
      'vicino abbatte muri',
      'lavori appartamento vicino',
      'vicino ristruttura rumore',
      'vicino lavori facciata',
    ],
    articles: ['cc-1122'],
  },
  {
    names: ['tubo condominio rotto', 'perdita colonna condominio', 'tetto condominio infiltrazioni'],
    articles: ['cc-1117', 'cc-2051'],
  },
  {
    names: [
      'regolamento condominio cani',
      'regolamento vieta stendere',
      'regolamento vieta bed breakfast',
      'regolamento condominiale contrattuale',
    ],
    articles: ['cc-1138', 'cc-1107'],
  },
  {
    names: ['cappotto termico condominio', 'superbonus condominio'],
    articles: ['cc-1120'],
  },
  // Locazione
  {
    names: ['affitto senza contratto', 'affitto nero', 'contratto affitto registrato', 'affitto studenti'],
    articles: ['cc-1571', 'cc-1573'],
  },
  {
    names: [
      'caldaia rotta inquilino',
      'infiltrazioni casa affitto',
      'casa affitto rotta',
      'proprietario sparito guasto',
    ],
    articles: ['cc-1575', 'cc-1576'],
  },
  {
    names: ['casa affitto topi', 'scarafaggi casa affitto', 'impianto elettrico pericoloso affitto'],
    articles: ['cc-1578', 'cc-1581'],
  },
  {
    names: [
      'inquilino lasciato rifiuti',
      'pareti sporche inquilino',
      'tinteggiare casa uscita',
      'imbiancare lasciando casa',
    ],
    articles: ['cc-1590'],
  },
  {
    names: [
      'andare via prima affitto',
      'lasciare prima scadenza',
      'disdetta sei mesi',
      'disdetta raccomandata affitto',
    ],
    articles: ['cc-1596', 'cc-1597'],
  },
  {
    names: ['inquilino paga affitto', 'inquilino ritardo affitto', 'inquilino rate arretrate'],
    articles: ['cc-1587'],
  },
  {
    names: ['spese riparazioni inquilino', 'caldaia manutenzione inquilino', 'revisione caldaia affitto'],
    articles: ['cc-1609', 'cc-1576'],
  },
  {
    names: ['subaffittare stanza', 'affittare camera casa affitto'],
    articles: ['cc-1594'],
  },
  {
    names: ['nuovo proprietario vuole liberare', 'proprietario vende casa affittata'],
    articles: ['cc-1599'],
  },
  // Famiglia
  {
    names: ['moglie lavora casa', 'coniugi dividere spese', 'residenza famiglia scelta'],
    articles: ['cc-143', 'cc-144'],
  },
  {
    names: ['marito beve', 'marito gioca soldi', 'marito gioco azzardo', 'moglie spende tutto'],
    articles: ['cc-151'],
  },
  {
    names: ['mantenimento moglie figli'],
    articles: ['cc-156', 'cc-337-ter'],
  },
  {
    names: ['figlio weekend padre', 'vacanze estive figli', 'natale figli ex', 'orari visita figli'],
    articles: ['cc-337-ter'],
  },
  {
    names: ['padre perso figli', 'madre tossica figli'],
    articles: ['cc-337-quater'],
  },
  {
    names: ['ex resta casa', 'casa assegnata ex', 'casa moglie figli', 'casa mia ex dentro'],
    articles: ['cc-337-sexies'],
  },
  {
    names: [
      'servizi sociali portato via figli',
      'bambino portato via casa famiglia',
      'figlio comunità',
      'tolto figlio madre',
    ],
    articles: ['cc-330', 'cc-333'],
  },
  {
    names: ['test dna padre', 'padre biologico', 'figlio nato relazione', 'riconoscere figlio tribunale'],
    articles: ['cc-269', 'cc-277'],
  },
  {
    names: ['riconoscere figlio nato', 'compagno riconoscere figlio', 'figlio fuori matrimonio riconoscere'],
    articles: ['cc-250', 'cc-254'],
  },
  {
    names: ['cognome figlio padre', 'figlio solo cognome madre', 'aggiungere cognome'],
    articles: ['cc-262'],
  },
  {
    names: [
      'beni comunione separazione',
      'casa comprata insieme separazione',
      'auto comunione separazione',
      'conto comunione marito',
    ],
    articles: ['cc-177', 'cc-179', 'cc-191'],
  },
  {
    names: ['separazione beni matrimonio', 'scegliere separazione beni', 'comunione beni notaio'],
    articles: ['cc-159', 'cc-162', 'cc-215'],
  },
  {
    names: [
      'amministratore sostegno padre',
      'amministratore sostegno madre',
      'figlio disabile sostegno',
      'fratello disabile sostegno',
      'amministratore sostegno nonna',
    ],
    articles: ['cc-404', 'cc-405', 'cc-410'],
  },
  // Privacy
  {
    names: ['dati sbagliati correggere', 'correggere dati', 'indirizzo sbagliato dati'],
    articles: ['gdpr-16'],
  },
  {
    names: ['spam email', 'newsletter cancellarmi', 'pubblicità whatsapp'],
    articles: ['privacy-130', 'gdpr-21'],
  },
  {
    names: ['iscritto registro opposizioni'],
    articles: ['privacy-130'],
  },
  {
    names: ['ritirare consenso dati', 'tolto consenso'],
    articles: ['gdpr-7'],
  },
  {
    names: ['informativa mancante', 'dati raccolti senza informativa'],
    articles: ['gdpr-13', 'gdpr-14'],
  },
  {
    names: ['telecamera casa badante', 'telecamera babysitter', 'filmare colf casa'],
    articles: ['privacy-114', 'gdpr-6'],
  },
  {
    names: ['dashcam', 'filmare strada auto'],
    articles: ['gdpr-2', 'gdpr-6'],
  },
  {
    names: ['registrato riunione', 'registrare collega', 'registrato telefonata insaputa'],
    articles: ['cp-617-septies', 'gdpr-6'],
  },
  {
    names: ['diffuso dati clienti', 'diffuso dati pazienti', 'venduto dati clienti'],
    articles: ['privacy-167', 'gdpr-6'],
  },
  {
    names: ['risposta richiesta dati', 'ignorato richiesta privacy', 'richiesta dati trenta giorni'],
    articles: ['gdpr-15', 'gdpr-12'],
  },
  {
    names: ['cancellare profilo', 'cancellare account', 'cancellarmi sito', 'eliminare dati sito'],
    articles: ['gdpr-17', 'gdpr-21'],
  },
  {
    names: ['figlio minorenne account'],
    articles: ['privacy-2-quinquies', 'gdpr-8'],
  },
  // Sanità, scuola, vita quotidiana
  {
    names: [
      'anestesia sbagliata',
      'farmaco sbagliato ospedale',
      'caduto letto ospedale',
      'piaghe ospedale',
      'rsa piaghe',
      'rsa caduto',
      'medico base sbagliato',
    ],
    articles: ['cc-1218', 'cc-2236'],
  },
  {
    names: [
      'ferito piscina',
      'caduto piscina',
      'annegato piscina',
      'bagnino assente',
      'caduto giostra',
      'ferito parco giochi',
      'altalena rotta',
    ],
    articles: ['cc-1218', 'cc-2043'],
  },
  {
    names: ['figlio ferito scuola', 'bambino caduto scuola', 'bambino ferito asilo'],
    articles: ['cc-2048'],
  },
  {
    names: [
      'gatto graffiato',
      'cane azzannato',
      'cane attaccato mio cane',
      'pitbull aggredito',
      'cane morso postino',
      'cane aggredito passante',
      'cane saltato addosso',
    ],
    articles: ['cc-2052'],
  },
  {
    names: [
      'caduto scale mobili',
      'caduto porta automatica',
      'caduto parcheggio',
      'caduto ghiaccio marciapiede negozio',
      'scivolato olio',
    ],
    articles: ['cc-2051'],
  },
  {
    names: ['caduto bici buca ciclabile', 'colpito pallone', 'colpito pallina golf', 'colpito sasso'],
    articles: ['cc-2043'],
  },
  {
    names: ['caduto metro', 'porte metro', 'caduto scale stazione'],
    articles: ['cc-1681', 'cc-2051'],
  },
  {
    names: ['curarmi gratis', 'rifiutato cure ospedale', 'ospedale rifiuta ricovero', 'sanità pubblica'],
    articles: ['cost-32'],
  },
  {
    names: ['iscrizione scuola negata', 'scuola rifiuta iscrizione'],
    articles: ['cost-34', 'cost-33'],
  },
  {
    names: ['stipendio donne meno', 'pagata meno uomini', 'discriminata donna lavoro'],
    articles: ['cost-37', 'cost-3'],
  },
  {
    names: ['trattamento carcere', 'detenuto picchiato', 'violenza carcere'],
    articles: ['cost-13', 'cost-27'],
  },
  // Altre situazioni frequenti
  {
    names: [
      'comprato casa muffa',
      'casa comprata tetto perde',
      'impianto casa comprata difettoso',
      'casa comprata abusi',
      'cavallo comprato malato',
      'cane comprato malato',
      'cucciolo comprato malato',
    ],
    articles: ['cc-1490', 'cc-1495'],
  },
  {
    names: ['cucciolo allevamento malato', 'cucciolo morto dopo acquisto', 'cane pet shop malato'],
    articles: ['cc-1490', 'consumo-128'],
  },
  {
    names: ['auto comprata incidentata', 'auto usata incidentata nascosto', 'moto usata incidentata'],
    articles: ['cc-1497', 'cc-1453'],
  },
  {
    names: [
      'casa nuova muffa',
      'appartamento nuovo infiltrazioni',
      'costruttore sparito difetti',
      'garage nuovo allagato',
    ],
    articles: ['cc-1669', 'cc-1667'],
  },
  {
    names: ['impresa lavora male controllare', 'direttore lavori assente', 'controllare lavori impresa'],
    articles: ['cc-1655', 'cc-1662'],
  },
  {
    names: ['rifare lavori impresa', 'impresa rifiuta sistemare', 'impresa rifare gratis'],
    articles: ['cc-1668', 'cc-1667'],
  },
  {
    names: [
      'idraulico allagato',
      'elettricista cortocircuito',
      'tecnico caldaia danni',
      'antennista danni tetto',
      'giardiniere tagliato albero sbagliato',
    ],
    articles: ['cc-2226', 'cc-1176'],
  },
  {
    names: ['ragazzi danneggiato insieme', 'colpevoli pagare danni insieme'],
    articles: ['cc-2043', 'cc-2055'],
  },
  {
    names: ['calcolo risarcimento', 'giorni malattia risarcimento', 'spese mediche risarcimento'],
    articles: ['cc-2056', 'cc-1223'],
  },
  {
    names: [
      'rimettere come prima',
      "ripristinare com'era",
      'rifare muro abbattuto',
      'ripristino stato luoghi',
    ],
    articles: ['cc-2058'],
  },
  {
    names: ['malato mente danni', 'danni causati disabile', 'anziano demente danni', 'figlio disabile danni'],
    articles: ['cc-2047', 'cc-2046'],
  },
  {
    names: [
      'luna park ferito',
      'giostra ferito',
      'ferito poligono',
      'ferito cantiere passante',
      'esplosione gas ferito',
    ],
    articles: ['cc-2050'],
  },
  {
    names: ['difeso aggressore danni', 'salvare bambino danni', 'rotto porta salvare'],
    articles: ['cc-2044', 'cc-2045'],
  },
  {
    names: [
      'albero vicino troppo alto',
      'radici albero vicino tubature',
      'radici pavimento vicino',
      'cipressi confine',
      'canne bambù vicino',
    ],
    articles: ['cc-892', 'cc-896'],
  },
  {
    names: [
      'balcone vicino confine',
      'finestra vicino confine',
      'vicino aperto finestra muro',
      'veduta vicino',
    ],
    articles: ['cc-905', 'cc-907'],
  },
  {
    names: [
      'tubo passa terreno',
      'cavi passano terreno',
      'fognatura terreno vicino',
      'acquedotto passa terreno',
    ],
    articles: ['cc-1027', 'cc-1032'],
  },
  {
    names: ['vicino impedisce passare', 'cancello chiuso vicino', 'vicino chiuso strada comune'],
    articles: ['cc-1079', 'cc-1168'],
  },
  {
    names: [
      'terreno comune fratelli',
      'casa vacanze comune fratelli',
      'fratello usa casa mare',
      'garage comune fratello',
    ],
    articles: ['cc-1100', 'cc-1111', 'cc-1102'],
  },
  {
    names: ['usufruttuario lavori', 'nudo proprietario spese', 'usufrutto tetto spese'],
    articles: ['cc-981', 'cc-1004', 'cc-1005'],
  },
  {
    names: ['diritto abitare casa', 'casa vita abitare'],
    articles: ['cc-1022', 'cc-1021'],
  },
  {
    names: ['tolto possesso', 'ripreso possesso forza', 'possesso casa cambiato serratura'],
    articles: ['cc-1140', 'cc-1168'],
  },
  {
    names: [
      'usucapione casa',
      'casa abitata anni senza contratto',
      'giardino usato anni vicino',
      'striscia terreno usata anni',
    ],
    articles: ['cc-1158', 'cc-1159'],
  },
  {
    names: ['prestito interessi amico', 'interessi prestito privato', 'prestito parenti interessi'],
    articles: ['cc-1813', 'cc-1815'],
  },
  {
    names: ['garante pagato banca', 'fideiussore pagato', 'garante rivalersi'],
    articles: ['cc-1936', 'cc-1950'],
  },
  {
    names: [
      'assicurazione casa danni acqua',
      'assicurazione incendio casa',
      'assicurazione furto casa',
      'polizza casa danni',
      'assicurazione paga poco',
    ],
    articles: ['cc-1882', 'cc-1905'],
  },
  {
    names: ['assicurazione responsabilità civile famiglia', 'polizza capofamiglia'],
    articles: ['cc-1917'],
  },
  {
    names: ['polizza annullata dichiarazione', 'assicurazione scoperto bugia', 'polizza nulla falsa'],
    articles: ['cc-1892', 'cc-1898'],
  },
  {
    names: ['moglie intestato casa debiti', 'figli intestato beni debiti', 'venduto casa scappare debiti'],
    articles: ['cc-2740', 'cc-2901'],
  },
  {
    names: ['interessi fattura', 'interessi debito soldi', 'interessi soldi dovuti'],
    articles: ['cc-1282', 'cc-1224'],
  },
  {
    names: ['consulente finanziario perso soldi'],
    articles: ['cc-1218', 'cc-1176'],
  },
  {
    names: [
      'procura gestire soldi',
      'delega gestire soldi',
      'gestito soldi padre',
      'conti gestione fratello',
    ],
    articles: ['cc-1703', 'cc-1713'],
  },
  {
    names: ['prescrizione coniugi', 'prescrizione sospesa', 'debiti marito moglie prescrizione'],
    articles: ['cc-2941', 'cc-2942'],
  },
  {
    names: ['quota figli eredità', 'quota moglie eredità', 'spetta moglie eredità'],
    articles: ['cc-537', 'cc-542'],
  },
  {
    names: ['testamento lasciato tutto', 'esclusi dal testamento'],
    articles: ['cc-536', 'cc-554', 'cc-537', 'cc-542'],
  },
  {
    names: [
      'moglie eredità marito',
      'marito morto moglie eredità',
      'eredità coniuge senza figli',
      'moglie fratelli eredità',
    ],
    articles: ['cc-566', 'cc-581', 'cc-582'],
  },
  {
    names: ['erede possesso', 'chiavi casa defunto', 'beni defunto custodire'],
    articles: ['cc-1146', 'cc-460'],
  },
  {
    names: ['account social morto', 'whatsapp padre morto', 'foto telefono defunto', 'telefono padre morto'],
    articles: ['privacy-2-terdecies', 'gdpr-15'],
  },
  {
    names: ['ex entrato casa rotto', 'entrato forza casa', 'sfondato porta casa'],
    articles: ['cp-614', 'cp-635'],
  },
  {
    names: ['recensioni false concorrente', 'recensioni negative false', 'recensione inventata'],
    articles: ['cp-595', 'cc-2598'],
  },
  {
    names: [
      'diffamato giornale',
      'giornale pubblicato falso',
      'giornale scritto falso',
      'notizia falsa giornale',
    ],
    articles: ['cp-595', 'cc-2043'],
  },
  {
    names: ['ex sparla', 'suocera sparla', 'collega sparla', 'ex infanga', 'messo voce falsa'],
    articles: ['cp-595'],
  },
  {
    names: [
      'venduto auto truffa',
      'comprato auto truffa',
      'assegno circolare falso',
      'assegno falso auto',
      'bonifico falso vendita',
    ],
    articles: ['cp-640', 'cc-1439'],
  },
  {
    names: [
      'consulente truffato risparmi',
      'promotore finanziario sparito soldi',
      'investito soldi amico sparito',
    ],
    articles: ['cp-640', 'cp-646'],
  },
  {
    names: [
      'badante fatto firmare',
      'vicino fatto firmare anziano',
      'anziano firmato procura',
      'nonna firmato carte',
    ],
    articles: ['cp-643', 'cc-428'],
  },
  {
    names: [
      'debitore minacciato',
      'creditore minaccia',
      'usuraio minaccia',
      'recupero crediti minaccia violenza',
    ],
    articles: ['cp-629', 'cp-612'],
  },
  {
    names: ['assegno figli pagato', 'ex smesso pagare figli', 'ex paga spese straordinarie'],
    articles: ['cp-570-bis', 'cp-388'],
  },
  {
    names: ['ex marito perseguita', 'ex moglie perseguita', 'ex compagno segue', 'ex sotto casa'],
    articles: ['cp-572', 'cp-612-bis'],
  },
  {
    names: ['anziano abbandonato casa', 'madre anziana abbandonata', 'disabile lasciato solo'],
    articles: ['cp-591', 'cp-570'],
  },
  {
    names: ['patrocinio stato', 'avvocato pagato stato', 'difesa gratuita'],
    articles: ['cost-24', 'cpp-98'],
  },
  {
    names: ['giudice imparziale', 'processo equo', 'diritto contraddittorio'],
    articles: ['cost-111', 'cost-24'],
  },
  {
    names: ['polizia casa senza permesso'],
    articles: ['cost-14'],
  },
  {
    names: ['letto messaggi telefono', 'controllato corrispondenza'],
    articles: ['cost-15', 'cp-616'],
  },
  {
    names: ['libertà satira', 'critica politico', 'scritto politico criticato'],
    articles: ['cost-21', 'cp-595'],
  },
  {
    names: ['lavoro minorenni', 'quindicenne lavora', 'ragazzo lavora minorenne'],
    articles: ['cost-37'],
  },
  {
    names: ['sciopero servizi pubblici', 'sciopero trasporti', 'sciopero scuola'],
    articles: ['cost-40', 'cost-39'],
  },
  {
    names: ['risparmi persi banca'],
    articles: ['cost-47'],
  },
];
