import { describe, expect, it } from 'vitest';
import { extractionSlots } from './extraction-slots';

describe('extractionSlots', () => {
  it('runs at most `max` at once, the others in their order, and frees the slot of a failed run', async () => {
    const inSlot = extractionSlots(2);
    let running = 0;
    let highest = 0;
    const order: number[] = [];
    const run = (id: number, fail = false) =>
      inSlot(async () => {
        running += 1;
        highest = Math.max(highest, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        order.push(id);
        if (fail) throw new Error(`run ${id} failed`);
        return id;
      });
    const outcomes = await Promise.allSettled([run(1, true), run(2), run(3), run(4), run(5)]);
    expect(highest).toBe(2);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(order.slice(2)).toEqual([3, 4, 5]);
    expect(await run(6)).toBe(6);
  });
});
