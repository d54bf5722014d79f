export interface S3Server {
  /** http://127.0.0.1:port: the endpoint of an S3 client with forcePathStyle. */
  url: string;
  /** Stored objects by "{bucket}/{key}". */
  objects: Map<string, Buffer>;
  requests: Array<{ method: string; path: string }>;
  close(): Promise<void>;
}

export function startS3Server(): Promise<S3Server>;
