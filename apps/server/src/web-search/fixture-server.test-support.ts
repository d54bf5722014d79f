import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type FixtureHandler = (request: RecordedRequest, response: http.ServerResponse) => void;

export interface FixtureServer {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** 127.0.0.1:PORT, for allow-lists. */
  hostPort: string;
  port: number;
  requests: RecordedRequest[];
  /** The handler of later requests (tests switch it per case). */
  handle(handler: FixtureHandler): void;
  close(): Promise<void>;
}

/** A local HTTP server on 127.0.0.1 that records each request and answers with the current handler. */
export async function startFixtureServer(): Promise<FixtureServer> {
  const requests: RecordedRequest[] = [];
  let handler: FixtureHandler = (_request, response) => response.writeHead(404).end();
  const server = http.createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://fixture');
      const recorded: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      handler(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    port,
    requests,
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: http.ServerResponse, body: unknown, status = 200): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export function sendHtml(response: http.ServerResponse, html: string, status = 200): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html);
}

/** A handler that never answers: the client's deadline has to end the request. */
export const neverAnswer: FixtureHandler = () => undefined;
