import { createHook } from 'node:async_hooks';

/**
 * Keeps one of Node's process.nextTick queue entries alive for the life of the process.
 *
 * Why: nextTick builds each entry as an object literal with computed (symbol) keys, and V8 derives
 * its hidden class from a per-context cache of literal maps that only holds them weakly. Entries live
 * for microseconds, so a full GC at a moment when none is queued frees that class; the next entry gets
 * a new one, and after a few such GCs (the boot runs many: migrations, the legal index) nextTick's
 * property-definition site turns megamorphic and falls back to the runtime on every call. That cost
 * ~3 µs a request, about a fifth of /healthz's CPU, in a random half of the processes
 * (bench/healthz-throughput.mjs; `perf` showed Runtime_DefineKeyedOwnPropertyInLiteral under
 * nextTick). One entry kept alive keeps the class, and the site stays monomorphic.
 *
 * The async hook is enabled for one nextTick call at import time and disabled at once: no hook runs
 * afterwards. Import this module first, before anything that allocates much.
 */
let anchor: object | undefined;
const hook = createHook({
  init(_asyncId, type, _triggerAsyncId, resource) {
    if (type === 'TickObject' && anchor === undefined) anchor = resource;
  },
}).enable();
process.nextTick(() => {});
hook.disable();

/** The kept entry (for the test that it was captured). */
export function tickShapeAnchor(): object | undefined {
  return anchor;
}
