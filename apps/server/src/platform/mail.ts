import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where answers go (the contact form's sender); an address object, so a name cannot add recipients. */
  replyTo?: { name: string; address: string };
  /** The link the message exists for: logged when the message goes to the outbox instead of a server. */
  link?: string;
}

export interface Mailer {
  /** 'smtp' delivers through SMTP_URL; 'outbox' writes one .eml file per message (the offline default). */
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}

/** DATA_DIR/outbox; a throwaway in-memory DATA_DIR gets a folder under the system's temp dir. */
export function defaultOutboxDir(dataDir: string): string {
  return dataDir.startsWith('memory://')
    ? path.join(tmpdir(), 'brocardo-outbox')
    : path.join(path.resolve(dataDir), 'outbox');
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : outboxMailer(options);
}

/**
 * Nodemailer is loaded with the first message (most boots send none); `close` closes the
 * transport if one was made.
 */
function lazyTransport(make: (nodemailer: typeof import('nodemailer')) => Transporter) {
  let transporter: Promise<Transporter> | undefined;
  return {
    get: () => (transporter ??= import('nodemailer').then(make)),
    close: () => {
      transporter?.then((made) => made.close()).catch(() => {});
    },
  };
}

function smtpMailer(url: string, from: string): Mailer {
  // Short timeouts: a mail server that does not answer must not hold a registration for minutes.
  const transporter = lazyTransport(({ createTransport }) =>
    createTransport(
      { url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
      { from },
    ),
  );
  return {
    transport: 'smtp',
    async send({ to, subject, text, html, replyTo }) {
      await (await transporter.get()).sendMail({ to, subject, text, html, replyTo });
    },
    close: transporter.close,
  };
}

function outboxMailer({ from, outboxDir, log }: MailerOptions): Mailer {
  const transporter = lazyTransport(({ createTransport }) =>
    createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from }),
  );
  return {
    transport: 'outbox',
    async send({ to, subject, text, html, replyTo, link }) {
      const info = await (await transporter.get()).sendMail({ to, subject, text, html, replyTo });
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info(
        { to, subject, file, link },
        'no SMTP_URL set (offline default): e-mail written to the outbox instead of being sent',
      );
    },
    close: transporter.close,
  };
}

/**
 * Sends a message whose failure must not fail the caller (what it is about is already stored): a
 * failure is logged with `context` and the transport, never the message itself, and answers false.
 */
export async function sendOrLogFailure(
  mailer: Mailer,
  message: MailMessage,
  log: Pick<FastifyBaseLogger, 'error'>,
  context: Record<string, unknown>,
  what: string,
): Promise<boolean> {
  try {
    await mailer.send(message);
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.error({ ...context, transport: mailer.transport, reason }, what);
    return false;
  }
}
