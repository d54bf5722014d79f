export interface RecordedEmbeddingsRequest {
  model: string;
  inputs: string[];
  dimensions: number | undefined;
  encodingFormat: string | undefined;
  authorization: string | undefined;
}

export interface EmbeddingsServerOptions {
  /** Size of the vectors when the request does not ask for one (default 64). */
  dimensions?: number;
  port?: number;
  host?: string;
}

export interface EmbeddingsServer {
  /** http://host:port (append /v1 for an SDK base URL). */
  url: string;
  port: number;
  requests: RecordedEmbeddingsRequest[];
  /** Texts received so far, over all requests (failed ones included). */
  readonly inputs: number;
  /** Answer every request with this HTTP error from now on; null: answer normally again. */
  fail(status: number | null, message?: string): void;
  /** Wait this long before answering each request. */
  delay(ms: number): void;
  /** From now on receive (and record) requests but never answer them; false: answer normally again. */
  hang(on: boolean): void;
  close(): Promise<void>;
}

export function startEmbeddingsServer(options?: EmbeddingsServerOptions): Promise<EmbeddingsServer>;
/** The words the fixture hashes: lower-cased runs of letters and digits. */
export function fixtureWords(text: string): string[];
/** The fixture's (unnormalised) vector of a text. */
export function fixtureVector(text: string, dimensions?: number): number[];
