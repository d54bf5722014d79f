import { type ChildProcess, spawn } from 'node:child_process';

/** A spawned process whose output is kept (the tail) for failure messages. */
export interface Child {
  name: string;
  process: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

const running = new Set<Child>();

export function spawnChild(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Child {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? (signal ? -1 : null)));
    child.once('error', (error) => {
      keep(Buffer.from(`\nspawn failed: ${error.message}\n`));
      resolve(-1);
    });
  });
  const handle: Child = { name, process: child, exited, output: () => tail };
  running.add(handle);
  void exited.then(() => running.delete(handle));
  return handle;
}

export function isRunning(child: Child): boolean {
  return child.process.exitCode === null && child.process.signalCode === null;
}

/** Sends `signal` and waits for the exit; SIGKILL after `graceMs` if it is still there. */
export async function stopChild(child: Child, signal: NodeJS.Signals = 'SIGTERM', graceMs = 15_000) {
  if (!isRunning(child)) return child.exited;
  child.process.kill(signal);
  const timer = setTimeout(() => child.process.kill('SIGKILL'), graceMs);
  try {
    return await child.exited;
  } finally {
    clearTimeout(timer);
  }
}

/** Last resort (teardown, process exit): every child this harness started, killed at once. */
export function killAllChildren(): void {
  for (const child of running) {
    if (isRunning(child)) child.process.kill('SIGKILL');
  }
}
