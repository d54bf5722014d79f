import type { IncomingHttpHeaders } from 'node:http';

export type WebSearchScenario =
  | 'ok'
  | 'down'
  | 'rate-limited'
  | 'hang'
  | 'malformed'
  | 'wrong-shape'
  | 'empty';

export interface RecordedSearch {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface WebSearchServer {
  url: string;
  /** 127.0.0.1:port, for WEB_FETCH_ALLOWED_HOSTS. */
  hostPort: string;
  requests: RecordedSearch[];
  /** The names of the pages read under /pages/. */
  pageHits: string[];
  setScenario(scenario: WebSearchScenario): void;
  reset(): void;
  close(): Promise<void>;
}

export function startWebSearchServer(options?: {
  extraResults?: Array<{ url: string; title: string; content: string }>;
}): Promise<WebSearchServer>;
