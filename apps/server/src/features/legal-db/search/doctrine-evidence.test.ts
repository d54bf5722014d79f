import { describe, expect, it } from 'vitest';
import { checkClientStories } from './legal-doctrine-stories.test-support';
import { analyseLegalQuery } from './legal-query';

const ASSIGNED_HOUSE =
  "Dopo la separazione il tribunale ha dato la casa familiare alla mia ex moglie perché i bambini stanno con lei. La casa l'ho comprata io prima del matrimonio e pago ancora il mutuo e il mantenimento. Da qualche mese ci vive anche il suo nuovo compagno. Posso riavere la casa?";
const GRANDCHILDREN_LEFT_OUT =
  "Mio nonno è morto l'inverno scorso. Nel testamento scritto a mano ha lasciato tutta la casa e i risparmi alla vicina che lo accudiva e a noi nipoti, figli di sua figlia morta anni fa, niente di niente. Mia madre era la sua unica figlia. Non ci spetta proprio nulla per legge?";

describe('an institute a story tells through several of its names', () => {
  it('counts the words of every name that points at the same articles', () => {
    const house = analyseLegalQuery(ASSIGNED_HOUSE).doctrine.find((match) =>
      match.articles.includes('cc-337-sexies'),
    );
    // "separazione … casa … figli" and "casa … nuovo compagno": more words than either name alone.
    expect(house!.support).toBeGreaterThan(house!.terms.length);
  });

  // Each story also holds single names of other institutes (property bought before the marriage,
  // a handwritten will): the one told twice comes first.
  checkClientStories(
    [
      [ASSIGNED_HOUSE, 'cc-337-sexies'],
      [GRANDCHILDREN_LEFT_OUT, 'cc-536'],
    ],
    [],
  );
});
