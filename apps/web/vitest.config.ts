import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const MOCKED = 'src/**/*.mocked.test.{ts,tsx}';

/** The web tests' settings (jsdom, the setup file, limits); the root vitest.config.ts makes two projects of them. */
export function webProject(test: { name: string; include: string[]; exclude: string[]; isolate: boolean }) {
  return defineProject({
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [react()],
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      // user-event types a character at a time: a form test takes 2–3 s alone and went past Vitest's 5 s
      // default on a loaded 2-core machine. A longer limit only delays a failure, never a pass.
      testTimeout: 15_000,
      restoreMocks: true,
      unstubGlobals: true,
      ...test,
    },
  });
}

/**
 * `web`: a worker keeps React and the app's modules from file to file (217 s → 76 s on 2 cores); each
 * file still gets a fresh jsdom, and setup.ts clears the DOM, storage and toasts after every test.
 * `web-mocked`: the files that replace a module with vi.mock, each with a module graph of its own.
 */
export const webProjects = [
  webProject({ name: 'web', include: ['src/**/*.test.{ts,tsx}'], exclude: [MOCKED], isolate: false }),
  webProject({ name: 'web-mocked', include: [MOCKED], exclude: [], isolate: true }),
];

export default webProjects[0];
