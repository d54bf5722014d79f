import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const BIN = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

/**
 * A PostgreSQL cluster of the test's own (never the machine's shared one): it is stopped with
 * `-m immediate` to simulate an outage. initdb refuses root, so everything runs as `postgres`.
 */
export interface PrivatePostgres {
  port: number;
  url: string;
  stopImmediately(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

function asPostgres(command: string, args: string[], timeout = 60_000) {
  const prefix = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const [file, ...rest] = [...prefix, path.join(BIN, command), ...args];
  return run(file!, rest, { timeout });
}

export function assertPostgresInstalled(): void {
  for (const tool of ['initdb', 'pg_ctl', 'postgres']) {
    if (!existsSync(path.join(BIN, tool))) {
      throw new Error(
        `${path.join(BIN, tool)} not found: install the Debian package postgresql-15 (or set PG_BIN_DIR)`,
      );
    }
  }
}

export async function startPrivatePostgres(port: number): Promise<PrivatePostgres> {
  assertPostgresInstalled();
  const dir = await mkdtemp(path.join(tmpdir(), 'brocardo-cluster-pg-'));
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = path.join(dir, 'data');
  await asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  // Quick commits, but not synchronous_commit=off: an immediate stop would then lose the last
  // commits (sessions signed in just before the outage), which a real outage does not.
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c full_page_writes=off',
    '-c max_connections=100',
  ].join(' ');
  const pgCtl = (...args: string[]) => asPostgres('pg_ctl', ['-D', data, ...args]);
  const start = async () => {
    await pgCtl('-l', path.join(dir, 'postgres.log'), '-o', options, '-w', '-t', '30', 'start');
  };
  const stopImmediately = async () => {
    await pgCtl('-m', 'immediate', '-w', '-t', '30', 'stop');
  };
  // Whatever happens to the test process, the cluster must not outlive it.
  const onExit = () => {
    try {
      execFileSync(
        'runuser',
        ['-u', 'postgres', '--', path.join(BIN, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop'],
        {
          stdio: 'ignore',
          timeout: 10_000,
        },
      );
    } catch {}
  };
  process.once('exit', onExit);

  await start();
  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  await admin.connect();
  try {
    await admin.query('create database brocardo');
  } finally {
    await admin.end();
  }
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/brocardo`,
    start,
    stopImmediately,
    async destroy() {
      process.removeListener('exit', onExit);
      await stopImmediately().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
