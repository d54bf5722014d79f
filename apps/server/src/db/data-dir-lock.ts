import { open, readFile, rm } from 'node:fs/promises';

/**
 * An exclusive lock file holding the owner's pid. A lock left by a process that no longer
 * runs (a crash, a kill -9) is taken over; a live owner stops the start with a clear message.
 */
export async function acquireDataDirLock(lockPath: string): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return async () => {
        await rm(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(await readFile(lockPath, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The embedded database is in use by process ${owner} (lock file ${lockPath}). ` +
            'Stop it first, or set DATABASE_URL to run several servers on one PostgreSQL.',
        );
      }
      await rm(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
