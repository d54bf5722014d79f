import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENT_STATUSES } from '../contracts/legal-documents';
import { canTransition, downloadFileName, isEditable, templateDataFor } from './legal-documents';

describe('legal document statuses', () => {
  it('go forward only: an edit makes a document reviewed, finalizing makes it read-only', () => {
    expect(canTransition('draft', 'generated')).toBe(true);
    expect(canTransition('generated', 'reviewed')).toBe(true);
    expect(canTransition('reviewed', 'reviewed')).toBe(true);
    expect(canTransition('reviewed', 'finalized')).toBe(true);
    expect(canTransition('generated', 'draft')).toBe(false);
    expect(canTransition('reviewed', 'generated')).toBe(false);
  });

  it('never leave finalized', () => {
    for (const status of LEGAL_DOCUMENT_STATUSES) expect(canTransition('finalized', status)).toBe(false);
    expect(isEditable('finalized')).toBe(false);
    expect(LEGAL_DOCUMENT_STATUSES.filter(isEditable)).toEqual(['draft', 'generated', 'reviewed']);
  });
});

describe('downloadFileName and templateDataFor', () => {
  it('replaces the characters a file name cannot hold (spec 2 §5)', () => {
    expect(downloadFileName('Diffida: Rossi/Bianchi?', 'pdf')).toBe('Diffida_ Rossi_Bianchi_.pdf');
    expect(downloadFileName('  ', 'txt')).toBe('documento.txt');
    expect(downloadFileName('Diffida Rossi – Beta S.r.l.', 'pdf')).toBe('Diffida Rossi – Beta S.r.l.pdf');
    expect(downloadFileName('...', 'docx')).toBe('documento.docx');
  });

  it('gives an empty value to each required field only', () => {
    expect(
      templateDataFor([
        { name: 'creditore', label: 'Creditore', type: 'text', required: true },
        { name: 'note', label: 'Note', type: 'textarea', required: false },
      ]),
    ).toEqual({ creditore: '' });
    expect(templateDataFor(null)).toEqual({});
  });
});
