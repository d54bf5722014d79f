// Many concurrent streamed answers held open at once: the delay a path adds between chunks, and the
// server's memory and CPU while it holds them (Linux /proc).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { jsonPostOptions } from './http-client.mjs';
import { cpuSecondsOf } from './proc.mjs';
import { percentile, round } from './report.mjs';

/** The server's resident memory in MiB, from /proc (Linux); null elsewhere. */
export function rssMiB(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

function gapSummary(values, count) {
  const sorted = Array.from(values.subarray(0, count)).sort((a, b) => a - b);
  return {
    gaps: count,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/**
 * Opens `count` streams at `perSecond` (the ramp), keeps them all open for `holdSeconds` (the hold),
 * then closes them from the client side. The upstream sends a chunk every `intervalMs` whose text is
 * its own send time: for two consecutive chunks of a stream, the added gap is the time between
 * their arrivals here minus the time between their sendings there. Gaps are kept apart for the
 * ramp (new questions arriving: authentication, conversation, charge) and the hold (streaming only).
 */
export async function holdStreams({
  port,
  path,
  body,
  headers,
  count,
  perSecond,
  intervalMs,
  holdSeconds,
  pid,
}) {
  const rampSeconds = count / perSecond;
  // Longer than the run needs: the client ends the streams itself after the hold.
  const chunks = Math.ceil(((rampSeconds * 3 + holdSeconds + 30) * 1000) / intervalMs);
  const capacity = Math.ceil(count * (rampSeconds * 3 + holdSeconds + 5) * (1000 / intervalMs));
  const gaps = { ramp: new Float64Array(capacity), hold: new Float64Array(capacity) };
  const counts = { ramp: 0, hold: 0 };
  let phase = 'ramp';
  const stats = { open: 0, maxOpen: 0, failed: 0, errors: [], endedEarly: 0 };
  const requests = new Set();
  let maxRss = 0;
  const sampler = setInterval(() => {
    if (pid) maxRss = Math.max(maxRss, rssMiB(pid) ?? 0);
  }, 250);
  let allOpen;
  const allOpenPromise = new Promise((resolve) => {
    allOpen = resolve;
  });

  const openOne = () =>
    new Promise((resolve) => {
      const payload = JSON.stringify(body(`stream ${chunks} ${intervalMs}`));
      const req = http.request(jsonPostOptions(port, path, payload, headers), (res) => {
        if (res.statusCode !== 200) {
          stats.failed += 1;
          if (stats.errors.length < 3) stats.errors.push(`HTTP ${res.statusCode}`);
          res.resume();
          return;
        }
        stats.open += 1;
        if (stats.open > stats.maxOpen) stats.maxOpen = stats.open;
        if (stats.open === count) allOpen();
        let lastSent = -1;
        let lastArrival = -1;
        let pending = '';
        res.setEncoding('utf8');
        res.on('data', (part) => {
          const now = performance.now();
          const text = pending + part;
          const end = text.lastIndexOf('\n\n');
          pending = end === -1 ? text : text.slice(end + 2);
          let from = 0;
          for (;;) {
            const at = text.indexOf('"content":"', from);
            if (at === -1 || at > end) break;
            const close = text.indexOf('"', at + 11);
            from = close;
            if (close === at + 11) continue;
            const sent = Number.parseFloat(text.slice(at + 11, close));
            if (lastSent >= 0 && counts[phase] < capacity) {
              gaps[phase][counts[phase]++] = now - lastArrival - (sent - lastSent);
            }
            lastSent = sent;
            lastArrival = now;
          }
        });
        res.on('end', () => {
          stats.endedEarly += 1;
        });
      });
      requests.add(req);
      req.on('error', (error) => {
        if (phase === 'closing') return;
        stats.failed += 1;
        if (stats.errors.length < 3) stats.errors.push(error.message);
      });
      req.on('close', () => {
        requests.delete(req);
        resolve();
      });
      req.end(payload);
    });

  const started = performance.now();
  const all = [];
  const ramp = setInterval(() => {
    const due = Math.min(count, Math.floor(((performance.now() - started) / 1000) * perSecond) + 1);
    while (all.length < due) all.push(openOne());
    if (all.length >= count) clearInterval(ramp);
  }, 10);
  // If the server cannot open them all in three times the planned ramp, hold what it has.
  const rampLimit = setTimeout(allOpen, (rampSeconds * 3 + 10) * 1000);
  await allOpenPromise;
  clearTimeout(rampLimit);
  clearInterval(ramp);
  const rampTook = (performance.now() - started) / 1000;
  phase = 'hold';
  const cpuBefore = pid ? cpuSecondsOf(pid) : null;
  const holdStart = performance.now();
  await new Promise((resolve) => setTimeout(resolve, holdSeconds * 1000));
  const cpuAfter = pid ? cpuSecondsOf(pid) : null;
  const heldFor = (performance.now() - holdStart) / 1000;
  const openDuringHold = stats.open;
  phase = 'closing';
  clearInterval(sampler);
  for (const req of requests) req.destroy();
  await Promise.all(all);
  return {
    count,
    intervalMs,
    rampSeconds: round(rampTook, 1),
    maxOpen: stats.maxOpen,
    openAtEndOfHold: openDuringHold,
    failed: stats.failed,
    endedEarly: stats.endedEarly,
    errors: stats.errors,
    ramp: gapSummary(gaps.ramp, counts.ramp),
    hold: gapSummary(gaps.hold, counts.hold),
    whole: gapSummary(
      Float64Array.from([...gaps.ramp.subarray(0, counts.ramp), ...gaps.hold.subarray(0, counts.hold)]),
      counts.ramp + counts.hold,
    ),
    maxRssMiB: pid ? round(maxRss, 1) : null,
    cpuDuringHold:
      cpuBefore !== null && cpuAfter !== null ? round((cpuAfter - cpuBefore) / heldFor, 2) : null,
  };
}
