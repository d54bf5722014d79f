import type { FastifyReply } from 'fastify';

const texts = new WeakMap<object, string>();

/**
 * Sends `value` as JSON, serialised once for as long as the same object is sent: a read served
 * from the read cache (db/read-cache.ts) is the same object until the next write, and turning the
 * sidebar's list into JSON again on every request cost a tenth of it (bench/conversations-throughput.mjs).
 * The object must not change once sent.
 */
export function sendJsonOnce(reply: FastifyReply, value: object): FastifyReply {
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  // A JSON content type and a string payload: Fastify sends the text as it is.
  return reply.type('application/json; charset=utf-8').send(text);
}
