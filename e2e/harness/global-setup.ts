import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './browser';
import { startE2eLlm } from './llm-fixture';
import { freePort, repoRoot, serverEntry, spawnServer, stopServer, waitUntilReady } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    adminEmail: string;
    adminPassword: string;
    /** The server's DATA_DIR: specs read e-mails from its outbox/ folder. */
    dataDir: string;
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
  // The only external service replaced: an OpenAI-compatible model on a local port.
  const llm = await startE2eLlm();
  const port = String(await freePort());
  const server = await spawnServer({
    PORT: port,
    // Links in e-mails point where the browser reaches this server.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    // The real ALTCHA widget solves the real proof of work, made light so a spec does not wait seconds.
    ALTCHA_COST: '50',
    ALTCHA_MAX_COUNTER: '200',
    // Every spec signs in from 127.0.0.1: keep the per-address limits out of the way of the flows tested.
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    REGISTER_RATE_LIMIT_PER_MINUTE: '1000',
    // Each registration fetches a challenge: the specs register ~50 accounts in a few minutes, past
    // the default 30 challenges a minute (CI once saw the widget refused and 'Registrati' never enabled).
    CAPTCHA_CHALLENGE_RATE_LIMIT_PER_MINUTE: '1000',
    LLM_BASE_URL: `${llm.url}/v1`,
    LLM_API_KEY: 'e2e-key',
    LLM_MODEL: 'modello-e2e',
    // Prices per million tokens, so the spending tab shows real costs of the fixture's usage.
    LLM_PRICE_INPUT_CACHE_HIT: '0.07',
    LLM_PRICE_INPUT_CACHE_MISS: '0.27',
    LLM_PRICE_OUTPUT: '1.10',
  });
  const stop = async () => {
    await stopServer(server);
    await llm.close();
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
  project.provide('dataDir', dataDir);
  return stop;
}
