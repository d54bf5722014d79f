import type { BriefDiffPart, BriefVerificationResponse } from '@brocardo/shared';
import {
  JUDGMENT_NOTE,
  JUDGMENT_SOURCE_NOTE,
  PAGE_TITLE,
  passageText,
  QUOTATION_STATUS_LABEL,
  REFERENCE_STATUS_LABEL,
  summaryItems,
} from './brief-report-labels';
import { type CheckedBrief, checkedBriefLine } from './report-name';

export interface ReportBlock {
  kind: 'title' | 'heading' | 'label' | 'paragraph' | 'quote' | 'note';
  text: string;
}

/** The differences in plain text: [-omitted-] and {+added+}, as in a word diff. */
export function diffAsText(parts: readonly BriefDiffPart[]): string {
  return parts
    .map((part) =>
      part.kind === 'removed' ? `[-${part.text}-]` : part.kind === 'added' ? `{+${part.text}+}` : part.text,
    )
    .join(' ');
}

/** The report as the PDF and the Word file lay it out, in the page's order, headed by the brief checked. */
export function reportBlocks(
  report: BriefVerificationResponse,
  generatedAt: Date,
  brief: CheckedBrief = null,
): ReportBlock[] {
  const articles = new Map(report.articles.map((article) => [article.identifier, article]));
  const blocks: ReportBlock[] = [
    { kind: 'title', text: `${PAGE_TITLE}: report` },
    { kind: 'label', text: checkedBriefLine(brief) },
    { kind: 'note', text: `Generato il ${generatedAt.toLocaleString('it-IT', { timeZone: 'Europe/Rome' })}` },
    { kind: 'heading', text: 'Riepilogo' },
    ...summaryItems(report.summary).map(
      (item): ReportBlock => ({ kind: 'paragraph', text: `${item.label}: ${item.value}` }),
    ),
    { kind: 'heading', text: 'Riferimenti normativi' },
  ];
  if (report.references.length === 0)
    blocks.push({ kind: 'note', text: 'Nessun riferimento normativo trovato.' });
  for (const reference of report.references) {
    blocks.push({ kind: 'label', text: `${reference.text} — ${REFERENCE_STATUS_LABEL[reference.status]}` });
    if (reference.title) blocks.push({ kind: 'note', text: reference.title });
    if (reference.act_name) blocks.push({ kind: 'note', text: reference.act_name });
    const article = articles.get(reference.identifier);
    if (article) {
      blocks.push({ kind: 'note', text: `Testo vigente al ${article.vigente_al}` });
      blocks.push({ kind: 'quote', text: article.text });
    }
  }
  blocks.push({ kind: 'heading', text: 'Citazioni testuali' });
  if (report.quotations.length === 0)
    blocks.push({ kind: 'note', text: 'Nessuna citazione testuale trovata.' });
  for (const quotation of report.quotations) {
    const attributed = quotation.reference ? ` (${quotation.reference})` : '';
    blocks.push({ kind: 'label', text: `${QUOTATION_STATUS_LABEL[quotation.status]}${attributed}` });
    blocks.push({ kind: 'paragraph', text: 'Nell’atto:' }, { kind: 'quote', text: `«${quotation.text}»` });
    if (quotation.passage) {
      blocks.push(
        { kind: 'paragraph', text: 'Nel testo dell’articolo:' },
        { kind: 'quote', text: `«${passageText(quotation)}»` },
      );
    }
    if (quotation.diff) {
      blocks.push(
        { kind: 'paragraph', text: 'Differenze ([-omesso-] {+aggiunto+}):' },
        { kind: 'quote', text: diffAsText(quotation.diff) },
      );
    }
  }
  blocks.push({ kind: 'heading', text: 'Giurisprudenza' });
  if (report.judgments.length === 0) blocks.push({ kind: 'note', text: 'Nessuna sentenza citata.' });
  for (const judgment of report.judgments) {
    const note = judgment.status === 'source_found' ? JUDGMENT_SOURCE_NOTE : JUDGMENT_NOTE;
    blocks.push({ kind: 'paragraph', text: `${judgment.text} — ${note}` });
    if (judgment.source)
      blocks.push({ kind: 'note', text: `${judgment.source.title}: ${judgment.source.url}` });
  }
  return blocks;
}
