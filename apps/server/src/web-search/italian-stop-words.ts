/**
 * Words a web search does without: Italian function words, the phrasing of a question ("qual è",
 * "mi sai dire", "cosa prevede") and recency words (a search engine cannot act on "ultime").
 * Words that carry the subject ("sentenza", "Cassazione", "legge", "contratto") are not here.
 */
const FUNCTION_WORDS = `
il lo la i gli le un uno una l un'
di a da in con su per tra fra entro verso
del dello della dei degli delle dell al allo alla ai agli alle all dal dallo dalla dai dagli dalle dall
nel nello nella nei negli nelle nell col coi sul sullo sulla sui sugli sulle sull
io tu lui lei noi voi loro mi ti si ci vi ne me te se sé ce
questo questa questi queste quello quella quelli quelle quel quei quegli quest ciò cui chi che
mio mia miei mie tuo tua tuoi tue suo sua suoi sue nostro nostra nostri nostre vostro vostra
e ed o od ma però anche pure oppure né quindi dunque perché perche poiché mentre
come quando dove quanto quanta quanti quante inoltre invece ovvero cioè ossia
non più piu molto molta molti molte poco già gia ancora sempre mai solo soltanto
tutto tutta tutti tutte ogni qualche alcuni alcune alcun alcuna altro altra altri altre
stesso stessa così cosi bene ecc etc ex
è e' sono sei siamo siete era erano sarà sarebbe sia siano essere c
ho hai ha abbiamo avete hanno avere aveva avevano avrà avrebbe abbia abbiano
posso puoi può puo possiamo potete possono potrebbe potrebbero potere
devo devi deve dobbiamo dovete devono dovrebbe dovrebbero dovere
voglio vorrei vuoi vuole volere faccio fai fa fare fanno serve servono
`;

const QUESTION_WORDS = `
qual quale quali cosa cos che chi
dire dimmi dica dici dice dicono detto sai sapere saprei sapresti sapete
spiegare spiegami spiega spiegarmi illustrami illustra parlami parlare
cerca cercami cercare trova trovami trovare mostrami elenca elencami riassumi
conoscere informazioni informazione info aiuto aiutami grazie ciao buongiorno salve
favore prego gentilmente domanda chiedo chiedere richiesta vorrei
prevede prevedono stabilisce stabiliscono dispone dispongono afferma affermano
riguarda riguardano significa tratta trattano parla parlano funziona funzionano
indica indicano dicendo esiste esistono deciso decisa decide
recente recenti ultima ultime ultimo ultimi nuova nuove nuovo nuovi
attuale attuali attualmente aggiornato aggiornata aggiornati aggiornate oggi ora adesso
art artt articolo articoli
`;

export const ITALIAN_STOP_WORDS: ReadonlySet<string> = new Set(
  `${FUNCTION_WORDS} ${QUESTION_WORDS}`.split(/\s+/).filter(Boolean),
);
