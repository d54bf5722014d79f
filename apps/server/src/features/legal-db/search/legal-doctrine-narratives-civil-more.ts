import type { DoctrineEntry } from './legal-doctrine-entry';

/**
 * A second pass on clients' civil stories, wider than the first files by topic (home, dealings,
 * family and work): the less frequent but recurrent situations of a general practice — a tenant who
 * dies, the condominium's rules, cameras and antennas, boundaries moved, a product that injures, works
 * that cost more than quoted, a professional who erred, insurance that will not pay, paternity,
 * grandparents, protection orders, the heirs who hesitate, sickness and probation at work, moral
 * damage, set-off and receipts. Short combinations of the client's words; only those the older tables
 * lack.
 *
 * Written from the civil code's rubrics and the Codice del consumo (Parte IV Titolo II) and from
 * general Italian legal knowledge, never from evaluation questions. See `legal-doctrine.ts`.
 */
export const LEGAL_DOCTRINE_NARRATIVES_CIVIL_MORE: readonly DoctrineEntry[] = [
  // Locazione e condominio
  {
    names: ['inquilino morto', 'morto inquilino famiglia', 'inquilina morta', 'morto affitto moglie resta'],
    articles: ['cc-1614'],
  },
  {
    names: [
      'regolamento condominio cani',
      'regolamento condominiale vieta',
      'regolamento vieta',
      'condominio vieta cani',
      'regolamento condominio b&b',
      'condominio vieta affittare',
    ],
    articles: ['cc-1138'],
  },
  {
    names: [
      'antenna tetto condominio',
      'parabola tetto',
      'pannelli solari tetto condominio',
      'fotovoltaico tetto condominio',
    ],
    articles: ['cc-1122-bis'],
  },
  {
    names: ['telecamere condominio', 'telecamera scale condominio', 'videosorveglianza condominio'],
    articles: ['cc-1122-ter'],
  },
  {
    names: [
      'staccarmi riscaldamento centralizzato',
      'distacco riscaldamento',
      'staccare riscaldamento condominio',
      'rinunciare parti comuni',
    ],
    articles: ['cc-1118'],
  },
  {
    names: [
      'condomino paga spese',
      'condomino moroso',
      'vicino paga condominio',
      'paga quote condominio',
      'debiti condominio condomino',
    ],
    articles: ['cc-1123', 'dispattcc-63'],
  },
  // Proprietà e confini
  {
    names: [
      'spostato paletti confine',
      'spostato recinzione',
      'spostato confine',
      'confine incerto',
      'dove passa confine',
      'occupato pezzo terreno',
      'preso pezzo giardino',
      'vicino occupato terreno',
    ],
    articles: ['cc-950', 'cc-951', 'cc-948'],
  },
  {
    names: [
      'albero caduto macchina',
      'albero caduto temporale',
      'ramo caduto macchina',
      'albero caduto testa',
    ],
    articles: ['cc-2051', 'cc-2043'],
  },
  // Prodotti, appalti, professionisti, assicurazioni
  {
    names: [
      'prodotto esploso',
      'telefono esploso',
      'batteria esplosa',
      'caricabatterie incendio',
      'prodotto difettoso ferito',
      'giocattolo pericoloso',
      'elettrodomestico preso fuoco',
      'scossa elettrodomestico',
    ],
    articles: ['consumo-114', 'consumo-117'],
  },
  {
    names: [
      'preventivo chiede più',
      'chiede più soldi preventivo',
      'costato più preventivo',
      'lavori costati doppio',
      'aumentato prezzo lavori',
    ],
    articles: ['cc-1657', 'cc-1660', 'cc-1664'],
  },
  {
    names: [
      'abbandonato cantiere',
      'abbandonato lavori',
      'impresa sparita lavori',
      'lavori lasciati metà',
      'ditta lasciato lavori',
    ],
    articles: ['cc-1662', 'cc-1453', 'cc-1218'],
  },
  {
    names: [
      'interrompere lavori ditta',
      'fermare lavori impresa',
      'licenziare ditta lavori',
      'cambiare ditta lavori',
    ],
    articles: ['cc-1671'],
  },
  {
    names: [
      'avvocato sbagliato',
      'avvocato perso causa colpa',
      'avvocato dimenticato termine',
      'commercialista sbagliato',
      'commercialista errore',
      'geometra sbagliato',
      'architetto sbagliato',
      'notaio sbagliato',
    ],
    articles: ['cc-2236', 'cc-1176', 'cc-1218'],
  },
  {
    names: [
      'parcella alta',
      'parcella troppo',
      'avvocato chiede troppo',
      'compenso professionista troppo',
      'parcella pagare',
    ],
    articles: ['cc-2233', 'cc-2225'],
  },
  {
    names: [
      'assicurazione paga',
      'assicurazione rifiuta',
      'assicurazione rimborsa',
      'assicurazione pagare sinistro',
      'assicurazione detto mentito',
    ],
    articles: ['cc-1882', 'cc-1892', 'cc-1917'],
  },
  {
    names: ['firmato minacciato', 'costretto firmare', 'firmare sotto minaccia', 'obbligato firmare'],
    articles: ['cc-1434', 'cc-1427'],
  },
  {
    names: [
      'ingannato firmare',
      'imbrogliato firmare',
      'raggirato firmare',
      'firmato ingannato',
      'mentito firmare',
    ],
    articles: ['cc-1439', 'cc-1427'],
  },
  {
    names: [
      'merce rotta trasporto',
      'corriere rotto',
      'corriere perso pacco',
      'spedizione danneggiata corriere',
    ],
    articles: ['cc-1693', 'cc-1696'],
  },
  {
    names: ['rubato albergo', 'rubato hotel', 'rubato stanza albergo', 'valigia sparita hotel'],
    articles: ['cc-1783', 'cc-1784'],
  },
  // Famiglia
  {
    names: [
      'riconoscere figlio',
      'rifiuta riconoscere',
      'padre riconosce',
      'test dna padre',
      'dimostrare padre',
      'vero padre',
    ],
    articles: ['cc-269', 'cc-250'],
  },
  {
    names: [
      'nonni vedere nipoti',
      'nonna vedere nipote',
      'nonno vedere nipoti',
      'impedisce vedere nipoti',
      'suocera vedere nipoti',
    ],
    articles: ['cc-317-bis'],
  },
  {
    names: [
      'marito violento allontanare',
      'allontanare casa marito violento',
      'cacciare marito violento',
      'moglie violenta casa',
      'protezione marito violento',
    ],
    articles: ['cpc-473-bis.69', 'cp-572', 'cpp-282-bis'],
  },
  // Successioni
  {
    names: ['testamento notaio', 'fatto testamento notaio', 'testamento davanti notaio'],
    articles: ['cc-603', 'cc-587'],
  },
  {
    names: [
      'fratello decide eredità',
      'fratello accetta eredità',
      'coerede decide',
      'aspetto fratello eredità',
      'accettare eredità tempo',
    ],
    articles: ['cc-481', 'cc-480'],
  },
  {
    names: [
      'zio morto figli',
      'zio morto eredità',
      'zia morta nipoti',
      'eredità zio',
      'eredità zia',
      'eredità fratello morto figli',
    ],
    articles: ['cc-572', 'cc-570', 'cc-468'],
  },
  // Lavoro
  {
    names: [
      'licenziato malattia',
      'malattia licenziare',
      'malato licenziato',
      'malattia lungo lavoro',
      'infortunio licenziato',
    ],
    articles: ['cc-2110'],
  },
  {
    names: ['licenziato prova', 'periodo prova licenziato', 'prova lasciato casa'],
    articles: ['cc-2096'],
  },
  {
    names: ['nero contributi', 'lavorato nero', 'lavoro nero', 'contributi versati', 'versato contributi'],
    articles: ['cc-2116', 'cc-2126', 'cc-2099'],
  },
  {
    names: [
      'lavorare concorrente',
      'aprire attività concorrenza',
      'concorrenza ex datore',
      'vietato lavorare concorrenza',
    ],
    articles: ['cc-2125', 'cc-2105'],
  },
  {
    names: [
      'caduto lavoro',
      'infortunio cantiere',
      'infortunato lavoro',
      'ferito lavoro macchinario',
      'sicurezza lavoro capo',
    ],
    articles: ['cc-2087', 'cc-2049'],
  },
  // Danni
  {
    names: [
      'morto incidente risarcimento',
      'morto incidente familiari',
      'perso figlio incidente',
      'perso marito incidente',
      'sofferenza risarcimento',
      'danno morale',
      'dolore risarcimento',
    ],
    articles: ['cc-2059', 'cc-2043'],
  },
  {
    names: [
      'inciampato marciapiede',
      'inciampato tombino',
      'caduto tombino',
      'inciampata strada',
      'caduta marciapiede',
    ],
    articles: ['cc-2051', 'cc-2043'],
  },
  {
    names: [
      'dipendente ditta danni',
      'operaio rotto',
      'operai rotto',
      'fattorino investito',
      'dipendente combinato danno',
    ],
    articles: ['cc-2049', 'cc-2043'],
  },
  {
    names: [
      'incidente anni fa risarcimento',
      'tempo chiedere risarcimento',
      'anni chiedere danni',
      'scade risarcimento',
    ],
    articles: ['cc-2947'],
  },
  // Debiti
  {
    names: ['debito compensare', 'compensare debiti', 'soldi compensare', 'scalare debito'],
    articles: ['cc-1241', 'cc-1243'],
  },
  {
    names: ['ricevuta pagamento', 'chiedere ricevuta', 'vuole ricevuta', 'pagato contanti ricevuta'],
    articles: ['cc-1199'],
  },
  {
    names: ['ipoteca casa debito', 'banca ipoteca casa', 'messo ipoteca'],
    articles: ['cc-2808'],
  },
  {
    names: ['arrivato precetto', 'ricevuto precetto', 'atto precetto'],
    articles: ['cpc-480', 'cpc-474', 'cpc-615'],
  },
];
