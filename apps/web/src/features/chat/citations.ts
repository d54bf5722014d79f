/**
 * Citations in answers are written `@source:{type}:{identifier}` (spec 1 §3, e.g.
 * `@source:legal:cc-2043`, or `@source:user:{documentId}:{chunk}` for a passage of a personal
 * document). This remark plugin turns each one in the text
 * into a `<cite>` element the answer renders as a reference chip. Once the answer is verified
 * (POST /rag-api/verify-citations), the plain references it found (`art. 1453 c.c.` written
 * without a tag) are passed in as `references` and wrapped the same way, their words kept.
 * Code and link text are left as they are.
 */
import { SOURCE_TAG_PATTERN } from '@brocardo/shared';
import { annotateContexts, type MdNode } from './citation-context';

export interface CitationRef {
  sourceType: string;
  identifier: string;
}

/** The citations in a text, in order. */
export function findCitations(text: string): CitationRef[] {
  return Array.from(text.matchAll(SOURCE_TAG_PATTERN), (match) => ({
    sourceType: match[1] ?? '',
    identifier: match[2] ?? '',
  }));
}

export interface CitationPluginOptions {
  /** Plain references as written in the text, in order; the element carries the index (`data-ref`). */
  references?: readonly string[] | undefined;
}

function tagNode(sourceType: string, identifier: string): MdNode {
  return {
    type: 'citation',
    data: {
      hName: 'cite',
      hProperties: { dataSourceType: sourceType, dataIdentifier: identifier, dataKind: 'tag' },
      hChildren: [{ type: 'text', value: `${sourceType}:${identifier}` }],
    },
  };
}

function referenceNode(text: string, index: number): MdNode {
  return {
    type: 'citation',
    data: {
      hName: 'cite',
      hProperties: { dataKind: 'reference', dataRef: index },
      hChildren: [{ type: 'text', value: text }],
    },
  };
}

/** The references not yet found, by their text: each is taken at its first occurrence, in order. */
type PendingReferences = Map<string, number[]>;

function earliestReference(value: string, from: number, pending: PendingReferences) {
  let best: { start: number; text: string } | null = null;
  for (const [text, indexes] of pending) {
    if (indexes.length === 0) continue;
    const start = value.indexOf(text, from);
    if (start < 0) continue;
    if (!best || start < best.start || (start === best.start && text.length > best.text.length))
      best = { start, text };
  }
  return best;
}

function splitReferences(value: string, pending: PendingReferences): MdNode[] {
  if (pending.size === 0 || value === '') return value === '' ? [] : [{ type: 'text', value }];
  const nodes: MdNode[] = [];
  let last = 0;
  for (let found = earliestReference(value, 0, pending); found; ) {
    const index = pending.get(found.text)?.shift() ?? 0;
    if (found.start > last) nodes.push({ type: 'text', value: value.slice(last, found.start) });
    nodes.push(referenceNode(found.text, index));
    last = found.start + found.text.length;
    found = earliestReference(value, last, pending);
  }
  if (last < value.length) nodes.push({ type: 'text', value: value.slice(last) });
  return nodes;
}

function splitText(value: string, pending: PendingReferences): MdNode[] {
  const nodes: MdNode[] = [];
  let last = 0;
  for (const match of value.matchAll(SOURCE_TAG_PATTERN)) {
    const start = match.index ?? 0;
    nodes.push(...splitReferences(value.slice(last, start), pending));
    nodes.push(tagNode(match[1] ?? '', match[2] ?? ''));
    last = start + match[0].length;
  }
  nodes.push(...splitReferences(value.slice(last), pending));
  return nodes;
}

const SKIPPED_PARENTS = new Set(['link', 'linkReference']);

function transform(node: MdNode, pending: PendingReferences): void {
  if (!node.children || SKIPPED_PARENTS.has(node.type)) return;
  node.children = node.children.flatMap((child) => {
    if (child.type === 'text' && typeof child.value === 'string') return splitText(child.value, pending);
    transform(child, pending);
    return [child];
  });
}

/** The remark plugin (a unified attacher returning the tree transformer). */
export function remarkCitations(options: CitationPluginOptions = {}) {
  return (tree: MdNode) => {
    const pending: PendingReferences = new Map();
    (options.references ?? []).forEach((text, index) => {
      if (text.trim() === '') return;
      pending.set(text, [...(pending.get(text) ?? []), index]);
    });
    transform(tree, pending);
    annotateContexts(tree);
  };
}
