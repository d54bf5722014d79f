import { describe, expect, it } from 'vitest';
import { tickShapeAnchor } from './tick-shape-anchor';

describe('tick shape anchor', () => {
  it("keeps one of Node's nextTick queue entries (the object whose hidden class must stay alive)", () => {
    const entry = tickShapeAnchor() as { callback?: unknown } | undefined;
    expect(entry).toBeDefined();
    expect(typeof entry?.callback).toBe('function');
  });
});
