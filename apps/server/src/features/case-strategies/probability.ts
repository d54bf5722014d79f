import { probabilityClass } from '@brocardo/shared';

/** The narrowest half-width of the range: no estimate of a lawsuit is better than ± 5 points. */
export const PROBABILITY_MIN_HALF_WIDTH = 5;

/**
 * The range shown around the model's probability: p ± max(5, ⌈(100 − confidence) / 4⌉), clamped to
 * 0–100. Full confidence still gives ± 5; a confidence of 60 gives ± 10; of 0, ± 25.
 */
export function probabilityRange(probability: number, confidence: number): [number, number] {
  const halfWidth = Math.max(PROBABILITY_MIN_HALF_WIDTH, Math.ceil((100 - confidence) / 4));
  return [Math.max(0, probability - halfWidth), Math.min(100, probability + halfWidth)];
}

const CLASS_LABEL = { alta: 'alta', media: 'media', bassa: 'bassa' } as const;

const months = (count: number) => (count === 1 ? '1 mese' : `${count} mesi`);

/** "da 18 a 30 mesi (stima del modello)", or "circa 12 mesi (stima del modello)" for a single figure. */
export function durationText(range: { min: number; max: number }): string {
  const text =
    range.min === range.max ? `circa ${months(range.max)}` : `da ${range.min} a ${months(range.max)}`;
  return `${text} (stima del modello)`;
}

/** What the screen must say about the figures the model estimated (not computed), in Italian. */
export function estimateNotes(
  probability: number,
  confidence: number,
  range: readonly [number, number],
): string[] {
  const [low, high] = range;
  const lowClass = probabilityClass(low);
  const highClass = probabilityClass(high);
  const classes =
    lowClass === highClass
      ? `l'intervallo resta nella classe ${CLASS_LABEL[lowClass]}`
      : `l'intervallo va dalla classe ${CLASS_LABEL[lowClass]} alla classe ${CLASS_LABEL[highClass]}`;
  return [
    `Probabilità di successo (${probability}%) e affidabilità (${confidence}%) sono stime del modello AI, non ` +
      `calcoli. Intervallo ${low}–${high}%: la probabilità ± max(5, (100 − affidabilità) / 4) punti; ${classes}.`,
    'La durata è una stima del modello AI.',
    'I costi non sono stimati dal modello: sono calcolati dalle tabelle ufficiali indicate nel dettaglio.',
  ];
}
