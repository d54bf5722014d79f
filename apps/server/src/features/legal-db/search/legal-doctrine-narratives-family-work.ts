import type { DoctrineEntry } from './legal-doctrine-entry';

/**
 * Clients' stories about their family, an inheritance, their job or an injury → the articles a
 * lawyer cites: separation, maintenance, custody, grown-up children, support of parents; intestate
 * shares, wills, the heirs' reserved share, debts of the deceased; pay, dismissal, harassment at work,
 * severance; road accidents, falls, objects falling, animals, children's damage, medical error.
 * Short combinations of the words a spouse, an heir, a worker or a victim uses; only those the older
 * tables lack.
 *
 * Written from the civil code's rubrics (Libro I, II, V, IV Titolo IX), the Codice della strada and
 * general Italian legal knowledge, never from evaluation questions. See `legal-doctrine.ts`.
 */
export const LEGAL_DOCTRINE_NARRATIVES_FAMILY_WORK: readonly DoctrineEntry[] = [
  // Separazione, mantenimento, figli
  {
    names: [
      'lasciarci accordo',
      'separarci accordo',
      'lasciarsi accordo',
      'separarsi accordo',
      'separazione accordo moglie',
      'separazione accordo marito',
    ],
    articles: ['cc-158', 'cc-150'],
  },
  {
    names: [
      'separarmi moglie casa',
      'separarmi marito casa',
      'separazione resta casa',
      'rimane casa figli',
      'resta casa bambini',
      'chi tiene casa separazione',
    ],
    articles: ['cc-337-sexies', 'cc-150', 'cc-151'],
  },
  {
    names: [
      'versa assegno',
      'versa mantenimento',
      'paga mantenimento',
      'pagato mantenimento',
      'passa soldi bambini',
      'passa niente bambini',
      'passa niente figli',
      'aiuta figli soldi',
      'andato casa bambini soldi',
    ],
    articles: ['cc-316-bis', 'cc-337-ter', 'cc-156', 'cp-570-bis', 'cp-570'],
  },
  {
    names: [
      'portare bambini altra città',
      'trasferirsi figli altra città',
      'portare figli lontano',
      'trasferire bambini',
      'cambiare città figli',
      'portare figli estero',
    ],
    articles: ['cc-337-ter', 'cc-316'],
  },
  {
    names: [
      'figlio anni mantenga',
      'figlio anni mantenere',
      'figlio grande mantenere',
      'figlio maggiorenne soldi',
      'figlio maggiorenne lavora',
      'figlio lavora mantenere',
      'figlia anni mantenere',
      'figlio studia mantenere',
    ],
    articles: ['cc-337-septies', 'cc-315-bis'],
  },
  {
    names: [
      'padre anziano soldi',
      'madre anziana soldi',
      'genitori anziani aiutare',
      'fratello vuole aiutare padre',
      'mantenere padre anziano',
      'aiutare madre soldi',
    ],
    articles: ['cc-433', 'cc-438'],
  },
  // Successioni
  {
    names: [
      'morta senza testamento',
      'morto senza testamento',
      'morta lasciare testamento',
      'morto lasciare testamento',
      'testamento come divide',
      'eredità come divide',
      'divide eredità fratelli',
    ],
    articles: ['cc-565', 'cc-566', 'cc-581', 'cc-582'],
  },
  {
    names: [
      'marito morto figli primo matrimonio',
      'figli primo matrimonio casa',
      'vedova casa figli',
      'moglie morto casa',
      'vedova resta casa',
    ],
    articles: ['cc-540', 'cc-581'],
  },
  {
    names: [
      'regalato casa sorella',
      'regalato casa fratello',
      'regalato tutto sorella',
      'regalato tutto fratello',
      'regalato vivo eredità',
      'donato casa figlio eredità',
      'rimane niente eredità',
    ],
    articles: ['cc-553', 'cc-554', 'cc-555', 'cc-536', 'cc-737'],
  },
  {
    names: [
      'testamento lasciato niente',
      'lasciato tutto fratello',
      'lasciato tutto sorella',
      'lasciato tutto badante',
      'lasciato tutto compagna',
      'diseredato',
      'escluso testamento',
    ],
    articles: ['cc-536', 'cc-537', 'cc-554'],
  },
  {
    names: [
      'foglio scritto mano',
      'scritto mano lascia',
      'lettera scritto mano tutto',
      'testamento scritto mano',
      'testamento trovato casa',
      'trovato testamento',
    ],
    articles: ['cc-602', 'cc-620'],
  },
  {
    names: [
      'testamento lucida',
      'testamento lucido',
      'testamento capiva',
      'testamento demenza',
      'testamento malata',
      'testamento alzheimer',
      'testamento costretto',
    ],
    articles: ['cc-591', 'cc-428'],
  },
  {
    names: [
      'lasciato debiti morto',
      'lasciato debiti morta',
      'eredità debiti',
      'eredità solo debiti',
      'rifiutare eredità',
      'prenderli debiti morta',
      'ereditare debiti',
    ],
    articles: ['cc-519', 'cc-484', 'cc-470'],
  },
  {
    names: [
      'casa genitori fratello vive',
      'fratello vive casa genitori',
      'casa ereditata fratello',
      'vendere casa ereditata',
      'fratello vuole vendere casa',
    ],
    articles: ['cc-1102', 'cc-713', 'cc-1111'],
  },
  // Lavoro
  {
    names: [
      'busta paga meno',
      'paga meno busta',
      'stipendio meno scritto',
      'pagato nero',
      'stipendio pagato',
      'stipendio arretrato',
      'stipendi arretrati',
      'mesi stipendio',
    ],
    articles: ['cc-2099', 'cc-2113', 'cc-2948'],
  },
  {
    names: [
      'licenziato litigato',
      'licenziato cliente litigato',
      'licenziato errore',
      'licenziato furto azienda',
      'licenziato motivo',
      'licenziato senza preavviso',
      'licenziato due piedi',
      'licenziato improvvisamente',
    ],
    articles: ['cc-2119', 'cc-2118', 'cc-2106'],
  },
  {
    names: ['straordinari pagati', 'ore extra pagate', 'lavoro sabato pagato', 'ore straordinario'],
    articles: ['cc-2108', 'cc-2099'],
  },
  {
    names: [
      'dato liquidazione',
      'liquidazione dimissioni',
      'liquidazione licenziato',
      'tfr dimissioni',
      'dimissioni liquidazione',
      'fine rapporto soldi',
    ],
    articles: ['cc-2120'],
  },
  {
    names: [
      'capo insulta',
      'capo umilia',
      'capo urla colleghi',
      'colleghi ignorano',
      'tutti ignorano ufficio',
      'toglie lavoro apposta',
      'fare fotocopie',
      'demansionato',
      'spostato mansioni inferiori',
      'andare via capo',
      'mobbing',
    ],
    articles: ['cc-2087', 'cc-2103'],
  },
  // Responsabilità civile
  {
    names: [
      'tamponato semaforo',
      'tamponato dietro',
      'tamponamento',
      'tamponato macchina',
      'paga danni macchina incidente',
    ],
    articles: ['cc-2054', 'cds-149'],
  },
  {
    names: [
      'investito strisce',
      'investito attraversavo',
      'investito pedone',
      'investito macchina attraversavo',
    ],
    articles: ['cc-2054', 'cds-191', 'cp-590'],
  },
  {
    names: [
      'scivolato pavimento bagnato',
      'scivolato supermercato',
      'caduto supermercato',
      'caduto negozio pavimento',
      'scivolato negozio',
      'caduto marciapiede rotto',
    ],
    articles: ['cc-2051', 'cc-2043'],
  },
  {
    names: [
      'caduto vaso balcone',
      'vaso caduto macchina',
      'caduto balcone macchina',
      'caduto balcone sopra',
      'pezzo intonaco caduto',
      'intonaco caduto colpito',
      'caduto cornicione',
      'tegola caduta',
      'caduto palazzo colpito',
    ],
    articles: ['cc-2051', 'cc-2053', 'cp-674'],
  },
  {
    names: [
      'figlio rotto vetro',
      'figlio anni rotto',
      'figlio pallone vetro',
      'pallone vetro macchina',
      'figlio vicini graffiato',
      'ragazzino rotto',
      'figlio danneggiato',
    ],
    articles: ['cc-2048', 'cc-2043'],
  },
  {
    names: [
      'operazione zoppico',
      'operazione andata male',
      'chirurgo sbagliato',
      'medico sbagliato operazione',
      'dopo operazione peggio',
      'errore medico operazione',
      'ospedale sbagliato diagnosi',
    ],
    articles: ['cc-2236', 'cc-1218', 'cp-590-sexies'],
  },
];
