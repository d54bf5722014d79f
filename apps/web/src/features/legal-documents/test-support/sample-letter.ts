import type { LegalDocumentResource } from '@brocardo/shared';

/** A diffida as the "Lettera di diffida e messa in mora" template fills it, with every kind of block. */
export const SAMPLE_LETTER = `Milano, 10 marzo 2025

**Raccomandata A/R anticipata a mezzo PEC**

Spett.le
Società Beta S.r.l.
Via Roma 1, 20100 Milano

# Oggetto: diffida ad adempiere e costituzione in mora ai sensi dell'art. 1219 c.c.

scrivo in nome e per conto di Mario Rossi, che mi ha conferito incarico di tutelare i propri diritti nei Vostri confronti: è l'ultimo avviso «bonario», però.

## 1. Il credito

Il mio assistito vanta nei Vostri confronti un credito di € 12.500,00, scaduto il 1° febbraio 2025, che trova titolo in quanto segue:

1. fattura n. 12 del 3 gennaio 2025 (città, qualità, perché: àèéìòù ÀÈÉÌÒÙ);
2. fattura n. 15 del 10 gennaio 2025;
   - consegna eseguita il 12 gennaio;
a) interessi moratori ex art. 1224 c.c.

> La presente vale quale costituzione in mora.

---

Avv. Anna Bianchi
PEC: anna.bianchi@pec.it
`;

export const SAMPLE_INPUT = {
  title: 'Diffida Rossi / Beta',
  content: SAMPLE_LETTER,
  documentType: 'lettera_diffida',
  legalArea: 'diritto_civile',
  date: '2025-03-10T09:30:00.000Z',
} as const;

let nextId = 1;

/** A stored document as the server returns it. */
export function legalDocument(overrides: Partial<LegalDocumentResource> = {}): LegalDocumentResource {
  const id = overrides.id ?? nextId++;
  const content = overrides.generated_content ?? SAMPLE_LETTER;
  return {
    id,
    matter_id: null,
    title: `Documento ${id}`,
    document_type: 'lettera_diffida',
    legal_area: 'diritto_civile',
    generated_content: content,
    created_at: '2025-03-10T09:30:00.000Z',
    updated_at: '2025-03-10T09:30:00.000Z',
    status: 'generated',
    metadata: { ai_enhanced: false, enhancement_options: [] },
    original_content: content,
    version: 1,
    ...overrides,
  };
}
