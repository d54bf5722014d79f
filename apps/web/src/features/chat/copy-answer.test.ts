import type { WebSearchResult } from '@brocardo/shared';
import { describe, expect, it } from 'vitest';
import { answerOutline, copyAnswer, copyPlainText } from './copy-answer';
import type { Citation } from './message-model';

const DOC = '0b6f3a52-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

const LEGAL: Citation = { identifier: 'cc-2043', source_type: 'legal', title: 'Art. 2043 Codice civile' };
const WEB_RESULTS: WebSearchResult[] = [
  { url: 'https://www.altalex.com/danno', title: 'Il danno ingiusto', content: '…' },
  { url: 'javascript:alert(1)', title: 'Pagina ostile', content: '…' },
];
const DOCUMENT: Citation = { identifier: `${DOC}:3`, source_type: 'user', title: 'contratto.pdf, p. 3' };

describe('copyAnswer: Markdown as the lawyer reads it', () => {
  it('drops heading, bold and italic markers; paragraphs are separated by a blank line', () => {
    const { text, html } = copyAnswer(
      '## Responsabilità\n\nIl **dolo** è la _volontà_ dell’evento.\n\nFine.',
    );
    expect(text).toBe('Responsabilità\n\nIl dolo è la volontà dell’evento.\n\nFine.');
    expect(html).toContain('<h2>Responsabilità</h2>');
    expect(html).toContain('<p>Il <strong>dolo</strong> è la <em>volontà</em> dell’evento.</p>');
  });

  it('keeps lists as "- " and "1. " lines, nested ones indented', () => {
    const { text, html } = copyAnswer(
      'Requisiti:\n\n* fatto\n* danno\n  1. patrimoniale\n  2. morale\n\n3. terzo\n4. quarto',
    );
    expect(text).toBe(
      'Requisiti:\n\n- fatto\n- danno\n  1. patrimoniale\n  2. morale\n\n3. terzo\n4. quarto',
    );
    expect(html).toContain('<ul>');
    expect(html).toContain('<ol start="3">');
    expect(html).toContain('<li>terzo</li>');
  });

  it('writes links as "text (address)" and keeps them as links in the HTML', () => {
    const { text, html } = copyAnswer(
      'Vedi [la sentenza](https://www.cortedicassazione.it/s/1) e https://normattiva.it.',
    );
    expect(text).toBe('Vedi la sentenza (https://www.cortedicassazione.it/s/1) e https://normattiva.it.');
    expect(html).toContain('<a href="https://www.cortedicassazione.it/s/1">la sentenza</a>');
    expect(html).toContain('<a href="https://normattiva.it">https://normattiva.it</a>');
  });

  it('keeps code and tables readable (a tab between cells)', () => {
    const { text, html } = copyAnswer(
      '`art. 1`\n\n| Norma | Termine |\n| --- | --- |\n| art. 2947 c.c. | 5 anni |',
    );
    expect(text).toBe('art. 1\n\nNorma\tTermine\nart. 2947 c.c.\t5 anni');
    expect(html).toContain('<code>art. 1</code>');
    expect(html).toContain('<td>art. 2947 c.c.</td>');
  });
});

describe('copyAnswer: what is not on screen is not copied', () => {
  it('writes task items, rules and footnotes as shown, without the hidden heading or ↩', () => {
    const { text, html } = copyAnswer(
      '- [x] notifica\n- [ ] deposito\n\n---\n\nTermine[^1].\n\n[^1]: Art. 325 c.p.c.',
    );
    expect(text).toBe('- [x] notifica\n- [ ] deposito\n\n———\n\nTermine[1].\n\n1. Art. 325 c.p.c.');
    expect(html).not.toMatch(/Footnotes|↩|<input/);
    expect(html).toContain('<hr>');
  });
});

describe('copyAnswer: citations as references', () => {
  it('writes a legal tag as its chip reads: art. 2043 c.c.', () => {
    const { text, html } = copyAnswer('Risponde del danno (@source:legal:cc-2043).', { citations: [LEGAL] });
    expect(text).toBe('Risponde del danno (art. 2043 c.c.).');
    expect(html).toBe('<p>Risponde del danno (art. 2043 c.c.).</p>');
  });

  it('writes a web tag as the page title and its address, a link in the HTML', () => {
    const { text, html } = copyAnswer('Secondo la dottrina @source:web:1.', { webResults: WEB_RESULTS });
    expect(text).toBe('Secondo la dottrina Il danno ingiusto (https://www.altalex.com/danno).');
    expect(html).toBe(
      '<p>Secondo la dottrina <a href="https://www.altalex.com/danno">Il danno ingiusto</a>.</p>',
    );
  });

  it('never links a web result whose address is not http(s)', () => {
    const { text, html } = copyAnswer('Fonte @source:web:2', { webResults: WEB_RESULTS });
    expect(text).toBe('Fonte Pagina ostile');
    expect(html).not.toContain('javascript:');
  });

  it('writes a document tag as its title and page, else the file name', () => {
    expect(copyAnswer(`Clausola @source:user:${DOC}:3.`, { citations: [DOCUMENT] }).text).toBe(
      'Clausola contratto.pdf, p. 3.',
    );
    const named = copyAnswer(`Clausola @source:user:${DOC}:4.`, {
      documentName: (id) => (id === DOC ? 'contratto.pdf' : undefined),
    });
    expect(named.text).toBe('Clausola contratto.pdf.');
  });

  it('writes an unknown tag as its identifier without @source:, never dropping it', () => {
    const { text, html } = copyAnswer('Vedi @source:legal:zz-9 e @source:user:sconosciuto:1.');
    expect(text).toBe('Vedi legal:zz-9 e user:sconosciuto:1.');
    expect(html).toBe('<p>Vedi legal:zz-9 e user:sconosciuto:1.</p>');
    expect(text).not.toContain('@source');
  });
});

describe('copyAnswer: quotations stay verbatim', () => {
  const article =
    '«Qualunque fatto doloso o colposo, che cagiona ad altri un danno ingiusto, obbliga colui che ha commesso il fatto a risarcire il danno»';

  it('keeps a blockquote word for word, without the ">" markers', () => {
    const { text, html } = copyAnswer(`L’articolo recita:\n\n> ${article}\n>\n> (art. 2043 c.c.)`);
    expect(text).toBe(`L’articolo recita:\n\n${article}\n\n(art. 2043 c.c.)`);
    expect(html).toContain(`<blockquote>\n<p>${article}</p>`);
  });

  it('keeps the words between quotation marks', () => {
    const quote = '"il fatto  doloso o colposo... che cagiona ad altri"';
    expect(copyAnswer(`Il testo dice ${quote} @source:legal:cc-2043.`).text).toBe(
      `Il testo dice ${quote} art. 2043 c.c..`,
    );
  });
});

describe('copyAnswer: the HTML is safe', () => {
  it('has no script, event handler or style even when the answer holds them', () => {
    const { text, html } = copyAnswer(
      [
        'Testo <script>alert(1)</script> <img src=x onerror="alert(2)"> <b onclick="x()">grassetto</b>',
        '',
        '<style>p{color:red}</style><link rel="stylesheet" href="https://evil.example/x.css">',
        '',
        '[clic](javascript:alert(3)) ![img](https://evil.example/pixel.png "t")',
      ].join('\n'),
    );
    expect(html).not.toMatch(/<script|<style|<link|<img|\son\w+=|javascript:|evil\.example/i);
    expect(text).not.toMatch(/<script|javascript:/i);
    expect(html).toContain('clic');
  });

  it('escapes what looks like markup in the words', () => {
    expect(copyAnswer('Se a \\< b & "c"').html).toBe('<p>Se a &lt; b &amp; &quot;c&quot;</p>');
  });
});

describe('answerOutline: an answer as the blocks of an exported document', () => {
  it('gives headings, paragraphs and the quotations apart, the tags as references, no Markdown marks', () => {
    const markdown =
      '### Norme principali\n\n**art. 2043 c.c.** @source:legal:cc-2043\n\n> Qualunque fatto doloso o colposo, che cagiona ad altri un danno ingiusto \\[…\\]\n\n- primo\n- secondo\n\nVedi @source:web:2.';
    expect(answerOutline(markdown)).toEqual([
      { kind: 'heading', text: 'Norme principali' },
      { kind: 'paragraph', text: 'art. 2043 c.c. art. 2043 c.c.' },
      { kind: 'quote', text: 'Qualunque fatto doloso o colposo, che cagiona ad altri un danno ingiusto […]' },
      { kind: 'paragraph', text: '- primo\n- secondo' },
      { kind: 'paragraph', text: 'Vedi fonte web 2.' },
    ]);
  });
});

describe('copyPlainText', () => {
  it('keeps the words as typed, the HTML escaped with its lines', () => {
    expect(copyPlainText('Cos’è **il** <dolo>?\nGrazie')).toEqual({
      text: 'Cos’è **il** <dolo>?\nGrazie',
      html: '<p>Cos’è **il** &lt;dolo&gt;?<br>Grazie</p>',
    });
  });
});
