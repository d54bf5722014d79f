import { type DoctrineEntry, pairs } from './legal-doctrine-entry';
import {
  ANIMALS,
  CRASHES,
  DEFECTS,
  DOCTORS,
  EMPLOYERS,
  FALLING_THINGS,
  GIVING_BACK,
  GOODS,
  HARASSING,
  LANDLORDS,
  NEIGHBOURS,
  PLACES_TO_FALL,
  SHOPS_ONLINE,
  TENANTS,
  TRADESMEN,
  VEHICLES,
} from './legal-doctrine-narratives-words';

/**
 * Clients' civil stories as "who or what + what happened" (see `pairs` in legal-doctrine-entry.ts):
 * lease, condominium, neighbours, goods and works, family and inheritance, work, injuries, debts. Each
 * subject paired with each event; a subject alone or an event alone would meet unrelated stories.
 *
 * Written from the codes' rubrics and general Italian legal knowledge, never from evaluation
 * questions. See `legal-doctrine.ts` for how names match.
 */
export const LEGAL_DOCTRINE_NARRATIVES_PAIRS_CIVIL: readonly DoctrineEntry[] = [
  {
    names: pairs(ANIMALS, [
      'morso',
      'morsicato',
      'morsicata',
      'graffiato',
      'aggredito',
      'azzannato',
      'azzannata',
      'attaccato',
      'assalito',
      'rovinato',
      'danni',
      'scappato',
    ]),
    articles: ['cc-2052'],
  },
  {
    names: pairs(TENANTS, ['paga', 'pagato', 'arretrati', 'moroso', 'morosa', 'versa']),
    articles: ['cpc-658', 'cc-1587', 'cc-1453'],
  },
  {
    names: pairs(LANDLORDS, ['ripara', 'riparare', 'aggiusta', 'aggiustare', 'sistema', 'sistemare']),
    articles: ['cc-1575', 'cc-1576', 'cc-1577'],
  },
  {
    names: pairs(
      ['cauzione', 'deposito'],
      ['restituisce', 'restituito', 'ridà', 'ridare', 'trattiene', 'tenuto', 'rimborsa'],
    ),
    articles: ['cc-1590'],
  },
  {
    names: pairs(GOODS, DEFECTS),
    articles: ['consumo-133', 'consumo-135-bis', 'consumo-129'],
  },
  {
    names: pairs(SHOPS_ONLINE, GIVING_BACK),
    articles: ['consumo-52', 'consumo-54', 'consumo-56'],
  },
  {
    names: pairs(NEIGHBOURS, [
      'rumore',
      'rumori',
      'musica',
      'urla',
      'schiamazzi',
      'festa',
      'puzza',
      'odori',
      'fumo',
      'abbaia',
    ]),
    articles: ['cc-844', 'cp-659'],
  },
  {
    names: pairs(NEIGHBOURS, [
      'costruito',
      'costruisce',
      'sopraelevato',
      'ampliato',
      'tettoia',
      'garage',
      'piscina',
      'capanno',
    ]),
    articles: ['cc-873', 'cc-872'],
  },
  {
    names: pairs(
      ['albero', 'alberi', 'siepe', 'piante', 'pino', 'noce', 'ulivi'],
      ['confine', 'rami', 'radici', 'foglie', 'distanza'],
    ),
    articles: ['cc-892', 'cc-896'],
  },
  {
    names: pairs(EMPLOYERS, ['licenziato', 'licenziata', 'licenziare', 'cacciato', 'cacciata']),
    articles: ['cc-2118', 'cc-2119'],
  },
  {
    names: pairs(
      ['stipendio', 'stipendi', 'tredicesima'],
      ['pagato', 'arretrati', 'ritardo', 'versato', 'dato', 'mesi'],
    ),
    articles: ['cc-2099'],
  },
  {
    names: pairs(EMPLOYERS, HARASSING),
    articles: ['cc-2087', 'cc-2103'],
  },
  {
    names: pairs(['scivolato', 'scivolata', 'caduto', 'caduta', 'inciampato', 'inciampata'], PLACES_TO_FALL),
    articles: ['cc-2051', 'cc-2043'],
  },
  {
    names: pairs(FALLING_THINGS, ['caduto', 'caduta', 'cadendo', 'colpito', 'staccato', 'staccata']),
    articles: ['cc-2051', 'cc-2053'],
  },
  {
    names: pairs(['versa', 'paga', 'passa', 'smesso', 'versato', 'pagato'], ['mantenimento', 'alimenti']),
    articles: ['cc-337-ter', 'cc-156', 'cp-570-bis'],
  },
  {
    names: pairs(['garante', 'fideiussore', 'garanzia'], ['mutuo', 'prestito', 'finanziamento', 'banca']),
    articles: ['cc-1936', 'cc-1944'],
  },
  {
    names: pairs(CRASHES, [...VEHICLES, 'semaforo', 'incrocio', 'rotonda', 'strisce', 'precedenza', 'stop']),
    articles: ['cc-2054'],
  },
  {
    names: pairs(
      ['vedere', 'incontrare', 'sentire'],
      ['figli', 'figlio', 'figlia', 'bambini', 'bambino', 'bambina'],
    ),
    articles: ['cc-337-ter'],
  },
  {
    names: pairs(
      ['fattura', 'fatture', 'parcella'],
      ['pagato', 'paga', 'saldato', 'saldata', 'pagata', 'insoluta'],
    ),
    articles: ['cpc-633', 'cc-1218', 'cc-1224'],
  },
  {
    names: pairs(
      ['debito', 'multa', 'bolletta', 'bollette', 'cartella', 'fattura', 'rata'],
      ['prescritto', 'prescritta', 'prescrizione', 'vecchio', 'vecchia', 'anni'],
    ),
    articles: ['cc-2946', 'cc-2948'],
  },
  {
    names: pairs(
      ['caduto', 'ferito', 'infortunio', 'infortunato', 'schiacciato'],
      ['cantiere', 'magazzino', 'fabbrica', 'capannone', 'macchinario', 'impalcatura', 'muletto'],
    ),
    articles: ['cc-2087'],
  },
  {
    names: pairs(
      ['usata', 'usato', 'privato'],
      ['motore', 'cambio', 'frizione', 'rotto', 'rotta', 'difetto', 'guasto', 'nascosto'],
    ),
    articles: ['cc-1490', 'cc-1495', 'cc-1492'],
  },
  {
    names: pairs(TRADESMEN, [
      'lavorato male',
      'fatto male',
      'crepe',
      'infiltrazioni',
      'difetti',
      'storto',
      'rifare',
    ]),
    articles: ['cc-1667', 'cc-1668'],
  },
  {
    names: pairs(DOCTORS, [
      'sbagliato',
      'sbagliata',
      'errore',
      'operazione',
      'intervento',
      'infezione',
      'peggiorato',
    ]),
    articles: ['cc-2236', 'cc-1218', 'cp-590-sexies'],
  },
  {
    names: pairs(
      ['separarmi', 'separarci', 'separazione', 'divorziare', 'divorzio', 'lasciarci'],
      ['moglie', 'marito'],
    ),
    articles: ['cc-150', 'cc-151'],
  },
  {
    names: pairs(
      ['assemblea', 'condomini', 'condominio'],
      ['deciso', 'votato', 'contestare', 'impugnare', 'contrario', 'maggioranza'],
    ),
    articles: ['cc-1137', 'cc-1136'],
  },
  {
    names: pairs(
      ['separazione', 'separati', 'separarci', 'separarmi', 'divorzio', 'divorziati'],
      ['casa coniugale', 'casa famiglia', 'casa figli', 'resta casa', 'rimane casa', 'tiene casa'],
    ),
    articles: ['cc-337-sexies'],
  },
  {
    names: pairs(
      ['eredità', 'testamento', 'successione'],
      ['legittima', 'quota', 'spetta', 'spettano', 'escluso', 'esclusa', 'diseredato'],
    ),
    articles: ['cc-536', 'cc-537', 'cc-542'],
  },
  {
    names: pairs(['interessi'], ['ritardo', 'mora', 'altissimi', 'usura', 'usurai', 'esagerati']),
    articles: ['cc-1224', 'cc-1284', 'cc-1815'],
  },
  {
    names: pairs(
      ['canone', 'affitti', 'pigione', 'mensilità'],
      ['ritardo', 'arretrati', 'arretrato', 'pagati', 'insoluti', 'moroso', 'morosa', 'versato'],
    ),
    articles: ['cpc-658', 'cc-1587', 'cc-1453'],
  },
  {
    names: pairs(
      ['pizzeria', 'ristorante', 'bar', 'pub', 'discoteca', 'locale', 'officina', 'fabbrica', 'palestra'],
      ['rumore', 'rumori', 'musica', 'puzza', 'odori', 'fumo', 'schiamazzi', 'baccano', 'chiasso'],
    ),
    articles: ['cc-844', 'cp-659'],
  },
  {
    names: pairs(NEIGHBOURS, ['rumoroso', 'rumorosi', 'baccano', 'chiasso', 'stereo', 'tacchi']),
    articles: ['cc-844', 'cp-659'],
  },
  {
    names: pairs(TRADESMEN, ['acconto', 'anticipo', 'sparito', 'scomparso']),
    articles: ['cc-1453', 'cc-1218'],
  },
  {
    names: pairs(DOCTORS, ['rovinato', 'rovinata', 'danneggiato', 'negligenza', 'complicazioni', 'peggio']),
    articles: ['cc-2236', 'cc-1218', 'cp-590-sexies'],
  },
  {
    names: pairs(
      ['testamento'],
      ['sorella', 'fratello', 'badante', 'compagna', 'amante', 'vicina', 'chiesa', 'solo'],
    ),
    articles: ['cc-536', 'cc-537', 'cc-554'],
  },
  {
    names: pairs(TENANTS, ['subaffittato', 'subaffitta', 'riaffittato', 'ospita', 'airbnb']),
    articles: ['cc-1594'],
  },
  {
    names: pairs(TENANTS, ['scaduto', 'scadenza', 'disdetta', 'liberare', 'andarsene']),
    articles: ['cpc-657', 'cc-1596'],
  },
  {
    names: pairs(LANDLORDS, ['caldaia', 'tetto', 'muffa', 'infiltrazioni', 'guasto', 'guasti']),
    articles: ['cc-1575', 'cc-1576', 'cc-1577'],
  },
  {
    names: pairs(['condominio', 'condomini', 'palazzo'], ['spese', 'quote', 'millesimi', 'rate']),
    articles: ['cc-1123'],
  },
  {
    names: pairs(NEIGHBOURS, ['finestra', 'finestre', 'terrazzo', 'affaccio', 'veduta']),
    articles: ['cc-905', 'cc-907'],
  },
  {
    names: pairs(
      ['passaggio', 'stradina', 'sentiero', 'servitù'],
      ['chiuso', 'bloccato', 'sbarrato', 'impedisce', 'cancello', 'catena'],
    ),
    articles: ['cc-1051', 'cc-1027', 'cc-1168'],
  },
  {
    names: pairs(
      ['caparra', 'acconto'],
      ['restituire', 'doppio', 'ridare', 'tenersi', 'perso', 'trattenuto'],
    ),
    articles: ['cc-1385'],
  },
  {
    names: pairs(
      ['figlio', 'figlia'],
      ['università', 'laureato', 'laureata', 'disoccupato', 'disoccupata', 'trentenne'],
    ),
    articles: ['cc-337-septies'],
  },
  {
    names: pairs(
      ['eredità', 'ereditare', 'erede'],
      ['debiti', 'debito', 'rinunciare', 'rinuncia', 'rifiutare', 'inventario'],
    ),
    articles: ['cc-519', 'cc-470', 'cc-484'],
  },
  {
    names: pairs(
      ['tfr', 'liquidazione', 'buonuscita'],
      ['pagato', 'dato', 'dimissioni', 'licenziato', 'ritardo'],
    ),
    articles: ['cc-2120'],
  },
  {
    names: pairs(
      ['licenziato', 'licenziata', 'sospeso', 'sospesa', 'richiamo', 'lettera'],
      ['disciplinare', 'contestazione'],
    ),
    articles: ['cc-2106', 'cc-2119'],
  },
  {
    names: pairs(
      ['risarcimento', 'danni'],
      ['invalidità', 'cicatrice', 'sofferenza', 'morale', 'biologico', 'esistenziale'],
    ),
    articles: ['cc-2059', 'cc-2043'],
  },
  {
    names: pairs(['pignoramento', 'pignorare', 'pignorato', 'pignorata'], ['stipendio', 'pensione', 'conto']),
    articles: ['cpc-545', 'cpc-543'],
  },
];
