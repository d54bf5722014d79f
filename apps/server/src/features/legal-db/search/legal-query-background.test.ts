import { describe, expect, it } from 'vitest';
import { analyseLegalQuery, prepareLegalQueryRulesInBackground } from './legal-query';

const doctrineArticles = (question: string) =>
  analyseLegalQuery(question).doctrine.flatMap((match) => match.articles);

describe('prepareLegalQueryRulesInBackground', () => {
  it('lets a question asked while the rules are being prepared read the whole table', async () => {
    const preparing = prepareLegalQueryRulesInBackground();
    // Asked before the first slice yields: the question reads the rest of the table itself.
    const during = doctrineArticles('Il cane del vicino mi ha morso mentre passeggiavo');
    await preparing;
    expect(during).toContain('cc-2052');
    expect(doctrineArticles('Il cane del vicino mi ha morso mentre passeggiavo')).toEqual(during);
    expect(doctrineArticles('Che cos’è l’usucapione?')).toContain('cc-1158');
  });
});
