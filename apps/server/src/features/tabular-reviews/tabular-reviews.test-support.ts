import type { ReviewDetail } from '@brocardo/shared';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { docxFile, textPdf } from '../../../test/document-fixtures';
import type { Scenario } from '../../../test/openai-server.mjs';
import type { Caller } from '../../../test/sessions';
import { eventually } from '../chat/chat.test-support';
import { multipartBody } from '../documents/documents.test-support';

export interface ContractFixture {
  filename: string;
  bytes: Uint8Array;
}

/** The four questions of the tests: each names a word the matching article holds. */
export const CONTRACT_COLUMNS = [
  { label: 'Durata', question: 'Qual è la durata del contratto?', keyword: 'durata' },
  { label: 'Canone mensile', question: 'Qual è il canone mensile?', keyword: 'canone' },
  { label: 'Clausola di recesso', question: 'Come si può recedere dal contratto?', keyword: 'recedere' },
  { label: 'Foro competente', question: 'Quale foro è competente?', keyword: 'foro' },
] as const;

function articles(years: number, rent: string, city: string): string[] {
  return [
    `Il contratto ha durata di ${years} anni a decorrere dal 1 gennaio 2024.`,
    `Il canone mensile è pari a euro ${rent}, da versare entro il giorno 5 di ogni mese.`,
    'Il conduttore può recedere dal contratto con preavviso di sei mesi mediante raccomandata.',
    `Per ogni controversia è competente in via esclusiva il Foro di ${city}.`,
  ];
}

/** Three generated lease contracts: two Word files and a two-page PDF. */
export async function threeContracts(): Promise<ContractFixture[]> {
  const first = articles(4, '850,00', 'Milano');
  const third = articles(6, '1.200,00', 'Napoli');
  return [
    {
      filename: 'locazione-milano.docx',
      bytes: await docxFile({ heading: 'Contratto di locazione', paragraphs: first }),
    },
    {
      filename: 'locazione-torino.docx',
      bytes: await docxFile({
        heading: 'Contratto di locazione',
        paragraphs: articles(3, '700,00', 'Torino'),
      }),
    },
    {
      filename: 'locazione-napoli.pdf',
      bytes: await textPdf([`${third[0]}\n\n${third[1]}`, `${third[2]}\n\n${third[3]}`]),
    },
  ];
}

/** The fenced document and the question of a cell request, as the prompt carries them. */
export function cellRequest(body: Record<string, unknown>): { question: string; document: string } {
  const messages = body.messages as { role: string; content: string }[];
  const user = messages.find((message) => message.role === 'user')?.content ?? '';
  const question = /^Domanda: (.*)$/m.exec(user)?.[1] ?? '';
  const document = /<<<(DOCUMENTO-[0-9a-f]+)\n([\s\S]*?)\n\1>>>/.exec(user)?.[2] ?? '';
  return { question, document };
}

/** The sentence of `document` holding `keyword` (case-insensitive), as the fixture model quotes it. */
export function sentenceWith(document: string, keyword: string): string {
  const flat = document.replace(/\s+/g, ' ');
  const sentences = flat.split(/(?<=\.)\s+/);
  return sentences.find((sentence) => sentence.toLowerCase().includes(keyword)) ?? '';
}

export function answerScenario(answer: string, quote: string): Scenario {
  return { chunks: [JSON.stringify({ answer, quote })] };
}

export async function call(
  t: TestApp,
  caller: Caller,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: caller.headers,
    payload: payload as Record<string, unknown> | undefined,
  });
}

export async function createdReview(
  t: TestApp,
  caller: Caller,
  title = 'Locazioni 2024',
): Promise<ReviewDetail> {
  const res = await call(t, caller, 'POST', '/api/reviews', { title });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().review;
}

export async function uploadTo(t: TestApp, caller: Caller, reviewId: string, file: ContractFixture) {
  const body = await multipartBody(file.filename, file.bytes);
  return t.app.inject({
    method: 'POST',
    url: `/api/reviews/${reviewId}/documents`,
    payload: body.payload,
    headers: { ...caller.headers, ...body.headers },
  });
}

export async function reviewOf(t: TestApp, caller: Caller, id: string): Promise<ReviewDetail> {
  const res = await call(t, caller, 'GET', `/api/reviews/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().review;
}

/** Polls the review until `done` says so (as the web polls it). */
export function reviewWhen(
  t: TestApp,
  caller: Caller,
  id: string,
  done: (review: ReviewDetail) => boolean,
  timeoutMs = 60_000,
): Promise<ReviewDetail> {
  return eventually(async () => {
    const review = await reviewOf(t, caller, id);
    return done(review) ? review : null;
  }, timeoutMs);
}

export const allDocumentsRead = (review: ReviewDetail) =>
  review.documents_list.length > 0 &&
  review.documents_list.every((document) => document.status !== 'processing');

export const allCellsSettled = (review: ReviewDetail) =>
  review.cells.length > 0 && review.cells.every((cell) => cell.status === 'done' || cell.status === 'failed');
