import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './browser';
import { repoRoot, serverEntry, spawnServer, stopServer, waitUntilReady } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    adminEmail: string;
    adminPassword: string;
  }
}

const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');
export const E2E_ADMIN = { email: 'admin@e2e.brocardo.local', password: 'AdminE2e123' };

/** Starts the built product on a random port with a temporary data dir, for every e2e spec. */
export default async function setup(project: TestProject) {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `No Chromium at ${chromiumPath}. Install it (apt-get install chromium) or point CHROMIUM_PATH at a Chromium binary.`,
    );
  }
  if (!existsSync(serverEntry) || !existsSync(webIndex)) {
    throw new Error('The app is not built: run `npm run build` before the end-to-end tests.');
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'brocardo-e2e-'));
  const server = await spawnServer({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  });
  const stop = async () => {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(server);
  } catch (error) {
    await stop();
    throw error;
  }
  const { baseURL } = server;
  project.provide('baseURL', baseURL);
  project.provide('adminEmail', E2E_ADMIN.email);
  project.provide('adminPassword', E2E_ADMIN.password);
  return stop;
}
