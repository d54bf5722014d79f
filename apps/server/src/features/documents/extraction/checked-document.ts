import type { UserDocumentType } from '@brocardo/shared';
import type { ExtractedBlock, ExtractedDocument } from './types';

const KINDS: ReadonlySet<unknown> = new Set<ExtractedBlock['kind']>(['heading', 'paragraph', 'table']);

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Own properties only: an inherited key is never read as data. */
const own = (fields: Fields, key: string): unknown => (Object.hasOwn(fields, key) ? fields[key] : undefined);

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * The document a worker posted, rebuilt from its expected fields only, or null when it is not what a
 * parse of `type` produces. The worker runs third-party parsers on untrusted bytes (SheetJS 0.18.5
 * has a prototype-pollution advisory): its reply is data to check, never an object to pass on.
 */
export function checkedDocument(value: unknown, type: UserDocumentType): ExtractedDocument | null {
  if (!isFields(value) || own(value, 'type') !== type) return null;
  const pageCount = own(value, 'pageCount');
  const ocrPages = own(value, 'ocrPages');
  const rawBlocks = own(value, 'blocks');
  if (!isCount(pageCount) || !isCount(ocrPages) || !Array.isArray(rawBlocks)) return null;
  const blocks: ExtractedBlock[] = [];
  for (const block of rawBlocks) {
    if (!isFields(block)) return null;
    const page = own(block, 'page');
    const text = own(block, 'text');
    const kind = own(block, 'kind');
    if (typeof text !== 'string' || !KINDS.has(kind)) return null;
    if (page !== null && !(isCount(page) && page > 0)) return null;
    blocks.push({ page: page as number | null, text, kind: kind as ExtractedBlock['kind'] });
  }
  return { type, pageCount, ocrPages, blocks };
}
