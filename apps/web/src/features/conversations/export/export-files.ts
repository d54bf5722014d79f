import type { ConversationExportResponse } from '@brocardo/shared';
import { type Document, Packer } from 'docx';
import { blocksDocxDocument, blocksPdfBytes } from '../../../lib/block-export';
import { type AnswerOutline, exportBlocks } from './export-blocks';

export function conversationPdfBytes(data: ConversationExportResponse, outline: AnswerOutline): ArrayBuffer {
  return blocksPdfBytes(exportBlocks(data, outline));
}

export function conversationPdf(data: ConversationExportResponse, outline: AnswerOutline): Blob {
  return new Blob([conversationPdfBytes(data, outline)], { type: 'application/pdf' });
}

export function conversationDocxDocument(data: ConversationExportResponse, outline: AnswerOutline): Document {
  return blocksDocxDocument(exportBlocks(data, outline));
}

export function conversationDocx(data: ConversationExportResponse, outline: AnswerOutline): Promise<Blob> {
  return Packer.toBlob(conversationDocxDocument(data, outline));
}
