// A local server speaking enough of the S3 REST protocol for @aws-sdk/client-s3 with
// `forcePathStyle: true`: PUT, GET and DELETE of /{bucket}/{key}. Every bucket exists and starts
// empty; `objects` is keyed by "{bucket}/{key}". Like S3 it checks the payload hash
// (x-amz-content-sha256) and the CRC32 the SDK sends with PutObject, and returns that checksum on
// GET when asked (x-amz-checksum-mode: ENABLED) so the SDK validates it. Signatures are not
// checked. Plain ESM with no dependencies, like openai-server.mjs.
//
// startS3Server(): Promise<{ url, objects: Map<string, Buffer>, requests: { method, path }[], close() }>
// (`path` is the decoded pathname, without the query string).
import { createHash } from 'node:crypto';
import http from 'node:http';
import { crc32 } from 'node:zlib';

function readBody(req) {
  return new Promise((resolve, reject) => {
    const parts = [];
    req.on('data', (part) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts)));
    req.on('error', reject);
  });
}

const escapeXml = (text) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function sendError(res, status, code, message, resource) {
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message>` +
    `<Resource>${escapeXml(resource)}</Resource><RequestId>fixture</RequestId></Error>`;
  res.writeHead(status, {
    'content-type': 'application/xml',
    'content-length': Buffer.byteLength(body),
    'x-amz-request-id': 'fixture',
  });
  res.end(body);
}

const crc32Base64 = (body) => {
  const digest = Buffer.alloc(4);
  digest.writeUInt32BE(crc32(body));
  return digest.toString('base64');
};

export async function startS3Server() {
  const objects = new Map();
  const meta = new Map();
  const requests = [];
  const sockets = new Set();

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    const path = decodeURIComponent(url.pathname);
    requests.push({ method: req.method ?? '', path });
    const body = await readBody(req);

    const slash = path.indexOf('/', 1);
    if (slash === -1 || slash === path.length - 1) {
      return sendError(res, 501, 'NotImplemented', 'only object requests are supported', path);
    }
    const id = path.slice(1);

    if (req.method === 'PUT') {
      const contentSha = req.headers['x-amz-content-sha256'];
      // The SDK frames streamed bodies (STREAMING-*, content-encoding: aws-chunked); it sends a
      // Uint8Array as-is with its SHA-256, so chunked uploads are refused loudly rather than stored.
      if (
        String(contentSha).startsWith('STREAMING-') ||
        /aws-chunked/.test(req.headers['content-encoding'] ?? '')
      ) {
        return sendError(res, 501, 'NotImplemented', 'aws-chunked uploads are not supported', path);
      }
      if (
        contentSha !== 'UNSIGNED-PAYLOAD' &&
        contentSha !== createHash('sha256').update(body).digest('hex')
      ) {
        return sendError(res, 400, 'XAmzContentSHA256Mismatch', 'payload hash mismatch', path);
      }
      const checksum = req.headers['x-amz-checksum-crc32'];
      if (checksum !== undefined && checksum !== crc32Base64(body)) {
        return sendError(res, 400, 'BadDigest', 'the CRC32 you specified did not match', path);
      }
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      objects.set(id, body);
      meta.set(id, {
        etag,
        contentType: req.headers['content-type'] ?? 'binary/octet-stream',
        crc32: checksum,
        lastModified: new Date().toUTCString(),
      });
      const headers = { etag, 'content-length': 0 };
      if (checksum !== undefined) headers['x-amz-checksum-crc32'] = checksum;
      res.writeHead(200, headers);
      return res.end();
    }

    if (req.method === 'GET') {
      const object = objects.get(id);
      const info = meta.get(id);
      if (!object || !info)
        return sendError(res, 404, 'NoSuchKey', 'The specified key does not exist.', path);
      const headers = {
        'content-type': info.contentType,
        'content-length': object.length,
        etag: info.etag,
        'last-modified': info.lastModified,
        'accept-ranges': 'bytes',
      };
      if (info.crc32 !== undefined && req.headers['x-amz-checksum-mode'] === 'ENABLED') {
        headers['x-amz-checksum-crc32'] = info.crc32;
        headers['x-amz-checksum-type'] = 'FULL_OBJECT';
      }
      res.writeHead(200, headers);
      return res.end(object);
    }

    if (req.method === 'DELETE') {
      objects.delete(id);
      meta.delete(id);
      res.writeHead(204);
      return res.end();
    }

    sendError(res, 501, 'NotImplemented', `${req.method} is not supported`, path);
  });

  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();

  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
