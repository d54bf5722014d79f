import { describe, expect, it } from 'vitest';
import { termOf } from '../../../retrieval/text-analysis';
import { checkClientStories } from './legal-doctrine-stories.test-support';

describe("clients' recurring situations", () => {
  // Stories told in other words than the vocabulary's names, none taken from an evaluation set.
  checkClientStories(
    [
      [
        'Di notte due ladri sono entrati nel mio negozio e io ho reagito colpendone uno con un bastone',
        'cp-52',
      ],
      ['La mia banca vuole pignorare metà della mia pensione per un vecchio debito: è possibile?', 'cpc-545'],
      [
        "Mio nonno è mancato e il suo profilo Facebook e l'email restano attivi: posso chiederne i dati?",
        'privacy-2-terdecies',
      ],
      [
        "L'ospedale ha mandato la mia cartella clinica al mio datore di lavoro senza il mio consenso",
        'gdpr-9',
      ],
      ['Il mio vicino ha avvelenato il gatto che girava nel suo cortile', 'cp-544-bis'],
      [
        "Un commerciale dell'azienda ha dato una tangente a un assessore: la società può essere sanzionata?",
        'dlgs231-25',
      ],
      [
        'Ho urtato un ciclista in retromarcia e sono andato via senza fermarmi perché sembrava illeso',
        'cds-189',
      ],
    ],

    // Everyday words these names use ('pausa', 'voce', 'bici', 'ospedale', 'google') must not, alone,
    // lift their articles: a question with nothing legal in it stays under the spec's 0.4.
    [
      'Come faccio una pausa caffè in ufficio?',
      'Che bella voce ha quel cantante',
      'Quanto costa una bici elettrica?',
      'Vado in ospedale a trovare mia nonna domenica',
      'Google Maps non mi trova la strada per il mare',
      'Il gruppo whatsapp della classe è pieno di messaggi',
      'Che tempo farà domani a Milano?',
    ],
  );

  it('an older spelling meets the current one: rinunzia and rinuncia, danaro and denaro', () => {
    expect(termOf('rinunzia')).toBe(termOf('rinuncia'));
    expect(termOf('denunziare')).toBe(termOf('denunciare'));
    expect(termOf('danaro')).toBe(termOf('denaro'));
    expect(termOf('giuoco')).toBe(termOf('gioco'));
    expect(termOf('famigliari')).toBe(termOf('familiari'));
    expect(termOf('funzione')).not.toBe(termOf('funciona'));
  });
});
