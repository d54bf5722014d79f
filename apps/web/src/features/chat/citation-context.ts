/**
 * The sentence of an answer around each citation, kept on the citation element so the source
 * panel can find the passage of the source the sentence relies on (when no excerpt does).
 */

export interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
  data?: Record<string, unknown>;
}

/** Where a citation stands in the flattened text of its block. */
const MARKER = '\u0001';
const BLOCKS = new Set(['paragraph', 'heading', 'tableCell']);
/** A sentence shorter than this (in words) takes the one before it too: "…risarcirlo. @source:…". */
const MIN_CONTEXT_WORDS = 4;

function flatten(node: MdNode, parts: string[], citations: MdNode[]): void {
  if (node.type === 'citation') {
    parts.push(MARKER);
    citations.push(node);
    return;
  }
  if (node.type === 'text' || node.type === 'inlineCode') parts.push(node.value ?? '');
  else if (node.type === 'break') parts.push(' ');
  for (const child of node.children ?? []) flatten(child, parts, citations);
}

/**
 * A sentence ends at . ! ? followed by a space and a capital letter (so `art. 2043` and
 * `c.c. e` do not end one), or at the end of the block.
 */
function sentenceBounds(text: string): number[] {
  const bounds = [0];
  for (const match of text.matchAll(/[.!?]+\s+(?=[\p{Lu}"“«(])/gu)) {
    const before = text.slice(0, match.index).match(/(\S+)$/u)?.[1] ?? '';
    // Abbreviations: `c.c.`, `cod. civ.`, `D.Lgs.`, `art.` (a citation just before is not one).
    if (!before.endsWith(MARKER) && (before.includes('.') || before.length <= 3)) continue;
    bounds.push((match.index ?? 0) + match[0].length);
  }
  bounds.push(text.length);
  return bounds;
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function contextAt(text: string, bounds: number[], position: number): string {
  const index = bounds.findIndex((bound, i) => i > 0 && position < bound) - 1;
  const sentenceIndex = index < 0 ? bounds.length - 2 : index;
  const clean = (from: number, to: number) =>
    text
      .slice(bounds[from], bounds[to])
      .replaceAll(MARKER, ' ')
      .replace(/\s+/g, ' ')
      .replace(/ ([.,;:!?)])/g, '$1')
      .trim();
  let sentence = clean(sentenceIndex, sentenceIndex + 1);
  if (words(sentence) < MIN_CONTEXT_WORDS && sentenceIndex > 0)
    sentence = clean(sentenceIndex - 1, sentenceIndex + 1);
  return sentence;
}

function annotateBlock(block: MdNode): void {
  const parts: string[] = [];
  const citations: MdNode[] = [];
  for (const child of block.children ?? []) flatten(child, parts, citations);
  if (citations.length === 0) return;
  const text = parts.join('');
  const bounds = sentenceBounds(text);
  let position = -1;
  for (const citation of citations) {
    position = text.indexOf(MARKER, position + 1);
    const data = (citation.data ?? {}) as { hProperties?: Record<string, unknown> };
    data.hProperties = { ...data.hProperties, dataContext: contextAt(text, bounds, position) };
    citation.data = data;
  }
}

/** Adds `data-context` (the sentence around it) to every citation node of the tree. */
export function annotateContexts(node: MdNode): void {
  if (BLOCKS.has(node.type)) {
    annotateBlock(node);
    return;
  }
  for (const child of node.children ?? []) annotateContexts(child);
}
