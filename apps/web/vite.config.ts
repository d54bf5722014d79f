import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = 'http://127.0.0.1:3000';
const proxiedPrefixes = ['/api', '/rag-api', '/sanctum', '/healthz', '/readyz'];
const htmlEntry = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/**
 * Open Graph wants absolute addresses. The public pages' HTML carries `data-og-path` placeholders;
 * with PUBLIC_URL known at build time they become og:url and an absolute og:image, otherwise
 * og:url is left out (a relative og:url is invalid) and og:image keeps the path.
 */
function openGraphUrls(publicUrl: string | undefined): Plugin {
  const origin = publicUrl?.replace(/\/+$/, '');
  return {
    name: 'brocardo-open-graph-urls',
    transformIndexHtml(html) {
      return html
        .replace(/<meta property="og:url" data-og-path="([^"]*)" \/>\n?\s*/g, (_, pagePath: string) =>
          origin ? `<meta property="og:url" content="${origin}${pagePath}" />\n    ` : '',
        )
        .replace(
          /<meta property="og:image" data-og-path="([^"]*)" \/>/g,
          (_, imagePath: string) => `<meta property="og:image" content="${origin ?? ''}${imagePath}" />`,
        );
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), openGraphUrls(process.env.PUBLIC_URL)],
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
      // The SPA, and the public pages with their own small entry (no router, no query cache, no chat).
      input: {
        index: htmlEntry('index.html'),
        discover: htmlEntry('discover.html'),
        'privacy-policy': htmlEntry('privacy-policy.html'),
      },
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
