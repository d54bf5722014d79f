import type { BriefVerificationResponse } from '@brocardo/shared';
import { type Document, Packer } from 'docx';
import { blocksDocxDocument, blocksPdfBytes } from '../../lib/block-export';
import { reportBlocks } from './report-blocks';

export function reportPdfBytes(report: BriefVerificationResponse, generatedAt = new Date()): ArrayBuffer {
  return blocksPdfBytes(reportBlocks(report, generatedAt));
}

export function reportPdf(report: BriefVerificationResponse): Blob {
  return new Blob([reportPdfBytes(report)], { type: 'application/pdf' });
}

export function reportDocxDocument(report: BriefVerificationResponse, generatedAt = new Date()): Document {
  return blocksDocxDocument(reportBlocks(report, generatedAt));
}

export function reportDocx(report: BriefVerificationResponse): Promise<Blob> {
  return Packer.toBlob(reportDocxDocument(report));
}
