import type { ConversationExportResponse } from '@brocardo/shared';
import { type Document, Packer } from 'docx';
import { blocksDocxDocument, blocksPdfBytes } from '../../../lib/block-export';
import { exportBlocks } from './export-blocks';

export function conversationPdfBytes(data: ConversationExportResponse): ArrayBuffer {
  return blocksPdfBytes(exportBlocks(data));
}

export function conversationPdf(data: ConversationExportResponse): Blob {
  return new Blob([conversationPdfBytes(data)], { type: 'application/pdf' });
}

export function conversationDocxDocument(data: ConversationExportResponse): Document {
  return blocksDocxDocument(exportBlocks(data));
}

export function conversationDocx(data: ConversationExportResponse): Promise<Blob> {
  return Packer.toBlob(conversationDocxDocument(data));
}
