import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://127.0.0.1:3000';
const proxiedPrefixes = ['/api', '/rag-api', '/sanctum', '/healthz', '/readyz'];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // The CSP allows fonts only from 'self': never inline assets as data: URIs.
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json, read by bench/web-bundle.mjs. The server never serves it: its static
    // files are listed without dotfiles, and /.vite/… is not a client route (it has an extension).
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // @brocardo/shared only declares schemas, rules and constants, except zod-it.ts (zod's Italian
        // locale). Said so, a page's chunk gets the shared modules it uses, not the whole package.
        moduleSideEffects: (id) =>
          /\/packages\/shared\/src\//.test(id) ? id.endsWith('/zod-it.ts') : undefined,
      },
    },
  },
  server: {
    proxy: Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: apiTarget }])),
  },
});
