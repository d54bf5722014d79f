import type http from 'node:http';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';

/** A response body decompressed as its Content-Encoding says (gzip, deflate, br); as is otherwise. */
export function decodedBody(response: http.IncomingMessage): Readable {
  switch (response.headers['content-encoding']?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(zlib.createGunzip());
    case 'deflate':
      return response.pipe(zlib.createInflate());
    case 'br':
      return response.pipe(zlib.createBrotliDecompress());
    default:
      return response;
  }
}
