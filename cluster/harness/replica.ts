import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Child, isRunning, spawnChild, stopChild } from './child-processes';
import { pollUntil } from './wait';

const serverEntry = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));

/** One server process (`node apps/server/dist/main.js`), restartable with the same port and env. */
export class Replica {
  child: Child | undefined;
  private constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  static async create(name: string, port: number, sharedEnv: Record<string, string>): Promise<Replica> {
    const dataDir = await mkdtemp(path.join(tmpdir(), `brocardo-cluster-${name}-`));
    return new Replica(name, port, { ...sharedEnv, PORT: String(port), DATA_DIR: dataDir });
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** `127.0.0.1:port`, as nginx's X-Upstream names it. */
  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  get outboxDir(): string {
    return path.join(this.env.DATA_DIR!, 'outbox');
  }

  /** Spawns the process (nothing of the caller's environment but PATH) and waits for /readyz. */
  async start(timeoutMs = 120_000): Promise<void> {
    const child = spawnChild(this.name, process.execPath, [serverEntry], {
      env: { PATH: process.env.PATH ?? '', ...this.env },
      cwd: this.env.DATA_DIR,
    });
    this.child = child;
    await pollUntil(
      `replica ${this.name} to be ready`,
      async () => {
        if (!isRunning(child)) throw new Error(`replica ${this.name} exited:\n${child.output()}`);
        const res = await fetch(`${this.url}/readyz`, { signal: AbortSignal.timeout(3_000) });
        return res.ok ? true : undefined;
      },
      { timeoutMs, intervalMs: 100 },
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n--- ${this.name} output ---\n${child.output()}`);
    });
  }

  /** SIGTERM: the graceful shutdown of a rolling deploy. Resolves with the exit code. */
  stop(): Promise<number | null> {
    return this.child ? stopChild(this.child, 'SIGTERM', 20_000) : Promise.resolve(null);
  }

  /** SIGKILL: a crash. */
  kill(): Promise<number | null> {
    return this.child ? stopChild(this.child, 'SIGKILL') : Promise.resolve(null);
  }

  /** Killed if still running, its data directory deleted. */
  async dispose(): Promise<void> {
    await this.kill();
    await rm(this.env.DATA_DIR!, { recursive: true, force: true });
  }

  output(): string {
    return this.child?.output() ?? '';
  }
}
