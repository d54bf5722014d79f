import { describe } from 'vitest';
import { checkClientStories } from './legal-doctrine-stories.test-support';

describe('clients asking for a remedy in their own words', () => {
  // Stories told in other words than the vocabulary's names, none taken from an evaluation set.
  checkClientStories(
    [
      ['Il confinante ha messo una sbarra sulla strada di campagna che porta al mio uliveto', 'cc-1168'],
      [
        'Tornato dalle ferie ho trovato degli estranei nel mio appartamento che non se ne vanno',
        'cp-634-bis',
      ],
      [
        "L'architetto mi chiede una vecchia parcella di sei anni fa per il progetto della villetta",
        'cc-2956',
      ],
      ['La Regione ha annullato la concessione che mi aveva dato tre anni prima', 'l241-21-novies'],
      ['La nostra cooperativa è stata scartata dal bando di gara della ASL: come la impugniamo?', 'cpa-120'],
      [
        "Mio fratello ha usato il mio scooter senza chiedermi e l'ha rimesso al suo posto dopo due ore",
        'cp-626',
      ],
      ['Un collega dopo un litigio in ufficio mi ha detto stai attento che ti ritrovo fuori', 'cp-612'],
      ['Ho regalato la casa a mia nipote e adesso lei mi ha insultata e abbandonata', 'cc-801'],
      [
        'Sono ingegnere: un cliente non mi ha mai pagato il collaudo di cinque anni fa, è prescritto?',
        'cc-2956',
      ],
      ["L'autovelox non era segnalato da nessun cartello: come posso contestare la multa?", 'cds-204-bis'],
      ['Una nuova legge dice che quello che ho fatto non è più reato: mi possono ancora condannare?', 'cp-2'],
      ['Dei ragazzi si sono stabiliti nel capannone sfitto di mio zio e non vogliono uscire', 'cp-633'],
      ['Ho intestato la villetta a mia figlia e ora mi umilia davanti a tutti i parenti', 'cc-801'],
      [
        'Su internet chi cerca il mio nome trova ancora la notizia del processo da cui sono stato prosciolto',
        'dispattcpp-64-ter',
      ],
      ['Mia sorella vuole vendere la sua parte della casa della nonna a un estraneo', 'cc-732'],
    ],

    // Everyday words these names use must not, alone, lift their articles above the spec's 0.4.
    [
      'Dove compro un lucchetto per la bici?',
      "Ho messo un lucchetto all'armadietto della palestra",
      'Il mio dentista è molto simpatico',
      'Ho cercato il mio nome su internet per curiosità',
      'I miei amici ci vivono bene in quel quartiere',
    ],
  );
});
