// Bundles the server (with @brocardo/shared inlined) into dist/main.js, and the document extraction
// worker thread into dist/extraction-worker.js beside it; npm dependencies stay external. Then builds
// the shipped corpus's search index into dist/legal-index (see legal-index-cache.ts).
import { execFileSync } from 'node:child_process';
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url).pathname;
process.chdir(here);

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies)
  .filter((name) => !name.startsWith('@brocardo/'))
  .flatMap((name) => [name, `${name}/*`]);

await rm('dist', { recursive: true, force: true });
await build({
  absWorkingDir: here,
  entryPoints: {
    main: 'src/main.ts',
    'extraction-worker': 'src/features/documents/extraction/extraction-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
// The shipped corpus's search index, built once here so that no replica builds it at boot.
execFileSync(process.execPath, ['dist/main.js', 'build-legal-index'], { stdio: 'inherit' });
console.log('server built: apps/server/dist/main.js, apps/server/dist/extraction-worker.js');
