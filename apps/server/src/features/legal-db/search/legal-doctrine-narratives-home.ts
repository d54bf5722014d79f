import type { DoctrineEntry } from './legal-doctrine-entry';

/**
 * Clients' stories about their home → the articles a lawyer cites: lease (arrears, eviction, deposit,
 * repairs, sublet), condominium, neighbours (distances, immissions, easements, possession). Each entry
 * lists short combinations of the words a tenant, a landlord or a neighbour uses when telling the
 * facts, in the first person and without legal terms; only combinations the older tables lack.
 *
 * Written from the civil code's rubrics (Libro IV Titolo III Capo VI, Libro III Titoli II–VI) and from
 * general Italian legal knowledge, never from evaluation questions. See `legal-doctrine.ts` for how
 * names match (all content words, stemmed, within a short window).
 */
export const LEGAL_DOCTRINE_NARRATIVES_HOME: readonly DoctrineEntry[] = [
  // Locazione: morosità e sfratto
  {
    names: [
      'inquilino paga affitto',
      'inquilino pagato affitto',
      'affittuario paga',
      'inquilino mesi arretrati',
      'affitti arretrati',
      'mandare via inquilino',
      'cacciare inquilino',
      'inquilino moroso',
      'inquilina paga affitto',
    ],
    articles: ['cpc-658', 'cc-1587', 'cc-1453', 'cc-1455'],
  },
  {
    names: [
      'affittuario se ne va',
      'inquilino va via contratto scaduto',
      'contratto affitto scaduto',
      'affitto scaduto resta casa',
      'inquilino lascia casa scadenza',
      'scaduto contratto inquilino',
      'liberare appartamento scaduto',
    ],
    articles: ['cpc-657', 'cc-1596', 'cc-1591'],
  },
  {
    names: [
      'ridà cauzione',
      'restituisce cauzione',
      'restituito deposito affitto',
      'deposito cauzionale',
      'tenuto cauzione',
      'trattenuto cauzione',
      'riconsegnato chiavi appartamento',
      'lasciato appartamento pulito',
    ],
    articles: ['cc-1590', 'cc-1588'],
  },
  {
    names: [
      'inquilina rotto',
      'inquilino rovinato appartamento',
      'inquilino danneggiato casa',
      'inquilino distrutto',
      'inquilino rotto mobili',
    ],
    articles: ['cc-1588', 'cc-1590', 'cc-1587'],
  },
  {
    names: [
      'affitto tetto perde',
      'affitto infiltrazioni proprietario',
      'affitto muffa proprietario',
      'affitto riparare proprietario',
      'affitto aggiustare proprietario',
      'padrone casa ripara',
      'padrone casa aggiustare',
      'proprietario aggiustare affitto',
      'affitto caldaia proprietario',
      'affitto lavori proprietario',
      'riparazioni affitto tocca',
    ],
    articles: ['cc-1575', 'cc-1576', 'cc-1577', 'cc-1609'],
  },
  {
    names: [
      'riaffittato stanza',
      'subaffittato',
      'subaffitto',
      'subaffittare',
      'affittare camera appartamento affitto',
      'affitto camera studente inquilino',
      'inquilino affitta stanza',
      'inquilino ospita altra persona',
      'affitto stanza altri senza permesso',
    ],
    articles: ['cc-1594', 'cc-1587'],
  },
  {
    names: [
      'proprietario entra appartamento',
      'padrone entra casa',
      'proprietario chiavi entra',
      'proprietario disturba inquilino',
    ],
    articles: ['cc-1585', 'cc-1575', 'cp-614'],
  },
  {
    names: ['proprietario vende casa affitto', 'casa affitto venduta', 'nuovo proprietario affitto'],
    articles: ['cc-1599', 'cc-1602'],
  },
  // Condominio
  {
    names: [
      'spese tetto palazzo',
      'rifare tetto palazzo',
      'spese facciata palazzo',
      'rifare facciata condominio',
      'dividere spese condominio',
      'spese condominiali divise',
      'pagare spese condominio',
      'millesimi spese',
      'spese ultimo piano',
    ],
    articles: ['cc-1123', 'cc-1117', 'cc-1126'],
  },
  {
    names: [
      'ascensore piano terra',
      'mettere ascensore palazzo',
      'installare ascensore condominio',
      'spese ascensore',
      'pagare ascensore',
      'spese scale condominio',
    ],
    articles: ['cc-1124', 'cc-1120', 'cc-1123'],
  },
  {
    names: [
      'deciso assemblea accordo',
      'assemblea deciso contrario',
      'votato contro assemblea',
      'delibera assemblea contestare',
      'condomini deciso assemblea',
      'assemblea condominio illegittima',
    ],
    articles: ['cc-1137', 'cc-1136'],
  },
  {
    names: [
      'amministratore condominio conti',
      'amministratore rendiconto',
      'amministratore mostra conti',
      'cambiare amministratore',
      'revocare amministratore',
      'amministratore ruba',
      'amministratore soldi condominio',
      'amministratore risponde',
    ],
    articles: ['cc-1129', 'cc-1130', 'cc-1130-bis'],
  },
  {
    names: [
      'condomino parcheggia cortile',
      'macchina cortile comune',
      'occupa cortile',
      'occupa pianerottolo',
      'occupa parti comuni',
      'condomino usa giardino comune',
      'lascia roba scale',
    ],
    articles: ['cc-1102', 'cc-1117'],
  },
  {
    names: [
      'veranda balcone',
      'chiuso balcone',
      'lavori appartamento danneggiano palazzo',
      'condomino lavori muro portante',
      'abbattere muro portante',
    ],
    articles: ['cc-1122', 'cc-1120', 'cc-1102'],
  },
  {
    names: [
      'infiltrazioni soffitto',
      'acqua soffitto vicino sopra',
      'macchia soffitto vicino',
      'perdita acqua vicino sopra',
      'vicino sopra allaga',
      'allagato vicino sopra',
    ],
    articles: ['cc-2051', 'cc-2043', 'cc-1122'],
  },
  // Vicini: distanze, vedute, alberi, acque
  {
    names: [
      'muro metro confine',
      'costruito metro confine',
      'costruito attaccato confine',
      'costruzione vicino distanza',
      'casa vicino troppo vicina',
      'vicino costruito muro',
      'vicino alzato muro',
      'vicino costruito garage',
      'tettoia confine',
    ],
    articles: ['cc-873', 'cc-872', 'cc-875'],
  },
  {
    names: [
      'finestra guarda giardino',
      'finestra guarda casa',
      'aperto finestra vicino',
      'balcone affaccia giardino',
      'vicino vede dentro casa',
      'finestra dentro giardino',
    ],
    articles: ['cc-905', 'cc-900', 'cc-907'],
  },
  {
    names: [
      'alberi attaccati rete',
      'alberi altissimi vicino',
      'alberi confine vicino',
      'siepe alta vicino',
      'alberi tolgono sole',
      'piantato alberi vicino',
      'pianta vicino confine',
    ],
    articles: ['cc-892', 'cc-894', 'cc-896'],
  },
  {
    names: ['radici rompono', 'radici vicino', 'rami tetto', 'rami sporgono', 'foglie vicino cadono'],
    articles: ['cc-896', 'cc-892'],
  },
  {
    names: [
      'acqua piovana giardino',
      'acqua allaga giardino',
      'acqua terreno vicino scende',
      'acqua vicino scende',
      'grondaia vicino',
    ],
    articles: ['cc-913', 'cc-908'],
  },
  {
    names: [
      'puzza ristorante',
      'puzza fritto',
      'fumo balcone',
      'fumo sale balcone',
      'odore cucina ristorante',
      'fumo camino vicino',
      'barbecue vicino fumo',
      'musica alta vicino',
      'rumore locale sotto casa',
      'rumore vicino notte',
      'vicino rumoroso',
      'condizionatore vicino rumore',
    ],
    articles: ['cc-844', 'cp-659'],
  },
  {
    names: [
      'passare terreno vicino',
      'passaggio campo chiuso',
      'passare campo vicino',
      'vicino chiuso passaggio',
      'vicino chiuso cancello',
      'strada campo vicino',
      'arrivare campo passare',
      'terreno chiuso strada',
      'fondo chiuso passaggio',
    ],
    articles: ['cc-1051', 'cc-1027', 'cc-1168'],
  },
  {
    names: [
      'cambiato lucchetto cancello',
      'cambiato serratura cancello',
      'chiuso cancello sempre passato',
      'vicino impedisce passare',
      'tolto passaggio',
    ],
    articles: ['cc-1168', 'cc-1170', 'cc-1027'],
  },
  {
    names: [
      'vent anni terreno',
      'vent anni orto',
      'uso terreno anni mio',
      'terreno vicino ormai mio',
      'coltivo terreno anni',
      'anni curo terreno',
    ],
    articles: ['cc-1158', 'cc-1140'],
  },
];
