import { describe, expect, it } from 'vitest';
import { chunkDocument, splitText } from './chunker';
import type { ExtractedBlock, ExtractedDocument } from './types';

const sentence = (n: number) =>
  `La clausola numero ${n} disciplina gli obblighi del conduttore verso il locatore.`;
const paragraph = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => sentence(from + i)).join(' ');

function pdf(blocks: ExtractedBlock[]): ExtractedDocument {
  return { type: 'PDF', pageCount: 10, ocrPages: 0, blocks };
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('chunkDocument', () => {
  const doc = pdf([
    { page: 1, text: 'PREMESSE', kind: 'heading' },
    { page: 1, text: paragraph(1, 5), kind: 'paragraph' },
    { page: 2, text: paragraph(6, 5), kind: 'paragraph' },
    { page: 2, text: paragraph(11, 5), kind: 'paragraph' },
    { page: 3, text: 'OBBLIGHI DELLE PARTI', kind: 'heading' },
    { page: 3, text: paragraph(100, 60), kind: 'paragraph' },
    { page: 5, text: 'ALLEGATI', kind: 'heading' },
    {
      page: 5,
      text: [
        '| Documento | Data |',
        ...Array.from({ length: 80 }, (_, i) => `| Ricevuta ${i} | 0${(i % 9) + 1}/03/2024 |`),
      ].join('\n'),
      kind: 'table',
    },
  ]);
  const chunks = chunkDocument(doc);

  it('numbers chunks 0..n-1 and keeps them near the target size, never above the maximum', () => {
    expect(chunks.map((chunk) => chunk.index)).toEqual(chunks.map((_, i) => i));
    for (const chunk of chunks) expect(chunk.text.length).toBeLessThanOrEqual(1600);
    // Only a heading or a new page ends a chunk early.
    const bodies = chunks.filter(
      (chunk, i) => chunks[i + 1]?.heading === chunk.heading && chunks[i + 1]?.page === chunk.pageEnd,
    );
    for (const chunk of bodies) expect(chunk.text.length).toBeGreaterThan(500);
  });

  it('starts a new chunk on a new page, so a passage is cited by the one page it is on', () => {
    for (const chunk of chunks) expect(chunk.pageEnd).toBe(chunk.page);
    expect(chunks.filter((chunk) => chunk.heading === 'PREMESSE').map((chunk) => chunk.page)).toEqual([1, 2]);
  });

  it('never crosses a heading, and every chunk knows its heading and pages', () => {
    expect(chunks[0]).toMatchObject({ heading: 'PREMESSE', page: 1 });
    expect(chunks[0]!.text.startsWith('PREMESSE\n')).toBe(true);
    const premesse = chunks.filter((chunk) => chunk.heading === 'PREMESSE');
    expect(premesse.at(-1)!.pageEnd).toBe(2);
    expect(premesse.some((chunk) => chunk.text.includes('OBBLIGHI'))).toBe(false);
    const obblighi = chunks.filter((chunk) => chunk.heading === 'OBBLIGHI DELLE PARTI');
    expect(obblighi.length).toBeGreaterThan(3);
    expect(obblighi.every((chunk) => chunk.page === 3 && chunk.pageEnd === 3)).toBe(true);
    expect(obblighi[0]!.text.startsWith('OBBLIGHI DELLE PARTI\n')).toBe(true);
    // The long paragraph is split between sentences.
    for (const chunk of obblighi) expect(chunk.text).toMatch(/\.$/);
  });

  it('repeats the header row in every table chunk', () => {
    const tables = chunks.filter((chunk) => chunk.heading === 'ALLEGATI');
    expect(tables.length).toBeGreaterThan(2);
    for (const chunk of tables) {
      expect(chunk.text.replace(/^ALLEGATI\n/, '').startsWith('| Documento | Data |\n| Ricevuta')).toBe(true);
      expect(chunk.page).toBe(5);
    }
    const rows = tables.flatMap((chunk) =>
      chunk.text.split('\n').filter((line) => line.startsWith('| Ricevuta')),
    );
    expect(rows).toHaveLength(80);
  });

  it('loses no text', () => {
    const original = doc.blocks.map((block) => block.text).join(' ');
    const chunked = chunks
      .map((chunk) => chunk.text)
      .join(' ')
      .replaceAll('| Documento | Data |', '');
    expect(normalise(chunked).length).toBe(normalise(original.replaceAll('| Documento | Data |', '')).length);
    for (let n = 100; n < 160; n++) expect(chunked).toContain(sentence(n));
  });

  it('drops the U+0000 that pdf.js writes for unmapped glyphs (PostgreSQL text cannot hold it)', () => {
    const [chunk] = chunkDocument(
      pdf([
        { page: 1, text: 'Art.\u0000 1', kind: 'heading' },
        { page: 1, text: 'Canone di euro 1.234,00\u0000 annui.', kind: 'paragraph' },
      ]),
    );
    expect(chunk!.heading).toBe('Art. 1');
    expect(chunk!.text).not.toContain('\u0000');
    expect(chunk!.text).toContain('Canone di euro 1.234,00 annui.');
  });

  it('joins consecutive headings and keeps a lone heading', () => {
    const chunked = chunkDocument({
      type: 'DOCX',
      pageCount: 0,
      ocrPages: 0,
      blocks: [
        { page: null, text: 'Contratto', kind: 'heading' },
        { page: null, text: 'Art. 1 – Oggetto', kind: 'heading' },
        { page: null, text: 'Il presente contratto ha per oggetto la fornitura.', kind: 'paragraph' },
        { page: null, text: 'Art. 2 – Firme', kind: 'heading' },
      ],
    });
    expect(chunked).toEqual([
      {
        index: 0,
        page: null,
        pageEnd: null,
        heading: 'Contratto › Art. 1 – Oggetto',
        text: 'Contratto\nArt. 1 – Oggetto\nIl presente contratto ha per oggetto la fornitura.',
      },
      { index: 1, page: null, pageEnd: null, heading: 'Art. 2 – Firme', text: 'Art. 2 – Firme' },
    ]);
  });

  it('keeps a long heading together with a paragraph that would not fit beside it', () => {
    const heading =
      'DISPOSIZIONI FINALI E TRANSITORIE SULLA RISOLUZIONE DEL CONTRATTO E SUL RECESSO DELLE PARTI';
    const long = paragraph(1, 19); // 1,529 characters: under the maximum alone, over it with the heading
    const chunked = chunkDocument(
      pdf([
        { page: 1, text: heading, kind: 'heading' },
        { page: 1, text: long, kind: 'paragraph' },
      ]),
    );
    expect(chunked.length).toBe(2);
    expect(chunked[0]!.text.startsWith(`${heading}\nLa clausola numero 1 `)).toBe(true);
    for (const chunk of chunked) {
      expect(chunk.heading).toBe(heading);
      expect(chunk.text.length).toBeLessThanOrEqual(1600);
    }
    expect(normalise(chunked.map((chunk) => chunk.text).join(' '))).toBe(normalise(`${heading} ${long}`));
  });

  it('honours custom sizes and splits text without sentence breaks on words', () => {
    const words = Array.from({ length: 400 }, (_, i) => `parola${i}`).join(' ');
    const parts = splitText(words, 300, 500);
    expect(parts.join(' ')).toBe(words);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(300);
    const chunked = chunkDocument(pdf([{ page: 4, text: words, kind: 'paragraph' }]), {
      targetChars: 300,
      maxChars: 500,
    });
    expect(
      chunked.every((chunk) => chunk.text.length <= 500 && chunk.heading === null && chunk.page === 4),
    ).toBe(true);
  });
});
