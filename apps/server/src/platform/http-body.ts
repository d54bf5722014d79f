import type http from 'node:http';
import { pipeline, type Readable, type Transform } from 'node:stream';
import zlib from 'node:zlib';

/**
 * A response body decompressed as its Content-Encoding says (gzip, deflate, br); as is otherwise.
 * Joined by pipeline, not pipe: a connection lost (or a request aborted) mid-body fails the
 * decompressed stream too, instead of leaving its reader waiting for an end that never comes.
 */
export function decodedBody(response: http.IncomingMessage): Readable {
  const decoded = (decoder: Transform) => pipeline(response, decoder, () => {});
  switch (response.headers['content-encoding']?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return decoded(zlib.createGunzip());
    case 'deflate':
      return decoded(zlib.createInflate());
    case 'br':
      return decoded(zlib.createBrotliDecompress());
    default:
      return response;
  }
}
