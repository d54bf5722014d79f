import { createRequire } from 'node:module';
import type * as SheetJS from 'xlsx';

let loaded: typeof SheetJS | null = null;

/**
 * SheetJS, loaded on first use. Version 0.18 is CommonJS without an exports map, so Node's ESM
 * loader exposes only part of it (no SSF) as named exports; require gives the whole module in
 * every runtime (tsx, vitest, the esbuild bundle).
 */
export function sheetjs(): typeof SheetJS {
  loaded ??= createRequire(import.meta.url)('xlsx') as typeof SheetJS;
  return loaded;
}
