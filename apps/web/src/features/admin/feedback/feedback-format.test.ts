import type { AdminFeedbackItem } from '@brocardo/shared';
import { describe, expect, it } from 'vitest';
import { feedbackPreview, markdownPreviewText } from './feedback-format';

describe('markdownPreviewText', () => {
  it('reads an answer’s Markdown as one line of text', () => {
    expect(
      markdownPreviewText(
        '**Norme principali:** art. 1325 c.c.\n\n## In sintesi\n> «L’accordo delle parti»\nVedi [la fonte](https://example.test) e `art. 1346`.',
      ),
    ).toBe('Norme principali: art. 1325 c.c. In sintesi «L’accordo delle parti» Vedi la fonte e art. 1346.');
  });

  it('leaves plain text as it is', () => {
    expect(markdownPreviewText('Il contratto è nullo se manca uno dei requisiti.')).toBe(
      'Il contratto è nullo se manca uno dei requisiti.',
    );
  });
});

describe('feedbackPreview', () => {
  it('shows the answer without its Markdown marks, cut at 80 characters', () => {
    const item = {
      effective_user_question: 'Quali sono i requisiti del contratto?',
      effective_ai_response: `**Norme principali:** art. 1325 c.c. ${'testo '.repeat(30)}`,
      effective_message_content: null,
    } as unknown as AdminFeedbackItem;
    const preview = feedbackPreview(item);
    expect(preview.kind).toBe('pair');
    if (preview.kind !== 'pair') return;
    expect(preview.answer.startsWith('Norme principali: art. 1325 c.c.')).toBe(true);
    expect(preview.answer).not.toContain('**');
    expect(Array.from(preview.answer).length).toBeLessThanOrEqual(81);
  });
});
