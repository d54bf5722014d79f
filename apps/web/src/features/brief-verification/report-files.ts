import type { BriefVerificationResponse } from '@brocardo/shared';
import { type Document, Packer } from 'docx';
import { blocksDocxDocument, blocksPdfBytes } from '../../lib/block-export';
import { reportBlocks } from './report-blocks';
import type { CheckedBrief } from './report-name';

export function reportPdfBytes(
  report: BriefVerificationResponse,
  brief: CheckedBrief = null,
  generatedAt = new Date(),
): ArrayBuffer {
  return blocksPdfBytes(reportBlocks(report, generatedAt, brief));
}

export function reportPdf(report: BriefVerificationResponse, brief: CheckedBrief): Blob {
  return new Blob([reportPdfBytes(report, brief)], { type: 'application/pdf' });
}

export function reportDocxDocument(
  report: BriefVerificationResponse,
  brief: CheckedBrief = null,
  generatedAt = new Date(),
): Document {
  return blocksDocxDocument(reportBlocks(report, generatedAt, brief));
}

export function reportDocx(report: BriefVerificationResponse, brief: CheckedBrief): Promise<Blob> {
  return Packer.toBlob(reportDocxDocument(report, brief));
}
