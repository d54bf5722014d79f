/**
 * Citations in answers are written `@source:{type}:{identifier}` (spec 1 §3, e.g.
 * `@source:legal:cc-2043`, `@source:user:12#3`). This remark plugin turns each one in the text
 * into a `<cite>` element the answer renders as a reference chip. Code and link text are left
 * as they are.
 */

/** The identifier ends on a letter, digit or underscore, so a full stop after it is not taken. */
export const CITATION_PATTERN = /@source:([A-Za-z][\w-]*):([\w\-./#]*\w)/g;

export interface CitationRef {
  sourceType: string;
  identifier: string;
}

/** The citations in a text, in order. */
export function findCitations(text: string): CitationRef[] {
  return Array.from(text.matchAll(CITATION_PATTERN), (match) => ({
    sourceType: match[1] ?? '',
    identifier: match[2] ?? '',
  }));
}

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
  data?: Record<string, unknown>;
}

function citationNode(sourceType: string, identifier: string): MdNode {
  return {
    type: 'citation',
    data: {
      hName: 'cite',
      hProperties: { dataSourceType: sourceType, dataIdentifier: identifier },
      hChildren: [{ type: 'text', value: `${sourceType}:${identifier}` }],
    },
  };
}

function splitText(value: string): MdNode[] {
  const nodes: MdNode[] = [];
  let last = 0;
  for (const match of value.matchAll(CITATION_PATTERN)) {
    const start = match.index ?? 0;
    if (start > last) nodes.push({ type: 'text', value: value.slice(last, start) });
    nodes.push(citationNode(match[1] ?? '', match[2] ?? ''));
    last = start + match[0].length;
  }
  if (last === 0) return [{ type: 'text', value }];
  if (last < value.length) nodes.push({ type: 'text', value: value.slice(last) });
  return nodes;
}

const SKIPPED_PARENTS = new Set(['link', 'linkReference']);

function transform(node: MdNode): void {
  if (!node.children || SKIPPED_PARENTS.has(node.type)) return;
  node.children = node.children.flatMap((child) => {
    if (child.type === 'text' && typeof child.value === 'string') return splitText(child.value);
    transform(child);
    return [child];
  });
}

/** The remark plugin (a unified attacher returning the tree transformer). */
export function remarkCitations() {
  return (tree: MdNode) => {
    transform(tree);
  };
}
