import type { DoctrineEntry } from './legal-doctrine-entry';

/**
 * Clients' stories about what they bought, agreed, owe or are owed → the articles a lawyer cites:
 * defects of goods and consumer guarantee, withdrawal from purchases at a distance, non-performance,
 * penalty and caparra, works badly done, interest, prescription, guarantors, injunctions, seizures.
 * Short combinations of the words a buyer, a creditor or a debtor uses; only those the older tables lack.
 *
 * Written from the civil code's rubrics (Libro IV), the Codice del consumo (Parte III Titolo III,
 * Parte IV Titolo III) and the Codice di procedura civile, and from general Italian legal knowledge,
 * never from evaluation questions. See `legal-doctrine.ts` for how names match.
 */
export const LEGAL_DOCTRINE_NARRATIVES_DEALINGS: readonly DoctrineEntry[] = [
  // Vendita tra privati: vizi
  {
    names: [
      'comprato privato usata',
      'comprata privato rotta',
      'usata motore rotto',
      'usata motore grippato',
      'motore grippato',
      'macchina usata difetto',
      'auto usata difetto nascosto',
      'venditore nascosto difetto',
      'difetto nascosto venditore',
      'venditore sapeva difetto',
      'venduto rotto sapeva',
    ],
    articles: ['cc-1490', 'cc-1492', 'cc-1495'],
  },
  {
    names: [
      'casa comprato muffa',
      'casa comprata crepe',
      'comprato casa infiltrazioni',
      'casa nuova crepe',
      'venditore nascosto muffa',
      'appartamento comprato difetti',
    ],
    articles: ['cc-1490', 'cc-1495', 'cc-1669'],
  },
  // Garanzia del consumatore
  {
    names: [
      'negozio garanzia copre',
      'negozio manda produttore',
      'manda assistenza produttore',
      'negozio manda assistenza',
      'garanzia scaduta negozio',
      'negozio vuole riparare',
      'comprato negozio rotto',
      'comprato negozio perde',
      'comprata negozio smesso funzionare',
      'elettrodomestico rotto mesi',
      'lavatrice perde acqua',
      'lavatrice rotta mesi',
      'frigorifero rotto mesi',
      'telefono spegne solo',
      'telefono comprato rotto',
      'computer comprato rotto',
      'televisore comprato rotto',
      'smesso funzionare mesi comprato',
    ],
    articles: ['consumo-133', 'consumo-135-bis', 'consumo-129', 'consumo-135-ter'],
  },
  {
    names: [
      'consegnato colore diverso',
      'consegnato diverso ordinato',
      'arrivato diverso ordinato',
      'arrivato modello diverso',
      'consegnato misura sbagliata',
      'diverso foto sito',
    ],
    articles: ['consumo-129', 'consumo-135-bis', 'cc-1497'],
  },
  // Acquisti online e fuori dai negozi: recesso
  {
    names: [
      'comprato online restituire',
      'ordinato online restituire',
      'ordinato sito piace',
      'comprato internet piace',
      'rimandare indietro pacco',
      'rimandarlo indietro',
      'restituire pacco',
      'reso online',
      'reso sito',
      'rispedire merce',
      'quattordici giorni restituire',
      '14 giorni restituire',
    ],
    articles: ['consumo-52', 'consumo-54', 'consumo-56', 'consumo-59'],
  },
  {
    names: [
      'rimandato pacco soldi',
      'restituito pacco rimborso',
      'rimborso reso',
      'ridato soldi reso',
      'reso rimborsato',
    ],
    articles: ['consumo-56', 'consumo-57', 'consumo-52'],
  },
  {
    names: [
      'porta porta firmare',
      'venuto casa firmare contratto',
      'firmato casa venditore',
      'firmato contratto fiera',
      'venditore casa depuratore',
      'firmare contratto telefono venditore',
    ],
    articles: ['consumo-52', 'consumo-50', 'consumo-45'],
  },
  {
    names: [
      'clausola piccola',
      'scritto piccolo contratto',
      'penale enorme disdico',
      'clausola nascosta contratto',
    ],
    articles: ['consumo-33', 'consumo-36', 'cc-1341'],
  },
  // Inadempimento, penale, caparra
  {
    names: [
      'pagato acconto consegnato',
      'pagato anticipo consegnato',
      'acconto fornitore',
      'pagato consegnato niente',
      'pagato mai consegnato',
      'fornitore consegnato',
      'mai consegnato merce',
      'consegnato lavoro pagato',
    ],
    articles: ['cc-1453', 'cc-1218', 'cc-1455'],
  },
  {
    names: [
      'caparra vendere',
      'caparra comprare casa',
      'caparra venditore',
      'caparra ripensato',
      'caparra doppio',
      'restituire doppio caparra',
      'dato caparra',
      'versato caparra',
    ],
    articles: ['cc-1385', 'cc-1386', 'cc-1351'],
  },
  {
    names: [
      'penale ritardo contratto',
      'penale ogni giorno',
      'penale giorno ritardo',
      'ritardo lavori penale',
      'lavori finiti ritardo',
      'finire lavori ritardo',
      'lavori mesi ritardo',
    ],
    articles: ['cc-1382', 'cc-1384', 'cc-1218'],
  },
  {
    names: ['presenta notaio', 'presentato notaio rogito', 'rogito vuole', 'rogito rifiuta'],
    articles: ['cc-2932', 'cc-1351', 'cc-1385'],
  },
  {
    names: [
      'pagato ultime rate',
      'pagato rate auto venduta',
      'venduto auto pagato',
      'compratore pagato rate',
    ],
    articles: ['cc-1453', 'cc-1455', 'cc-1517'],
  },
  {
    names: [
      'abbonamento palestra trasferito',
      'palestra trasferito',
      'palestra disdire',
      'abbonamento disdire trasferito',
      'contratto anno trasferito',
    ],
    articles: ['cc-1373', 'cc-1463', 'cc-1256'],
  },
  {
    names: [
      'lavorato male bagno',
      'rifatto bagno male',
      'lavoro fatto male impresa',
      'muratore lavorato male',
    ],
    articles: ['cc-1667', 'cc-1668'],
  },
  // Debiti, interessi, prescrizione, garanzie
  {
    names: [
      'prestato soldi amico',
      'prestato euro amico',
      'prestato soldi scritto',
      'prestito amico restituisce',
      'chiederli indietro prestato',
      'soldi prestati anni',
      'ridare soldi prestati',
    ],
    articles: ['cc-1813', 'cc-2946', 'cc-2943'],
  },
  {
    names: [
      'multa anni fa',
      'multa vecchia pagare',
      'bolletta vecchia anni',
      'cartella anni fa',
      'debito vecchio anni',
      'chiedono soldi anni fa',
      'pagare debito anni fa',
      'soldi dieci anni',
      'anni fa scade',
    ],
    articles: ['cc-2946', 'cc-2948', 'cc-2943'],
  },
  {
    names: ['interessi altissimi', 'interessi 50 per cento', 'strozzino', 'tassi altissimi prestito'],
    articles: ['cp-644', 'cc-1815'],
  },
  {
    names: [
      'garante mutuo',
      'fatto garante',
      'fatto garanzia banca',
      'firmato garante',
      'garante prestito',
      'banca vuole soldi garante',
      'garante debiti',
    ],
    articles: ['cc-1936', 'cc-1944', 'cc-1957'],
  },
  {
    names: [
      'intestato casa moglie pagarmi',
      'intestato beni pagare',
      'intestato casa evitare debiti',
      'venduto casa evitare pagare',
      'debitore intestato',
      'debitore regalato casa',
      'nascondere beni debitore',
    ],
    articles: ['cc-2901', 'cc-2740'],
  },
  {
    names: [
      'decreto ingiuntivo già pagato',
      'arrivato decreto ingiuntivo',
      'ricevuto decreto ingiuntivo',
      'ingiunzione pagamento arrivata',
      'opporsi decreto ingiuntivo',
    ],
    articles: ['cpc-645', 'cpc-641', 'cpc-633'],
  },
  {
    names: [
      'fattura pagata recupero',
      'recuperare soldi fattura',
      'cliente paga fattura',
      'recupero crediti fattura',
      'fattura euro anno pagata',
    ],
    articles: ['cpc-633', 'cc-1218', 'cc-1224'],
  },
  {
    names: [
      'pignorarmi stipendio',
      'pignorare stipendio',
      'pignorato stipendio',
      'pignorare pensione',
      'pignorato conto',
    ],
    articles: ['cpc-545', 'cpc-543'],
  },
];
