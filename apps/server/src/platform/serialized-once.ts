import type { FastifyReply } from 'fastify';

const bodies = new WeakMap<object, Buffer>();

/**
 * Sends `value` as JSON, serialised and encoded once for as long as the same object is sent: a read served
 * from the read cache (db/read-cache.ts) is the same object until the next write, and turning the
 * sidebar's list into JSON again on every request cost a tenth of it (bench/conversations-throughput.mjs).
 * The object must not change once sent.
 */
export function sendJsonOnce(reply: FastifyReply, value: object): FastifyReply {
  let body = bodies.get(value);
  if (body === undefined) {
    body = Buffer.from(JSON.stringify(value));
    bodies.set(value, body);
  }
  // Bytes, not text: Fastify would otherwise measure and encode the same text as UTF-8 on every send.
  return reply.type('application/json; charset=utf-8').send(body);
}
