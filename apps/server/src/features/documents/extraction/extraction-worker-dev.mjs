// Runs extraction-worker.ts from the TypeScript sources (vitest, tsx). On Node 20 a worker started
// with `execArgv: ['--import', 'tsx']` still loads its entry without tsx's hooks, so tsx imports it here.
import { tsImport } from 'tsx/esm/api';

await tsImport('./extraction-worker.ts', import.meta.url);
