import { describe } from 'vitest';
import { checkClientStories } from './legal-doctrine-stories.test-support';

describe("the long tail of clients' situations", () => {
  // Stories told in other words than the vocabulary's names, none taken from an evaluation set.
  checkClientStories(
    [
      ["All'ufficio postale del paese un impiegato intasca i soldi dei bollettini", 'cp-314'],
      ['Uno conosciuto online ha dei video intimi miei e mi ricatta: vuole mille euro', 'cp-629'],
      ['Sono detenuto da tre mesi in attesa del processo: posso chiedere i domiciliari?', 'cpp-275'],
      ['Devo testimoniare nel processo contro mio marito: posso rifiutarmi?', 'cpp-199'],
      [
        "L'imbianchino doveva finire a maggio ed è in ritardo di due mesi: posso mandargli un ultimatum?",
        'cc-1454',
      ],
      [
        'Mio zio è deceduto e vorremmo entrare nel suo profilo Facebook e nella sua email',
        'privacy-2-terdecies',
      ],
      ["Ho litigato con mio cognato e l'ho querelato, ora abbiamo fatto pace: si può annullare?", 'cp-152'],
      [
        'Con una nuova legge mi hanno detto che il mio vecchio contratto non vale più: una legge può valere per il passato?',
        'preleggi-11',
      ],
      [
        'Il phon comprato al supermercato è esploso e mi ha ustionato la mano: posso chiedere i danni al produttore?',
        'consumo-114',
      ],
      ['La banca può dirmi quali informazioni ha su di me?', 'gdpr-15'],
      ['Mi è arrivata a casa una merce che non ho mai ordinato, devo pagarla?', 'consumo-66-quinquies'],
      [
        "L'impresa per cui lavoro è passata a un nuovo titolare, i miei crediti di lavoro chi li paga?",
        'cc-2112',
      ],
      ['Misura cautelare prima del ricorso al TAR', 'cpa-61'],
      [
        'Un cliente ha cenato nel mio ristorante e poi ha detto di non avere un euro: posso denunciarlo?',
        'cp-641',
      ],
      [
        "Non ho mai ricevuto l'ingiunzione di pagamento perché mi ero trasferito: posso ancora oppormi?",
        'cpc-650',
      ],
      ['Un privato cittadino può arrestare un ladro?', 'cpp-383'],
      ['Posso bloccare io un ladro che scappa finché arriva la polizia?', 'cpp-383'],
      ['Sono stato assolto ma mi avevano arrestato ingiustamente', 'cpp-314'],
    ],

    // Everyday words these names use must not, alone, lift their articles above the spec's 0.4.
    [
      'Il torrente dietro casa è bellissimo in primavera',
      "Nella staffetta il testimone è caduto all'ultimo cambio",
      'Il comitato di quartiere organizza la festa di Natale',
      'Il nuovo titolare del bar è simpatico e ci lavoro volentieri',
      'Ieri ho pranzato con mia sorella in una pizzeria vicino al parco verde',
      'Un passante mi ha chiesto la strada per la stazione',
    ],
  );
});
