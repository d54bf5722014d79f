/** Worker entry: extracts one document, reports back, and is then terminated by its parent. */
import { parentPort, workerData } from 'node:worker_threads';
import { extractDocument } from './extract-document';
import { setOcrEngine } from './ocr';
import { ExtractionFailure } from './types';
import type { OcrReply, WorkerInput, WorkerMessage } from './worker-protocol';

const port = parentPort;
if (!port) throw new Error('extraction-worker must run in a worker thread');
const post = (message: WorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

// Tesseract runs in the parent, which can kill and reap it even after terminating this worker.
const pending = new Map<
  number,
  { resolve: (value: boolean | string) => void; reject: (error: Error) => void }
>();
let nextId = 0;
port.on('message', (reply: OcrReply) => {
  const call = pending.get(reply.id);
  pending.delete(reply.id);
  if (!call) return;
  if (reply.ok) call.resolve(reply.value);
  else call.reject(reply.reason ? new ExtractionFailure(reply.reason) : new Error(reply.message));
});
function ask<T extends boolean | string>(message: (id: number) => WorkerMessage, transfer?: ArrayBuffer[]) {
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    pending.set(id, { resolve: resolve as (value: boolean | string) => void, reject });
    post(message(id), transfer);
  });
}
setOcrEngine({
  available: (ocr) => ask<boolean>((id) => ({ type: 'ocr-available', id, ocr })),
  recognize: (page, ocr) =>
    ask<string>((id) => ({ type: 'ocr', id, ocr, page }), [page.png.buffer as ArrayBuffer]),
});

const input = workerData as WorkerInput;
try {
  const document = await extractDocument(input.bytes, input.type, input.options);
  post({ type: 'done', document });
} catch (error) {
  if (error instanceof ExtractionFailure) post({ type: 'failed', reason: error.reason });
  else
    post({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
