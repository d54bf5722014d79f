import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Self-contained: the root vitest.config.ts lists this file as the `web` project.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    // A worker keeps React and the app's modules from file to file (217 s → 76 s on 2 cores); each
    // file still gets a fresh jsdom, and setup.ts clears the DOM, storage and toasts after every test.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // user-event types a character at a time: a form test takes 2–3 s alone and went past Vitest's 5 s
    // default on a loaded 2-core machine. A longer limit only delays a failure, never a pass.
    testTimeout: 15_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
