// HTTP helpers of the chat benchmarks: JSON posts and time to first token over node:http.
import http from 'node:http';
import { HOST } from './proc.mjs';

/** http.request options for a JSON POST of `payload` (a string); a fresh connection unless `agent`. */
export function jsonPostOptions(port, path, payload, headers = {}, agent = false) {
  return {
    host: HOST,
    port,
    path,
    method: 'POST',
    agent,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
      ...headers,
    },
  };
}

/** A JSON POST on a fresh connection; resolves with the status and the body text. */
export function postJson(port, path, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(jsonPostOptions(port, path, payload, headers), (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (part) => {
        text += part;
      });
      res.on('end', () => resolve({ status: res.statusCode, text }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * One streamed request on a kept-alive connection; resolves with the ms from sending it to the
 * arrival of `marker` (the first chunk of text), once the whole answer has arrived.
 */
export function timeToFirstToken(agent, port, path, body, headers, marker) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const started = performance.now();
    const req = http.request(jsonPostOptions(port, path, payload, headers, agent), (res) => {
      let seen = '';
      let ttft = null;
      res.setEncoding('utf8');
      res.on('data', (part) => {
        if (ttft !== null) return;
        seen += part;
        if (seen.includes(marker)) ttft = performance.now() - started;
      });
      res.on('end', () => {
        if (res.statusCode !== 200 || ttft === null)
          reject(new Error(`HTTP ${res.statusCode}: ${seen.slice(0, 300)}`));
        else resolve(ttft);
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}
