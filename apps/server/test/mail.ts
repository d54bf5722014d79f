import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Undoes quoted-printable soft breaks and escapes, enough to read links and text in a raw message. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

const VERIFY_LINK = /(https?:\/\/[^\s"<>]+\/api\/email\/verify\?token=)([A-Za-z0-9_-]{43})/;

/** The verification link in a raw RFC 822 message, and its token. */
export function verificationLink(raw: string): { link: string; token: string } {
  const match = VERIFY_LINK.exec(decodeQuotedPrintable(raw));
  if (!match) throw new Error(`no verification link in the message:\n${raw}`);
  return { link: `${match[1]}${match[2]}`, token: match[2]! };
}

export function header(raw: string, name: string): string | undefined {
  const headers = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

export interface OutboxMessage {
  file: string;
  raw: string;
}

/** The .eml files in an outbox folder, oldest first. */
export async function readOutbox(dir: string): Promise<OutboxMessage[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
  return Promise.all(
    names.map(async (name) => ({
      file: path.join(dir, name),
      raw: await readFile(path.join(dir, name), 'utf8'),
    })),
  );
}

/** The messages in the outbox addressed to `to`. */
export async function outboxFor(dir: string, to: string): Promise<OutboxMessage[]> {
  return (await readOutbox(dir)).filter((m) => header(m.raw, 'to')?.includes(to));
}
