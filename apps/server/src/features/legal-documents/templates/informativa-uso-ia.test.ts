import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SAMPLE_AI_SYSTEMS, SAMPLE_TEMPLATE_DATA } from '../legal-documents.test-support';
import { fillTemplate } from '../template-filling';
import { ARTICLE_13_PARAGRAPHS, aiSystemsSections, informativaUsoIa } from './informativa-uso-ia';

const sample = SAMPLE_TEMPLATE_DATA['informativa-uso-ia-cliente'];

describe('the AI disclosure to a client (art. 13 L. 132/2025)', () => {
  it('quotes art. 13, commi 1 and 2, exactly as the shipped corpus stores them', () => {
    const corpus = readFileSync(new URL('../../../../../../data/corpus/l132.jsonl', import.meta.url), 'utf8');
    const article = corpus
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { article: string; text: string })
      .find((entry) => entry.article === '13');
    expect(article).toBeDefined();
    for (const paragraph of ARTICLE_13_PARAGRAPHS) expect(article!.text).toContain(paragraph);
  });

  it('offline: names Brocardo as extractive and says nothing leaves for an AI provider', () => {
    const { content } = fillTemplate(informativaUsoIa, sample, { today: '2026-10-01', aiSystems: [] });
    expect(content).toContain('**Cliente:** Mario Rossi');
    expect(content).toContain('**Incarico:** Recupero del credito verso Alfa S.r.l.');
    expect(content).toContain('senza modelli linguistici generativi e senza inviare dati a terzi');
    expect(content).toContain('senza trasmettere i dati relativi all');
    expect(content).not.toContain('Modello linguistico');
    expect(content).not.toContain('art. 28');
    expect(content).toMatch(
      /Avv\. Anna Bianchi\n\nStudio Legale Bianchi\n\nPer presa visione, Mario Rossi: _+\n$/,
    );
  });

  it('with providers: lists each system with its provider, model and where data go', () => {
    const { content } = fillTemplate(informativaUsoIa, sample, {
      today: '2026-10-01',
      aiSystems: SAMPLE_AI_SYSTEMS,
    });
    expect(content).toContain(
      "- **Modello linguistico** (modello «gpt-4o-mini»), fornito da OpenAI: elabora le domande, propone risposte e bozze di testo; i dati possono essere trattati anche fuori dall'Unione europea.",
    );
    expect(content).toContain(
      "- **Ricerca per significato** (modello «mistral-embed»), fornito da Mistral AI: confronta il significato dei testi per trovare le norme e i documenti pertinenti; i dati sono trattati nell'Unione europea.",
    );
    expect(content).toContain('- **Ricerca web**, fornito da Tavily');
    expect(content).toContain('ai fornitori elencati, che agiscono come responsabile del trattamento');
    expect(content).toContain('artt. 44 e seguenti del Regolamento (UE) 2016/679');
  });

  it('a model on an internal server is disclosed as such, with no transfer to third parties', () => {
    const sections = aiSystemsSections([
      { purpose: 'llm', provider: 'Server interno', location: 'self-hosted', model: 'llama3' },
    ]);
    expect(sections.sistemi_ia).toContain('(modello «llama3»), installato su un server interno');
    expect(sections.trattamento_dati).toContain('senza trasmettere i dati');
    expect(sections.trattamento_dati).not.toContain('art. 44');
  });
});
