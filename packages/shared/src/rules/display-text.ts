/**
 * The Unicode bidirectional controls (embeddings, overrides, isolates and the implicit marks). In a
 * name they reorder what is shown: "fattura‮fdp.exe" displays as "fatturaexe.pdf". Names (files,
 * users, conversations, documents, cases) are stored without them.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
