import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DatabaseHandle } from '../../db/client';
import { dumpOpenPglite } from './pglite-dump';

/**
 * PGlite belongs to one process: while a server holds DATA_DIR, `npm run backup` must not open the
 * database itself. It asks the server instead, through files and a signal (no network route):
 *   1. the server, once it listens, writes its pid to `listener.pid`;
 *   2. the command writes `<id>.request` and sends SIGUSR2 to that pid;
 *   3. the server claims the request (`<id>.claimed`), dumps the database in-process to
 *      `<id>.tar.part` and renames it `<id>.tar` (or writes `<id>.error`);
 *   4. the command waits for either, reads the dump and removes the files.
 */
const SIGNAL = 'SIGUSR2';
const ignoreLateRequest = () => {};
const LISTENER_FILE = 'listener.pid';
const STALE_AFTER_MS = 24 * 60 * 60_000;

export function backupRequestsDir(dataDir: string): string {
  return path.join(dataDir, 'backups', 'requests');
}

export function pgliteLockFile(dataDir: string): string {
  return path.join(dataDir, 'pglite.lock');
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The live process holding the PGlite lock of DATA_DIR, if any (a lock left by a dead one does not
 * count). This process too: called where a server runs in-process, it must not open the folder twice.
 */
export async function pgliteLockOwner(dataDir: string): Promise<number | null> {
  const owner = Number.parseInt(await readFile(pgliteLockFile(dataDir), 'utf8').catch(() => ''), 10);
  return Number.isInteger(owner) && isProcessAlive(owner) ? owner : null;
}

/**
 * Server side: answers dump requests while the server runs (PGlite on disk only). The returned
 * function stops answering and waits for a dump under way; call it before closing the database.
 */
export function answerBackupRequests(
  dataDir: string,
  database: DatabaseHandle,
  log: { info(message: string): void; error(message: string): void },
): () => Promise<void> {
  if (database.engine !== 'pglite' || dataDir.startsWith('memory://')) return async () => {};
  const dir = backupRequestsDir(dataDir);
  const listenerFile = path.join(dir, LISTENER_FILE);
  let queue = Promise.resolve();
  const onSignal = () => {
    queue = queue
      .then(() => serveRequests(dir, database, log))
      .catch((error: unknown) => log.error(`backup request failed: ${String(error)}`));
  };
  process.on(SIGNAL, onSignal);
  // Written only once the handler is installed: the command signals no process before that.
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(listenerFile, String(process.pid));
  return async () => {
    rmSync(listenerFile, { force: true });
    await queue;
    // A command that read the pid file just before it went may still signal: ignored, not the
    // default action (which ends the process mid-shutdown).
    process.off(SIGNAL, onSignal);
    if (process.listenerCount(SIGNAL) === 0) process.on(SIGNAL, ignoreLateRequest);
  };
}

async function serveRequests(
  dir: string,
  database: DatabaseHandle,
  log: { info(message: string): void },
): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    if (name.endsWith('.request')) {
      const id = name.slice(0, -'.request'.length);
      const claimed = path.join(dir, `${id}.claimed`);
      // Two signals for one request: whoever renames it first answers it.
      if (
        !(await rename(file, claimed).then(
          () => true,
          () => false,
        ))
      )
        continue;
      try {
        const dump = await dumpOpenPglite(database);
        await writeFile(path.join(dir, `${id}.tar.part`), Buffer.from(await dump.arrayBuffer()), {
          mode: 0o600,
        });
        await rename(path.join(dir, `${id}.tar.part`), path.join(dir, `${id}.tar`));
        log.info(`backup: database dump ${id} written for the backup command`);
      } catch (error) {
        await writeFile(
          path.join(dir, `${id}.error`),
          error instanceof Error ? error.message : String(error),
        );
      } finally {
        await rm(claimed, { force: true });
      }
    } else if (name !== LISTENER_FILE) {
      // Left by a command that was killed while waiting.
      const info = await stat(file).catch(() => null);
      if (info && now - info.mtimeMs > STALE_AFTER_MS) await rm(file, { force: true });
    }
  }
}

export class DumpRequestError extends Error {}

/** Command side: asks the server `serverPid` for a dump of its database and waits for it. */
export async function requestDumpFromServer(
  dataDir: string,
  serverPid: number,
  timeoutMs = 30 * 60_000,
): Promise<Blob> {
  const dir = backupRequestsDir(dataDir);
  const listener = Number.parseInt(await readFile(path.join(dir, LISTENER_FILE), 'utf8').catch(() => ''), 10);
  if (listener !== serverPid) {
    throw new DumpRequestError(
      `il server (processo ${serverPid}) che usa ${dataDir} non accetta ancora richieste di backup: ` +
        'se si sta avviando riprova tra poco, altrimenti aggiornalo a questa versione',
    );
  }
  const id = randomUUID();
  const files = ['request', 'tar', 'error'].map((suffix) => path.join(dir, `${id}.${suffix}`));
  const [requestFile, dumpFile, errorFile] = files as [string, string, string];
  try {
    await writeFile(requestFile, new Date().toISOString(), { mode: 0o600 });
    process.kill(serverPid, SIGNAL);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const dump = await readFile(dumpFile).catch(() => null);
      if (dump) return new Blob([dump]);
      const failure = await readFile(errorFile, 'utf8').catch(() => null);
      if (failure !== null)
        throw new DumpRequestError(`il server non è riuscito a salvare il database: ${failure}`);
      if (!isProcessAlive(serverPid)) throw new DumpRequestError('il server si è fermato durante il backup');
      if (Date.now() > deadline)
        throw new DumpRequestError('il server non ha risposto alla richiesta di backup');
      await sleep(100);
    }
  } finally {
    await Promise.all(files.map((file) => rm(file, { force: true })));
  }
}
